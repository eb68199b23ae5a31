internal import LatticeRouting

/// Joins the scans of an app's targets and resolves what crosses them, as the compiler
/// would: each service's type to one canonical name, each name or route given by a
/// constant to the string it holds.
///
/// A scan (``SourceScanner/scan(target:root:files:)``) reads one target's files and
/// nothing else, so it can be kept until they change; the link is one pure step over the
/// scans, with no file access, that every whole-app view runs before comparing:
///
/// - a type is looked up from where it is written: the enclosing types innermost first
///   (inside `extension Checkout`, `Pricing` is `Checkout.Pricing`), then the module's own
///   top level, then the modules the file imports (`@_exported` imports followed); a
///   module-qualified name (`Interfaces.StorageService`) goes straight to its module;
/// - typealiases are followed, across targets and through chains, generic ones with their
///   arguments; compositions are sorted (`A & B` is `B & A`); `any` is dropped;
/// - a name or a route pattern given by a constant (`static let disk = "disk"`, in any
///   linked target) gets the string the constant holds.
///
/// What no scan can know is marked ``ServiceReference/undecided`` with the reason: a name
/// computed at run time, a type only inferred, a generic parameter, a short name two
/// imported modules declare. The link is idempotent: linking linked scans changes nothing.
@_spi(LatticeInternals) public enum WiringLink {
    /// The scans with every service resolved (``ServiceReference/canonicalType``, ``ServiceReference/name``
    /// from constants, ``ServiceReference/undecided``) and every route given by a constant
    /// given its pattern.
    ///
    /// - Complexity: O(*d* + *r*·*k*) for *d* declarations and *r* references, each looked
    ///   up through at most *k* enclosing types and imports; lookups are remembered per
    ///   scope and spelling.
    @_spi(LatticeInternals) public static func link(_ targets: [ScannedTarget]) -> [ScannedTarget] {
        var lookup = NameLookup(targets)
        var linked = targets
        for index in linked.indices {
            func resolve(_ reference: inout ServiceReference) {
                link(&reference, target: index, lookup: &lookup)
            }
            for registration in linked[index].registrations.indices {
                resolve(&linked[index].registrations[registration].service)
                for item in linked[index].registrations[registration].resolves.indices {
                    resolve(&linked[index].registrations[registration].resolves[item])
                }
            }
            for item in linked[index].resolves.indices { resolve(&linked[index].resolves[item].service) }
            for component in linked[index].components.indices {
                if var list = linked[index].components[component].declaredProvided {
                    for item in list.indices { resolve(&list[item]) }
                    linked[index].components[component].declaredProvided = list
                }
                if var list = linked[index].components[component].declaredRequired {
                    for item in list.indices { resolve(&list[item]) }
                    linked[index].components[component].declaredRequired = list
                }
            }
            for route in linked[index].routes.indices {
                linkRoute(&linked[index].routes[route], target: index, lookup: &lookup)
            }
            for destination in linked[index].destinations.indices {
                linkDestination(&linked[index].destinations[destination], target: index, lookup: &lookup)
            }
            for registry in linked[index].destinationRegistries.indices {
                linkTabs(&linked[index].destinationRegistries[registry], target: index, lookup: &lookup)
            }
        }
        return linked
    }

    private static func link(_ reference: inout ServiceReference, target: Int, lookup: inout NameLookup) {
        // What the scan itself could not read (an inferred type, a computed name) stays
        // undecided; the rest is decided afresh, so linking twice gives the same.
        guard reference.isTypeWritten else { return }
        let context = lookup.context(target: target, scope: reference.scope)
        switch lookup.resolve(reference.spelling, in: context) {
        case .resolved(let type):
            reference.canonicalType = type.text
        case .undecided(let why):
            reference.canonicalType = nil
            reference.undecided = why
            return
        }
        guard let expression = reference.nameExpression else { return }
        switch lookup.constant(expression, in: context) {
        case .success(let constant):
            reference.name = constant.value
            reference.undecided = nil
        case .failure(let problem):
            reference.name = nil
            switch problem {
            case .notAConstant:
                reference.undecided = "its name `\(expression)` is not a string literal or a constant the scan can read"
            case .notFound:
                reference.undecided = "its name `\(expression)` is not a string constant (`static let` or global `let` of a literal) of any linked target"
            case .ambiguous:
                reference.undecided = "its name `\(expression)` is a constant of two imported modules, with different values"
            }
        }
    }

    /// Gives a destination the patterns its constants hold (its own and its parent's), and
    /// its home tab's name; a tab constant no linked target declares is left unread.
    private static func linkDestination(_ destination: inout ScannedDestination, target: Int, lookup: inout NameLookup) {
        let context = lookup.context(target: target, scope: destination.scope)
        if destination.pattern == nil, let expression = destination.expression,
           case .success(let constant) = lookup.constant(expression, in: context) {
            destination.pattern = constant.value
        }
        if destination.parent == nil, let expression = destination.parentExpression,
           case .success(let constant) = lookup.constant(expression, in: context) {
            destination.parent = constant.value
        }
        if let expression = destination.tabExpression, destination.tab == nil {
            if case .success(let constant) = lookup.constant(expression, in: context) {
                destination.tab = constant.value
            } else {
                destination.unreadTab = expression
            }
        }
    }

    /// Gives a registry's tabs the names their constants hold (each, or a list constant's);
    /// `nil` tabs when one is not a string constant of a linked target.
    private static func linkTabs(_ registry: inout ScannedDestinationRegistry, target: Int, lookup: inout NameLookup) {
        if let list = registry.listExpression {
            registry.tabs = lookup.list(list, in: lookup.context(target: target, scope: registry.scope))
            registry.listExpression = nil
            return
        }
        guard let names = registry.tabExpressions, var tabs = registry.tabs, tabs.count == names.count else { return }
        let context = lookup.context(target: target, scope: registry.scope)
        for (position, name) in names.enumerated() {
            guard let name else { continue }
            guard case .success(let constant) = lookup.constant(name, in: context) else {
                registry.tabs = nil
                registry.tabExpressions = nil
                return
            }
            tabs[position] = constant.value
        }
        registry.tabs = tabs
        registry.tabExpressions = nil
    }

    private static func linkRoute(_ route: inout ScannedRoute, target: Int, lookup: inout NameLookup) {
        guard route.pattern == nil, let expression = route.expression else { return }
        let context = lookup.context(target: target, scope: route.scope)
        guard case .success(let constant) = lookup.constant(expression, in: context) else { return }
        let pattern = constant.value
        route.pattern = pattern
        route.patternLocation = constant.location
        if let shape = try? RouteShape(parsing: pattern, method: route.method, customTypes: nil) {
            let path = Set(shape.parameters.map(\.name))
            route.queryParameters.removeAll { path.contains($0) }
        }
    }
}
