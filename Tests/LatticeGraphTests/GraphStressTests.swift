import LatticeGraph
import Testing

/// A graph is a Sendable value: many tasks may check and order the same one at once.
@Suite struct GraphStressTests {
    @Test func concurrentChecksAgree() async throws {
        var graph = DependencyGraph()
        var generator = SplitMix(seed: 11)
        for index in 0..<400 {
            let suffix = index < 150 ? "Core" : (index < 300 ? "Service" : "Feature")
            let id = try graph.addNode("M\(index)\(suffix)")
            let below = index < 150 ? index : (index < 300 ? 150 : 300)
            guard below > 0 else { continue }
            for _ in 0..<3 {
                let target = Int(generator.next() % UInt64(below))
                try graph.addDependency(from: id, on: "M\(target)\(target < 150 ? "Core" : "Service")")
            }
        }
        let expected = try graph.topologicalOrder()
        let shared = graph
        let results = await withTaskGroup(of: (Bool, [DependencyGraph.NodeID]).self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let report = shared.check()
                    return (report.isValid, report.order)
                }
            }
            var collected: [(Bool, [DependencyGraph.NodeID])] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 16)
        for (valid, order) in results {
            #expect(valid)
            #expect(order == expected)
        }
    }
}
