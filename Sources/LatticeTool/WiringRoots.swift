internal import LatticeCore
internal import LatticeGraph

/// The composition roots `lattice check --wiring` starts from, and what they link.
enum WiringRoots {
    /// The roots: `names` when given (each must be a target), else the configuration's
    /// `interfaces.compositionRoots` that match targets, else the executable targets.
    /// With `onlyIfConfigured`, the named roots that the configuration (or, when it names
    /// none, being an executable) makes composition roots.
    static func choose(_ names: [String], onlyIfConfigured: Bool, graph: ModuleGraph, configuration: ToolConfiguration) throws(ToolError) -> [String] {
        let targets = graph.graph.nodes.map(\.name)
        let configured = NamePatterns(configuration.compositionRoots)
        func isRoot(_ name: String) -> Bool {
            configuration.compositionRoots.isEmpty ? graph.kinds[name] == "executable" : configured.matches(name)
        }
        for name in names where graph.graph.id(named: name) == nil {
            let close = closestNames(to: name, in: targets)
            throw ToolError(
                .invalidArgument, subject: name,
                message: "--root names '\(name)', which is not a target of this package\(close.isEmpty ? "" : " (did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?)").", fix: "name the app target that composes the components",
                fileID: #fileID, line: #line)
        }
        if !names.isEmpty { return onlyIfConfigured ? names.filter(isRoot) : names }
        return targets.filter(isRoot)
    }

    /// The roots and every target they depend on, directly or not.
    static func closure(of roots: [String], in graph: ModuleGraph) -> Set<String> {
        var seen = Set(roots)
        var pending = roots.compactMap { graph.graph.id(named: $0) }
        while let next = pending.popLast() {
            for dependency in graph.graph.dependencies(of: next) where seen.insert(graph.graph[dependency].name).inserted {
                pending.append(dependency)
            }
        }
        return seen
    }
}
