package import LatticeGraph

/// What `lattice` checks: the layers, the interface naming, how severe each rule is, and
/// which targets take part. Read from `.lattice.yml` with ``ConfigurationLoader``;
/// ``standard`` when there is no file.
@_spi(LatticeInternals) public struct ToolConfiguration: Sendable {
    /// The layer rules; `LayerRules.threeLayerDefault` unless the file lists layers.
    package var rules: LayerRules
    /// How an interface target is named after its implementation: `{name}` stands for
    /// the implementation (`{name}Interface` makes `CartInterface` the interface of `Cart`).
    package var interfaceNaming: String
    /// Name patterns of targets that may depend on implementations directly (the
    /// composition root, such as an app target). Test targets always may.
    package var compositionRoots: [String]
    /// How severe each rule is; rules not listed have their ``Rule/defaultSeverity``.
    package var severities: [Rule: Severity]
    /// Whether test targets take part (they are left out by default).
    package var includeTests: Bool
    /// Name patterns of targets to leave out.
    package var excluded: [String]
    /// Name patterns of components the whole-app check leaves out of the component graph
    /// checks: components the app links but does not boot with the others (a demo of
    /// what boot-time validation reports). Others may still depend on them.
    package var excludedComponents: [String] = []

    /// Creates a configuration.
    package init(
        rules: LayerRules = .threeLayerDefault, interfaceNaming: String = "{name}Interface",
        compositionRoots: [String] = [], severities: [Rule: Severity] = [:],
        includeTests: Bool = false, excluded: [String] = []
    ) {
        self.rules = rules
        self.interfaceNaming = interfaceNaming
        self.compositionRoots = compositionRoots
        self.severities = severities
        self.includeTests = includeTests
        self.excluded = excluded
    }

    /// The three-layer default, interfaces named `{name}Interface`, tests left out.
    package static let standard = ToolConfiguration()

    /// The severity of `rule` under this configuration.
    @_spi(LatticeInternals) public func severity(of rule: Rule) -> Severity {
        severities[rule] ?? rule.defaultSeverity
    }

    /// The interface name for the implementation `name`.
    @_spi(LatticeInternals) public func interfaceName(for name: String) -> String {
        interfaceNaming.replacing("{name}", with: name)
    }
}

/// A rule `lattice check` reports on; the raw value is its name in the configuration
/// file and in JSON output.
public enum Rule: String, Sendable, Codable, CaseIterable {
    /// A dependency one layer may not have (a lower layer reaching up).
    case layerViolation
    /// A dependency between members of a layer that forbids them (feature to feature).
    case sameLayerDependency
    /// A dependency cycle.
    case cycle
    /// A target in no layer.
    case nodeInNoLayer
    /// A dependency on a name that is not in the graph.
    case unknownDependency
    /// A dependency on an implementation target whose interface target exists.
    case implementationDependency
    /// A dependency whose requirement the component's version does not meet (in a
    /// component manifest, or in the components' code), or whose requirement text does
    /// not parse.
    case unsatisfiedRequirement
    /// A service resolved somewhere that no linked target registers.
    case unprovidedService
    /// A service a component resolves that only components outside its dependency
    /// closure provide.
    case serviceOutsideDependencies
    /// The same service (type and name) registered twice.
    case duplicateService
    /// A route pattern that does not parse.
    case invalidRoutePattern
    /// Two routes of different components that match the same or overlapping URLs (or the
    /// same pattern twice anywhere).
    case overlappingRoutes
    /// Service factories that resolve each other in a cycle.
    case serviceCycle
    /// A mediator target registered twice, or an action added twice to one target.
    case duplicateMediatorTarget
    /// A component dependency on a component no linked target declares.
    case unknownComponent
    /// Components whose dependencies, written in their code, form a cycle.
    case componentCycle
    /// A component dependency, written in code, that the layer rules of the app's host
    /// forbid (a feature on a feature, a lower layer on a higher one), or a component in
    /// no layer.
    case componentLayerViolation
    /// Two linked components with the same name.
    case duplicateComponent
    /// A component whose dependencies, version or layer in `components.yml` differ from
    /// its code, or from its pod or target in the app's `Podfile.lock` or Xcode project;
    /// or a pod whose podspec (`Pods/Local Podspecs`) gives another version or other
    /// dependencies than the lock file.
    case manifestMismatch
    /// A mediator call, or an action contract, naming a target or action that no linked
    /// target registers.
    case unknownMediatorTarget
    /// A source `import` that breaks the layer rules.
    case importViolation
    /// In an app that declares navigation destinations (LatticeNavigation's `Destination`):
    /// a parent no destination declares, parents in a cycle, a parent with a parameter its
    /// child lacks, a home tab the app's registry lacks, a destination whose URL does not
    /// come back to it, the same pattern declared twice, or a route links from outside may
    /// open (`.external`) with no destination.
    case destinationWiring
    /// A component's hand-written `providedServices` or `requiredServices` that differs
    /// from what its code registers and resolves.
    case undeclaredService
    /// A source file or annotation the scan cannot use.
    case unreadableSource
    /// A service the whole-app check cannot decide from the sources (a name computed at
    /// run time, a type only inferred, a short name two imported modules declare): never
    /// an error, a note that says why; the host checks it when the app boots.
    case undecidedWiring

    /// `nodeInNoLayer` is a warning, `undecidedWiring` a note; every other rule is an error.
    public var defaultSeverity: Severity {
        switch self {
        case .nodeInNoLayer: .warning
        case .undecidedWiring: .note
        default: .error
        }
    }

    init?(_ kind: GraphViolation.Kind) {
        switch kind {
        case .layerViolation: self = .layerViolation
        case .sameLayerDependency: self = .sameLayerDependency
        case .cycle: self = .cycle
        case .nodeInNoLayer: self = .nodeInNoLayer
        case .unknownDependency: self = .unknownDependency
        default: return nil
        }
    }
}

/// How a finding is reported.
public enum Severity: String, Sendable, Codable, CaseIterable {
    /// Reported, and `lattice check` exits non-zero.
    case error
    /// Reported only.
    case warning
    /// Reported only, as background: what a check could not decide and why
    /// (`file:line:col: note: …`).
    case note
    /// Not reported.
    case ignore
}
