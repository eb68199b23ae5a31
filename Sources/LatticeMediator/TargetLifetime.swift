/// How long a target instance lives.
public enum TargetLifetime: String, Codable, Sendable, Hashable, CaseIterable {
    /// Created on the first call that needs it and kept until
    /// ``Mediator/release(target:)`` or ``Mediator/releaseAll()``.
    case cached
    /// Created for every call and never kept.
    case perCall
}
