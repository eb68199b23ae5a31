import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// Whether the Graphviz tests must run: CI sets `LATTICE_REQUIRE_DOT=1` (and installs
/// Graphviz), so there a missing `dot` fails instead of skipping.
let graphvizRequired = ProcessInfo.processInfo.environment["LATTICE_REQUIRE_DOT"] == "1"

/// What Graphviz really draws from the DOT output: run only where `dot` is installed
/// (`apt-get install graphviz`); skipped, and reported as skipped, elsewhere.
@Suite(.enabled(if: SVGRenderer.isGraphvizInstalled || graphvizRequired, "skipped: needs Graphviz's `dot` (apt-get install graphviz); set LATTICE_REQUIRE_DOT=1 to fail instead"))
struct GraphvizRenderingTests {
    /// `dot -T<format>` of `dot`.
    func render(_ dot: String, format: String) throws -> Data {
        try #require(SVGRenderer.isGraphvizInstalled, "LATTICE_REQUIRE_DOT=1 but Graphviz's `dot` is not on the PATH. To fix, install it (apt-get install graphviz).")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dot", "-T\(format)"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return data
    }

    struct Box {
        var minX, minY, maxX, maxY: Double
        func contains(_ other: Box) -> Bool { other.minX >= minX - 0.5 && other.maxX <= maxX + 0.5 && other.minY >= minY - 0.5 && other.maxY <= maxY + 0.5 }
        func overlaps(_ other: Box) -> Bool { minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY }
    }

    @Test func swiftPMLayerBoxesAreDisjointBandsInLayerOrder() throws {
        let package = try FixturePackage("SwiftPM")
        defer { package.remove() }
        let dot = package.run("graph").output
        let json = try #require(try JSONSerialization.jsonObject(with: render(dot, format: "json")) as? [String: Any])
        let objects = try #require(json["objects"] as? [[String: Any]])
        var clusters: [(name: String, box: Box, nodes: [Int])] = []
        var nodes: [Int: (name: String, box: Box)] = [:]
        for object in objects {
            let name = object["name"] as? String ?? ""
            if name.hasPrefix("cluster_"), let bb = object["bb"] as? String {
                let v = bb.split(separator: ",").compactMap { Double($0) }
                clusters.append((name, Box(minX: v[0], minY: v[1], maxX: v[2], maxY: v[3]), object["nodes"] as? [Int] ?? []))
            } else if let pos = object["pos"] as? String, let id = object["_gvid"] as? Int,
                      let width = Double(object["width"] as? String ?? ""), let height = Double(object["height"] as? String ?? "") {
                let p = pos.split(separator: ",").compactMap { Double($0) }
                nodes[id] = (name, Box(minX: p[0] - width * 36, minY: p[1] - height * 36, maxX: p[0] + width * 36, maxY: p[1] + height * 36))
            }
        }
        // Graphviz's y grows upwards: the highest layer has the largest y.
        #expect(clusters.map(\.name) == ["executables", "commands", "build", "loading", "model", "foundation"].map { "cluster_layer_\($0)" })
        for (index, cluster) in clusters.enumerated() {
            for other in clusters.dropFirst(index + 1) {
                #expect(!cluster.box.overlaps(other.box), "\(cluster.name) overlaps \(other.name)")
                #expect(cluster.box.minY >= other.box.maxY, "\(cluster.name) is not above \(other.name)")
            }
            #expect(!cluster.nodes.isEmpty)
            for id in cluster.nodes {
                let node = try #require(nodes[id])
                #expect(cluster.box.contains(node.box), "\(node.name) lies outside \(cluster.name)")
            }
        }
        #expect(clusters.map(\.nodes.count).reduce(0, +) == 51)
    }

    @Test func everyViewRendersAsSVG() throws {
        let package = try FixturePackage("SwiftPM")
        defer { package.remove() }
        for view in [[], ["--reduce"], ["--focus", "Workspace", "--depth", "2"], ["--violations-only"]] {
            let run = package.run("graph", view + ["--format", "svg"])
            #expect(run.exitCode == 0, "\(view): \(run.errorOutput)")
            #expect(run.output.contains("<svg"))
            #expect(run.output.contains(view.contains("--focus") ? ">Workspace<" : ">swift&#45;bootstrap<"))  // dot escapes '-'
            if view.contains("--violations-only") { #expect(run.output.components(separatedBy: "<g id=\"edge").count - 1 == 8) }
        }
    }
}
