internal import LatticeCore
public import LatticeMediator
public import LatticeRouting
public import LatticeServices

/// What the app shares with every component: the service registry, the router and the
/// mediator. Every ``ComponentContext`` exposes them as `context.services`,
/// `context.router` and `context.mediator`, so a component registers its services,
/// routes and targets in one place.
public final class ComponentEnvironment: Sendable {
    /// The service registry components register into and resolve from.
    public let services: ServiceRegistry
    /// The URL router: deep links and cross-component navigation.
    public let router: Router
    /// The mediator: target-action calls by name.
    public let mediator: Mediator
    /// Whether the host makes ``services`` the process-wide current registry when it boots
    /// (`ServiceRegistry.makeCurrent()`), for `inject` and `@Injected`. A test harness
    /// passes `false` and binds the registry to its task with `ServiceRegistry.withCurrent`.
    public let makesServicesCurrent: Bool

    /// Creates an environment.
    public init(
        services: ServiceRegistry = ServiceRegistry(), router: Router = Router(), mediator: Mediator = Mediator(),
        makesServicesCurrent: Bool = true
    ) {
        self.services = services
        self.router = router
        self.mediator = mediator
        self.makesServicesCurrent = makesServicesCurrent
    }
}

/// What a component's ``Component/register(in:)``, lifecycle hooks and event handlers
/// receive: the component's identity and everything in the app's ``ComponentEnvironment``
/// (`context.services`, `context.router`, `context.mediator`).
///
/// Register through the context so that every registration carries the component's name:
///
/// ```swift
/// try context.register((any CartService).self, scope: .singleton) { r in LiveCart() }
/// context.services.registrations.last?.component   // "Cart"
/// ```
@dynamicMemberLookup
public struct ComponentContext: Sendable {
    /// The component this context belongs to.
    public let component: ComponentIdentity
    /// The app's shared environment.
    public let environment: ComponentEnvironment

    /// Creates a context (the host makes these; tests may too).
    public init(component: ComponentIdentity, environment: ComponentEnvironment) {
        self.component = component
        self.environment = environment
    }

    /// Any property of the environment: `context.services`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ComponentEnvironment, Value>) -> Value {
        environment[keyPath: keyPath]
    }

    /// Registers a factory for `Service`, recorded as this component's registration.
    ///
    /// - Throws: `ServiceError` as `ServiceRegistry/register(_:name:scope:component:fileID:line:factory:)` does.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, scope: Scope = .transient,
        fileID: String = #fileID, line: Int = #line,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) throws(ServiceError) -> RegistrationInfo {
        try environment.services.register(type, name: name, scope: scope, component: component.name, fileID: fileID, line: line, factory: factory)
    }

    /// Registers a factory isolated to the main actor for `Service`, recorded as this
    /// component's registration; see `ServiceRegistry/register(_:name:scope:component:fileID:line:onMainActor:)`.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, scope: Scope = .transient,
        fileID: String = #fileID, line: Int = #line,
        onMainActor factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
    ) throws(ServiceError) -> RegistrationInfo {
        try environment.services.register(type, name: name, scope: scope, component: component.name, fileID: fileID, line: line, onMainActor: factory)
    }

    /// Registers the factory a `@Provides` annotation declares, recorded as this component's
    /// registration: what the code `lattice scan` generates calls, passing the same function
    /// twice; see `ServiceRegistry/register(_:name:scope:component:fileID:line:annotated:_:)`.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, scope: Scope = .transient,
        fileID: String = #fileID, line: Int = #line,
        annotated: @escaping @isolated(any) @Sendable (Resolver) throws -> Service,
        _ factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
    ) throws(ServiceError) -> RegistrationInfo {
        try environment.services.register(
            type, name: name, scope: scope, component: component.name, fileID: fileID, line: line, annotated: annotated, factory)
    }

    /// Registers the mediator target a `@MediatorTarget` annotation declares: what the code
    /// `lattice scan` generates calls, passing the type's `latticeMakeTarget` twice.
    ///
    /// The function is a member of the annotated type, so it has that type's isolation: the
    /// target is registered with `Mediator/register(_:lifetime:fileID:line:make:actions:)`
    /// when it is nonisolated, and with the `onMainActor` form when it is isolated to the main
    /// actor, as in an app target whose code is main-actor by default. It makes the target
    /// with this component's registry. Register targets by hand with the mediator's forms.
    ///
    /// - Throws: `MediatorError` as the mediator's `register` does.
    public func registerTarget<Target: Sendable>(
        _ name: String, lifetime: TargetLifetime = .cached,
        fileID: String = #fileID, line: Int = #line,
        annotated: @escaping @isolated(any) @Sendable (Resolver) throws -> Target,
        _ make: @escaping @MainActor @Sendable (Resolver) throws -> Target,
        actions: (inout TargetActions<Target>) -> Void
    ) throws(MediatorError) {
        let services = environment.services
        switch IsolatedFunction(probe: annotated, function: make) {
        case .nonisolated(let make):
            try environment.mediator.register(
                name, lifetime: lifetime, fileID: fileID, line: line, make: { try make(services.resolver) }, actions: actions)
        case .mainActor(let make):
            try environment.mediator.register(
                name, lifetime: lifetime, fileID: fileID, line: line, onMainActor: { try make(services.resolver) }, actions: actions)
        }
    }

    /// Registers an existing instance of `Service`, recorded as this component's registration.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, instance: Service,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> RegistrationInfo {
        try environment.services.register(type, name: name, instance: instance, component: component.name, fileID: fileID, line: line)
    }
}
