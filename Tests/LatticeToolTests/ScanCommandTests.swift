import Foundation
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `lattice scan`, `lattice routes`, `lattice services` over the `Wired` fixture.
@Suite struct ScanCommandTests {
    @Test func scansEveryRegularTargetIntoAnOutputDirectory() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        let directory = package.directory.appendingPathComponent("Generated").path
        let run = package.run("scan", ["--output-directory", directory])
        #expect(run.exitCode == 0, "\(run.errorOutput)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(written == ["Catalog+LatticeWiring.swift", "Payments+LatticeWiring.swift"])   // not the test target
        let payments = try String(contentsOfFile: directory + "/Payments+LatticeWiring.swift", encoding: .utf8)
        #expect(payments.contains("public var requiredServices: [ServiceKeyDescriptor] { [ServiceKeyDescriptor((any EventLogging).self), ServiceKeyDescriptor(ReceiptStore.self)] }"))
        #expect(payments.contains("// Regenerate with: lattice scan --package-path \(package.path) --target Payments --output-directory \(directory)"))
    }

    @Test func writesOneTargetToAFileAlwaysEvenWhenThereIsNothingToRegister() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        let file = package.directory.appendingPathComponent("out/Catalog+LatticeWiring.swift").path
        let run = package.run("scan", ["--target", "Catalog", "--output", file])
        #expect(run.exitCode == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        // The component's service lists; its annotations register themselves (the records).
        #expect(text.contains("public var providedServices: [ServiceKeyDescriptor] { [ServiceKeyDescriptor((any CartCounting).self, name: \"badge\"), ServiceKeyDescriptor((any CartManaging).self)"))
        #expect(!text.contains("registerAnnotated"))
        // Only the files given (as the build plugin passes them): no annotation, no component.
        let single = package.directory.appendingPathComponent("out/Empty.swift").path
        let empty = package.run("scan", ["--target", "Catalog", "--output", single, package.path + "/Sources/Catalog/Routes/ProductRoutes.swift"], dump: false)
        #expect(empty.exitCode == 1)   // annotations, no component
        #expect(empty.errorOutput.contains("Sources/Catalog/Routes/ProductRoutes.swift:5:5: error: Target 'Catalog' has annotations but no component"))
        #expect(try String(contentsOfFile: single, encoding: .utf8).contains("Nothing to register"))
    }

    @Test func errorsExitWithStatusOneInCompilerForm() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        try package.write("Sources/Catalog/Bad.swift", "@Provides(scope: .weak)\nfinal class Bad {}\n")
        let run = package.run("scan", ["--target", "Catalog"])
        #expect(run.exitCode == 1)
        #expect(run.errorOutput.contains("Sources/Catalog/Bad.swift:1:1: error: @Provides on 'Bad' does not name the service type it provides."))
        #expect(run.output.contains("extension CatalogComponent {"))
        let unknown = package.run("scan", ["--target", "Nope"])
        #expect(unknown.exitCode == LatticeTool.badInputExitCode && unknown.errorOutput.contains("has no target 'Nope'"))
    }

    @Test func writesTheScanAsJSON() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        let run = package.run("scan", ["--format", "json"])
        let scans = try JSONDecoder().decode([ScannedTarget].self, from: Data(run.output.utf8))
        #expect(scans.map(\.name) == ["Catalog", "Payments"])
        #expect(scans[1].files == ["Modules/Payments/PaymentsComponent.swift"])   // the manifest's path:
    }

    @Test func listsRoutes() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        let run = package.run("routes")
        #expect(run.exitCode == 0)
        #expect(run.output.contains("| `shop://pay/:order<int>` | order: int | amount | no | Payments | PaymentsComponent | Payments | Modules/Payments/PaymentsComponent.swift:23:13 |"))
        #expect(run.output.contains("| `GET shop://search/:term` | term: string | page | no | Search | CatalogComponent | Catalog |"))
        #expect(run.output.contains("5 routes."))
        // A typed route constant keeps the types of its generic arguments: `:order` is an int.
        #expect(run.output.contains("| `shop://refund/:order` | order: int |  | yes | Payments | PaymentsComponent | Payments | Modules/Payments/PaymentsComponent.swift:29:13 |"))
        let json = package.run("routes", ["--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.count == 5)
        #expect(entries.first?["queryParameters"] as? [String] == ["qty", "ref"])
    }

    @Test func listsServicesWithWhoResolvesThem() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        let run = package.run("services")
        #expect(run.exitCode == 0)
        #expect(run.output.contains("| `EventLogging` |  |  | **not registered** | CatalogComponent at Sources/Catalog/Services.swift:12:19<br>PaymentsComponent at Modules/Payments/PaymentsComponent.swift:14:96 |  |"))
        #expect(run.output.contains("| `CartManaging` |  | singleton | CatalogComponent (Catalog): Cart |"))
        let json = package.run("services", ["--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let gateway = try #require(entries.first { $0["service"] as? String == "Gateway" })
        #expect(gateway["name"] as? String == "stripe")
    }
}

/// `lattice scan --state`: what the build plugin runs after SwiftPM relinks the tool.
@Suite struct ScanStateTests {
    @Test func aRunWithNothingChangedDoesNothing() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        let output = package.directory.appendingPathComponent("out/Catalog+LatticeWiring.swift").path
        let state = package.directory.appendingPathComponent("out/Catalog.scan-state.json").path
        let source = package.path + "/Sources/Catalog/Services.swift"
        let arguments = ["--target", "Catalog", "--output", output, "--state", state, source, package.path + "/Sources/Catalog/CatalogComponent.swift"]
        // A date in whole seconds, which setting it again gives back exactly.
        let date = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 60).rounded())
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: source)
        #expect(package.run("scan", arguments, dump: false).exitCode == 0)
        let first = try String(contentsOfFile: output, encoding: .utf8)
        #expect(first.contains("(any CartManaging).self"))
        // Same size and date, other text: the run trusts the stamps and parses nothing.
        let text = try String(contentsOfFile: source, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "CartManaging", with: "CartHandling").utf8).write(to: URL(fileURLWithPath: source))
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: source)
        #expect(package.run("scan", arguments, dump: false).exitCode == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == first)
        // A real edit (a new date) scans again.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: source)
        #expect(package.run("scan", arguments, dump: false).exitCode == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("(any CartHandling).self"))
    }

    @Test func aMissingOutputIsWrittenAgain() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        let output = package.directory.appendingPathComponent("out/Catalog+LatticeWiring.swift").path
        let state = package.directory.appendingPathComponent("out/state.json").path
        let arguments = ["--target", "Catalog", "--output", output, "--state", state, package.path + "/Sources/Catalog/CatalogComponent.swift"]
        #expect(package.run("scan", arguments, dump: false).exitCode == 0)
        try FileManager.default.removeItem(atPath: output)
        #expect(package.run("scan", arguments, dump: false).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test func aFailedScanIsNotRemembered() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        try package.write("Sources/Catalog/Bad.swift", "@Provides(scope: .weak)\nfinal class Bad {}\n")
        let output = package.directory.appendingPathComponent("out/Catalog+LatticeWiring.swift").path
        let state = package.directory.appendingPathComponent("out/state.json").path
        let arguments = ["--target", "Catalog", "--output", output, "--state", state, package.path + "/Sources/Catalog/Bad.swift"]
        for _ in 0..<2 {
            let run = package.run("scan", arguments, dump: false)
            #expect(run.exitCode == 1)
            #expect(run.errorOutput.contains("Bad.swift:1:1: error: @Provides on 'Bad' does not name the service type"))
        }
        #expect(!FileManager.default.fileExists(atPath: state))
    }
}

/// The main-actor app target (`LatticeMainActorAppTests`, built as Xcode 26's app template
/// sets an app up) compiles a generated registration kept in the repository: it must be what
/// `lattice scan` writes today, so that the test target proves the generated code compiles
/// where every type is main-actor by default.
@Suite struct MainActorAppWiringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theCommittedRegistrationIsWhatTheScanWrites() throws {
        let target = Self.root.appendingPathComponent("Tests/LatticeMainActorAppTests")
        let committed = target.appendingPathComponent("LatticeMainActorAppTests+LatticeWiring.swift")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("main-actor-wiring-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = LatticeTool.run([
            "scan", "--package-path", Self.root.path, "--target", "LatticeMainActorAppTests", "--output", output.path,
            target.appendingPathComponent("ShopApp.swift").path,
        ])
        #expect(run.exitCode == 0, "\(run.errorOutput)")
        // The command line in the header names the paths it was run with.
        func body(_ url: URL) throws -> [String] {
            try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n").filter { !$0.hasPrefix("// Regenerate with:") }
        }
        #expect(try body(output) == body(committed), "To fix, regenerate it: lattice-cli scan --package-path . --target LatticeMainActorAppTests --output \(committed.path) \(target.path)/ShopApp.swift")
        #expect(try String(contentsOf: committed, encoding: .utf8).contains("var providedServices: [ServiceKeyDescriptor] { [ServiceKeyDescriptor((any BadgeModel).self)"))
    }
}
