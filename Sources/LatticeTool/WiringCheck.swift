internal import LatticeCore
internal import LatticeGraph
internal import LatticeRouting
public import LatticeManifest
public import LatticeScan

/// The whole-app check: the wiring of every target a composition root links, read from
/// their sources by `lattice scan`, checked before the app runs.
///
/// It reports, each at the place it is written and with its fix: a service resolved that
/// no linked target provides, or that only components outside the resolver's dependency
/// closure provide; the same service registered twice; a route pattern that does not
/// parse; routes that match the same or overlapping URLs; service factories that resolve
/// each other in a cycle; a mediator target or action registered twice; a component
/// dependency on a component that is not linked; an `import` that breaks the layer rules;
/// and a component's hand-written service lists that differ from its code.
public struct WiringCheck: Sendable {
    /// The scans of the linked targets (the root and everything it depends on).
    public var targets: [ScannedTarget]
    /// The declared target graph, for the layer rules on imports (`nil` skips them).
    public var graph: ModuleGraph?
    /// The rules and severities.
    public var configuration: ToolConfiguration
    /// The package's component manifest (`components.yml`), if it has one: its layer rules
    /// are those of a host made from it, and each of its components is compared with the code.
    public var manifest: ComponentManifest?

    /// Creates a check of `targets`.
    public init(targets: [ScannedTarget], graph: ModuleGraph? = nil, configuration: ToolConfiguration = .standard, manifest: ComponentManifest? = nil) {
        self.targets = targets
        self.graph = graph
        self.configuration = configuration
        self.manifest = manifest
    }

    /// Runs every rule; diagnostics in a stable order (rule by rule, then by place).
    ///
    /// - Parameter skippingEdges: Declared dependencies already reported by the target
    ///   check, whose imports are not reported again.
    /// - Complexity: O(*r* + *s* + *p*·*d*) for *r* registrations, *s* resolves, *p* routes
    ///   (each added to a real router) and *d* the depth of the component graph.
    public func run(skippingEdges: Set<CheckResult.EdgeKey> = []) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(_ rule: Rule, _ node: String, _ location: FileLocation?, _ message: String, dependency: String? = nil, cycle: [String] = []) {
            let severity = configuration.severity(of: rule)
            guard severity != .ignore else { return }
            diagnostics.append(Diagnostic(rule: rule, severity: severity, node: node, dependency: dependency, cycle: cycle, location: location, message: message))
        }
        let index = WiringIndex(targets)
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
        checkMediatorTargets(index, report)
        checkMediatorCalls(report)
        checkComponentGraph(index, report)
        checkManifest(index, report)
        checkImports(skippingEdges: skippingEdges, report)
        return diagnostics
    }

    typealias Report = (Rule, String, FileLocation?, String, String?, [String]) -> Void

    // MARK: Services

    private func checkResolves(_ index: WiringIndex, _ report: Report) {
        var reported: Set<String> = []
        for (target, resolve) in index.resolves where resolve.kind == .required {
            let key = WiringIndex.key(resolve.service)
            let owner = resolve.component.map(index.componentName) ?? target
            guard reported.insert("\(owner)|\(key)").inserted else { continue }
            let providers = index.registrations[key] ?? []
            guard !providers.isEmpty else {
                let others = index.namesRegistered(forType: resolve.service.type)
                let hint = others.isEmpty ? "" : " \(resolve.service.type) is registered only under \(others.map { $0.map { "'\($0)'" } ?? "no name" }.joined(separator: " and "))."
                report(.unprovidedService, target, resolve.location,
                       "'\(owner)' resolves \(resolve.service), which no linked target registers.\(hint) To fix, register it in a component '\(owner)' depends on (`context.register(\(resolve.service.spelling).self …)` or `@Provides(\(resolve.service.spelling).self)` on its implementation), or link the target that provides it.",
                       resolve.service.description, [])
                continue
            }
            guard let component = resolve.component else { continue }
            let closure = index.dependencyClosure(of: index.componentName(component))
            let providing = providers.map { $0.registration.component.map(index.componentName) }
            // A registration outside every component (the app's own) serves everyone.
            guard !providing.contains(where: { $0 == nil || closure.contains($0!) }) else { continue }
            let names = Array(Set(providing.compactMap { $0 })).sorted()
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
                report(.duplicateService, entry.target, registration.location,
                       "\(registration.service) is registered twice: here\(registration.component.map { " by '\(index.componentName($0))'" } ?? "") and at \(first.registration.location)\(first.registration.component.map { " by '\(index.componentName($0))'" } ?? ""); at run time the second registration throws duplicateRegistration. To fix, remove one of them or give them different names.",
                       nil, [])
            }
        }
    }

    private func checkDeclaredLists(_ index: WiringIndex, _ report: Report) {
        for (target, component) in index.components {
            let name = index.componentName(component.typeName)
            let registered = index.registrationsByComponent[component.typeName] ?? []
            if let declared = component.declaredProvided {
                let declaredKeys = Set(declared.map(WiringIndex.key))
                var seen: Set<String> = []
                for registration in registered where !declaredKeys.contains(WiringIndex.key(registration.service)) {
                    guard seen.insert(WiringIndex.key(registration.service)).inserted else { continue }
                    report(.undeclaredService, target, registration.location,
                           "'\(name)' registers \(registration.service) here, but its providedServices does not list it; the host refuses to boot it. To fix, add `ServiceKeyDescriptor(\(registration.service.spelling).self\(registration.service.name.map { ", name: \"\($0)\"" } ?? ""))` to providedServices, or drop the hand-written list and let `lattice scan` derive it.",
                           nil, [])
                }
                let registeredKeys = Set(registered.map { WiringIndex.key($0.service) })
                for service in declared where !registeredKeys.contains(WiringIndex.key(service)) {
                    report(.undeclaredService, target, component.location,
                           "'\(name)' lists \(service) in providedServices, but its code never registers it; the host refuses to boot it. To fix, register it in register(in:) through its context, or remove it from the list.",
                           nil, [])
                }
            }
            if let declared = component.declaredRequired {
                let declaredKeys = Set(declared.map(WiringIndex.key))
                let ownKeys = Set(registered.map { WiringIndex.key($0.service) })
                var seen: Set<String> = []
                for resolve in index.resolvesByComponent[component.typeName] ?? [] where resolve.kind == .required {
                    let key = WiringIndex.key(resolve.service)
                    guard !declaredKeys.contains(key), !ownKeys.contains(key), seen.insert(key).inserted else { continue }
                    report(.undeclaredService, target, resolve.location,
                           "'\(name)' resolves \(resolve.service) here, but its requiredServices does not list it, so nothing checks before boot that it is provided. To fix, add `ServiceKeyDescriptor(\(resolve.service.spelling).self\(resolve.service.name.map { ", name: \"\($0)\"" } ?? ""))` to requiredServices, or drop the hand-written list and let `lattice scan` derive it.",
                           nil, [])
                }
            }
        }
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
            for resolved in Set(entry.registration.resolves.map(WiringIndex.key)).sorted() where graph.id(named: resolved) != nil {
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
            do {
                _ = try RouteShape(parsing: pattern, method: route.method, customTypes: nil)
            } catch {
                report(.invalidRoutePattern, target, route.location, error.explanation, nil, [])
                continue
            }
            byPlace["\(route.location.file):\(route.location.line)"] = (target, route)
            _ = try? router.add(pattern, method: route.method, owner: route.component.map(index.componentName) ?? route.owner,
                                fileID: route.location.file, line: route.location.line) { _ in .declined }
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
