package import LatticeGraph

/// What `lattice scan` found in the sources of one target: its components, the services
/// it registers and resolves, its routes, mediator targets, component dependencies and
/// imports, each with the place it is written.
///
/// Found both from annotations (`@Provides`, `@Route`, `@MediatorTarget`, `@Action`,
/// `@LatticeComponent`) and from the calls people write by hand (`register`, `resolve`,
/// `router.add`, `mediator.register`, `ComponentDependency`), so the checks work on code
/// written either way.
///
/// A scan holds what the target's own files say, nothing from other targets, so it can be
/// kept and reused until one of those files changes; `WiringLink.link(_:)` joins the
/// scans of an app and resolves what crosses targets.
public struct ScannedTarget: Sendable, Hashable, Codable {
    /// The target's name.
    public var name: String
    /// The Swift files read, relative to the package root, sorted.
    public var files: [String]
    /// The components the target declares.
    public var components: [ScannedComponent]
    /// Every service registration, annotated or hand-written.
    public var registrations: [ScannedRegistration]
    /// Every `resolve` found, in or out of a factory.
    public var resolves: [ScannedResolve]
    /// Every route, annotated or hand-written.
    public var routes: [ScannedRoute]
    /// Every mediator target, annotated or hand-written.
    public var mediatorTargets: [ScannedMediatorTarget]
    /// Every `ComponentDependency("Name", "requirement")` written in a component.
    public var componentDependencies: [ScannedComponentDependency]
    /// Every `import` of the target's files.
    public var imports: [ScannedImport]
    /// Problems found while reading: a file that does not parse, an annotation used wrongly,
    /// a resolve whose type cannot be read.
    public var diagnostics: [ScanDiagnostic]
    /// The types, typealiases and string constants the target declares, with where: what
    /// `WiringLink` needs to resolve names across targets as the compiler would
    /// (a `typealias` used in another target, `Interfaces.Storage` against `Storage`, a
    /// route pattern or a registration name given by a `static let`).
    package var declarations: [ScannedDeclaration] = []
    /// Every `ComponentHost(…)` the target makes, with the layer rules it passes: what the
    /// whole-app check needs to check the components' layers with the host's rules.
    package var componentHosts: [ScannedComponentHost] = []
    /// Every call of the mediator by names or by contract.
    public var mediatorCalls: [ScannedMediatorCall] = []
    /// Every action contract declared.
    package var actionContracts: [ScannedActionContract] = []
    /// Where the target sets a mediator's fallback (`mediator.setFallback`), which handles
    /// calls to targets no one registered.
    package var mediatorFallbacks: [FileLocation] = []
    /// Every typed route written, with the types of its parameters.
    package var typedRoutes: [ScannedTypedRoute] = []
    /// Route patterns the scan saw but could not read, with the reason.
    package var unreadPatterns: [ScannedUnread] = []
    /// Every navigation destination declared (`Destination(…)`).
    package var destinations: [ScannedDestination] = []
    /// Every `DestinationRegistry(…)` made, with its tabs.
    package var destinationRegistries: [ScannedDestinationRegistry] = []

    /// Creates an empty scan of `name`.
    package init(
        name: String, files: [String] = [], components: [ScannedComponent] = [], registrations: [ScannedRegistration] = [],
        resolves: [ScannedResolve] = [], routes: [ScannedRoute] = [], mediatorTargets: [ScannedMediatorTarget] = [],
        componentDependencies: [ScannedComponentDependency] = [], imports: [ScannedImport] = [], diagnostics: [ScanDiagnostic] = []
    ) {
        self.name = name
        self.files = files
        self.components = components
        self.registrations = registrations
        self.resolves = resolves
        self.routes = routes
        self.mediatorTargets = mediatorTargets
        self.componentDependencies = componentDependencies
        self.imports = imports
        self.diagnostics = diagnostics
    }
}
