/// What services are resolved from: a ``ServiceRegistry`` and the ``Resolver`` a factory
/// receives. The resolve API is written once, here, for both.
///
/// ```swift
/// func makeCheckout(from services: some ServiceResolving) throws -> Checkout {
///     Checkout(cart: try services.resolve((any CartService).self))
/// }
/// ```
///
/// As in Swinject, where `Container` adopts the `Resolver` protocol, the overloads you
/// call (``resolve(_:name:fileID:line:)``, with ``resolve(_:name:arguments:_:fileID:line:)``
/// runtime arguments, ``resolveIfRegistered(_:name:fileID:line:)`` and
/// ``resolveAll(_:fileID:line:)``) live in an extension of this protocol, over three
/// primitive requirements, one per kind of lookup: a key that must be registered (the
/// hot path), a key that may not be, and every registration of a type. Adopting it
/// yourself is not supported: the primitives are the registry's own. They are named
/// `primitive…`, as the methods a subclass of a Foundation class cluster overrides are:
/// public because the `@inlinable` overloads call them, not an API to call.
///
/// The protocol is named for what it does, not `Resolver`, because ``Resolver`` stays the
/// concrete type factories receive: a factory's parameter is then a plain struct, with no
/// existential to open on every resolve, and no `any` to write under `ExistentialAny`.
/// The overloads are `@inlinable`, so a resolve from a concrete registry or resolver is
/// specialized for the service type exactly as a method of its own would be.
public protocol ServiceResolving: Sendable {
    /// Resolves the registration of `type` named `name` whose factory takes `arguments`
    /// (`()` for none, `(first, (rest…))` otherwise). A primitive: call
    /// ``resolve(_:name:fileID:line:)`` or ``resolve(_:name:arguments:_:fileID:line:)``.
    func primitiveResolve<Service: Sendable, Arguments>(
        _ type: Service.Type, name: String?, arguments: Arguments, fileID: String, line: Int
    ) throws(ServiceError) -> Service

    /// Resolves the registration of `type` named `name` without arguments, `nil` if there
    /// is none. A primitive: call ``resolveIfRegistered(_:name:fileID:line:)``.
    func primitiveResolveIfRegistered<Service: Sendable>(
        _ type: Service.Type, name: String?, fileID: String, line: Int
    ) throws(ServiceError) -> Service?

    /// Resolves every registration of `type` without arguments. A primitive: call
    /// ``resolveAll(_:fileID:line:)``.
    func primitiveResolveAll<Service: Sendable>(
        _ type: Service.Type, fileID: String, line: Int
    ) throws(ServiceError) -> [(name: String?, service: Service)]
}

extension ServiceResolving {
    /// Resolves `Service`.
    ///
    /// ```swift
    /// let cart = try services.resolve((any CartService).self)
    /// ```
    ///
    /// - Throws: ``ServiceError`` when nothing is registered (listing what is, and close
    ///   names), when the factory throws or when the services need each other in a cycle.
    /// - Complexity: O(1) for a created singleton, with no lock.
    @inlinable @inline(__always)
    public func resolve<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service {
        try primitiveResolve(type, name: name, arguments: (), fileID: fileID, line: line)
    }

    /// Resolves `Service` from a factory registered with runtime arguments.
    ///
    /// ```swift
    /// let detail = try services.resolve((any ProductDetail).self, arguments: 42)
    /// ```
    ///
    /// - Throws: ``ServiceError/Code/argumentMismatch`` when `Service` is registered with
    ///   other argument types, and every failure of ``resolve(_:name:fileID:line:)``.
    @inlinable @inline(__always)
    public func resolve<Service: Sendable, First, each Rest>(
        _ type: Service.Type = Service.self, name: String? = nil, arguments first: First, _ rest: repeat each Rest,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service {
        // Passed as (first, (rest…)), the shape registration stores.
        try primitiveResolve(type, name: name, arguments: (first, (repeat each rest)), fileID: fileID, line: line)
    }

    /// Resolves `Service` if it is registered, `nil` if it is not: for optional features.
    ///
    /// - Throws: Every failure other than "not registered": a factory's error, a cycle.
    @inlinable
    public func resolveIfRegistered<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service? {
        try primitiveResolveIfRegistered(type, name: name, fileID: fileID, line: line)
    }

    /// Resolves every registration of `Service` without arguments, in registration order
    /// (the parent's first, overridden ones in their place), with their names: every login
    /// provider, every analytics sink.
    @inlinable
    public func resolveAll<Service: Sendable>(
        _ type: Service.Type = Service.self, fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> [(name: String?, service: Service)] {
        try primitiveResolveAll(type, fileID: fileID, line: line)
    }
}

extension ServiceResolving {
    /// Deprecated: the requirement is ``primitiveResolve(_:name:arguments:fileID:line:)``;
    /// call ``resolve(_:name:fileID:line:)``.
    @available(*, deprecated, renamed: "primitiveResolve(_:name:arguments:fileID:line:)")
    public func _resolve<Service: Sendable, Arguments>(
        _ type: Service.Type, name: String?, arguments: Arguments, fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        try primitiveResolve(type, name: name, arguments: arguments, fileID: fileID, line: line)
    }

    /// Deprecated: the requirement is ``primitiveResolveIfRegistered(_:name:fileID:line:)``;
    /// call ``resolveIfRegistered(_:name:fileID:line:)``.
    @available(*, deprecated, renamed: "primitiveResolveIfRegistered(_:name:fileID:line:)")
    public func _resolveIfRegistered<Service: Sendable>(
        _ type: Service.Type, name: String?, fileID: String, line: Int
    ) throws(ServiceError) -> Service? {
        try primitiveResolveIfRegistered(type, name: name, fileID: fileID, line: line)
    }

    /// Deprecated: the requirement is ``primitiveResolveAll(_:fileID:line:)``; call
    /// ``resolveAll(_:fileID:line:)``.
    @available(*, deprecated, renamed: "primitiveResolveAll(_:fileID:line:)")
    public func _resolveAll<Service: Sendable>(
        _ type: Service.Type, fileID: String, line: Int
    ) throws(ServiceError) -> [(name: String?, service: Service)] {
        try primitiveResolveAll(type, fileID: fileID, line: line)
    }
}
