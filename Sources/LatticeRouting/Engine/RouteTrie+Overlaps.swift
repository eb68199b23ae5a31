extension RouteTrie {
    /// Entries of other shapes that can match a URL this expansion matches, at most
    /// `limit`, exploring at most `budget` nodes (it is a notice, so it stays cheap).
    /// Only routes registered before `route` are listed.
    func overlaps(of segments: [PatternSegment], from root: Int32, method: UInt64, before route: Int32, limit: Int = 16, budget: Int = 1_024) -> [RouteEnd] {
        var found: [RouteEnd] = []
        var budget = budget
        explore(root, segments[...], exact: true, method: method, before: route, limit: limit, budget: &budget, found: &found)
        return found
    }

    private func explore(
        _ node: Int32, _ rest: ArraySlice<PatternSegment>, exact: Bool, method: UInt64, before: Int32, limit: Int,
        budget: inout Int, found: inout [RouteEnd]
    ) {
        budget -= 1
        guard budget >= 0, found.count < limit else { return }
        let current = nodes[Int(node)]
        // At the exact place of the new shape only routes of another method key remain
        // (the same key there is refused when added): a route with a method and one
        // without share the requests of that method.
        guard let segment = rest.first else {
            collect(current.firstEntry, method: method, before: before, limit: limit, into: &found)
            // A `*name?` here also matches the URLs that end here.
            collect(current.firstWildcard, method: method, before: before, limit: limit, emptyRestOnly: true, into: &found)
            return
        }
        let tail = rest.dropFirst()
        if case .wildcard(_, let allowsEmpty) = segment {
            collect(current.firstWildcard, method: method, before: before, limit: limit, into: &found)
            if allowsEmpty { collect(current.firstEntry, method: method, before: before, limit: limit, into: &found) }
            forEachChild(of: node) { child, _ in collectSubtree(child, method: method, before: before, limit: limit, budget: &budget, into: &found) }
            return
        }
        collect(current.firstWildcard, method: method, before: before, limit: limit, into: &found)
        var literalLookedUp = false
        if case .literal(let text) = segment {
            literalLookedUp = true
            // The one literal child with the same label, looked up rather than compared
            // with every literal child (the root of a scheme has one per feature); then
            // the parameter children, in the order `forEachChild` gives them.
            let same = literalChild(of: node, label: text)
            if same >= 0 { explore(same, tail, exact: exact, method: method, before: before, limit: limit, budget: &budget, found: &found) }
        }
        forEachChild(of: node, literals: !literalLookedUp) { child, edge in
            switch (segment, edge) {
            case (.literal(let text), .parameter(let type)):
                // SAFETY: the buffers are the label's own bytes, valid inside the closure that
                // receives them.
                if unsafe type < 0 || Array(text.utf8).withUnsafeBufferPointer({ unsafe types[Int(type)].accepts($0) }) {
                    explore(child, tail, exact: false, method: method, before: before, limit: limit, budget: &budget, found: &found)
                }
            case (.parameter(_, let typeName, _, _), .literal(let label)):
                let typeIndex = types.firstIndex { $0.name == typeName && !typeName.isEmpty }
                if typeIndex.map({ index in unsafe Array(label.utf8).withUnsafeBufferPointer { unsafe types[index].accepts($0) } }) ?? true {
                    explore(child, tail, exact: false, method: method, before: before, limit: limit, budget: &budget, found: &found)
                }
            case (.parameter(_, let typeName, _, _), .parameter(let type)):
                let typeIndex = Int32(types.firstIndex { $0.name == typeName && !typeName.isEmpty } ?? -1)
                if typeIndex < 0 || type < 0 || typeIndex == type || types[Int(typeIndex)].mayShareValues(with: types[Int(type)]) {
                    let same = exact && isExactParameterChild(child, of: node, for: segment)
                    explore(child, tail, exact: same, method: method, before: before, limit: limit, budget: &budget, found: &found)
                }
            default:
                break
            }
        }
    }

    enum EdgeLabel {
        case literal(String)
        case parameter(type: Int32)
    }

    /// Calls `body` with each child of `node`: its literal children (unless `literals` is
    /// false), then its parameter children.
    private func forEachChild(of node: Int32, literals: Bool = true, _ body: (Int32, EdgeLabel) -> Void) {
        var literal = literals ? nodes[Int(node)].firstLiteral : -1
        while literal >= 0 {
            let child = nodes[Int(literal)]
            body(literal, .literal(label(child.labelStart, child.labelLength)))
            literal = child.nextSibling
        }
        var parameter = nodes[Int(node)].firstParameter
        while parameter >= 0 {
            let child = nodes[Int(parameter)]
            body(parameter, .parameter(type: child.parameterType))
            parameter = child.nextSibling
        }
    }

    private func isExactParameterChild(_ child: Int32, of node: Int32, for segment: PatternSegment) -> Bool {
        var copy = self
        return copy.child(of: node, for: segment, create: false) == child
    }

    private func collectSubtree(_ node: Int32, method: UInt64, before: Int32, limit: Int, budget: inout Int, into found: inout [RouteEnd]) {
        budget -= 1
        guard budget >= 0, found.count < limit else { return }
        collect(nodes[Int(node)].firstEntry, method: method, before: before, limit: limit, into: &found)
        collect(nodes[Int(node)].firstWildcard, method: method, before: before, limit: limit, into: &found)
        forEachChild(of: node) { child, _ in collectSubtree(child, method: method, before: before, limit: limit, budget: &budget, into: &found) }
    }

    private func collect(
        _ first: Int32, method: UInt64, before: Int32, limit: Int, emptyRestOnly: Bool = false, into found: inout [RouteEnd]
    ) {
        var cursor = first
        while cursor >= 0, found.count < limit {
            let entry = entries[Int(cursor)]
            let key = methods[Int(entry.method)]
            if entry.route < before, key == 0 || method == 0 || key == method, !emptyRestOnly || entry.allowsEmptyRest { found.append(entry) }
            cursor = entry.next
        }
    }
}

extension RouteSnapshot {
    /// Every pair of routes with overlapping URLs (other shapes), each pair once.
    func overlaps() -> [RouteConflict] {
        var result: [RouteConflict] = []
        for route in routes {
            let parsed = route.parsed
            var seen = Set<Int32>()
            var trie = trie
            guard let root = trie.node(for: parsed.scheme, [], create: false)?.node else { continue }
            for expansion in parsed.expansions {
                for entry in trie.overlaps(of: expansion, from: root, method: RouteTrie.methodKey(route.method), before: route.index)
                where seen.insert(entry.route).inserted {
                    guard let existing = self.route(entry), let existingShape = existing.parsed.expansions.dropFirst(Int(entry.expansion)).first else { continue }
                    let newWins = Precedence.precedes(
                        expansion, priority: route.priority, method: route.method, existingShape, priority: existing.priority,
                        method: existing.method, types: types)
                    result.append(RouteConflict(
                        kind: .overlap, pattern: route.displayPattern, location: route.location,
                        existingPattern: existing.displayPattern, existingLocation: existing.location,
                        winner: newWins ? route.displayPattern : existing.displayPattern,
                        routeID: route.id.rawValue, existingRouteID: existing.id.rawValue))
                }
            }
        }
        return result
    }
}
