/// What a factory resolves its dependencies from.
///
/// A factory receives a resolver for the registry it runs in (for a child registry, the
/// child, so overrides apply). Resolving through it tracks the chain of resolves, so a
/// cycle is reported as `A → B → C → A` instead of overflowing the stack, and an
/// owner-bound factory's dependencies are bound to the same owner.
///
/// A factory may keep its resolver to resolve something later (a lazy dependency); it
/// keeps the registry alive, never the owner. The resolve methods are those of
/// ``ServiceResolving``, which the registry adopts too.
public struct Resolver: ServiceResolving {
    @usableFromInline let registry: ServiceRegistry
    @usableFromInline let depth: Int
    @usableFromInline let owner: OwnerContext?

    @usableFromInline
    init(registry: ServiceRegistry, depth: Int, owner: OwnerContext?) {
        self.registry = registry
        self.depth = depth
        self.owner = owner
    }

    /// Resolves from the registry, one level deeper in the chain. See ``ServiceResolving``.
    @inlinable @inline(__always)
    public func primitiveResolve<Service: Sendable, Arguments>(
        _ type: Service.Type, name: String?, arguments: Arguments, fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        let key = ServiceKey(service: ObjectIdentifier(Service.self), arguments: ObjectIdentifier(Arguments.self), name: name)
        return try registry.resolve(key, arguments: arguments, depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Resolves from the registry if registered. See ``ServiceResolving``.
    public func primitiveResolveIfRegistered<Service: Sendable>(
        _ type: Service.Type, name: String?, fileID: String, line: Int
    ) throws(ServiceError) -> Service? {
        let key = ServiceKey(noArguments: Service.self, name: name)
        return try registry.resolveIfRegistered(key, depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Resolves every registration from the registry. See ``ServiceResolving``.
    public func primitiveResolveAll<Service: Sendable>(
        _ type: Service.Type, fileID: String, line: Int
    ) throws(ServiceError) -> [(name: String?, service: Service)] {
        try registry.resolveAll(type, depth: depth, owner: owner, fileID: fileID, line: line)
    }
}
