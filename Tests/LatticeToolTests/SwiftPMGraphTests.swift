import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// The real graph: SwiftPM's own 90 targets (its saved dump; no Package.swift text, so
/// diagnostics carry no line) under the layer configuration in `Fixtures/SwiftPM/lattice.yml`.
@Suite struct SwiftPMGraphTests {
    @Test func checkReportsWhatTheConfigurationImplies() throws {
        let package = try FixturePackage("SwiftPM")
        defer { package.remove() }
        let run = package.run("check", ["--format", "json"])
        #expect(run.exitCode == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        // 90 targets less 35 tests, 3 test-support targets and PackageManagerDocs.
        #expect(object["targets"] as? Int == 51)
        #expect(object["warnings"] as? Int == 0)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let found = Set(diagnostics.map { "\($0["rule"] as? String ?? "") \($0["node"] as? String ?? "") → \($0["dependency"] as? String ?? "")" })
        // The configuration says executables go through `commands`; three do not.
        #expect(found == [
            "layerViolation swift-bootstrap → Build", "layerViolation swift-bootstrap → PackageGraph",
            "layerViolation swift-bootstrap → PackageLoading", "layerViolation swift-bootstrap → PackageModel",
            "layerViolation swift-bootstrap → XCBuildSupport", "layerViolation swift-bootstrap → SwiftBuildSupport",
            "layerViolation swift-build-prebuilts → Workspace", "layerViolation package-info → Workspace",
        ])
    }

    @Test func defaultRulesOnSwiftPMLeaveMostTargetsUnlayered() throws {
        let package = try FixturePackage("SwiftPM", withConfiguration: false)
        defer { package.remove() }
        let run = package.run("check")
        // Nothing is an error under the default layers; 'Basics' and most others match no pattern.
        #expect(run.exitCode == 0)
        #expect(run.output.contains("warning: 'Basics' is in no layer"))
        #expect(run.output.contains("lattice: 0 errors, 54 warnings in 55 targets"))
    }

    @Test func graphDrawsEveryLayer() throws {
        let package = try FixturePackage("SwiftPM")
        defer { package.remove() }
        let run = package.run("graph")
        #expect(run.exitCode == 0)
        for layer in ["foundation", "model", "loading", "build", "commands", "executables"] {
            #expect(run.output.contains("subgraph \"cluster_layer_\(layer)\""))
        }
        #expect(!run.output.contains("cluster_no_layer"))
        let red = run.output.split(separator: "\n").filter { $0.contains("->") && $0.contains("#d32f2f") }
        #expect(red.count == 8)
        let mermaid = package.run("graph", ["--format", "mermaid"])
        #expect(mermaid.output.split(separator: "\n").filter { $0.contains("-->") || $0.contains("-.->") }.count == 152 + 3)
    }
}
