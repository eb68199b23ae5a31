import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `--manifest components.yml`: the runtime graph checked and drawn like the build graph.
@Suite struct ComponentManifestTests {
    private func fixture(_ name: String) throws -> String {
        let url = Bundle.module.url(forResource: name, withExtension: "yml", subdirectory: "Fixtures/Components")
        return try #require(url).path
    }

    @Test func checkReportsLayersFeaturesRequirementsAndCycles() throws {
        let path = try fixture("components")
        let run = LatticeTool.run(["check", "--manifest", path])
        #expect(run.exitCode == 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("\(path):16:7: error: 'Log' (foundation) depends on 'Cart' (shared)"))
        #expect(lines[1].hasPrefix("\(path):29:7: error: 'CartFeature' depends on 'ProfileFeature', but both are in 'features'"))
        #expect(lines[2] == "\(path):20:7: error: 'Cart' requires 'Log' ~> 1.2, but 'Log' is 2.0.0. To fix, update the requirement or the version of 'Log'. [unsatisfiedRequirement]")
        #expect(lines[3].hasPrefix("\(path):16:7: error: Dependency cycle: Log → Cart → Log."))
        #expect(lines[4] == "lattice: 4 errors, 0 warnings in 5 components and 5 dependencies (\(path)).")
    }

    @Test func cleanManifestPassesAndSeverityAppliesToo() throws {
        let clean = LatticeTool.run(["check", "--manifest", try fixture("clean")])
        #expect(clean.exitCode == 0)
        #expect(clean.output.contains("0 errors, 0 warnings in 3 components"))
        let package = try FixturePackage(nil)
        defer { package.remove() }
        try package.write("quiet.yml", "severity:\n  unsatisfiedRequirement: warning\n  cycle: ignore\n  layerViolation: ignore\n  sameLayerDependency: warning\n")
        let softened = LatticeTool.run(["check", "--manifest", try fixture("components"), "--config", package.path + "/quiet.yml"])
        #expect(softened.exitCode == 0)
        #expect(softened.output.contains("0 errors, 2 warnings"))
    }

    @Test func aConfigurationBesideTheManifestApplies() throws {
        let folder = try FixturePackage(nil)
        defer { folder.remove() }
        try folder.write("components.yml", try String(contentsOfFile: try fixture("components"), encoding: .utf8))
        try folder.write(".lattice.yml", "severity:\n  unsatisfiedRequirement: ignore\n  cycle: ignore\n  layerViolation: ignore\n  sameLayerDependency: ignore\n")
        let run = LatticeTool.run(["check", "--manifest", folder.path + "/components.yml"])
        #expect(run.exitCode == 0)
        #expect(run.output.contains("0 errors, 0 warnings"))
    }

    @Test func graphDrawsTheManifest() throws {
        let run = LatticeTool.run(["graph", "--manifest", try fixture("components"), "--format", "dot"])
        #expect(run.exitCode == 0)
        #expect(run.output.hasPrefix("digraph \"components.yml\" {"))
        #expect(run.output.contains("subgraph \"cluster_layer_shared\""))
        #expect(run.output.contains("\"Cart\" -> \"Log\" [color=\"#d32f2f\""))
    }

    @Test func malformedManifestNamesKeyAndLine() throws {
        let path = try fixture("malformed")
        let run = LatticeTool.run(["check", "--manifest", path])
        #expect(run.exitCode == 2)
        #expect(run.errorOutput.hasPrefix("\(path):3:5: error: 'verison' is not a key of a component. Did you mean 'version'?"))
        let missing = LatticeTool.run(["graph", "--manifest", "/nonexistent/components.yml"])
        #expect(missing.exitCode == 2)
        #expect(missing.errorOutput.contains("The component manifest '/nonexistent/components.yml' cannot be read."))
        let both = LatticeTool.run(["check", "--manifest", path, "--dump-file", path])
        #expect(both.exitCode == 2)
        #expect(both.errorOutput.contains("--manifest and --dump-file name two different graphs"))
    }
}
