import LatticeGraph
import PropertyBased
import Testing

/// Random acyclic graphs, declared in a random order with dependencies on names declared
/// later: the order puts every node after all of its dependencies, and one dependency
/// added against the direction of a chain always makes a cycle that is reported.
@Suite struct GraphOrderProperties {
    static let maximumNodes = 24
    /// Node count, dependency pairs (indices taken modulo the count), the acyclic rank of
    /// each node (a node depends only on nodes of lower rank) and the declaration order.
    static let nodeCount = Gen.int(in: 1...maximumNodes)
    static let pairs = Gen.int(in: 0...(maximumNodes - 1)).array(of: 2...2).array(of: 0...60)
    static let permutation = Gen.shuffled(Array(0..<maximumNodes))

    /// A random acyclic graph and its dependencies as `(dependent, dependency)` indices.
    static func acyclicGraph(
        count: Int, pairs: [[Int]], rank: [Int], declaration: [Int]
    ) throws -> (graph: DependencyGraph, edges: [(Int, Int)]) {
        let rank = rank.filter { $0 < count }
        var position = [Int](repeating: 0, count: count)
        for (index, node) in rank.enumerated() { position[node] = index }
        var edges: [(Int, Int)] = []
        for pair in pairs {
            let a = pair[0] % count, b = pair[1] % count
            guard a != b else { continue }
            edges.append(position[a] > position[b] ? (a, b) : (b, a))
        }
        var graph = DependencyGraph()
        for node in declaration where node < count {
            let id = try graph.addNode("N\(node)")
            for (dependent, dependency) in edges where dependent == node {
                try graph.addDependency(from: id, on: "N\(dependency)")
            }
        }
        return (graph, edges)
    }

    @Test func theOrderPutsEveryNodeAfterItsDependencies() async {
        await propertyCheck(input: Self.nodeCount, Self.pairs, Self.permutation, Self.permutation) { count, pairs, rank, declaration in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let (graph, edges) = try Self.acyclicGraph(count: count, pairs: pairs, rank: rank, declaration: declaration)
                let order = graph.names(try graph.topologicalOrder())
                #expect(order.count == count && Set(order).count == count, "every node exactly once: \(order)")
                let place = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
                for (dependent, dependency) in edges {
                    let after = place["N\(dependent)"], before = place["N\(dependency)"]
                    #expect(after != nil && before != nil && before! < after!, "N\(dependent) depends on N\(dependency): \(order)")
                }
                let levels = try graph.levels()
                var level: [String: Int] = [:]
                for (number, wave) in levels.enumerated() { for name in graph.names(wave) { level[name] = number } }
                for (dependent, dependency) in edges {
                    #expect((level["N\(dependency)"] ?? .max) < (level["N\(dependent)"] ?? .min), "a dependency is in an earlier wave")
                }
                #expect(graph.cycles().isEmpty)
                #expect(graph.check(nil).isValid)
            } catch {
                Issue.record(error)
            }
        }
    }

    @Test func aDependencyAgainstAChainIsAlwaysACycle() async {
        let walk = Gen.int(in: 0...1_000).array(of: 1...12)
        await propertyCheck(input: Self.nodeCount, Self.pairs, Self.permutation, Self.permutation, walk) { count, pairs, rank, declaration, walk in
            // propertyCheck drops what its body throws: recorded here.
            do {
                var (graph, edges) = try Self.acyclicGraph(count: count, pairs: pairs, rank: rank, declaration: declaration)
                guard !edges.isEmpty else { return }
                // Walk down from the first dependency's dependent along dependencies, then make the
                // node reached depend on where the walk started.
                let start = edges[walk[0] % edges.count].0
                var chain = [start]
                for step in walk {
                    let next = edges.filter { $0.0 == chain.last! }.map(\.1)
                    guard !next.isEmpty else { break }
                    chain.append(next[step % next.count])
                }
                let end = try #require(chain.last)
                try #require(end != start, "the walk took at least one dependency")
                try graph.addDependency(from: #require(graph.id(named: "N\(end)")), on: "N\(start)")

                let error = #expect(throws: GraphError.self) { try graph.topologicalOrder() }
                #expect(error?.code == .cycle)
                let cycles = graph.cycles().map { graph.names($0) }
                #expect(cycles.contains { $0.contains("N\(start)") && $0.contains("N\(end)") }, "\(chain) closed by N\(end) → N\(start): \(cycles)")
                for cycle in cycles {
                    #expect(cycle.count >= 2 && cycle.first == cycle.last, "a cycle is a closed path: \(cycle)")
                }
                #expect(!graph.check(nil).isValid)
            } catch {
                Issue.record(error)
            }
        }
    }
}
