public import LatticeServices

/// Services (and anything else) that stand in for components that do not run, when a
/// ``ComponentHost`` runs some components alone.
///
/// ```swift
/// var standIns = StandIns()
/// standIns.provide((any CatalogProviding).self) { _ in FixedCatalog(products: []) }
/// standIns.provide((any Pricing).self, instance: FixedPricing())
/// standIns.register { context in
///     try context.router.add("/login", owner: "stand-ins") { _ in .handled }
/// }
/// ```
///
/// The host registers the stand-ins before any component registers, through a
/// ``ComponentContext`` named `stand-ins` (so `registrations` say where each came from), and
/// counts the declared ``services`` as provided when it checks what the components run
/// alone require.
public struct StandIns: Sendable {
    /// The name of the context stand-ins register through, and of their registrations' component.
    public static let componentName = "stand-ins"

    /// Registers one declared thing.
    typealias Registration = @Sendable (ComponentContext) throws -> Void

    private(set) var registrations: [Registration] = []
    private var declared: [ServiceKeyDescriptor] = []

    /// Creates an empty set of stand-ins.
    public init() {}

    /// Declares and registers a stand-in for `type` (and `name`), made by `factory`.
    ///
    /// - Parameters:
    ///   - type: The service the missing component would have provided.
    ///   - name: Its registration name, if it is a named service.
    ///   - scope: How long an instance lives; a singleton by default.
    ///   - fileID: The file of the call, recorded with the registration.
    ///   - line: The line of the call.
    ///   - factory: Makes the stand-in.
    public mutating func provide<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .singleton,
        fileID: String = #fileID, line: Int = #line, factory: @escaping @Sendable (Resolver) throws -> Service
    ) {
        declared.append(ServiceKeyDescriptor(type, name: name))
        registrations.append { context in
            try context.register(type, name: name, scope: scope, fileID: fileID, line: line, factory: factory)
        }
    }

    /// Declares and registers `instance` as the stand-in for `type` (and `name`).
    ///
    /// - Parameters:
    ///   - type: The service the missing component would have provided.
    ///   - name: Its registration name, if it is a named service.
    ///   - instance: The stand-in.
    ///   - fileID: The file of the call, recorded with the registration.
    ///   - line: The line of the call.
    public mutating func provide<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, instance: Service, fileID: String = #fileID, line: Int = #line
    ) {
        declared.append(ServiceKeyDescriptor(type, name: name))
        registrations.append { context in
            try context.register(type, name: name, instance: instance, fileID: fileID, line: line)
        }
    }

    /// Anything else a missing component would have registered (routes, mediator targets),
    /// run before the components register, with a context named `stand-ins`.
    ///
    /// Services registered here are not declared: a component that requires them is still
    /// reported as missing a stand-in. Declare services with ``provide(_:name:scope:fileID:line:factory:)``.
    public mutating func register(_ body: @escaping @Sendable (ComponentContext) throws -> Void) {
        registrations.append(body)
    }

    /// The services declared, in order.
    public var services: [ServiceKeyDescriptor] { declared }

    /// Whether nothing was declared or registered.
    public var isEmpty: Bool { registrations.isEmpty }
}
