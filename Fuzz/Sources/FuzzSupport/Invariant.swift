/// The checks a harness makes beyond "no crash": a broken one stops the fuzzer with the
/// input, as a crash does, and libFuzzer keeps the input as an artifact.
public enum Invariant {
    /// Stops the run, naming the broken invariant and the input, when `condition` is false.
    public static func check(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, input: @autoclosure () -> String,
        file: StaticString = #file, line: UInt = #line
    ) {
        guard !condition() else { return }
        fatalError("Broken invariant: \(message())\nInput: \(String(reflecting: input()))", file: file, line: line)
    }

    /// Stops the run: a path the harness must never reach.
    public static func fail(_ message: String, input: String, file: StaticString = #file, line: UInt = #line) -> Never {
        fatalError("Broken invariant: \(message)\nInput: \(String(reflecting: input))", file: file, line: line)
    }
}
