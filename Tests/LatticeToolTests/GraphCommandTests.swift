import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `lattice graph` in every format.
@Suite struct GraphCommandTests {
    @Test func dotHasLayerClustersRedViolationsAndALegend() throws {
        let package = try FixturePackage("FeatureToFeature")
        defer { package.remove() }
        let run = package.run("graph")
        #expect(run.exitCode == 0)
        let dot = run.output
        #expect(dot.hasPrefix("digraph \"FeatureToFeature\" {"))
        #expect(dot.contains("subgraph \"cluster_layer_features\" {"))
        #expect(dot.contains("subgraph \"cluster_layer_foundation\" {"))
        #expect(!dot.contains("cluster_layer_shared"))  // empty layers are not drawn
        #expect(dot.contains("\"CartFeature\" -> \"ProfileFeature\" [color=\"#d32f2f\""))
        #expect(dot.contains("\"CartFeature\" -> \"LogCore\";"))
        #expect(dot.contains("<b>Legend</b>"))
        #expect(dot.contains("1 error"))
        #expect(dot.hasSuffix("}\n"))
    }

    @Test func conditionalDependenciesAreDashed() throws {
        let package = try FixturePackage("Clean")
        defer { package.remove() }
        let dot = package.run("graph").output
        #expect(dot.contains("\"CartFeature\" -> \"NetworkKit\" [style=dashed, tooltip=\"when platforms: linux\"];"))
        let mermaid = package.run("graph", ["--format", "mermaid"]).output
        #expect(mermaid.contains("flowchart TB"))
        #expect(mermaid.contains("-.->"))
    }

    @Test func unlayeredTargetsGetTheirOwnBox() throws {
        let package = try FixturePackage("NoLayer")
        defer { package.remove() }
        let dot = package.run("graph").output
        #expect(dot.contains("subgraph \"cluster_no_layer\""))
        #expect(dot.contains("\"Tool\" [shape=box, style=\"filled,bold\", color=\"#d32f2f\""))
    }

    @Test func mermaidMarksViolationsRed() throws {
        let package = try FixturePackage("Cycle")
        defer { package.remove() }
        let run = package.run("graph", ["--format", "mermaid"])
        #expect(run.exitCode == 0)
        let text = run.output
        #expect(text.contains("subgraph L0[\"shared\"]"))
        #expect(text.contains("n0 --> n1"))
        // The three cycle edges (0, 1, 2) and the legend's violation edge.
        #expect(text.contains("linkStyle 0,1,2,4 stroke:#d32f2f"))
        #expect(text.contains("class n0,n1,n2 finding"))
    }

    @Test func jsonGraphHasNodesEdgesAndExternals() throws {
        let package = try FixturePackage("Clean")
        defer { package.remove() }
        let run = package.run("graph", ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["name"] as? String } == ["LogCore", "NetworkKit", "CartService", "CartFeature", "ProfileFeature"])
        #expect(nodes[1]["layer"] as? String == "foundation")
        #expect(nodes[1]["line"] as? Int == 12)
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(edges.count == 5)
        #expect(edges.contains { $0["to"] as? String == "NetworkKit" && $0["condition"] as? String == "platforms: linux" })
        let externals = try #require(object["externals"] as? [[String: Any]])
        #expect(externals.first?["product"] as? String == "Yams")
        #expect(externals.first?["package"] as? String == "Yams")
    }

    @Test func outputFile() throws {
        let package = try FixturePackage("Clean")
        defer { package.remove() }
        let path = package.directory.appendingPathComponent("graph.mmd").path
        let run = package.run("graph", ["--format", "mermaid", "--output", path])
        #expect(run.exitCode == 0)
        #expect(run.output.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("flowchart TB"))
    }

    @Test(.enabled(if: SVGRenderer.isGraphvizInstalled, "needs Graphviz's dot (apt-get install graphviz)"))
    func svgThroughGraphviz() throws {
        let package = try FixturePackage("LayerViolation")
        defer { package.remove() }
        let run = package.run("graph", ["--format", "svg"])
        #expect(run.exitCode == 0)
        #expect(run.output.contains("<svg"))
        #expect(run.output.contains("CartService"))
    }

    @Test(.enabled(if: !SVGRenderer.isGraphvizInstalled, "Graphviz is installed here"))
    func svgWithoutGraphvizSaysWhatToInstall() throws {
        let package = try FixturePackage("LayerViolation")
        defer { package.remove() }
        let run = package.run("graph", ["--format", "svg"])
        #expect(run.exitCode == 2)
        #expect(run.errorOutput.contains("Graphviz's `dot` is not installed"))
        #expect(run.errorOutput.contains("apt-get install graphviz"))
    }
}
