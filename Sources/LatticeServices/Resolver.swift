/// What a factory resolves its dependencies from.
///
/// A factory receives a resolver for the registry it runs in (for a child registry, the
/// child, so overrides apply). Resolving through it tracks the chain of resolves, so a
/// cycle is reported as `A → B → C → A` instead of overflowing the stack, and an
/// owner-bound factory's dependencies are bound to the same owner.
///
/// A factory may keep its resolver to resolve something later (a lazy dependency); it
/// keeps the registry alive, never the owner.
public struct Resolver: Sendable {
    @usableFromInline let registry: ServiceRegistry
    @usableFromInline let depth: Int
    @usableFromInline let owner: OwnerContext?

    @usableFromInline
    init(registry: ServiceRegistry, depth: Int, owner: OwnerContext?) {
        self.registry = registry
        self.depth = depth
        self.owner = owner
    }

    /// Resolves `Service`. See ``ServiceRegistry/resolve(_:name:fileID:line:)``.
    @inlinable @inline(__always)
    public func resolve<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service {
        let key = ServiceKey(noArguments: Service.self, name: name)
        return try registry.resolve(key, arguments: (), depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Resolves `Service` with runtime arguments. See
    /// ``ServiceRegistry/resolve(_:name:arguments:fileID:line:)``.
    public func resolve<Service: Sendable, First, each Rest>(
        _ type: Service.Type = Service.self, name: String? = nil, arguments first: First, _ rest: repeat each Rest,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service {
        let key = ServiceKey(service: ObjectIdentifier(Service.self), arguments: ObjectIdentifier((First, (repeat each Rest)).self), name: name)
        return try registry.resolve(key, arguments: (first, (repeat each rest)), depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Resolves `Service` if registered. See ``ServiceRegistry/resolveIfRegistered(_:name:fileID:line:)``.
    public func resolveIfRegistered<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service? {
        let key = ServiceKey(noArguments: Service.self, name: name)
        return try registry.resolveIfRegistered(key, depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Resolves every registration of `Service`. See ``ServiceRegistry/resolveAll(_:fileID:line:)``.
    public func resolveAll<Service: Sendable>(
        _ type: Service.Type = Service.self, fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> [(name: String?, service: Service)] {
        try registry.resolveAll(type, depth: depth, owner: owner, fileID: fileID, line: line)
    }
}
