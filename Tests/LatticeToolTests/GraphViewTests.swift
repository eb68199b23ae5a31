import Foundation
import LatticeGraph
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `lattice graph --reduce`, `--focus`, `--violations-only`: the views of a large graph.
@Suite struct GraphViewTests {
    /// A → B → C → E, A → D → C, plus the transitive A → C and A → E.
    func handGraph(conditions: [String?] = []) throws -> ModuleGraph {
        var graph = DependencyGraph()
        let a = try graph.addNode("A"), b = try graph.addNode("B"), c = try graph.addNode("C")
        let d = try graph.addNode("D")
        try graph.addNode("E")
        for (from, to) in [(a, "B"), (b, "C"), (a, "C"), (a, "D"), (d, "C"), (c, "E"), (a, "E")] {
            try graph.addDependency(from: from, on: to)
        }
        return ModuleGraph(graph: graph, conditions: conditions, file: "hand")
    }

    func edge(_ from: String, _ to: String) -> CheckResult.EdgeKey { .init(from: from, to: to) }

    /// Every node's reachable set.
    func reachability(_ graph: ModuleGraph) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for node in graph.graph.nodes {
            var seen: Set<String> = []
            var stack = [node.id]
            while let next = stack.popLast() {
                for dependency in graph.graph.dependencies(of: next) where seen.insert(graph.graph[dependency].name).inserted {
                    stack.append(dependency)
                }
            }
            result[node.name] = seen
        }
        return result
    }

    @Test func reductionRemovesExactlyTheTransitiveEdges() throws {
        let graph = try handGraph()
        let reduced = graph.transitiveReduction()
        #expect(CheckedFixture.edges(reduced) == [edge("A", "B"), edge("B", "C"), edge("A", "D"), edge("D", "C"), edge("C", "E")])
        #expect(reduced.graph.nodes.map(\.name) == ["A", "B", "C", "D", "E"])
        // A dependency with a finding stays.
        let keeping = graph.transitiveReduction(keeping: [edge("A", "C")])
        #expect(CheckedFixture.edges(keeping).contains(edge("A", "C")))
        #expect(!CheckedFixture.edges(keeping).contains(edge("A", "E")))
    }

    @Test func aConditionalPathDoesNotRemoveAnUnconditionalEdge() throws {
        // A → B only on linux: A → C must stay for the other platforms.
        let graph = try handGraph(conditions: ["platforms: linux", nil, nil, nil, nil, nil, nil])
        let reduced = CheckedFixture.edges(graph.transitiveReduction())
        #expect(reduced.contains(edge("A", "B")))
        #expect(!reduced.contains(edge("A", "C")))  // still implied by A → D → C
        #expect(!reduced.contains(edge("A", "E")))
        let onlyPath = try handGraph(conditions: ["platforms: linux", nil, nil, "platforms: linux", nil, nil, nil])
        #expect(CheckedFixture.edges(onlyPath.transitiveReduction()).contains(edge("A", "C")))
    }

    @Test func reductionOnSwiftPMKeepsReachabilityAndLeavesNoTransitiveEdge() throws {
        let fixture = try CheckedFixture("SwiftPM")
        let reduced = fixture.graph.transitiveReduction()
        #expect(reachability(reduced) == reachability(fixture.graph))
        let before = fixture.graph.graph.edgeCount, after = reduced.graph.edgeCount
        #expect(after < before)
        // Minimal: dropping any remaining edge loses reachability.
        let edges = CheckedFixture.edges(reduced)
        for dropped in edges {
            var graph = DependencyGraph()
            for node in reduced.graph.nodes { try graph.addNode(node.name) }
            for kept in edges where kept != dropped { try graph.addDependency(from: try #require(graph.id(named: kept.from)), on: kept.to) }
            #expect(reachability(ModuleGraph(graph: graph, file: "x")) != reachability(reduced), "\(dropped.from) → \(dropped.to) is transitive")
        }
    }

    @Test func focusKeepsExactlyTheNeighbours() throws {
        let fixture = try CheckedFixture("SwiftPM")
        let all = CheckedFixture.edges(fixture.graph)
        let uses = Set(all.filter { $0.from == "PackageGraph" }.map(\.to))
        let usedBy = Set(all.filter { $0.to == "PackageGraph" }.map(\.from))
        #expect(!uses.isEmpty && !usedBy.isEmpty)
        let focused = try fixture.graph.focused(on: "PackageGraph")
        let kept = Set(focused.graph.nodes.map(\.name))
        #expect(kept == uses.union(usedBy).union(["PackageGraph"]))
        #expect(CheckedFixture.edges(focused) == all.filter { kept.contains($0.from) && kept.contains($0.to) })
        // Depth 2: also what the neighbours use (downwards) and what uses the users (upwards).
        let two = Set(try fixture.graph.focused(on: "PackageGraph", depth: 2).graph.nodes.map(\.name))
        let down2 = uses.union(all.filter { uses.contains($0.from) }.map(\.to))
        let up2 = usedBy.union(all.filter { usedBy.contains($0.to) }.map(\.from))
        #expect(two == down2.union(up2).union(["PackageGraph"]))
        #expect(two.count > kept.count)
    }

    @Test func focusOnAnUnknownModuleSaysWhichExist() throws {
        let package = try FixturePackage("SwiftPM")
        defer { package.remove() }
        let run = package.run("graph", ["--focus", "PackageGrap"])
        #expect(run.exitCode == 2)
        #expect(run.errorOutput.contains("'PackageGrap', which is not a module"))
        #expect(run.errorOutput.contains("Did you mean 'PackageGraph'?"))
        let depth = package.run("graph", ["--depth", "2"])
        #expect(depth.exitCode == 2)
        #expect(depth.errorOutput.contains("--depth only applies to --focus"))
    }

    @Test func violationsOnlyKeepsExactlyTheViolatingEdges() throws {
        let fixture = try CheckedFixture("SwiftPM")
        let view = fixture.graph.violationsOnly(fixture.result)
        #expect(fixture.result.faultyEdges.count == 8)
        #expect(CheckedFixture.edges(view) == fixture.result.faultyEdges)
        #expect(Set(view.graph.nodes.map(\.name)) == Set(fixture.result.faultyEdges.flatMap { [$0.from, $0.to] }))
    }

    @Test func everyViewWorksInEveryTextFormat() throws {
        let package = try FixturePackage("SwiftPM")
        defer { package.remove() }
        for view in [["--violations-only"], ["--reduce", "--violations-only"], ["--focus", "swift-bootstrap", "--violations-only"]] {
            let dot = package.run("graph", view)
            #expect(dot.exitCode == 0)
            let dotEdges = dot.output.split(separator: "\n").filter { $0.contains(" -> ") && !$0.contains("style=invis") }
            #expect(dotEdges.count == (view.contains("--focus") ? 6 : 8))
            #expect(dot.output.contains("violations only"))
            let mermaid = package.run("graph", view + ["--format", "mermaid"])
            let links = mermaid.output.split(separator: "\n").filter { $0.contains("-->") || $0.contains("-.->") }
            #expect(links.count == dotEdges.count + 3)  // and the legend's three
            #expect(mermaid.output.contains("violations only"))
            let json = package.run("graph", view + ["--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            #expect((object["edges"] as? [Any])?.count == dotEdges.count)
        }
        let reduced = package.run("graph", ["--reduce", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(reduced.output.utf8)) as? [String: Any])
        let count = try #require((object["edges"] as? [Any])?.count)
        #expect(count < 152 && count > 51)
    }
}
