public import LatticeCore

/// A call that found no action, as handed to a fallback.
///
/// Fallbacks run in order: the target's own (`TargetActions/fallback(exposure:_:)`), then
/// the mediator's (``Mediator/setFallback(exposure:_:)``). For a call from outside the app a
/// fallback runs only if its exposure is `Exposure.external`.
public struct UnhandledCall: Sendable {
    /// Why no action handled the call.
    public enum Reason: Sendable, Hashable {
        /// No target has this name.
        case targetNotFound
        /// The target exists but has no action of this name.
        case actionNotFound
    }

    /// The target asked for.
    public let target: String
    /// The action asked for.
    public let action: String
    /// The parameters of an untyped or remote call; empty for a typed call.
    public let params: [String: any Sendable]
    /// The input value of a typed call; `nil` for an untyped call.
    public let input: (any Sendable)?
    /// Where the call came from.
    public let origin: Origin
    /// Why no action handled it.
    public let reason: Reason
}

/// A fallback: receives the unhandled call and returns the call's result, or throws.
public typealias MediatorFallback = @Sendable (UnhandledCall) throws -> any Sendable

/// A fallback with its exposure.
struct Fallback: Sendable {
    let exposure: Exposure
    let handle: MediatorFallback

    func allows(_ origin: Origin) -> Bool { !origin.isExternal || exposure == .external }
}
