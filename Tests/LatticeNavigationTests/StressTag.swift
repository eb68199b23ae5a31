import Testing

extension Tag {
    /// Concurrency tests: CI runs the suites with this tag under ThreadSanitizer
    /// (`.ci/run`, through `.ci/stress-suites`) and every other test under AddressSanitizer.
    /// Each has a `.timeLimit`, so a deadlock fails the run instead of hanging it.
    @Tag static var stress: Self
}
