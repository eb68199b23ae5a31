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
    let registry: ServiceRegistry
    let depth: Int
    let owner: OwnerContext?

    /// Resolves `Service`. See ``ServiceRegistry/resolve(_:name:fileID:line:)``.
    @inline(__always)
    public func resolve<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service {
        let key = ServiceKey(service: ObjectIdentifier(Service.self), arguments: ServiceRegistry.voidKey, name: name)
        return try registry.resolve(key, arguments: (), depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Resolves `Service` with runtime arguments. See
    /// ``ServiceRegistry/resolve(_:name:arguments:fileID:line:)``.
    public func resolve<Service: Sendable, each Argument>(
        _ type: Service.Type = Service.self, name: String? = nil, arguments: repeat each Argument,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service {
        let key = ServiceKey(
            service: ObjectIdentifier(Service.self),
            arguments: ObjectIdentifier((repeat each Argument).self), name: name)
        return try registry.resolve(key, arguments: (repeat each arguments), depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Resolves `Service` if registered. See ``ServiceRegistry/resolveIfRegistered(_:name:fileID:line:)``.
    public func resolveIfRegistered<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service? {
        let key = ServiceKey(service: ObjectIdentifier(Service.self), arguments: ServiceRegistry.voidKey, name: name)
        return try registry.resolveIfRegistered(key, depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Resolves every registration of `Service`. See ``ServiceRegistry/resolveAll(_:fileID:line:)``.
    public func resolveAll<Service: Sendable>(
        _ type: Service.Type = Service.self, fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> [(name: String?, service: Service)] {
        try registry.resolveAll(type, depth: depth, owner: owner, fileID: fileID, line: line)
    }
}
