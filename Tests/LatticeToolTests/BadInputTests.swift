import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// Every bad input is a clear error on standard error with exit status 2 (64 for usage).
@Suite struct BadInputTests {
    @Test func noPackageSwift() throws {
        let empty = try FixturePackage(nil)
        defer { empty.remove() }
        try FileManager.default.createDirectory(at: empty.directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        try empty.write("App/Package.swift", "// swift-tools-version:6.0\n")
        let run = LatticeTool.run(["check", "--package-path", empty.path])
        #expect(run.exitCode == LatticeTool.badInputExitCode)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.hasPrefix("error: There is no Package.swift in '\(empty.path)'. Packages below it: 'App'. To fix,"))
    }

    @Test func packagePathThatIsNotADirectory() {
        let run = LatticeTool.run(["graph", "--package-path", "/nonexistent/lattice/package"])
        #expect(run.exitCode == 2)
        #expect(run.errorOutput.contains("'/nonexistent/lattice/package' is not a directory"))
    }

    @Test(.timeLimit(.minutes(3))) func manifestThatDoesNotEvaluate() throws {
        let package = try FixturePackage("Broken")
        defer { package.remove() }
        let run = package.run("check", dump: false)
        #expect(run.exitCode == 2)
        #expect(run.errorOutput.contains("Package.swift does not evaluate: `swift package dump-package` exited with status"))
        #expect(run.errorOutput.contains("undefinedDependencyList"))
        #expect(run.errorOutput.contains("To fix, correct the manifest"))
    }

    @Test func unreadableAndMalformedDumps() throws {
        let package = try FixturePackage("Clean")
        defer { package.remove() }
        let missing = LatticeTool.run(["check", "--package-path", package.path, "--dump-file", package.path + "/nope.json"])
        #expect(missing.exitCode == 2)
        #expect(missing.errorOutput.contains("The dump file '\(package.path)/nope.json' cannot be read."))
        try package.write("bad.json", "{\"name\": \"X\", \"targets\": [{\"name\": 3}]}")
        let malformed = LatticeTool.run(["check", "--package-path", package.path, "--dump-file", package.path + "/bad.json"])
        #expect(malformed.exitCode == 2)
        #expect(malformed.errorOutput.contains("cannot be read"))
        #expect(malformed.errorOutput.contains("To fix, pass a file written by `swift package dump-package`."))
    }

    @Test func unknownConfigurationKeyNamesTheLineAndSuggests() throws {
        let package = try FixturePackage("Clean")
        defer { package.remove() }
        try package.write(".lattice.yml", "tests: exclude\nlayer:\n  - name: core\n")
        let run = package.run("check")
        #expect(run.exitCode == 2)
        #expect(run.errorOutput == "\(package.path)/.lattice.yml:2:1: error: Unknown key 'layer' in the configuration. Did you mean 'layers'? To fix, use one of 'layers', 'interfaces', 'severity', 'tests', 'exclude' or 'components'.\n")
    }

    @Test func malformedConfigurationValues() throws {
        let package = try FixturePackage("Clean")
        defer { package.remove() }
        let cases: [(String, String)] = [
            ("severity:\n  cycle: fatal\n", ".lattice.yml:2:10: error: 'fatal' is not a severity for 'cycle'."),
            ("severity:\n  cycles: error\n", ".lattice.yml:2:3: error: Unknown key 'cycles' in 'severity'. Did you mean 'cycle'?"),
            ("layers:\n  - name: a\n    patern: [X]\n", ".lattice.yml:3:5: error: Unknown key 'patern' in a layer. Did you mean 'patterns'?"),
            ("layers:\n  - name: a\n    mayDependOn: [b]\n", ".lattice.yml:1:1: error: The layers are inconsistent: The layer 'a' may depend on 'b', which is not a layer."),
            ("layers:\n  - patterns: [X]\n", ".lattice.yml:2:5: error: A layer has no 'name'."),
            ("layers:\n  - name: a\n    allowsDependenciesWithin: maybe\n", ".lattice.yml:3:31: error: 'allowsDependenciesWithin' must be true or false, not 'maybe'."),
            ("tests: sometimes\n", ".lattice.yml:1:8: error: 'tests' is 'sometimes'."),
            ("interfaces:\n  naming: Interface\n", ".lattice.yml:2:11: error: 'naming' is 'Interface', which must contain {name}"),
            ("layers: [\n  - name: a\n", ".lattice.yml:2:3: error: '\(package.path)/.lattice.yml' is not valid YAML:"),
            ("- just\n- a list\n", ".lattice.yml:1:1: error: the configuration must be a mapping of keys"),
        ]
        for (text, expected) in cases {
            try package.write(".lattice.yml", text)
            let run = package.run("check")
            #expect(run.exitCode == 2, "\(text)")
            #expect(run.errorOutput.hasPrefix("\(package.path)/\(expected)"), "\(text) gave \(run.errorOutput)")
        }
    }

    @Test func missingConfigFile() throws {
        let package = try FixturePackage("Clean")
        defer { package.remove() }
        let run = package.run("check", ["--config", "/nonexistent/lattice.yml"])
        #expect(run.exitCode == 2)
        #expect(run.errorOutput.contains("The configuration file '/nonexistent/lattice.yml' cannot be read."))
    }

    @Test func badUsage() {
        let format = LatticeTool.run(["graph", "--format", "png"])
        #expect(format.exitCode == 64)
        #expect(format.errorOutput.contains("png"))
        let unknown = LatticeTool.run(["lint"])
        #expect(unknown.exitCode == 64)
        let help = LatticeTool.run(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.output.contains("check"))
        #expect(help.output.contains("graph"))
        let checkHelp = LatticeTool.run(["check", "--help"])
        #expect(checkHelp.exitCode == 0)
        #expect(checkHelp.output.contains("USAGE: lattice check"))
        let graphHelp = LatticeTool.run(["help", "graph"])
        #expect(graphHelp.exitCode == 0)
        #expect(graphHelp.output.contains("USAGE: lattice graph"))
    }
}
