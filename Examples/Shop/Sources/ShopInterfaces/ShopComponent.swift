public import Lattice

/// What happens to the whole app, delivered to every component in boot order
/// (terminate in reverse order).
public enum AppEvent: String, Sendable, CaseIterable {
    case launch, background, foreground, terminate
}

/// A component's declaration: name, version, layer and what it needs, checked at boot.
public struct ComponentInfo: Sendable, Hashable {
    /// Its unique name, such as `Cart`.
    public var name: String
    /// Its semantic version, such as `2.1.0`.
    public var version: String
    /// `foundation`, `shared` or `features`.
    public var layer: String
    /// The components it needs, with CocoaPods-style requirements (`~> 1.2`, `>= 2.0`).
    public var dependencies: [Dependency]
    /// One line about what it does.
    public var summary: String

    /// A dependency with its version requirement.
    public struct Dependency: Sendable, Hashable {
        /// The component needed.
        public var name: String
        /// The requirement on its version, CocoaPods syntax.
        public var requirement: String

        /// Creates a dependency.
        public init(_ name: String, _ requirement: String = ">= 0") {
            self.name = name
            self.requirement = requirement
        }
    }

    /// Creates a declaration.
    public init(name: String, version: String, layer: String, dependencies: [Dependency] = [], summary: String) {
        self.name = name
        self.version = version
        self.layer = layer
        self.dependencies = dependencies
        self.summary = summary
    }
}

/// What a component receives to plug itself in.
public struct ComponentContext: Sendable {
    /// The app's service registry.
    public let services: ServiceRegistry
    /// The app's router.
    public let router: Router
    /// The app's mediator (target-action calls by name).
    public let mediator: Mediator

    /// Creates a context.
    public init(services: ServiceRegistry, router: Router, mediator: Mediator) {
        self.services = services
        self.router = router
        self.mediator = mediator
    }
}

/// A part of the app: declares itself, registers its services and routes, hears app events.
public protocol ShopComponent: Sendable {
    /// Its declaration.
    var info: ComponentInfo { get }
    /// Registers its services and routes.
    func register(in context: ComponentContext) throws
    /// Reacts to an app event.
    func handle(_ event: AppEvent, in context: ComponentContext) async
}

extension ShopComponent {
    /// Most components ignore app events.
    public func handle(_ event: AppEvent, in context: ComponentContext) async {}
}
