internal import LatticeGraph

/// What the scan learns about one type from its declaration and its extensions, merged
/// over the target's files; the components are the types whose facts say so.
struct TypeFacts {
    /// The qualified name (`Outer.Inner`).
    var name: String
    /// Whether a struct, class, enum or actor declaration of it is in the target.
    var isDeclared = false
    /// Whether an inheritance clause (of the declaration or an extension) names `Component`
    /// or a name ending in `Component`.
    var inheritsComponent = false
    /// Whether it is marked `@LatticeComponent`.
    var isAnnotated = false
    /// Whether the declaration is `public` or `open`.
    var isPublic = false
    /// Where it is declared (or first extended).
    var location: FileLocation?
    /// Literal `name`, `version`, `layer`.
    var componentName: String?
    var version: String?
    var layer: String?
    /// Hand-written service lists.
    var declaredProvided: [ServiceReference]?
    var declaredRequired: [ServiceReference]?
    /// Whether it writes `func register(in:)`, and whether its code calls `registerAnnotated(in:)`.
    var writesRegister = false
    var callsRegisterAnnotated = false

    /// Adds what another file says about the same type.
    mutating func merge(_ other: TypeFacts) {
        if other.isDeclared {
            isDeclared = true
            isPublic = other.isPublic
            location = other.location
        } else if location == nil {
            location = other.location
        }
        inheritsComponent = inheritsComponent || other.inheritsComponent
        isAnnotated = isAnnotated || other.isAnnotated
        componentName = componentName ?? other.componentName
        version = version ?? other.version
        layer = layer ?? other.layer
        declaredProvided = declaredProvided ?? other.declaredProvided
        declaredRequired = declaredRequired ?? other.declaredRequired
        writesRegister = writesRegister || other.writesRegister
        callsRegisterAnnotated = callsRegisterAnnotated || other.callsRegisterAnnotated
    }

    /// Whether it is a component of the target.
    var isComponent: Bool { isDeclared && (inheritsComponent || isAnnotated) }
}

/// One `@Action` found in a type, matched with its `@MediatorTarget` once every file is read.
struct PendingAction {
    var typeName: String
    var action: ScannedMediatorTarget.Action
}

/// What one file holds; items' `component` fields hold the qualified name of the
/// innermost enclosing type until the target's components are known.
struct FileScan {
    var registrations: [ScannedRegistration] = []
    var resolves: [ScannedResolve] = []
    var routes: [ScannedRoute] = []
    var mediatorTargets: [ScannedMediatorTarget] = []
    var componentDependencies: [ScannedComponentDependency] = []
    var imports: [ScannedImport] = []
    var diagnostics: [ScanDiagnostic] = []
    var types: [String: TypeFacts] = [:]
    var actions: [PendingAction] = []
    /// The types, typealiases and string constants declared.
    var declarations: [ScannedDeclaration] = []
    /// What each type's `init(resolver:)` resolves: the factory of its `@Provides`.
    var initResolves: [String: [ServiceReference]] = [:]
}
