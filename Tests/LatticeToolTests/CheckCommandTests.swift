import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `lattice check` end to end on the fixture packages: one per kind of finding, a clean one.
@Suite struct CheckCommandTests {
    @Test func cleanPackagePassesWithTestsAndExternalsLeftOut() throws {
        let package = try FixturePackage("Clean")
        defer { package.remove() }
        let run = package.run("check")
        #expect(run.exitCode == 0)
        #expect(run.errorOutput.isEmpty)
        // CartFeatureTests is left out; the Yams product is external; the linux-only edge counts.
        #expect(run.output == "lattice: 0 errors, 0 warnings in 5 targets and 5 dependencies (\(package.path)/Package.swift).\n")
    }

    @Test func layerViolationPointsAtTheDependencyLine() throws {
        let package = try FixturePackage("LayerViolation")
        defer { package.remove() }
        let run = package.run("check")
        #expect(run.exitCode == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("\(package.path)/Package.swift:11:17: error: 'LogCore' (foundation) depends on 'CartService' (shared)") == true)
        #expect(lines.first?.hasSuffix("[layerViolation]") == true)
        #expect(lines.last == "lattice: 1 error, 0 warnings in 3 targets and 3 dependencies (\(package.path)/Package.swift).")
    }

    @Test func featureToFeatureIsAnError() throws {
        let package = try FixturePackage("FeatureToFeature")
        defer { package.remove() }
        let run = package.run("check")
        #expect(run.exitCode == 1)
        #expect(run.output.contains("Package.swift:9:64: error: 'CartFeature' depends on 'ProfileFeature', but both are in 'features'"))
        #expect(run.output.contains("[sameLayerDependency]"))
    }

    @Test func cycleReportsTheWholePath() throws {
        let package = try FixturePackage("Cycle")
        defer { package.remove() }
        let run = package.run("check")
        #expect(run.exitCode == 1)
        #expect(run.output.contains("Package.swift:8:54: error: Dependency cycle: OrderService → PaymentService → LedgerService → OrderService."))
        #expect(run.output.contains("[cycle]"))
    }

    @Test func targetsInNoLayerWarnByDefault() throws {
        let package = try FixturePackage("NoLayer")
        defer { package.remove() }
        let run = package.run("check")
        #expect(run.exitCode == 0)
        #expect(run.output.contains("Package.swift:9:9: warning: 'Helpers' is in no layer"))
        #expect(run.output.contains("Package.swift:10:9: warning: 'Tool' is in no layer"))
        #expect(run.output.contains("0 errors, 2 warnings"))
    }

    @Test func configurationPromotesAndSilencesWarnings() throws {
        let package = try FixturePackage("NoLayer")
        defer { package.remove() }
        try package.write(".lattice.yml", "severity:\n  nodeInNoLayer: error\n")
        let promoted = package.run("check")
        #expect(promoted.exitCode == 1)
        #expect(promoted.output.contains("Package.swift:9:9: error: 'Helpers' is in no layer"))
        try package.write("quiet.yml", "severity:\n  nodeInNoLayer: ignore\n")
        let silenced = package.run("check", ["--config", package.directory.appendingPathComponent("quiet.yml").path])
        #expect(silenced.exitCode == 0)
        #expect(silenced.output.contains("0 errors, 0 warnings"))
    }

    @Test func implementationDependencyWhereAnInterfaceExists() throws {
        let package = try FixturePackage("Implementation")
        defer { package.remove() }
        let run = package.run("check")
        #expect(run.exitCode == 1)
        #expect(run.output.contains("Package.swift:10:53: error: 'CartFeature' depends on the implementation 'PaymentService', but its interface 'PaymentServiceInterface' exists."))
        // ShopApp is a composition root; CheckoutFeature uses the interface.
        #expect(!run.output.contains("'ShopApp' depends on the implementation"))
        #expect(!run.output.contains("'CheckoutFeature' depends"))
        #expect(run.output.contains("1 error, 0 warnings"))
    }

    @Test func interfaceNamingIsConfigurable() throws {
        let package = try FixturePackage("Implementation", withConfiguration: false)
        defer { package.remove() }
        try package.write(".lattice.yml", """
            layers:
              - name: shared
                patterns: ["*Service*"]
              - name: top
                patterns: ["*Feature", ShopApp]
            interfaces:
              naming: "{name}API"
            """)
        let run = package.run("check")
        // No `PaymentServiceAPI` exists, so depending on PaymentService is fine.
        #expect(run.exitCode == 0)
        #expect(run.output.contains("0 errors, 0 warnings"))
    }

    @Test func testTargetsTakePartWhenConfigured() throws {
        let package = try FixturePackage("Clean")
        defer { package.remove() }
        try package.write(".lattice.yml", "tests: include\n")
        let run = package.run("check")
        #expect(run.exitCode == 0)
        #expect(run.output.contains("Package.swift:25:9: warning: 'CartFeatureTests' is in no layer"))
        #expect(run.output.contains("in 6 targets and 7 dependencies"))
    }

    @Test func jsonFormatListsEveryFinding() throws {
        let package = try FixturePackage("Implementation")
        defer { package.remove() }
        let run = package.run("check", ["--format", "json"])
        #expect(run.exitCode == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 1)
        #expect(object["targets"] as? Int == 5)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["rule"] as? String == "implementationDependency")
        #expect(diagnostics.first?["line"] as? Int == 10)
        #expect(diagnostics.first?["column"] as? Int == 53)
        #expect(diagnostics.first?["dependency"] as? String == "PaymentService")
    }

    @Test func checkIsTheDefaultSubcommand() throws {
        let package = try FixturePackage("Cycle")
        defer { package.remove() }
        let run = LatticeTool.run(["--package-path", package.path, "--dump-file", package.dumpFile])
        #expect(run.exitCode == 1)
        #expect(run.output.contains("[cycle]"))
    }

    /// The one test that really runs SwiftPM (`swift` is on every machine that builds this).
    @Test(.timeLimit(.minutes(3))) func runsSwiftPackageDumpPackage() throws {
        let package = try FixturePackage("Tiny")
        defer { package.remove() }
        let run = package.run("check", dump: false)
        #expect(run.errorOutput.isEmpty)
        #expect(run.exitCode == 1)
        #expect(run.output.contains("Package.swift:10:54: error: 'OtherFeature' depends on 'TinyFeature', but both are in 'features'"))
        #expect(run.output.contains("in 3 targets and 2 dependencies"))
    }
}
