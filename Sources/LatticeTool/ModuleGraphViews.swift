internal import LatticeGraph
internal import LatticeCore

/// Smaller views of a ``ModuleGraph`` for drawing a large graph: the transitive
/// reduction, one module's neighbourhood, and only the violations. Each returns a new
/// graph with the kept nodes (in declaration order, with their kinds, locations and
/// versions) and the kept dependencies (with their conditions); findings stay those of
/// the whole graph, so check the whole graph and draw the view.
extension ModuleGraph {
    /// The graph without its transitive dependencies: a dependency `A → C` is dropped when
    /// `C` stays reachable from `A` through other dependencies (`A → B → C`). Dependencies
    /// are considered one at a time in declaration order and a dropped one no longer
    /// counts as a path, so every node reaches exactly what it reached before (also
    /// through cycles). On an acyclic graph this is the unique transitive reduction.
    ///
    /// - Parameters:
    ///   - kept: Dependencies never dropped (pass the faulty ones so a violation never
    ///     disappears from the picture); they still count as paths.
    /// - Note: A conditional dependency (some platforms only) justifies dropping another
    ///   only when that one has the same condition, so the picture of each platform keeps
    ///   its reachability.
    /// - Complexity: O(*e* × (*n* + *e*)) for *n* nodes and *e* dependencies.
    package func transitiveReduction(keeping kept: Set<CheckResult.EdgeKey> = []) -> ModuleGraph {
        let edges = graph.edges
        var alive = [Bool](repeating: true, count: edges.count)
        var outgoing = [[Int]](repeating: [], count: graph.nodes.map(\.id.index).max().map { $0 + 1 } ?? 0)
        for (index, edge) in edges.enumerated() where edge.to != nil { outgoing[edge.from.index].append(index) }
        func condition(_ index: Int) -> String? { index < conditions.count ? conditions[index] : nil }
        for (index, edge) in edges.enumerated() {
            guard let target = edge.to, alive[index] else { continue }
            if kept.contains(.init(from: graph[edge.from].name, to: edge.target)) { continue }
            // Is `target` reachable from `edge.from` without this dependency?
            var seen: Set<Int> = [edge.from.index]
            var stack = [edge.from.index]
            var reachable = false
            search: while let node = stack.popLast() {
                for other in outgoing[node] where other != index && alive[other] {
                    guard condition(other) == nil || condition(other) == condition(index), let next = edges[other].to?.index else { continue }
                    if next == target.index { reachable = true; break search }
                    if seen.insert(next).inserted { stack.append(next) }
                }
            }
            if reachable { alive[index] = false }
        }
        return subgraph(keepingNodes: Set(graph.nodes.map(\.name))) { alive[$0] }
    }

    /// The module `name` and the modules within `depth` dependencies of it in either
    /// direction: what it uses (and what those use, up to `depth` steps) and what uses it
    /// (up to `depth` steps), with every dependency among them. Siblings (other users of
    /// a shared dependency) are not neighbours.
    ///
    /// - Throws: ``ToolError/Code/invalidArgument`` when no module has the name (naming
    ///   the closest ones) or `depth` is below 1.
    /// - Complexity: O(*depth* × (*n* + *e*)).
    package func focused(on name: String, depth: Int = 1, fileID: String = #fileID, line: Int = #line) throws(ToolError) -> ModuleGraph {
        guard let start = graph.id(named: name), graph.nodes.contains(where: { $0.id == start }) else {
            let names = graph.nodes.map(\.name)
            let hint = closestNames(to: name, in: names).first.map { " Did you mean '\($0)'?" } ?? ""
            throw ToolError(.invalidArgument, subject: name, message: "--focus names '\(name)', which is not a module of this graph.\(hint)", fix: "pass one of the names `lattice graph --format json` lists", fileID: fileID, line: line)
        }
        guard depth >= 1 else {
            throw ToolError(.invalidArgument, subject: "--depth", message: "--depth is \(depth), which keeps no neighbour.", fix: "pass 1 (direct neighbours) or more", fileID: fileID, line: line)
        }
        var kept: Set<String> = [name]
        for step in [graph.dependencies(of:), graph.dependents(of:)] {
            var frontier = [start]
            var seen: Set<DependencyGraph.NodeID> = [start]
            for _ in 0..<depth {
                frontier = frontier.flatMap(step).filter { seen.insert($0).inserted }
                kept.formUnion(graph.names(frontier))
            }
        }
        return subgraph(keepingNodes: kept) { _ in true }
    }

    /// Only the dependencies with a finding in `result` (layer violations, feature to
    /// feature, cycles, implementations, unmet requirements), their two ends, and the
    /// modules that have a finding of their own (in no layer).
    ///
    /// - Complexity: O(*n* + *e*).
    package func violationsOnly(_ result: CheckResult) -> ModuleGraph {
        var kept = result.unlayered.intersection(result.diagnostics.map(\.node))
        for key in result.faultyEdges { kept.insert(key.from); kept.insert(key.to) }
        let edges = graph.edges
        return subgraph(keepingNodes: kept) { index in
            result.faultyEdges.contains(.init(from: graph[edges[index].from].name, to: edges[index].target))
        }
    }

    /// The graph of the nodes named in `names` and the dependencies between them for
    /// which `keepEdge` (called with the edge's index) is true.
    func subgraph(keepingNodes names: Set<String>, edges keepEdge: (Int) -> Bool) -> ModuleGraph {
        var result = DependencyGraph()
        var ids: [String: DependencyGraph.NodeID] = [:]
        for node in graph.nodes where names.contains(node.name) {
            // The names come from a graph, so they are unique and this cannot fail.
            ids[node.name] = try? result.addNode(node.name, layer: node.layer, location: node.location)
        }
        var keptConditions: [String?] = []
        for (index, edge) in graph.edges.enumerated() {
            guard let from = ids[graph[edge.from].name], edge.to == nil || names.contains(edge.target), keepEdge(index) else { continue }
            if (try? result.addDependency(from: from, on: edge.target, requirement: edge.requirement, location: edge.location)) != nil {
                keptConditions.append(index < conditions.count ? conditions[index] : nil)
            }
        }
        var view = ModuleGraph(
            graph: result, kinds: kinds.filter { names.contains($0.key) }, conditions: keptConditions,
            externals: externals.filter { names.contains($0.from) }, file: file)
        view.versions = versions.filter { names.contains($0.key) }
        view.app = app.map { AppModules(input: $0.input, thirdParty: $0.thirdParty.filter { names.contains($0.key) }, findings: $0.findings) }
        return view
    }
}
