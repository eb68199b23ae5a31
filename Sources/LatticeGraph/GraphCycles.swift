/// Cycle detection: Tarjan's strongly connected components (iterative), then shortest
/// cycles that together cover every dependency lying on a cycle.
extension DependencyGraph {
    /// The cycles of the graph, each as a whole path with its first node repeated last
    /// (`[A, B, C, A]`: A depends on B, B on C, C on A). Empty when the graph is acyclic.
    ///
    /// A graph can have exponentially many cycles, so this reports a covering set: every
    /// dependency that lies on some cycle appears in at least one reported cycle, and
    /// each reported cycle is a shortest one through the dependency it was found for.
    /// Each starts at its earliest-declared node; the list is sorted by declaration order.
    /// A node that depends on itself gives `[A, A]`.
    ///
    /// - Complexity: O(*n* + *e*) when the graph is acyclic; otherwise up to
    ///   O(*c* × (*n* + *e*)) for *c* dependencies on cycles.
    public func cycles() -> [[NodeID]] {
        let ordering = computeOrdering()
        guard ordering.orderedCount < declarationOrder.count else { return [] }
        return cycles(in: ordering).map { $0.map(NodeID.init) }
    }

    /// Cycles among the nodes Kahn's algorithm could not order.
    func cycles(in ordering: Ordering) -> [[Int32]] {
        let count = names.count
        var onCycleSide = [Bool](repeating: false, count: count)
        var rank = [Int32](repeating: Int32.max, count: count)
        for (position, node) in declarationOrder.enumerated() {
            rank[Int(node)] = Int32(position)
            onCycleSide[Int(node)] = ordering.remaining[Int(node)] > 0
        }
        // Forward adjacency (node → its dependencies) among those nodes.
        var start = [Int32](repeating: 0, count: count + 1)
        for edge in 0..<edgeFrom.count where onCycleSide[Int(edgeFrom[edge])] && onCycleSide[Int(edgeTo[edge])] {
            start[Int(edgeFrom[edge]) + 1] += 1
        }
        for index in 0..<count { start[index + 1] += start[index] }
        var targets = [Int32](repeating: 0, count: Int(start[count]))
        var sources = [Int32](repeating: 0, count: Int(start[count]))
        var cursor = start
        for edge in 0..<edgeFrom.count where onCycleSide[Int(edgeFrom[edge])] && onCycleSide[Int(edgeTo[edge])] {
            let from = Int(edgeFrom[edge])
            targets[Int(cursor[from])] = edgeTo[edge]
            sources[Int(cursor[from])] = edgeFrom[edge]
            cursor[from] += 1
        }
        let component = stronglyConnectedComponents(start: start, targets: targets, include: onCycleSide)

        var covered = [Bool](repeating: false, count: targets.count)
        var stamp = [Int32](repeating: -1, count: count)
        var parentSlot = [Int32](repeating: -1, count: count)
        var search: Int32 = 0
        var found: [[Int32]] = []
        var seen = Set<[Int32]>()
        for node in declarationOrder where onCycleSide[Int(node)] {
            let u = Int(node)
            for slot in Int(start[u])..<Int(start[u + 1]) where !covered[slot] {
                let v = Int(targets[slot])
                guard component[u] == component[v] else { continue }
                covered[slot] = true
                var path: [Int32] = [node]
                if v != u {
                    // Shortest path v ⇝ u inside the component, by breadth-first search.
                    search += 1
                    stamp[v] = search
                    var queue = [Int32(v)]
                    var head = 0
                    var reached = false
                    while head < queue.count && !reached {
                        let x = Int(queue[head])
                        head += 1
                        for next in Int(start[x])..<Int(start[x + 1]) {
                            let y = Int(targets[next])
                            guard component[y] == component[u], stamp[y] != search else { continue }
                            stamp[y] = search
                            parentSlot[y] = Int32(next)
                            if y == u { reached = true; break }
                            queue.append(Int32(y))
                        }
                    }
                    guard reached else { continue }
                    var back: [Int32] = []
                    var x = u
                    while x != v {
                        let via = Int(parentSlot[x])
                        covered[via] = true
                        x = Int(sources[via])
                        back.append(Int32(x))
                    }
                    path.append(contentsOf: back.reversed())
                }
                // Start at the earliest-declared node, then close the loop.
                let pivot = path.indices.min { rank[Int(path[$0])] < rank[Int(path[$1])] } ?? 0
                var cycle = Array(path[pivot...] + path[..<pivot])
                cycle.append(cycle[0])
                if seen.insert(cycle).inserted { found.append(cycle) }
            }
        }
        return found.sorted { lhs, rhs in
            lhs.map { rank[Int($0)] }.lexicographicallyPrecedes(rhs.map { rank[Int($0)] })
        }
    }

    /// Tarjan's algorithm without recursion: a component number per node (-1 outside
    /// `include`).
    private func stronglyConnectedComponents(start: [Int32], targets: [Int32], include: [Bool]) -> [Int32] {
        let count = include.count
        var index = [Int32](repeating: -1, count: count)
        var low = [Int32](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int32](repeating: -1, count: count)
        var stack: [Int32] = []
        var frames: [(node: Int32, next: Int32)] = []
        var counter: Int32 = 0
        var components: Int32 = 0
        for root in declarationOrder where include[Int(root)] && index[Int(root)] == -1 {
            index[Int(root)] = counter; low[Int(root)] = counter; counter += 1
            stack.append(root); onStack[Int(root)] = true
            frames.append((root, start[Int(root)]))
            while let frame = frames.last {
                let u = Int(frame.node)
                if frame.next < start[u + 1] {
                    frames[frames.count - 1].next += 1
                    let v = Int(targets[Int(frame.next)])
                    if index[v] == -1 {
                        index[v] = counter; low[v] = counter; counter += 1
                        stack.append(Int32(v)); onStack[v] = true
                        frames.append((Int32(v), start[v]))
                    } else if onStack[v] {
                        low[u] = min(low[u], index[v])
                    }
                } else {
                    frames.removeLast()
                    if let parent = frames.last { low[Int(parent.node)] = min(low[Int(parent.node)], low[u]) }
                    if low[u] == index[u] {
                        while let member = stack.popLast() {
                            onStack[Int(member)] = false
                            component[Int(member)] = components
                            if Int(member) == u { break }
                        }
                        components += 1
                    }
                }
            }
        }
        return component
    }
}
