internal import LatticeComponents
internal import Foundation
internal import LatticeCore
internal import LatticeManifest
internal import LatticeGraph
internal import LatticeScan

/// The component graph written in code, checked as the host checks it at boot: the same
/// validation (`ComponentHost`'s), the same words, but at the line that writes each
/// component and dependency.
extension WiringCheck {
    /// What the scans say about the app's components, as declarations the host's
    /// validation takes, and what they leave unsaid.
    struct ComponentGraph {
        var declarations: [ComponentDeclaration] = []
        var locations: [String: FileLocation] = [:]
        var dependencyLocations: [String: [FileLocation]] = [:]
        /// The target that declares each component, by name.
        var targets: [String: String] = [:]
        /// Components whose `layer` is not a literal.
        var unknownLayers: Set<String> = []
        /// Components whose `version` is not a literal (`0.0.0` stands for it; no
        /// requirement on them is checked).
        var unknownVersions: Set<String> = []
        /// Components whose `name` is not a literal, which a dependency may still name.
        var unnamed: [(target: String, component: ScannedComponent)] = []
        /// A second component with a name already taken, with the first one.
        var duplicates: [(target: String, first: ScannedComponent, second: ScannedComponent, name: String)] = []

        init(_ index: WiringIndex, excluding excluded: NamePatterns) {
            var dependencies: [String: [(target: String, dependency: ScannedComponentDependency)]] = [:]
            for (target, dependency) in index.componentDependencies {
                guard let component = dependency.component else { continue }
                dependencies[component, default: []].append((target, dependency))
            }
            var versions: [String: SemanticVersion] = [:]
            var named: [(target: String, component: ScannedComponent, name: String)] = []
            for (target, component) in index.components {
                guard let name = component.name, !component.unreadMembers.contains("name") else {
                    unnamed.append((target, component))
                    continue
                }
                named.append((target, component, name))
                if let text = component.version, let version = try? SemanticVersion(text) { versions[name] = version }
            }
            var firsts: [String: ScannedComponent] = [:]
            for (target, component, name) in named {
                if let first = firsts[name] {
                    // The host keeps the first and refuses the second; so does the check.
                    duplicates.append((target, first, component, name))
                    continue
                }
                firsts[name] = component
                // Excluded components stay in the graph (others may depend on them), without
                // their own dependencies, and their own problems are not reported.
                let isExcluded = excluded.matches(name)
                var declared: [ComponentDependency] = []
                var places: [FileLocation] = []
                for (_, dependency) in isExcluded ? [] : dependencies[component.typeName] ?? [] {
                    // A requirement the build cannot read, or that parses but is on a component
                    // whose version it cannot read, is left to the host: any version.
                    if let requirement = dependency.requirement, dependency.isRequirementLiteral,
                       versions[dependency.name] != nil || (try? VersionRequirement(parsing: requirement)) == nil {
                        declared.append(ComponentDependency(dependency.name, requirement))
                    } else {
                        declared.append(ComponentDependency(dependency.name))
                    }
                    places.append(dependency.location)
                }
                if versions[name] == nil { unknownVersions.insert(name) }
                let layer = component.unreadMembers.contains("layer") ? nil : component.layer
                if component.unreadMembers.contains("layer") { unknownLayers.insert(name) }
                declarations.append(ComponentDeclaration(
                    name: name, version: versions[name] ?? SemanticVersion(0, 0, 0), layer: layer, dependencies: declared))
                locations[name] = component.location
                dependencyLocations[name] = places
                targets[name] = target
            }
        }
    }

    /// The layer rules the app's hosts check, read from the `ComponentHost(…)` calls: each
    /// one's rules, or why the build cannot know them.
    enum HostLayers: Hashable {
        case rules(LayerRules)
        /// `layers: nil`: the host checks no layers.
        case unchecked
        case unreadable(String, FileLocation)
    }

    func hostLayers() -> [HostLayers] {
        var found: [HostLayers] = []
        for target in targets {
            for host in target.componentHosts {
                let layers: HostLayers
                switch host.layers?.filter({ !$0.isWhitespace }) {
                case nil where host.usesManifest:
                    layers = manifest.map { .rules($0.layerRules) }
                        ?? .unreadable("the layer rules of the component manifest it is made from, which the check was not given (it reads `components.yml` at the package root)", host.location)
                case nil, ".threeLayerDefault"?, "LayerRules.threeLayerDefault"?:
                    layers = .rules(.threeLayerDefault)
                case "nil"?:
                    layers = .unchecked
                case let text?:
                    layers = .unreadable("`\(text)`, which the build cannot read", host.location)
                }
                if !found.contains(layers) { found.append(layers) }
            }
        }
        return found
    }

    /// Missing components, unmet or conflicting version requirements, requirement text that
    /// does not parse, cycles, duplicate names and, with the layer rules of the app's hosts,
    /// layer violations (a feature on a feature included): each as the host would report it
    /// at boot, at the line that declares it. What the sources do not say (a name, version,
    /// layer or requirement that is not a literal, a host's rules the build cannot read) is
    /// left to the host, with a note where a finding depends on it.
    func checkComponentGraph(_ index: WiringIndex, _ report: Report) {
        guard !index.components.isEmpty else { return }
        let excluded = NamePatterns(configuration.excludedComponents)
        let graph = ComponentGraph(index, excluding: excluded)
        func emit(_ problem: ComponentProblem, as rule: Rule) {
            guard !excluded.matches(problem.component) else { return }
            let target = graph.targets[problem.component] ?? problem.component
            report(rule, target, problem.location, problem.message, problem.related.first, problem.kind == .cycle ? problem.related : [])
        }
        // Everything but layers, once.
        let problems = ComponentHost.validate(
            declarations: graph.declarations, layers: nil, locations: graph.locations, dependencyLocations: graph.dependencyLocations)
        for problem in problems {
            switch problem.kind {
            case .missingDependency:
                if let unnamed = graph.unnamed.first, let missing = problem.related.first {
                    report(.undecidedWiring, graph.targets[problem.component] ?? problem.component, problem.location,
                           "'\(problem.component)' depends on the component '\(missing)', which no linked component is named by a literal; '\(unnamed.component.typeName)' (\(unnamed.component.location)) gives its name by an expression the build cannot read, so it may be '\(missing)'. The host checks it when the app boots.",
                           missing, [])
                } else {
                    emit(problem, as: .unknownComponent)
                }
            case .versionMismatch, .malformedRequirement:
                // A requirer whose version the build cannot read is named without one.
                var message = problem.message
                for name in graph.unknownVersions where message.contains("\(name) 0.0.0 ") {
                    message = message.replacingOccurrences(of: "\(name) 0.0.0 ", with: "\(name) ")
                }
                emit(ComponentProblem(kind: problem.kind, component: problem.component, related: problem.related, location: problem.location, message: message), as: .unsatisfiedRequirement)
            case .cycle: emit(problem, as: .componentCycle)
            default: break
            }
        }
        for duplicate in graph.duplicates where !excluded.matches(duplicate.name) {
            // The host's words, with the types the sources name.
            let first = "\(duplicate.first.typeName) \(duplicate.first.version ?? "?")", second = "\(duplicate.second.typeName) \(duplicate.second.version ?? "?")"
            report(.duplicateComponent, duplicate.target, duplicate.second.location,
                   "Two components are named '\(duplicate.name)' (\(first) and \(second)). The first is declared at \(duplicate.first.location). To fix, rename one of them or remove the duplicate from the list.",
                   duplicate.name, [])
        }
        // Layers, with each host's rules; a problem the rules of two hosts share is reported once.
        var reported: Set<String> = []
        for layers in hostLayers() {
            switch layers {
            case .unchecked:
                continue
            case .unreadable(let what, let location):
                report(.undecidedWiring, targets.first { $0.componentHosts.contains { $0.location == location } }?.name ?? "", location,
                       "This ComponentHost checks the components' layers against \(what), so the build does not check them with those rules. The host checks them when the app boots.",
                       nil, [])
            case .rules(let rules):
                let layered = ComponentHost.validate(
                    declarations: graph.declarations, layers: rules, locations: graph.locations, dependencyLocations: graph.dependencyLocations)
                for problem in layered where problem.kind == .layerViolation {
                    // A component whose layer the build cannot read is placed by the host, not here.
                    guard !graph.unknownLayers.contains(problem.component), !problem.related.contains(where: graph.unknownLayers.contains),
                          reported.insert("\(problem.location.map { "\($0)" } ?? "")|\(problem.message)").inserted else { continue }
                    emit(problem, as: .componentLayerViolation)
                }
            }
        }
    }
}
