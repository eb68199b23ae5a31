import LatticeGraph
import Testing

/// A graph is a Sendable value: tasks that each take a copy of one graph and change their
/// copy at once see only their own change, and the graph they copied stays as it was.
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct GraphStressTests {
    @Test func copiesChangedOnManyTasksAtOnceStayApart() async throws {
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
        let (nodes, edges) = (graph.nodeCount, graph.edgeCount)
        let shared = graph
        // Task t adds a Feature depending on a Service; odd tasks also make M0Core depend on
        // that Feature (a Core on a Feature: a layer violation), in their copy alone.
        let results = await withTaskGroup(of: (Int, Bool, Int, Int, [String]).self) { group in
            for task in 0..<16 {
                group.addTask {
                    var copy = shared
                    do {
                        let id = try copy.addNode("T\(task)Feature")
                        try copy.addDependency(from: id, on: "M\(150 + task)Service")
                        if task % 2 == 1, let core = copy.id(named: "M0Core") {
                            try copy.addDependency(from: core, on: "T\(task)Feature")
                        }
                    } catch {
                        return (task, false, -1, -1, [])
                    }
                    let report = copy.check()
                    return (task, report.isValid, copy.nodeCount, copy.edgeCount, copy.nodes.map(\.name).filter { $0.hasPrefix("T") })
                }
            }
            var collected: [(Int, Bool, Int, Int, [String])] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 16)
        for (task, valid, nodeCount, edgeCount, added) in results {
            #expect(added == ["T\(task)Feature"], "task \(task) sees only its own node")
            #expect(nodeCount == nodes + 1)
            #expect(edgeCount == edges + 1 + task % 2)
            #expect(valid == task.isMultiple(of: 2), "task \(task)")
        }
        #expect(shared.nodeCount == nodes && shared.edgeCount == edges)
        #expect(try shared.topologicalOrder() == expected)
        #expect(shared.check().isValid)
    }
}
