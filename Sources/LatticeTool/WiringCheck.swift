internal import LatticeCore
internal import LatticeGraph
internal import LatticeRouting
package import LatticeManifest
@_spi(LatticeInternals) public import LatticeScan

/// The whole-app check: the wiring of every target a composition root links, read from
/// their sources by `lattice scan`, checked before the app runs.
///
/// It reports, each at the place it is written and with its fix: a service resolved that
/// no linked target provides, or that only components outside the resolver's dependency
/// closure provide; the same service registered twice; a route pattern that does not
/// parse; routes that match the same or overlapping URLs; service factories that resolve
/// each other in a cycle; a mediator target or action registered twice; a component
/// dependency on a component that is not linked; an `import` that breaks the layer rules;
/// a component's hand-written service lists that differ from its code; and, in an app that
/// declares navigation destinations, the destinations' parent chains, home tabs and URLs,
/// and the exposed routes that have none.
///
/// It links the scans first (`WiringLink.link(_:)` of LatticeScan), so a service is one
/// service however it is spelled: through a typealias, qualified by its module or not, from
/// inside an extension of its namespace, as a composition in any order. What the sources
/// cannot tell (a name computed at run time, a type only inferred, a short name two
/// imported modules declare) is never an error: it is a note (``Rule/undecidedWiring``)
/// that says why, and the host checks it when the app boots.
public struct WiringCheck: Sendable {
    /// The scans of the linked targets (the root and everything it depends on), each as
    /// its own scan gives it (kept per target, or already linked): the check links them.
    public var targets: [ScannedTarget]
    /// The declared target graph, for the layer rules on imports (`nil` skips them).
    package var graph: ModuleGraph?
    /// The rules and severities.
    package var configuration: ToolConfiguration
    /// The package's component manifest (`components.yml`), if it has one: its layer rules
    /// are those of a host made from it, and each of its components is compared with the code.
    package var manifest: ComponentManifest?

    /// Creates a check of `targets` with the standard rules and severities, no declared
    /// target graph (imports are not checked against layers) and no component manifest.
    public init(targets: [ScannedTarget]) {
        self.init(targets: targets, graph: nil, configuration: .standard, manifest: nil)
    }

    /// Creates a check of `targets` against `graph`, `configuration` and `manifest`.
    package init(targets: [ScannedTarget], graph: ModuleGraph? = nil, configuration: ToolConfiguration = .standard, manifest: ComponentManifest? = nil) {
        self.targets = targets
        self.graph = graph
        self.configuration = configuration
        self.manifest = manifest
    }

    /// Runs every rule; diagnostics in a stable order (rule by rule, then by place).
    ///
    /// - Complexity: O(*r* + *s* + *p*·*d*) for *r* registrations, *s* resolves, *p* routes
    ///   (each added to a real router) and *d* the depth of the component graph, after the
    ///   link: O(*n* + (*r* + *s*)·*k*) for *n* declarations and *k* enclosing types and
    ///   imports per file.
    public func run() -> [Diagnostic] {
        run(skippingEdges: [])
    }

    /// Runs every rule, as ``run()`` does, without reporting again the imports of the
    /// declared dependencies in `skippingEdges`.
    ///
    /// - Parameter skippingEdges: Declared dependencies already reported by the target
    ///   check, whose imports are not reported again.
    package func run(skippingEdges: Set<CheckResult.EdgeKey>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(_ rule: Rule, _ node: String, _ location: FileLocation?, _ message: String, dependency: String? = nil, cycle: [String] = []) {
            let severity = configuration.severity(of: rule)
            guard severity != .ignore else { return }
            diagnostics.append(Diagnostic(rule: rule, severity: severity, node: node, dependency: dependency, cycle: cycle, location: location, message: message))
        }
        let index = WiringIndex(WiringLink.link(targets))
        for target in targets {
            for problem in target.diagnostics {
                report(.unreadableSource, target.name, problem.location, problem.message)
            }
        }
        checkResolves(index, report)
        checkDuplicateServices(index, report)
        checkDeclaredLists(index, report)
        checkServiceCycles(index, report)
        checkRoutes(index, report)
        reportUnreadPatterns(index, report)
        checkDestinations(index, report)
        checkMediatorTargets(index, report)
        checkMediatorCalls(report)
        checkComponentGraph(index, report)
        checkManifest(index, report)
        checkImports(skippingEdges: skippingEdges, report)
        reportUndecided(index, report)
        return diagnostics
    }

    typealias Report = (Rule, String, FileLocation?, String, String?, [String]) -> Void

    // MARK: Services

    private func checkResolves(_ index: WiringIndex, _ report: Report) {
        var reported: Set<String> = []
        for (target, resolve) in index.resolves where resolve.kind == .required && resolve.service.undecided == nil {
            let key = WiringIndex.key(resolve.service)
            let owner = resolve.component.map(index.componentName) ?? target
            guard reported.insert("\(owner)|\(key)").inserted else { continue }
            let providers = index.registrations[key] ?? []
            let undecided = index.undecidedProviders(of: resolve.service)
            guard !providers.isEmpty else {
                if let candidate = undecided.first {
                    report(.undecidedWiring, target, resolve.location,
                           "'\(owner)' resolves \(resolve.service), which no linked target registers by a type and name the build can read; the registration at \(candidate.registration.location) may be it, but \(candidate.registration.service.undecided ?? "the build cannot read it"). The host checks it when the app boots.",
                           resolve.service.description, [])
                    continue
                }
                let others = index.namesRegistered(forTypeOf: resolve.service)
                let hint = others.isEmpty ? "" : " \(resolve.service.type) is registered only under \(others.map { $0.map { "'\($0)'" } ?? "no name" }.joined(separator: " and "))."
                report(.unprovidedService, target, resolve.location,
                       "'\(owner)' resolves \(resolve.service), which no linked target registers.\(hint) To fix, register it in a component '\(owner)' depends on (`context.register(\(resolve.service.spelling).self …)` or `@Provides(\(resolve.service.spelling).self)` on its implementation), or link the target that provides it.",
                       resolve.service.description, [])
                continue
            }
            guard let component = resolve.component else { continue }
            let closure = index.dependencyClosure(of: index.componentName(component))
            func serves(_ registration: ScannedRegistration) -> Bool {
                // A registration outside every component (the app's own) serves everyone.
                registration.component.map { closure.contains(index.componentName($0)) } ?? true
            }
            guard !providers.contains(where: { serves($0.registration) }) else { continue }
            let providing = providers.compactMap { $0.registration.component.map(index.componentName) }
            let names = Array(Set(providing)).sorted()
            if let candidate = undecided.first(where: { serves($0.registration) }) {
                report(.undecidedWiring, target, resolve.location,
                       "'\(owner)' resolves \(resolve.service), which only \(names.map { "'\($0)'" }.joined(separator: " and ")) provide\(names.count == 1 ? "s" : "") among the registrations the build can read, and '\(owner)' does not depend on \(names.count == 1 ? "it" : "them"); the registration at \(candidate.registration.location) may be the one it gets, but \(candidate.registration.service.undecided ?? "the build cannot read it"). The host checks it when the app boots.",
                       names.first, [])
                continue
            }
            report(.serviceOutsideDependencies, target, resolve.location,
                   "'\(owner)' resolves \(resolve.service), which only \(names.map { "'\($0)'" }.joined(separator: " and ")) provide\(names.count == 1 ? "s" : ""), but '\(owner)' does not depend on \(names.count == 1 ? "it" : "them"): it may resolve it before \(names.count == 1 ? "it has" : "they have") started, or in an app without \(names.count == 1 ? "it" : "them"). \(outsideDependenciesFix(owner: owner, provider: names[0], service: resolve.service, index))",
                   names.first, [])
        }
    }

    private func checkDuplicateServices(_ index: WiringIndex, _ report: Report) {
        for key in index.registrationOrder {
            let entries = index.registrations[key] ?? []
            guard let first = entries.first else { continue }
            for entry in entries.dropFirst() {
                let registration = entry.registration
                // Registrations under different #if branches never meet.
                if !registration.conditions.isEmpty, !first.registration.conditions.isEmpty, registration.conditions != first.registration.conditions { continue }
                guard registration.argumentTypes == first.registration.argumentTypes else { continue }
                let spelled = first.registration.service.type == registration.service.type ? "" : " (written \(first.registration.service.type) there)"
                report(.duplicateService, entry.target, registration.location,
                       "\(registration.service) is registered twice: here\(registration.component.map { " by '\(index.componentName($0))'" } ?? "") and at \(first.registration.location)\(first.registration.component.map { " by '\(index.componentName($0))'" } ?? "")\(spelled); at run time the second registration throws duplicateRegistration. To fix, remove one of them or give them different names.",
                       nil, [])
            }
        }
    }

    /// Whether `undecided`, a reference the link could not decide, may be `service`.
    private static func mayBe(_ undecided: ServiceReference, _ service: ServiceReference) -> Bool {
        undecided.canonicalType == nil || undecided.canonicalType == WiringIndex.type(service)
    }

    private func checkDeclaredLists(_ index: WiringIndex, _ report: Report) {
        for (target, component) in index.components {
            let name = index.componentName(component.typeName)
            let all = index.registrationsByComponent[component.typeName] ?? []
            let registered = all.filter { $0.service.undecided == nil }
            let unread = all.map(\.service).filter { $0.undecided != nil }
            for (property, list) in [("providedServices", component.declaredProvided), ("requiredServices", component.declaredRequired)] {
                for service in list ?? [] {
                    guard let why = service.undecided else { continue }
                    report(.undecidedWiring, target, component.location,
                           "'\(name)' lists \(service) in \(property), which the build cannot compare with its code: \(why). The host compares them when the app boots.",
                           nil, [])
                }
            }
            if let all = component.declaredProvided {
                let declared = all.filter { $0.undecided == nil }
                let declaredUnread = all.filter { $0.undecided != nil }
                let declaredKeys = Set(declared.map(WiringIndex.key))
                var seen: Set<String> = []
                for registration in registered where !declaredKeys.contains(WiringIndex.key(registration.service)) {
                    guard seen.insert(WiringIndex.key(registration.service)).inserted,
                          !declaredUnread.contains(where: { Self.mayBe($0, registration.service) }) else { continue }
                    report(.undeclaredService, target, registration.location,
                           "'\(name)' registers \(registration.service) here, but its providedServices does not list it; the host refuses to boot it. To fix, add `ServiceKeyDescriptor(\(registration.service.spelling).self\(Self.nameArgument(registration.service)))` to providedServices, or drop the hand-written list and let `lattice scan` derive it.",
                           nil, [])
                }
                let registeredKeys = Set(registered.map { WiringIndex.key($0.service) })
                for service in declared where !registeredKeys.contains(WiringIndex.key(service)) {
                    guard !unread.contains(where: { Self.mayBe($0, service) }) else { continue }
                    report(.undeclaredService, target, component.location,
                           "'\(name)' lists \(service) in providedServices, but its code never registers it; the host refuses to boot it. To fix, register it in register(in:) through its context, or remove it from the list.",
                           nil, [])
                }
            }
            if let all = component.declaredRequired {
                let declaredKeys = Set(all.filter { $0.undecided == nil }.map(WiringIndex.key))
                let declaredUnread = all.filter { $0.undecided != nil }
                let ownKeys = Set(registered.map { WiringIndex.key($0.service) })
                var seen: Set<String> = []
                for resolve in index.resolvesByComponent[component.typeName] ?? [] where resolve.kind == .required && resolve.service.undecided == nil {
                    let key = WiringIndex.key(resolve.service)
                    guard !declaredKeys.contains(key), !ownKeys.contains(key), seen.insert(key).inserted,
                          !declaredUnread.contains(where: { Self.mayBe($0, resolve.service) }),
                          !unread.contains(where: { Self.mayBe($0, resolve.service) }) else { continue }
                    report(.undeclaredService, target, resolve.location,
                           "'\(name)' resolves \(resolve.service) here, but its requiredServices does not list it, so nothing checks before boot that it is provided. To fix, add `ServiceKeyDescriptor(\(resolve.service.spelling).self\(Self.nameArgument(resolve.service)))` to requiredServices, or drop the hand-written list and let `lattice scan` derive it.",
                           nil, [])
                }
            }
        }
    }

    /// `, name: "disk"` (or the constant as written) for a fix, empty for no name.
    private static func nameArgument(_ service: ServiceReference) -> String {
        if let expression = service.nameExpression { return ", name: \(expression)" }
        return service.name.map { ", name: \"\($0)\"" } ?? ""
    }

    /// A note for every registration and required resolve the link could not decide: why,
    /// and that the host checks it at boot.
    private func reportUndecided(_ index: WiringIndex, _ report: Report) {
        for (target, registration) in index.undecidedRegistrations {
            guard let why = registration.service.undecided else { continue }
            let who = registration.component.map { " by '\(index.componentName($0))'" } ?? ""
            report(.undecidedWiring, target, registration.location,
                   "The build cannot check the registration of \(registration.service) here\(who): \(why). Whether it is registered twice, and which resolves it serves, is left to the host, which checks every registration when the app boots. \(Self.hint(registration.service))",
                   nil, [])
        }
        for (target, resolve) in index.resolves where resolve.kind == .required {
            guard let why = resolve.service.undecided else { continue }
            let owner = resolve.component.map(index.componentName) ?? target
            report(.undecidedWiring, target, resolve.location,
                   "The build cannot check that \(resolve.service), which '\(owner)' resolves here, is registered: \(why). The host checks it when the app resolves it. \(Self.hint(resolve.service))",
                   nil, [])
        }
    }

    /// What would let the build check `service`.
    private static func hint(_ service: ServiceReference) -> String {
        if !service.isTypeWritten { return "Writing the type (`resolve((any CartManaging).self)`) lets the build check it." }
        if service.canonicalType == nil { return "Naming the type itself, qualified by its module where two modules declare it, lets the build check it." }
        return "A string literal or a `static let` string constant as the name lets the build check it."
    }

    private func checkServiceCycles(_ index: WiringIndex, _ report: Report) {
        var graph = DependencyGraph()
        var firstRegistration: [String: (target: String, registration: ScannedRegistration)] = [:]
        for key in index.registrationOrder {
            guard let entry = index.registrations[key]?.first else { continue }
            firstRegistration[key] = (entry.target, entry.registration)
            _ = try? graph.addNode(key, location: entry.registration.location)
        }
        for key in index.registrationOrder {
            guard let entry = firstRegistration[key], let id = graph.id(named: key) else { continue }
            let decided = entry.registration.resolves.filter { $0.undecided == nil }
            for resolved in Set(decided.map(WiringIndex.key)).sorted() where graph.id(named: resolved) != nil {
                _ = try? graph.addDependency(from: id, on: resolved, location: entry.registration.location)
            }
        }
        for cycle in graph.cycles() {
            let names = graph.names(cycle)
            guard let head = names.first, let entry = firstRegistration[head] else { continue }
            // `cycles()` repeats the first node last.
            let path = names.map { firstRegistration[$0]?.registration.service.description ?? $0 }
            let places = names.dropLast().compactMap { firstRegistration[$0].map { "\($0.registration.service) at \($0.registration.location)" } }
            report(.serviceCycle, entry.target, entry.registration.location,
                   "Service factories resolve each other in a cycle: \(path.joined(separator: " → ")) (\(places.joined(separator: "; "))); resolving any of them throws circularDependency. To fix, break the cycle: resolve one of them lazily (keep the Resolver and resolve on first use), or move what they share into a third service.",
                   nil, path)
        }
    }

    // MARK: Routes

    private func checkRoutes(_ index: WiringIndex, _ report: Report) {
        let router = Router(configuration: .init(conflictHandling: .keepFirst))
        var byPlace: [String: (target: String, route: ScannedRoute)] = [:]
        for (target, route) in index.routes {
            guard let pattern = route.pattern else { continue }
            let owner = route.component.map(index.componentName) ?? route.owner
            do {
                // Checked as RouteShape checks a pattern, and added to the router when it
                // names only types the router knows, parsed once for both.
                try router.addChecked(pattern, method: route.method, owner: owner, fileID: route.location.file, line: route.location.line)
            } catch {
                // At the constant that holds the pattern, where the fix goes, when it is one.
                if let declared = route.patternLocation, let expression = route.expression {
                    let (message, fix) = LatticeErrorText.split(error.explanation)
                    report(.invalidRoutePattern, target, declared,
                           LatticeErrorText.sentence(message: "\(message) `\(expression)` is added as a route at \(route.location).", fix: fix), nil, [])
                } else {
                    report(.invalidRoutePattern, target, route.location, error.explanation, nil, [])
                }
                continue
            }
            byPlace["\(route.location.file):\(route.location.line)"] = (target, route)
        }
        for conflict in router.conflicts {
            guard let (target, route) = byPlace[conflict.location] else { continue }
            let other = byPlace[conflict.existingLocation]
            let owner = route.component.map(index.componentName) ?? route.owner
            let otherOwner = other.flatMap { $0.route.component.map(index.componentName) ?? $0.route.owner }
            // Overlaps inside one component are the router's ordinary precedence.
            if conflict.kind == .overlap, owner == otherOwner { continue }
            let who = [owner, otherOwner].map { $0.map { "'\($0)'" } ?? "an unnamed owner" }
            report(.overlappingRoutes, target, route.location,
                   "Routes of \(who[0]) and \(who[1]) compete for the same URLs: \(conflict). To fix, give one of them a distinct literal segment, or register the route once, in the component that owns the screen.",
                   nil, [])
        }
    }

    // MARK: Mediator

    private func checkMediatorTargets(_ index: WiringIndex, _ report: Report) {
        var seen: [String: ScannedMediatorTarget] = [:]
        for (target, mediatorTarget) in index.mediatorTargets {
            if mediatorTarget.isLiteral {
                if let first = seen[mediatorTarget.name] {
                    report(.duplicateMediatorTarget, target, mediatorTarget.location,
                           "The mediator target '\(mediatorTarget.name)' is registered twice: here and at \(first.location); at run time the second registration throws duplicateRegistration. To fix, register each target once and add every action to it, or rename one.",
                           nil, [])
                } else {
                    seen[mediatorTarget.name] = mediatorTarget
                }
            }
            var actions: [String: FileLocation] = [:]
            for action in mediatorTarget.actions {
                if let first = actions[action.name] {
                    report(.duplicateMediatorTarget, target, action.location,
                           "The action '\(action.name)' is added twice to the mediator target '\(mediatorTarget.name)': here and at \(first); the registration throws invalidRegistration. To fix, remove one of them.",
                           nil, [])
                } else {
                    actions[action.name] = action.location
                }
            }
        }
    }

    // MARK: Imports

    private func checkImports(skippingEdges: Set<CheckResult.EdgeKey>, _ report: Report) {
        guard let declared = graph else { return }
        var imports = DependencyGraph()
        for node in declared.graph.nodes {
            _ = try? imports.addNode(node.name, layer: node.layer, location: node.location)
        }
        var places: [CheckResult.EdgeKey: (statement: String, location: FileLocation)] = [:]
        for target in targets {
            guard let id = imports.id(named: target.name) else { continue }
            for statement in target.imports where statement.module != target.name && imports.id(named: statement.module) != nil {
                let key = CheckResult.EdgeKey(from: target.name, to: statement.module)
                guard places[key] == nil else { continue }
                places[key] = (statement.statement, statement.location)
                _ = try? imports.addDependency(from: id, on: statement.module, location: statement.location)
            }
        }
        let importGraph = ModuleGraph(graph: imports, kinds: declared.kinds, conditions: [String?](repeating: nil, count: imports.edgeCount), file: declared.file)
        for diagnostic in importGraph.check(configuration).diagnostics {
            guard let dependency = diagnostic.dependency, [.layerViolation, .sameLayerDependency, .implementationDependency].contains(diagnostic.rule) else { continue }
            let key = CheckResult.EdgeKey(from: diagnostic.node, to: dependency)
            guard !skippingEdges.contains(key), let place = places[key] else { continue }
            report(.importViolation, diagnostic.node, place.location, "`\(place.statement)` in '\(diagnostic.node)': \(diagnostic.explanation)", dependency, [])
        }
    }
}
