package import LatticeGraph

/// Third-party modules of an app graph (``AppModules``): the layer they are checked in, and
/// a view that draws them grouped by source.
extension ModuleGraph {
    /// What the graph's nodes are called in summaries: `pods` for a lock file, `targets`
    /// for an Xcode project or a package, `components` for a component manifest.
    package var nodeNoun: String {
        app?.noun ?? (versions.isEmpty ? "targets" : "components")
    }

    /// `rules` with the graph's third-party modules placed: each third-party module that
    /// no layer lists by its exact name joins the layer ``AppModules/thirdPartyLayer``;
    /// when `rules` has no layer of that name, one is added below every other layer, so
    /// every layer that does not restrict itself with `mayDependOn` may use it, and it may
    /// use nothing of the app's. Patterns with `*` or `?` never take a third-party module
    /// (`*Kit` would otherwise take `IGListKit` into `foundation`).
    ///
    /// Returns `rules` unchanged for a graph with no third-party module.
    package func placingThirdParty(in rules: LayerRules) -> LayerRules {
        guard let app, !app.thirdParty.isEmpty else { return rules }
        var listed: Set<String> = []
        for layer in rules.layers {
            for pattern in layer.patterns where !pattern.contains("*") && !pattern.contains("?") { listed.insert(pattern) }
        }
        let names = graph.nodes.map(\.name).filter { app.thirdParty[$0] != nil && !listed.contains($0) }
        guard !names.isEmpty else { return rules }
        var layers = rules.layers
        if let index = layers.firstIndex(where: { $0.name == AppModules.thirdPartyLayer }) {
            layers[index].patterns += names
        } else {
            layers.insert(LayerRules.Layer(AppModules.thirdPartyLayer, patterns: names), at: 0)
        }
        // The names added are listed nowhere else, so the rules stay valid.
        return (try? LayerRules(layers)) ?? rules
    }

    /// A view for drawing: the third-party modules of each source (``AppModules/thirdParty``)
    /// drawn as one node, `trunk (25 pods)` or `Swift packages (4 products)`, with the
    /// dependencies of the app's modules on them, and those between sources, once each.
    /// The findings are mapped onto the groups (a finding inside a group marks the group).
    ///
    /// Returns the graph and `result` unchanged when there is nothing third-party.
    ///
    /// - Complexity: O(*n* + *e*) plus the findings.
    package func groupingThirdParty(_ result: CheckResult) -> (graph: ModuleGraph, result: CheckResult) {
        guard let app, !app.thirdParty.isEmpty else { return (self, result) }
        var members: [String: [String]] = [:]
        var order: [String] = []
        for node in graph.nodes {
            guard let group = app.thirdParty[node.name] else { continue }
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(node.name)
        }
        let unit = app.input == .podfileLock ? "pod" : "product"
        var groupOf: [String: String] = [:]
        var groups: [String: String] = [:]
        for group in order {
            let names = members[group] ?? []
            let label = "\(group) (\(names.count) \(unit)\(names.count == 1 ? "" : "s"))"
            groups[label] = group
            for name in names { groupOf[name] = label }
        }
        func mapped(_ name: String) -> String { groupOf[name] ?? name }
        var grouped = DependencyGraph()
        var ids: [String: DependencyGraph.NodeID] = [:]
        var kinds: [String: String] = [:]
        for node in graph.nodes {
            let name = mapped(node.name)
            guard ids[name] == nil else { continue }
            // Each name is added once, so this cannot fail.
            ids[name] = try? grouped.addNode(name, layer: groupOf[node.name] == nil ? node.layer : nil, location: groupOf[node.name] == nil ? node.location : nil)
            kinds[name] = groupOf[node.name] == nil ? self.kinds[node.name] : "third-party group"
        }
        var seen: Set<CheckResult.EdgeKey> = []
        for edge in graph.edges {
            let from = mapped(graph[edge.from].name), to = mapped(edge.target)
            guard from != to, let id = ids[from], seen.insert(.init(from: from, to: to)).inserted else { continue }
            try? grouped.addDependency(from: id, on: to, requirement: edge.requirement, location: edge.location)
        }
        var view = ModuleGraph(
            graph: grouped, kinds: kinds, conditions: [String?](repeating: nil, count: grouped.edgeCount), externals: externals, file: file)
        view.versions = versions.filter { groupOf[$0.key] == nil }
        view.app = AppModules(input: app.input, thirdParty: groups, findings: app.findings)
        var layers: [String: String] = [:]
        for (name, layer) in result.layers where layers[mapped(name)] == nil { layers[mapped(name)] = layer }
        let faulty = Set(result.faultyEdges.map { CheckResult.EdgeKey(from: mapped($0.from), to: mapped($0.to)) }.filter { $0.from != $0.to })
        let diagnostics = result.diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.node = mapped(diagnostic.node)
            copy.dependency = diagnostic.dependency.map(mapped)
            copy.cycle = diagnostic.cycle.map(mapped)
            return copy
        }
        let mappedResult = CheckResult(diagnostics: diagnostics, layers: layers, faultyEdges: faulty, unlayered: Set(result.unlayered.map(mapped)))
        return (view, mappedResult)
    }
}
