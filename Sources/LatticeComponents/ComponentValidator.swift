import LatticeCore
import LatticeGraph

/// The components of an app after validation: unique members, each one's dependencies as
/// member indices, and the start waves.
struct ValidatedSet: Sendable {
    struct Member: Sendable {
        let component: any Component
        let identity: ComponentIdentity
        let isOptional: Bool
        /// Its declared dependencies.
        let declared: [ComponentDependency]
        /// For each declared dependency, the member it names, or `nil` when none does.
        var targets: [Int?]
        /// For each declared dependency, where it is written, when known (a build-time
        /// check reads it from the sources); otherwise the component's location is used.
        var dependencyLocations: [FileLocation?] = []
        /// Indices of the members it depends on.
        var dependencies: [Int] { targets.compactMap { $0 } }
    }

    var members: [Member] = []
    /// Start waves, as member indices; empty when there are problems.
    var waves: [[Int]] = []
    var problems: [ComponentProblem] = []
}

/// Checks a set of components: duplicates, requirement text, missing dependencies, layers,
/// cycles (all through LatticeGraph), version requirements and required services. A
/// dependency on a name in `replaced` (components left out, stood in for) is satisfied.
///
/// `dependencyLocations` gives, by component name, where each of its dependencies is
/// written (in the order of ``Component/dependencies``), so that a problem with one
/// dependency points at it rather than at the component: the build-time check passes what
/// it read from the sources, the host passes nothing.
enum ComponentValidator {
    static func validate(
        _ components: [any Component], optional: Set<String>, layers: LayerRules?,
        externalServices: Set<ServiceKeyDescriptor>, locations: [String: FileLocation], replaced: Set<String> = [],
        dependencyLocations: [String: [FileLocation]] = [:]
    ) -> ValidatedSet {
        var result = ValidatedSet()
        var graph = DependencyGraph()
        var memberOfNode: [Int] = []
        var nodes: [DependencyGraph.NodeID] = []
        var memberLocations: [FileLocation?] = []
        result.members.reserveCapacity(components.count)
        // Nodes first, so that node indices follow declaration order.
        for component in components {
            let name = component.name
            let location = locations.isEmpty ? nil : locations[name]
            do {
                let id = try graph.addNode(name, layer: component.layer, location: location)
                if id.index >= memberOfNode.count {
                    memberOfNode.append(contentsOf: repeatElement(-1, count: id.index - memberOfNode.count + 1))
                }
                memberOfNode[id.index] = result.members.count
                nodes.append(id)
                memberLocations.append(location)
                let declared = component.dependencies
                var targets: [Int?] = []
                targets.reserveCapacity(declared.count)
                let written = dependencyLocations.isEmpty ? [] : dependencyLocations[name] ?? []
                result.members.append(.init(
                    component: component, identity: ComponentIdentity(name: name, version: component.version),
                    isOptional: component.isOptional || (!optional.isEmpty && optional.contains(name)),
                    declared: declared, targets: targets,
                    dependencyLocations: declared.indices.map { $0 < written.count ? written[$0] : location }))
            } catch {
                let first = graph.id(named: name).map { result.members[memberOfNode[$0.index]].component }
                result.problems.append(ComponentProblem(
                    kind: .duplicateName, component: name, location: location,
                    message: "Two components are named '\(name)' (\(first.map { "\(type(of: $0)) \($0.version)" } ?? "?") and \(type(of: component)) \(component.version)). To fix, rename one of them or remove the duplicate from the list."))
            }
        }
        // Edges, and requirement text that did not parse.
        for (index, member) in result.members.enumerated() {
            let from = nodes[index]
            for (position, dependency) in member.declared.enumerated() {
                let location = member.dependencyLocations[position] ?? memberLocations[index]
                if let problem = dependency.requirementProblem {
                    result.problems.append(ComponentProblem(
                        kind: .malformedRequirement, component: member.identity.name, related: [dependency.name],
                        location: location,
                        message: "\(member.identity) declares a dependency on '\(dependency.name)' whose requirement does not parse: \(problem)"))
                }
                // A dependency on a component replaced by stand-ins is satisfied: no edge.
                if !replaced.isEmpty, replaced.contains(dependency.name), graph.id(named: dependency.name) == nil {
                    result.members[index].targets.append(nil)
                    continue
                }
                // `from` is a declared node of this graph, so this cannot fail.
                try? graph.addDependency(from: from, on: dependency.name, requirement: dependency.requirement, location: location)
                if let target = graph.id(named: dependency.name), target.index < memberOfNode.count, memberOfNode[target.index] >= 0 {
                    result.members[index].targets.append(memberOfNode[target.index])
                } else {
                    result.members[index].targets.append(nil)
                }
            }
        }
        let report = graph.check(layers)
        for violation in report.violations {
            result.problems.append(problem(from: violation, in: result.members))
        }
        result.problems += VersionConflicts.problems(in: result.members, locations: locations)
        result.problems += missingServices(in: result.members, external: externalServices, locations: locations)
        if result.problems.isEmpty {
            result.waves = report.levels.map { wave in wave.map { memberOfNode[$0.index] } }
        }
        return result
    }

    static func problem(from violation: GraphViolation, in members: [ValidatedSet.Member]) -> ComponentProblem {
        let kind: ComponentProblem.Kind = switch violation.kind {
        case .unknownDependency: .missingDependency
        case .cycle: .cycle
        default: .layerViolation
        }
        let related = violation.kind == .cycle ? violation.cycle : violation.dependency.map { [$0] } ?? []
        var message = violation.message
        if violation.kind == .unknownDependency, let missing = violation.dependency {
            // In words about components, not graphs: the same text at boot and at build time.
            message = missingDependency(violation.node, on: missing, among: members.map(\.identity.name))
        }
        return ComponentProblem(kind: kind, component: violation.node, related: related, location: violation.location, message: message)
    }

    /// `'Cart' depends on the component 'Lgo', which is not in the app. Did you mean 'Log'? To fix, …`
    static func missingDependency(_ component: String, on missing: String, among names: [String]) -> String {
        let close = closestNames(to: missing, in: names)
        let hint = close.isEmpty ? "" : " Did you mean \(quotedList(close))?"
        return "'\(component)' depends on the component '\(missing)', which is not in the app.\(hint) To fix, correct the name, or add '\(missing)' to the app: link the target that declares it and pass it to the host with the other components."
    }

    /// Whether member `start` depends on member `target`, directly or not.
    static func reaches(from start: Int, to target: Int, in members: [ValidatedSet.Member]) -> Bool {
        var seen: Set<Int> = [start]
        var stack = [start]
        while let next = stack.popLast() {
            for case let dependency? in members[next].targets {
                if dependency == target { return true }
                if seen.insert(dependency).inserted { stack.append(dependency) }
            }
        }
        return false
    }

    /// Required services that the component, its transitive dependencies and the app do not provide.
    static func missingServices(
        in members: [ValidatedSet.Member], external: Set<ServiceKeyDescriptor>, locations: [String: FileLocation]
    ) -> [ComponentProblem] {
        var providers: [ServiceKeyDescriptor: [Int]] = [:]
        var anyRequired = false
        for (index, member) in members.enumerated() {
            for service in member.component.providedServices { providers[service, default: []].append(index) }
            anyRequired = anyRequired || !member.component.requiredServices.isEmpty
        }
        guard anyRequired else { return [] }
        var problems: [ComponentProblem] = []
        var stamp = [Int](repeating: -1, count: members.count)
        for (index, member) in members.enumerated() {
            let required = member.component.requiredServices
            guard !required.isEmpty else { continue }
            // Mark the component and everything it depends on, directly or not.
            var stack = [index]
            stamp[index] = index
            while let next = stack.popLast() {
                for case let dependency? in members[next].targets where stamp[dependency] != index {
                    stamp[dependency] = index
                    stack.append(dependency)
                }
            }
            for service in required where !external.contains(service) {
                let candidates = providers[service] ?? []
                guard !candidates.contains(where: { stamp[$0] == index }) else { continue }
                let names = candidates.map { members[$0].identity.name }
                // A provider that already depends on the component cannot become its dependency:
                // that would make a cycle.
                let usable = candidates.filter { !reaches(from: $0, to: index, in: members) }.map { members[$0].identity.name }
                let fix: String
                if names.isEmpty {
                    fix = "To fix, add \(service) to the providedServices of one of its dependencies and register it there, or register it in the app and pass it in externalServices."
                } else if usable.isEmpty {
                    fix = "\(quotedList(names, conjunction: "and")) depend\(names.count == 1 ? "s" : "") on '\(member.identity.name)', so a dependency on \(names.count == 1 ? "it" : "them") would make a cycle. To fix, register \(service) in '\(member.identity.name)' or in a component both depend on, or stop requiring it."
                } else {
                    fix = "To fix, add a dependency on \(quotedList(usable)), which provide\(usable.count == 1 ? "s" : "") it."
                }
                problems.append(ComponentProblem(
                    kind: .missingService, component: member.identity.name, related: names, location: locations[member.identity.name],
                    message: "'\(member.identity.name)' requires the service \(service), but neither it, its dependencies nor the app provide it. \(fix)"))
            }
        }
        return problems
    }
}
