/// Dependency order: Kahn's algorithm over index arrays, levels (waves) and the longest chain.
extension DependencyGraph {
    /// The result of one pass of Kahn's algorithm.
    struct Ordering {
        /// Per interned index: the node's level once ordered (longest dependency chain
        /// below it), or -1 for undeclared names.
        var level: [Int32]
        /// Per interned index: dependencies not yet ordered; non-zero means on or above a cycle.
        var remaining: [Int32]
        /// How many declared nodes were ordered.
        var orderedCount: Int
        /// The highest level plus one.
        var levelCount: Int
    }

    /// Runs Kahn's algorithm once: O(*n* + *e*), arrays of indices only.
    func computeOrdering() -> Ordering {
        let count = names.count
        var remaining = [Int32](repeating: 0, count: count)
        var start = [Int32](repeating: 0, count: count + 1)
        for edge in 0..<edgeFrom.count {
            let to = Int(edgeTo[edge])
            guard isDeclared[to] else { continue }
            remaining[Int(edgeFrom[edge])] += 1
            start[to + 1] += 1
        }
        for index in 0..<count { start[index + 1] += start[index] }
        // dependents[start[v]..<start[v+1]]: the nodes that depend on v.
        var cursor = start
        var dependents = [Int32](repeating: 0, count: Int(start[count]))
        for edge in 0..<edgeFrom.count {
            let to = Int(edgeTo[edge])
            guard isDeclared[to] else { continue }
            dependents[Int(cursor[to])] = edgeFrom[edge]
            cursor[to] += 1
        }
        var level = [Int32](repeating: -1, count: count)
        var queue: [Int32] = []
        queue.reserveCapacity(declarationOrder.count)
        for node in declarationOrder where remaining[Int(node)] == 0 {
            level[Int(node)] = 0
            queue.append(node)
        }
        var head = 0
        var top: Int32 = -1
        while head < queue.count {
            let node = Int(queue[head])
            head += 1
            let next = level[node] + 1
            if level[node] > top { top = level[node] }
            for slot in Int(start[node])..<Int(start[node + 1]) {
                let dependent = Int(dependents[slot])
                if level[dependent] < next { level[dependent] = next }
                remaining[dependent] -= 1
                if remaining[dependent] == 0 { queue.append(Int32(dependent)) }
            }
        }
        return Ordering(level: level, remaining: remaining, orderedCount: queue.count, levelCount: Int(top + 1))
    }

    /// Buckets ordered nodes into levels, each in declaration order.
    func levels(of ordering: Ordering) -> [[NodeID]] {
        var result = [[NodeID]](repeating: [], count: ordering.levelCount)
        for node in declarationOrder where ordering.remaining[Int(node)] == 0 {
            result[Int(ordering.level[Int(node)])].append(NodeID(node))
        }
        return result
    }

    func cycleError(fileID: String, line: Int) -> GraphError {
        .cycle(cycles().map { names($0) }, fileID: fileID, line: line)
    }

    /// The nodes in waves: the first holds nodes without dependencies; each later one
    /// holds nodes whose dependencies are all in earlier waves, so the nodes of one wave
    /// can start concurrently. Each wave lists its nodes in declaration order, so the
    /// result is deterministic. Dependencies on undeclared names are ignored.
    ///
    /// A node's wave is the length of the longest dependency chain below it.
    ///
    /// - Throws: ``GraphError/Code/cycle`` with every cycle's path when there is one.
    /// - Complexity: O(*n* + *e*).
    public func levels(fileID: String = #fileID, line: Int = #line) throws(GraphError) -> [[NodeID]] {
        let ordering = computeOrdering()
        guard ordering.orderedCount == declarationOrder.count else { throw cycleError(fileID: fileID, line: line) }
        return levels(of: ordering)
    }

    /// Every node after all of its dependencies: the ``levels(fileID:line:)`` one after
    /// another. Deterministic for a given sequence of declarations.
    ///
    /// - Throws: ``GraphError/Code/cycle`` with every cycle's path when there is one.
    /// - Complexity: O(*n* + *e*).
    public func topologicalOrder(fileID: String = #fileID, line: Int = #line) throws(GraphError) -> [NodeID] {
        try levels(fileID: fileID, line: line).flatMap { $0 }
    }

    /// One longest dependency chain, from the node with the most levels below it down to
    /// a node without dependencies (`[App, Feature, Service, Core]`, each depending on the
    /// next). Its length is the number of ``levels(fileID:line:)``. Empty for an empty graph.
    ///
    /// - Throws: ``GraphError/Code/cycle`` with every cycle's path when there is one.
    /// - Complexity: O(*n* + *e* × *l*) for *l* levels.
    public func longestChain(fileID: String = #fileID, line: Int = #line) throws(GraphError) -> [NodeID] {
        let ordering = computeOrdering()
        guard ordering.orderedCount == declarationOrder.count else { throw cycleError(fileID: fileID, line: line) }
        guard var current = declarationOrder.first(where: { Int(ordering.level[Int($0)]) == ordering.levelCount - 1 }) else {
            return []
        }
        var chain = [NodeID(current)]
        while ordering.level[Int(current)] > 0 {
            let wanted = ordering.level[Int(current)] - 1
            guard let edge = (0..<edgeFrom.count).first(where: {
                edgeFrom[$0] == current && isDeclared[Int(edgeTo[$0])] && ordering.level[Int(edgeTo[$0])] == wanted
            }) else { break }
            current = edgeTo[edge]
            chain.append(NodeID(current))
        }
        return chain
    }
}
