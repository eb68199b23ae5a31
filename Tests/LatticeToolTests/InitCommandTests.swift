import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `lattice init`: a starting `.lattice.yml` under which the check is clean.
@Suite struct InitCommandTests {
    /// Runs init then check (text and JSON) on a fixture without its configuration.
    func initThenCheck(_ fixture: String) throws -> (initRun: LatticeTool.Run, yaml: String, errors: Int?, warnings: Int?, package: FixturePackage) {
        let package = try FixturePackage(fixture, withConfiguration: false)
        let run = package.run("init")
        let yaml = (try? String(contentsOfFile: package.directory.appendingPathComponent(".lattice.yml").path, encoding: .utf8)) ?? ""
        let check = package.run("check", ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any]
        return (run, yaml, object?["errors"] as? Int, object?["warnings"] as? Int, package)
    }

    @Test(arguments: ["Shop", "LatticeSelf", "SwiftPM"])
    func theCheckIsCleanAfterInit(_ fixture: String) throws {
        let result = try initThenCheck(fixture)
        defer { result.package.remove() }
        #expect(result.initRun.exitCode == 0, "\(result.initRun.errorOutput)")
        #expect(result.initRun.output.contains("lattice check under it: 0 errors, 0 warnings."))
        #expect(result.errors == 0)
        #expect(result.warnings == 0)
        #expect(result.package.run("check").exitCode == 0)
        // Before init, the same package is not clean under the three-layer default.
        let before = try FixturePackage(fixture, withConfiguration: false)
        defer { before.remove() }
        #expect(before.run("check").output.contains(" 0 warnings") == false)
    }

    @Test func testTargetsAreCleanToo() throws {
        let result = try initThenCheck("SwiftPM")
        defer { result.package.remove() }
        try result.package.write(".lattice.yml", result.yaml.replacing("tests: exclude", with: "tests: include"))
        let check = result.package.run("check")
        #expect(check.output.contains("lattice: 0 errors, 0 warnings in 90 targets"), "\(check.output.suffix(400))")
    }

    @Test func theShopsProposalFollowsItsNames() throws {
        let package = try FixturePackage("Shop", withConfiguration: false)
        defer { package.remove() }
        let manifest = try PackageLoader.load(packagePath: package.path, dumpFile: package.dumpFile)
        let proposal = ConfigurationProposal(manifest: manifest)
        let layers = Dictionary(uniqueKeysWithValues: proposal.layers.map { ($0.name, $0) })
        // The shop's own design, found from the graph: kits low, services, features, the app.
        #expect(proposal.layers.map(\.name) == ["foundation", "shared", "features", "apps", "tests"])
        #expect(layers["foundation"]?.members == ["ShopInterfaces", "LogKit", "StorageKit", "NetworkKit", "CatalogServerKit"])
        #expect(layers["features"]?.members == ["HomeFeature", "ProductDetailFeature", "OrdersFeature", "ProfileFeature"])
        #expect(layers["features"]?.patterns.first == "*Feature")
        #expect(layers["features"]?.allowsDependenciesWithin == false)  // no feature uses another today
        #expect(layers["apps"]?.members == ["ShopApp", "shop"])
        #expect(layers["tests"]?.members == ["ShopTests"])
        #expect(layers["foundation"]?.members.contains("LogKit") == true)
        // The business services sit right under the features, above the kits.
        let serviceLayer = proposal.layers.firstIndex { $0.members.contains("CartService") }
        let kitLayer = proposal.layers.firstIndex { $0.members.contains("StorageKit") }
        #expect(try #require(serviceLayer) > #require(kitLayer))
        #expect(proposal.layers[try #require(serviceLayer) + 1].name == "features")
    }

    @Test func swiftPMTestSupportAndExecutablesGetTheirLayers() throws {
        let package = try FixturePackage("SwiftPM", withConfiguration: false)
        defer { package.remove() }
        let proposal = ConfigurationProposal(manifest: try PackageLoader.load(packagePath: package.path, dumpFile: package.dumpFile))
        let layers = Dictionary(uniqueKeysWithValues: proposal.layers.map { ($0.name, $0) })
        #expect(layers["testSupport"]?.members.sorted() == ["_IntegrationTestSupport", "_InternalBuildTestSupport", "_InternalTestSupport"])
        #expect(layers["apps"]?.members.contains("swift-build") == true)
        #expect(layers["examples"]?.members == ["package-info"])  // under Examples/
        #expect(layers["foundation"]?.members.contains("_AsyncFileSystem") == true)
        // Deep graph (11 levels above the foundation): three depth layers above it.
        #expect(proposal.layers.map(\.name) == ["foundation", "lower", "middle", "shared", "apps", "testSupport", "examples", "tests"])
        #expect(layers["lower"]?.members.contains("PackageModel") == true)
        #expect(layers["shared"]?.members.contains("Commands") == true)
    }

    @Test func refusesToOverwriteWithoutForce() throws {
        let package = try FixturePackage("Shop", withConfiguration: false)
        defer { package.remove() }
        try package.write(".lattice.yml", "# mine\n")
        let refused = package.run("init")
        #expect(refused.exitCode == 2)
        #expect(refused.errorOutput.contains("already exists, and `lattice init` does not overwrite it. To fix, pass --force"))
        let path = package.directory.appendingPathComponent(".lattice.yml").path
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\n")
        let dryRun = package.run("init", ["--dry-run"])
        #expect(dryRun.exitCode == 0)
        #expect(dryRun.output.hasPrefix("# Written by `lattice init` from the target graph of Shop"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\n")
        let forced = package.run("init", ["--force"])
        #expect(forced.exitCode == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == dryRun.output)
    }

    @Test func theErrorCodeNamesTheCase() {
        #expect(ToolError.Code.configurationExists.description == "configurationExists")
    }
}
