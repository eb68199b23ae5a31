import Foundation
import LatticeGraph
import Testing

/// SwiftPM's own target graph, from `swift package dump-package`.
@Suite struct SwiftPMGraphTests {
    /// The package's targets and their dependencies on other targets of the package
    /// (`byName` and `target` entries; `product` entries name other packages).
    private func loadGraph() throws -> DependencyGraph {
        let data = Data(try Fixture.text("swift-package-manager.dump-package.json").utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(root["targets"] as? [[String: Any]])
        let names = Set(targets.compactMap { $0["name"] as? String })
        var graph = DependencyGraph()
        for target in targets {
            let name = try #require(target["name"] as? String)
            let id = try graph.addNode(name)
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                let entry = (dependency["byName"] ?? dependency["target"]) as? [Any]
                if let dependencyName = entry?.first as? String, names.contains(dependencyName) {
                    try graph.addDependency(from: id, on: dependencyName)
                }
            }
        }
        return graph
    }

    @Test func hasNoCyclesAndALongestChainOf14() throws {
        let graph = try loadGraph()
        #expect(graph.nodeCount == 90)
        #expect(graph.edgeCount == 253)
        #expect(graph.cycles().isEmpty)
        let chain = try graph.longestChain()
        #expect(chain.count == 14)
        #expect(try graph.levels().count == 14)
        // Each link of the chain is a real dependency.
        for (from, to) in zip(chain, chain.dropFirst()) {
            #expect(graph.dependencies(of: from).contains(to))
        }
        #expect(graph.check(nil).isValid)
    }

    @Test func orderRespectsEveryEdge() throws {
        let graph = try loadGraph()
        let order = try graph.topologicalOrder()
        #expect(order.count == 90)
        var position = [Int](repeating: -1, count: 90)
        for (index, id) in order.enumerated() { position[id.index] = index }
        for edge in graph.edges {
            let to = try #require(edge.to)
            #expect(position[to.index] < position[edge.from.index], "\(graph[edge.from].name) before \(edge.target)")
        }
    }

    @Test func layerRulesReportWhatTheyImply() throws {
        let graph = try loadGraph()
        // Basics and PackageModel low, commands high: SwiftPM's own graph should respect it.
        let rules = try LayerRules([
            .init("basics", patterns: ["Basics", "_Internal*", "TSC*", "SPMBuildCore"]),
            .init("model", patterns: ["Package*", "SourceControl", "PackageModel"]),
            .init("rest", patterns: ["*"]),
        ])
        let report = graph.check(rules)
        // Every target is in a layer ('rest' catches all), so only dependency problems remain.
        #expect(!report.violations.contains { $0.kind == .nodeInNoLayer })
        #expect(report.violations.allSatisfy { $0.kind == .layerViolation })
        #expect(report.order.count == 90)
        for violation in report.violations {
            #expect(violation.message.contains(violation.node) && violation.message.contains(violation.dependency ?? "?"))
        }
    }
}
