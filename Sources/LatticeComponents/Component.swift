public import LatticeGraph

/// A unit of an app: a name, a version and a layer, the components it depends on (with
/// the versions it accepts), the services it requires and provides, an optional entry
/// point, and a lifecycle.
///
/// ```swift
/// struct CartComponent: Component {
///     let name = "Cart"
///     let version = SemanticVersion(1, 4, 0)
///     let layer: String? = "shared"
///     let dependencies = [ComponentDependency("Log", "~> 1.2")]
///     let requiredServices = [ServiceKeyDescriptor((any Logger).self)]
///     let providedServices = [ServiceKeyDescriptor((any CartService).self)]
///
///     func register(in context: ComponentContext) throws {
///         try context.register((any CartService).self, scope: .singleton) { r in
///             LiveCart(log: try r.resolve((any Logger).self))
///         }
///     }
/// }
/// ```
///
/// Everything but ``name``, ``version`` and ``register(in:)`` has a default: no layer (the
/// host's layer rules place the component by name), no dependencies, no services, no entry
/// point, not optional, and lifecycle hooks that do nothing.
public protocol Component: Sendable {
    /// The component's unique name in the app.
    var name: String { get }
    /// Its semantic version; dependents' requirements are checked against it.
    var version: SemanticVersion { get }
    /// The layer it belongs to; `nil` lets the layer rules place it by name.
    var layer: String? { get }
    /// The components it depends on, with the versions it accepts. They start before it.
    var dependencies: [ComponentDependency] { get }
    /// Services it resolves, which it itself, a dependency (directly or transitively) or the
    /// app must provide. Checked by type before anything starts.
    var requiredServices: [ServiceKeyDescriptor] { get }
    /// Services its ``register(in:)`` registers. When not empty, the host compares it with
    /// what ``register(in:)`` really registered and refuses to boot on a difference;
    /// `lattice scan` can derive it from the code.
    var providedServices: [ServiceKeyDescriptor] { get }
    /// Its default screen or command, if it has one.
    var entryPoint: EntryPoint? { get }
    /// Whether the app may run without it when it fails to start (degraded mode).
    var isOptional: Bool { get }
    /// How long its ``stop(_:)`` may take before the host abandons it (reports it as a
    /// failure and goes on with the next); `nil`, the default, takes the
    /// host's (``ComponentHost/defaultStopTimeout``, 10 seconds).
    var stopTimeout: Duration? { get }

    /// Registers its services, routes and mediator targets through the context.
    ///
    /// Called once for every component, in dependency order, before any component starts,
    /// so that a wiring mistake stops the boot while nothing runs. Register only: do work
    /// that needs a dependency running in ``start(_:)``. When ``providedServices`` is not
    /// empty, the host checks that this registered exactly those services.
    func register(in context: ComponentContext) throws
    /// Starts it (opens stores, warms caches). Called after every dependency has started.
    func start(_ context: ComponentContext) async throws
    /// Stops it. Called in reverse start order; never called when ``start(_:)`` failed.
    /// Bounded by ``stopTimeout``: a stop that takes longer is abandoned (its task is
    /// cancelled and left to finish on its own). After a stop, ``start(_:)`` may be called
    /// again (``ComponentHost/restart(_:fileID:line:)``); ``register(in:)`` is not.
    func stop(_ context: ComponentContext) async throws
    /// Receives an app event (launch, background, memory warning, custom events).
    func handle(_ event: AppEvent, context: ComponentContext) async
    /// Offered a URL to open, in dependency order; return `true` when handled, which stops
    /// the offer.
    func open(_ request: OpenURLRequest, context: ComponentContext) async -> Bool
}

extension Component {
    /// No layer: the layer rules place the component by its name.
    public var layer: String? { nil }
    /// No dependencies.
    public var dependencies: [ComponentDependency] { [] }
    /// Requires no service.
    public var requiredServices: [ServiceKeyDescriptor] { [] }
    /// Provides no service.
    public var providedServices: [ServiceKeyDescriptor] { [] }
    /// No entry point.
    public var entryPoint: EntryPoint? { nil }
    /// Required: a failure to start stops the boot.
    public var isOptional: Bool { false }
    /// The host's stop timeout.
    public var stopTimeout: Duration? { nil }
    /// Registers what its module annotates (``registerAnnotated(in:)``), nothing else.
    public func register(in context: ComponentContext) throws { try registerAnnotated(in: context) }

    /// Registers what the component's module annotates: every `@Provides`, `@Route` and
    /// `@MediatorTarget` declared in it, read from the records the macros place in the binary
    /// (``AnnotatedRegistration``), recorded as this component's registrations.
    ///
    /// A ``register(in:)`` written by hand calls it to keep the annotations. In a module that
    /// declares several components, only the one marked `@LatticeComponent` registers them
    /// (the others register nothing here); the build-time check fails a module with
    /// annotations and several components none of which is marked.
    ///
    /// - Throws: The first error a registration throws (a duplicate service, a route pattern
    ///   that does not parse), at the annotation's file and line.
    public func registerAnnotated(in context: ComponentContext) throws {
        let registrations = AnnotatedRegistration.byModule[AnnotatedRegistration.module(of: Self.self)] ?? []
        let homes = registrations.compactMap(\.home)
        if !homes.isEmpty, !homes.contains(where: { $0 == Self.self }) { return }
        for registration in registrations {
            if case .register(let register) = registration.content { try register(context) }
        }
    }
    /// Does nothing.
    public func start(_ context: ComponentContext) async throws {}
    /// Does nothing.
    public func stop(_ context: ComponentContext) async throws {}
    /// Ignores the event.
    public func handle(_ event: AppEvent, context: ComponentContext) async {}
    /// Does not handle the URL.
    public func open(_ request: OpenURLRequest, context: ComponentContext) async -> Bool { false }
}

/// A component's name and version, as its context carries them.
public struct ComponentIdentity: Sendable, Hashable, CustomStringConvertible {
    /// The component's name.
    public let name: String
    /// The component's version.
    public let version: SemanticVersion

    /// Creates an identity.
    public init(name: String, version: SemanticVersion) {
        self.name = name
        self.version = version
    }

    /// `Cart 1.4.0`.
    public var description: String { "\(name) \(version)" }
}
