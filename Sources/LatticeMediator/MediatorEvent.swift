public import LatticeCore

/// One call through the mediator, as seen by the observer set with
/// ``Mediator/setObserver(_:)``: for logging and metrics.
public struct MediatorEvent: Sendable {
    /// How a call ended.
    public enum Outcome: Sendable {
        /// A registered action returned a value.
        case handled
        /// A fallback returned a value; which one.
        case fellBack(UnhandledCall.Reason, by: FallbackLevel)
        /// The call failed or was refused (``MediatorError/Code/refused``).
        case failed(MediatorError)
    }

    /// Which fallback handled a call.
    public enum FallbackLevel: Sendable, Hashable {
        /// The target's own fallback action.
        case target
        /// The mediator-wide fallback.
        case mediator
    }

    /// The target asked for (empty when a remote URL could not be parsed).
    public let target: String
    /// The action asked for.
    public let action: String
    /// Where the call came from.
    public let origin: Origin
    /// From the lookup to the return or throw.
    public let duration: Duration
    /// How it ended.
    public let outcome: Outcome
}

/// The observer: called once per call, on the caller's thread, after the call ends.
public typealias MediatorObserver = @Sendable (MediatorEvent) -> Void
