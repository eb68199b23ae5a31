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
    /// Component members declared with a value that is not a literal.
    var unreadMembers: Set<String> = []

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
        unreadMembers.formUnion(other.unreadMembers)
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
    var componentHosts: [ScannedComponentHost] = []
    var mediatorCalls: [ScannedMediatorCall] = []
    var actionContracts: [ScannedActionContract] = []
    var mediatorFallbacks: [FileLocation] = []
    var typedRoutes: [ScannedTypedRoute] = []
    var destinations: [ScannedDestination] = []
    var destinationRegistries: [ScannedDestinationRegistry] = []
    /// Functions that add a route whose pattern is one of their parameters, by name.
    var routeHelpers: [String: RouteHelper] = [:]
    /// Calls with a string literal that looks like a route pattern: the calls of route
    /// helpers among them become routes once the target's helpers are known.
    var patternCalls: [PatternCall] = []
    var imports: [ScannedImport] = []
    var diagnostics: [ScanDiagnostic] = []
    var types: [String: TypeFacts] = [:]
    var actions: [PendingAction] = []
    /// The types, typealiases and string constants declared.
    var declarations: [ScannedDeclaration] = []
    /// What each type's `init(resolver:)` resolves: the factory of its `@Provides`.
    var initResolves: [String: [ServiceReference]] = [:]
}

/// A function of the target that adds a route with the pattern its caller passes:
/// `func addPage(_ pattern: String, …) { router.add(pattern, …) }`.
struct RouteHelper {
    /// The pattern parameter's label (`nil` for `_`) and position.
    var label: String?
    var position: Int
    /// The parameter's name inside the function.
    var parameter: String
    /// Where the helper adds the route.
    var location: FileLocation
}

/// A call with string literal arguments: `addPage("/home/:tab", …)`.
struct PatternCall {
    var callee: String
    /// Each argument's label and, when it is a string literal, its value.
    var arguments: [(label: String?, literal: String?, text: String)]
    var component: String?
    var conditions: [String]
    var location: FileLocation
}
