/// Who may call an action: code inside the app only, or also callers outside it.
///
/// Declared once on the ``ActionContract``; the mediator checks it for every call whose
/// `Origin` is outside the app (a remote URL, a push, another app).
public enum Exposure: String, Codable, Sendable, Hashable, CaseIterable {
    /// Callable only with origin `Origin/app`.
    case app
    /// Callable also from outside the app, once the `TrustPolicy` has passed the call.
    case external
}

/// How long a target instance lives.
public enum TargetLifetime: String, Codable, Sendable, Hashable, CaseIterable {
    /// Created on the first call that needs it and kept until
    /// ``Mediator/release(target:)`` or ``Mediator/releaseAll()``.
    case cached
    /// Created for every call and never kept.
    case perCall
}
