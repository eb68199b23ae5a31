/// What ``ServiceRegistry/register(_:name:scope:component:fileID:line:factory:)`` does when
/// a registration for the same type, name and argument types exists.
public enum DuplicatePolicy: Hashable, Sendable {
    /// Throw ``ServiceError/Code/duplicateRegistration`` naming both registrations.
    case reject
    /// Replace the earlier registration and report it to ``ServiceRegistry/Options/onDiagnostic``.
    ///
    /// The replaced registration stays in memory until the registry is deinitialized
    /// (about 400 bytes, plus a replaced singleton's instance): see ``ServiceRegistry``.
    case replace
}
