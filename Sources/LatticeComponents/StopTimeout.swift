/// The error a component's stop is reported with when it takes longer than its
/// ``Component/stopTimeout``: the host abandoned it and went on with the next.
///
/// It appears in the failures ``ComponentHost/shutdown()`` returns and as the
/// ``ComponentError/underlying`` error of ``ComponentError/Code/stopFailed``.
public struct StopTimeout: Error, Sendable, Hashable, CustomStringConvertible {
    /// The component whose stop was abandoned.
    public let component: String
    /// The time it was given.
    public let timeout: Duration

    /// Creates the error.
    public init(component: String, timeout: Duration) {
        self.component = component
        self.timeout = timeout
    }

    /// What happened and how to fix it.
    public var description: String {
        "'\(component)' did not stop within \(StartupReport.format(timeout)): its stop was abandoned and the next component stopped. "
            + "To fix, make its stop finish sooner (move slow work out of it, honour task cancellation), or raise its stopTimeout."
    }
}
