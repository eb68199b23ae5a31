/// How long a resolved service lives and who shares it.
public enum Scope: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A new instance on every resolve.
    case transient
    /// One instance per registry, created lazily on first resolve, exactly once even when
    /// several threads ask at the same time.
    case singleton
    /// A singleton created when the registry is sealed (``ServiceRegistry/seal()``),
    /// so that a failing factory is found at start-up, not on first use.
    case eagerSingleton
    /// Shared while someone holds it: resolves return the same instance as long as any
    /// caller keeps a strong reference, then a new one. The service must be a class instance.
    case weak
    /// One instance per owner object (a screen, a session), living exactly as long as the
    /// owner and never retaining it. Resolve with ``ServiceRegistry/resolve(_:name:owner:fileID:line:)``.
    case owned

    /// The scope's name as written in code, such as `singleton`.
    public var description: String { rawValue }

    var isSingleton: Bool { self == .singleton || self == .eagerSingleton }
}
