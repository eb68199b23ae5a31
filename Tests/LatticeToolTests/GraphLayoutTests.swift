import Foundation
import LatticeGraph
@_spi(LatticeInternals) import LatticeTool
import Testing

/// A fixture's graph, checked under its `lattice.yml`.
struct CheckedFixture {
    let graph: ModuleGraph
    let result: CheckResult
    let layers: [String]

    init(_ name: String) throws {
        let package = try FixturePackage(name)
        defer { package.remove() }
        let configuration = try ConfigurationLoader.load(path: package.directory.appendingPathComponent(".lattice.yml").path)
        let manifest = try PackageLoader.load(packagePath: package.path, dumpFile: package.dumpFile)
        graph = ModuleGraph(manifest: manifest, configuration: configuration)
        result = graph.check(configuration)
        layers = configuration.rules.layers.map(\.name)
    }

    /// `from → to` of every dependency between modules of the graph.
    static func edges(_ graph: ModuleGraph) -> Set<CheckResult.EdgeKey> {
        Set(graph.graph.edges.filter { $0.to != nil }.map { CheckResult.EdgeKey(from: graph.graph[$0.from].name, to: $0.target) })
    }
}

/// The layout `lattice graph` follows: layers as ordered bands, rows ordered to reduce crossings.
@Suite struct GraphLayoutTests {
    @Test func swiftPMBandsAreOrderedAndDisjointAndHoldTheirModules() throws {
        let fixture = try CheckedFixture("SwiftPM")
        let layout = GraphLayout(graph: fixture.graph, result: fixture.result, layers: fixture.layers)
        #expect(layout.bands.map(\.layer) == ["executables", "commands", "build", "loading", "model", "foundation"])
        for (index, band) in layout.bands.enumerated() {
            for other in layout.bands.dropFirst(index + 1) {
                #expect(!band.frame.overlaps(other.frame), "bands \(band.layer ?? "-") and \(other.layer ?? "-") overlap")
                #expect(band.frame.y + band.frame.height <= other.frame.y, "band \(band.layer ?? "-") is not above \(other.layer ?? "-")")
            }
            for name in band.rows.flatMap({ $0 }) {
                let frame = try #require(layout.frames[name])
                #expect(band.frame.contains(frame), "\(name) lies outside the band \(band.layer ?? "-")")
                #expect(fixture.result.layers[name] == band.layer)
            }
        }
        let placed = layout.bands.flatMap { $0.rows.flatMap { $0 } }
        #expect(placed.count == 51)
        #expect(Set(placed) == Set(fixture.graph.graph.nodes.map(\.name)))
        // Boxes of one row never overlap.
        for band in layout.bands {
            for row in band.rows {
                let frames = row.compactMap { layout.frames[$0] }
                for (index, frame) in frames.enumerated() {
                    for other in frames.dropFirst(index + 1) { #expect(!frame.overlaps(other)) }
                }
            }
        }
    }

    @Test func aModuleSitsAboveTheModulesOfItsBandItUses() throws {
        let fixture = try CheckedFixture("SwiftPM")
        let layout = GraphLayout(graph: fixture.graph, result: fixture.result, layers: fixture.layers)
        var within = 0
        for edge in CheckedFixture.edges(fixture.graph) where fixture.result.layers[edge.from] == fixture.result.layers[edge.to] {
            within += 1
            let from = try #require(layout.frames[edge.from]), to = try #require(layout.frames[edge.to])
            #expect(from.y < to.y, "\(edge.from) is not above \(edge.to)")
        }
        #expect(within > 20)  // SwiftPM's layers have many dependencies inside them
    }

    @Test func orderingHasFewerCrossingsThanDeclarationOrder() throws {
        let fixture = try CheckedFixture("SwiftPM")
        let baseline = GraphLayout(graph: fixture.graph, result: fixture.result, layers: fixture.layers, sweeps: 0)
        let ordered = GraphLayout(graph: fixture.graph, result: fixture.result, layers: fixture.layers)
        #expect(baseline.crossings > 0)
        #expect(ordered.crossings < baseline.crossings)
        // Not a marginal gain: at most two thirds of the declaration order's crossings.
        #expect(ordered.crossings * 3 <= baseline.crossings * 2, "ordered \(ordered.crossings), declaration order \(baseline.crossings)")
    }

    @Test func crossingsAreCountedOnAHandGraph() throws {
        // Two rows: A, B above; C, D below. A → D and B → C cross once in declaration order.
        var graph = DependencyGraph()
        let a = try graph.addNode("A"), b = try graph.addNode("B")
        try graph.addNode("C"); try graph.addNode("D")
        try graph.addDependency(from: a, on: "D")
        try graph.addDependency(from: b, on: "C")
        let module = ModuleGraph(graph: graph, file: "hand")
        let rules = try LayerRules([.init("low", patterns: ["C", "D"]), .init("high", patterns: ["A", "B"])])
        let result = module.check(ToolConfiguration(rules: rules))
        #expect(GraphLayout(graph: module, result: result, layers: ["low", "high"], sweeps: 0).crossings == 1)
        let ordered = GraphLayout(graph: module, result: result, layers: ["low", "high"])
        #expect(ordered.crossings == 0)
        #expect(ordered.bands.map(\.rows) == [[["A", "B"]], [["D", "C"]]])
    }

    @Test func dotFollowsTheBands() throws {
        let package = try FixturePackage("SwiftPM")
        defer { package.remove() }
        let dot = package.run("graph").output
        // One rank=same group per row, rows chained by invisible links, upward violations not constraining.
        #expect(dot.split(separator: "\n").filter { $0.contains("{ rank=same; ") }.count >= 6)
        #expect(dot.split(separator: "\n").filter { $0.contains("[style=invis]") }.count > 6)
        // Executables use Workspace: a violation, but pointing down, so it still orders the bands.
        #expect(dot.contains("\"package-info\" -> \"Workspace\" [color=\"#d32f2f\""))
        #expect(!dot.contains("constraint=false"))
        // A dependency pointing up does not pull its target's band up.
        let violation = try FixturePackage("LayerViolation")
        defer { violation.remove() }
        let upward = violation.run("graph").output
        #expect(upward.contains("\"LogCore\" -> \"CartService\" [color=\"#d32f2f\""))
        let unconstrained = upward.split(separator: "\n").filter { $0.contains("constraint=false") }
        #expect(unconstrained.count == 1)
        #expect(unconstrained.first?.contains("\"LogCore\" -> \"CartService\"") == true)
    }
}
