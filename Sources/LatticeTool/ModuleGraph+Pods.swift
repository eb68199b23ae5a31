internal import LatticeGraph

extension ModuleGraph {
    /// The name of the node that stands for the app's Podfile in a lock file's graph.
    package static let podfileNode = "Podfile"

    /// The graph of a `Podfile.lock`: one node per pod with its resolved version, and one
    /// dependency per requirement, at the line it is written.
    ///
    /// - The node ``podfileNode`` stands for the Podfile: it depends on each entry of
    ///   `DEPENDENCIES` with its requirement, so the Podfile's own requirements are
    ///   checked too.
    /// - Subspecs are folded onto their pod (`Firebase/Core` and `Firebase/Database`
    ///   become `Firebase`, dependencies between a pod's own subspecs are left out, and
    ///   two subspecs' dependencies on one pod become one, or one per distinct
    ///   requirement); with `subspecs`, each entry is its own node, named as written.
    /// - Kinds: `podfile`, `local pod` (`:path:`, or a `:podspec:` on disk, outside
    ///   `node_modules`) and `pod`; ``AppModules/thirdParty`` gives each other pod its
    ///   source (`trunk`, a private spec repository, `git`, `podspec`, `node_modules`).
    /// - Names matching the configuration's `exclude` patterns are left out.
    ///
    /// - Complexity: O(*p* + *d*) for *p* entries and *d* dependencies.
    package init(podfileLock lock: PodfileLock, configuration: ToolConfiguration = .standard, subspecs: Bool = false) {
        func node(_ name: String) -> String { subspecs ? name : PodfileLock.rootName(of: name) }
        let excluded = NamePatterns(configuration.excluded)
        var graph = DependencyGraph()
        var ids: [String: DependencyGraph.NodeID] = [:]
        var kinds: [String: String] = [:]
        var versions: [String: SemanticVersion] = [:]
        var thirdParty: [String: String] = [:]
        if !lock.dependencies.isEmpty, !excluded.matches(Self.podfileNode) {
            ids[Self.podfileNode] = try? graph.addNode(Self.podfileNode, location: lock.dependenciesLocation ?? lock.dependencies.first?.location)
            kinds[Self.podfileNode] = "podfile"
        }
        for pod in lock.pods {
            let name = node(pod.name)
            guard ids[name] == nil, !excluded.matches(name) else { continue }
            // Names are unique here (checked just above), so adding cannot fail.
            guard let id = try? graph.addNode(name, location: pod.location) else { continue }
            ids[name] = id
            versions[name] = pod.version
            let source = lock.source(of: pod.name)
            kinds[name] = source.isLocal ? "local pod" : "pod"
            if !source.isLocal { thirdParty[name] = source.group }
        }
        // Per dependency, in order of first mention: every requirement written for it.
        struct Written { var requirement: VersionRequirement?; var location: FileLocation }
        var order: [CheckResult.EdgeKey] = []
        var written: [CheckResult.EdgeKey: [Written]] = [:]
        func record(_ from: String, _ dependency: PodfileLock.Dependency) {
            let to = node(dependency.name)
            guard ids[from] != nil, from != to || subspecs, !excluded.matches(to) else { return }
            let key = CheckResult.EdgeKey(from: from, to: to)
            if written[key] == nil { order.append(key) }
            written[key, default: []].append(Written(requirement: dependency.requirement, location: dependency.location))
        }
        if ids[Self.podfileNode] != nil {
            for dependency in lock.dependencies { record(Self.podfileNode, dependency) }
        }
        for pod in lock.pods {
            for dependency in pod.dependencies { record(node(pod.name), dependency) }
        }
        for key in order {
            guard let from = ids[key.from], let all = written[key] else { continue }
            let constrained = all.filter { $0.requirement.map { !$0.constraints.isEmpty } ?? false }
            var seen: Set<String> = []
            for item in constrained.isEmpty ? [all[0]] : constrained where seen.insert(item.requirement?.description ?? "").inserted {
                try? graph.addDependency(from: from, on: key.to, requirement: item.requirement, location: item.location)
            }
        }
        self.init(graph: graph, kinds: kinds, conditions: [String?](repeating: nil, count: graph.edgeCount), file: lock.file)
        self.versions = versions
        self.app = AppModules(input: .podfileLock, thirdParty: thirdParty)
    }
}
