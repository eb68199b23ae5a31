import LatticeCore

/// The full check: layers, unknown dependencies and cycles, in one pass over index arrays.
extension DependencyGraph {
    /// Checks the graph against `rules` and returns every problem at once, with the
    /// dependency order when there is no cycle.
    ///
    /// A node's layer is the one it was declared with, otherwise the one the rules'
    /// patterns give its name. Reported: nodes in no layer, dependencies on undeclared
    /// names (with "did you mean"), dependencies a layer may not have, dependencies
    /// between nodes of a layer that forbids them, and every cycle with its whole path.
    /// Pass `nil` to check only for unknown dependencies and cycles.
    ///
    /// - Complexity: O(*n* × *p* + *e*) for *p* layer patterns, plus the cycle search
    ///   when there are cycles.
    public func check(_ rules: LayerRules? = .threeLayerDefault) -> GraphReport {
        var violations: [GraphViolation] = []
        let count = names.count
        var layerOf = [Int32](repeating: -1, count: count)
        if let rules {
            for node in declarationOrder {
                let slot = Int(node)
                if let declared = declaredLayers[slot] {
                    if let index = rules.index(ofLayer: declared) {
                        layerOf[slot] = Int32(index)
                    } else {
                        violations.append(unknownLayer(slot, declared, rules))
                    }
                } else if let index = rules.layerIndex(forName: names[slot]) {
                    layerOf[slot] = Int32(index)
                } else {
                    violations.append(noLayer(slot, rules))
                }
            }
        }
        let layerCount = rules?.layers.count ?? 0
        var unknownCount = 0
        for edge in 0..<edgeFrom.count {
            let from = Int(edgeFrom[edge]), to = Int(edgeTo[edge])
            guard isDeclared[to] else {
                // "Did you mean" costs an edit distance per node; offer it for the first 100.
                violations.append(unknownDependency(edge, suggest: unknownCount < 100))
                unknownCount += 1
                continue
            }
            guard let rules else { continue }
            let fromLayer = Int(layerOf[from]), toLayer = Int(layerOf[to])
            guard fromLayer >= 0, toLayer >= 0, !rules.allowed[fromLayer * layerCount + toLayer] else { continue }
            violations.append(layerProblem(edge, fromLayer, toLayer, rules))
        }
        let ordering = computeOrdering()
        var levels: [[NodeID]] = []
        if ordering.orderedCount == declarationOrder.count {
            levels = self.levels(of: ordering)
        } else {
            for cycle in cycles(in: ordering) {
                violations.append(cycleViolation(cycle))
            }
        }
        let layerNames: [String?] = layerOf.map { $0 >= 0 ? rules?.layers[Int($0)].name : nil }
        return GraphReport(violations: violations, levels: levels, layerNames: layerNames)
    }

    private func unknownLayer(_ slot: Int, _ declared: String, _ rules: LayerRules) -> GraphViolation {
        let layerNames = rules.layers.map(\.name)
        let hint = closestNames(to: declared, in: layerNames).first.map { " Did you mean '\($0)'?" } ?? ""
        return GraphViolation(
            kind: .nodeInNoLayer, node: names[slot], nodeLayer: declared, location: nodeLocations[slot],
            message: "'\(names[slot])' is declared in the layer '\(declared)', which the layer rules do not have.\(hint) To fix, use one of \(quotedList(layerNames)), or add '\(declared)' to the rules.")
    }

    private func noLayer(_ slot: Int, _ rules: LayerRules) -> GraphViolation {
        GraphViolation(
            kind: .nodeInNoLayer, node: names[slot], location: nodeLocations[slot],
            message: "'\(names[slot])' is in no layer: no layer lists its name or a pattern that matches it. To fix, add '\(names[slot])' or a matching pattern to one of \(quotedList(rules.layers.map(\.name), conjunction: "or")), or declare its layer.")
    }

    private func unknownDependency(_ edge: Int, suggest: Bool) -> GraphViolation {
        let from = names[Int(edgeFrom[edge])], target = names[Int(edgeTo[edge])]
        let suggestions = suggest ? closestNames(to: target, in: declarationOrder.lazy.map { names[Int($0)] }) : []
        let hint = suggestions.isEmpty ? "" : " Did you mean \(quotedList(suggestions))?"
        return GraphViolation(
            kind: .unknownDependency, node: from, dependency: target, location: edgeInfo[edge].location,
            message: "'\(from)' depends on '\(target)', which is not in the graph.\(hint) To fix, correct the name or add '\(target)'.")
    }

    private func layerProblem(_ edge: Int, _ fromLayer: Int, _ toLayer: Int, _ rules: LayerRules) -> GraphViolation {
        let from = names[Int(edgeFrom[edge])], to = names[Int(edgeTo[edge])]
        let fromName = rules.layers[fromLayer].name, toName = rules.layers[toLayer].name
        let location = edgeInfo[edge].location
        if fromLayer == toLayer {
            return GraphViolation(
                kind: .sameLayerDependency, node: from, dependency: to, nodeLayer: fromName, dependencyLayer: toName, location: location,
                message: "'\(from)' depends on '\(to)', but both are in '\(fromName)', whose members must not depend on each other. To fix, move what '\(from)' needs from '\(to)' into a lower layer, or reach it through a router or mediator instead of a direct dependency.")
        }
        let allowedTargets = rules.allowedTargets(of: fromLayer)
        let may = allowedTargets.isEmpty ? "may depend on no other layer" : "may depend only on \(quotedList(allowedTargets))"
        let fix = toLayer > fromLayer
            ? "To fix, move the code '\(from)' needs from '\(to)' down into '\(fromName)' or below, or invert the dependency: declare a protocol in '\(fromName)' that '\(to)' implements."
            : "To fix, remove the dependency, move '\(to)' into a layer '\(fromName)' may use, or allow '\(fromName)' → '\(toName)' in the layer rules."
        return GraphViolation(
            kind: .layerViolation, node: from, dependency: to, nodeLayer: fromName, dependencyLayer: toName, location: location,
            message: "'\(from)' (\(fromName)) depends on '\(to)' (\(toName)), but '\(fromName)' \(may). \(fix)")
    }

    private func cycleViolation(_ cycle: [Int32]) -> GraphViolation {
        let path = cycle.map { names[Int($0)] }
        let first = Int(cycle[0]), second = Int(cycle.count > 1 ? cycle[1] : cycle[0])
        // The location of the first dependency on the cycle, if known.
        let location = (0..<edgeFrom.count).first { Int(edgeFrom[$0]) == first && Int(edgeTo[$0]) == second }
            .flatMap { edgeInfo[$0].location }
        let closing = path.count >= 2 ? "'\(path[path.count - 2])' → '\(path[path.count - 1])'" : "one of them"
        return GraphViolation(
            kind: .cycle, node: path[0], dependency: path.count > 1 ? path[1] : nil, cycle: path, location: location,
            message: "Dependency cycle: \(path.joined(separator: " → ")). To fix, remove one of these dependencies (for example \(closing)), or move what they share into a module they can all depend on.")
    }
}
