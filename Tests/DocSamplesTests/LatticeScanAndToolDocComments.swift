// The doc comments' samples of LatticeScan and LatticeTool, and the tool's outputs the docs
// show. Imported: the modules, LatticeGraph (locations) and Foundation (files).
import Foundation
import LatticeGraph
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

@Suite("LatticeScan and LatticeTool doc comments")
struct LatticeScanAndToolDocComments {
    /// What a reader of `LatticeTool.run` infers: the executable's `exit`, recorded here
    /// instead of ending the test process.
    let exitCodes = Recorder<Int32>()
    func exit(_ code: Int32) { exitCodes.record(code) }
    static let shop = DocBlocks.root.appendingPathComponent("Examples/Shop").path

    @Test("SourceScanner: a target's resolves")
    func sourceScanner() throws {
        // sample: Sources/LatticeScan/SourceScanner.swift#1
        let scan = SourceScanner.scan(target: "CartService", root: "/path/to/Shop", files: ["Sources/CartService/Cart.swift"])
        scan.resolves.map(\.service.type)   // ["ShopDatabase", "EventLogging", …]
        // end sample
        #expect(scan.resolves.isEmpty)   // /path/to/Shop does not exist
        let shop = SourceScanner.scan(target: "CartService", root: Self.shop, files: ["Sources/CartService/Cart.swift"])
        #expect(shop.resolves.map(\.service.type).contains("EventLogging"))
    }

    @Test("LatticeScan landing page: a package's registrations and routes")
    func scanPackage() {
        // sample: Sources/LatticeScan/LatticeScan.docc/LatticeScan.md#1
        let scans = SourceScanner.scanPackage(root: "/path/to/Shop", targets: ["CartService", "HomeFeature"])
        for scan in scans {
            print(scan.name, scan.registrations.map(\.service.type), scan.routes.compactMap(\.pattern))
        }
        // end sample
        #expect(scans.map(\.name) == ["CartService", "HomeFeature"] && scans.allSatisfy(\.registrations.isEmpty))   // /path/to/Shop does not exist
        let shop = SourceScanner.scanPackage(root: Self.shop, targets: ["CartService", "HomeFeature"])
        #expect(shop[0].registrations.map(\.service.type).contains("CartManaging"))
        #expect(!shop[1].routes.isEmpty)
    }

    @Test("WiringGenerator: the generated file is written")
    func wiringGenerator() throws {
        let root = Self.shop
        let files = ["Sources/CartService/Cart.swift", "Sources/CartService/CartComponent.swift"]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("DocSamples-\(UInt64.random(in: 0...UInt64.max)).swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // sample: Sources/LatticeScan/WiringGenerator.swift#1
        let scan = SourceScanner.scan(target: "CartService", root: root, files: files)
        switch WiringGenerator.generate(scan) {
        case .file(let text): try text.write(toFile: path, atomically: true, encoding: .utf8)
        case .nothing: break            // no annotation, every component declares its lists
        case .failed(let diagnostics):  // annotations but no component, or two components and none marked
            diagnostics.forEach { print($0) }
        }
        // end sample
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("LatticeTool.run: the tool's output and exit status")
    func run() {
        // sample: Sources/LatticeTool/LatticeTool.swift#1
        let run = LatticeTool.run(["check", "--package-path", "App"])
        print(run.output); exit(run.exitCode)
        // end sample
        #expect(exitCodes.values == [2])   // no package at App: bad input
    }

    @Test("PackageScan: the scans of a package's targets")
    func packageScan() throws {
        // sample: Sources/LatticeTool/PackageScan.swift#1
        let scans = try PackageScan.scan(packagePath: "Examples/Shop")
        // end sample
        #expect(scans.contains { $0.name == "CartService" })
    }

    @Test("ScanCache: a second run reads the summaries")
    func scanCache() throws {
        // Relative to the test's directory, the package root: its .build holds the summaries.
        try? FileManager.default.removeItem(atPath: ".build/lattice/summaries")
        let sources = DocBlocks.root.appendingPathComponent("Examples/Shop/Sources")
        let cartFiles = SourceScanner.swiftFiles(in: sources.appendingPathComponent("CartService").path)
        let homeFiles = SourceScanner.swiftFiles(in: sources.appendingPathComponent("HomeFeature").path)
        // sample: Sources/LatticeTool/ScanCache.swift#1
        let cache = ScanCache(directory: ".build/lattice/summaries")
        let (scans, scanned) = cache.scan(root: ".", targets: [("Cart", cartFiles), ("Home", homeFiles)])
        // end sample
        #expect(scans.map(\.name) == ["Cart", "Home"] && scanned == ["Cart", "Home"])
        #expect(cache.scan(root: ".", targets: [("Cart", cartFiles), ("Home", homeFiles)]).scanned.isEmpty)
    }

    /// Runs `lattice check` on a copy of one of LatticeToolTests' fixtures and prints what a
    /// user in the package's directory sees (the copy's path removed).
    func check(fixture: String) throws -> String {
        let source = DocBlocks.root.appendingPathComponent("Tests/LatticeToolTests/Fixtures/\(fixture)")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("DocSamples-\(fixture)-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: source.appendingPathComponent("Package.swift.fixture"), to: copy.appendingPathComponent("Package.swift"))
        let run = LatticeTool.run([
            "check", "--package-path", copy.path, "--dump-file", source.appendingPathComponent("dump-package.json").path,
        ])
        return run.output.replacingOccurrences(of: copy.path + "/", with: "")
    }

    // output: README.md#13
    @Test("README: the check's output on the FeatureToFeature fixture")
    func featureToFeature() throws {
        ShownOutput.expect(try check(fixture: "FeatureToFeature"), shownIn: "README.md#13")
    }

    // output: Sources/LatticeTool/LatticeTool.docc/LatticeTool.md#1
    @Test("LatticeTool article: the check's output on the LayerViolation fixture")
    func layerViolation() throws {
        ShownOutput.expect(try check(fixture: "LayerViolation"), shownIn: "Sources/LatticeTool/LatticeTool.docc/LatticeTool.md#1")
    }

    // output: README.md#11
    @Test("README: the wiring check's finding on a hand-written list that misses a resolve")
    func undeclaredService() {
        func at(_ file: String, _ line: Int, _ column: Int) -> FileLocation {
            FileLocation(file: "Sources/\(file)", line: line, column: column)
        }
        let events = ServiceReference(spelling: "(any EventLogging)")
        let log = ScannedTarget(
            name: "LogKit",
            components: [ScannedComponent(typeName: "LogComponent", name: "Log", location: at("LogKit/Log.swift", 3, 1))],
            registrations: [ScannedRegistration(service: events, scope: "singleton", component: "LogComponent", source: .call, location: at("LogKit/Log.swift", 9, 9))])
        let cart = ScannedTarget(
            name: "CartService",
            components: [ScannedComponent(typeName: "CartComponent", name: "Cart", declaredProvided: [], declaredRequired: [], location: at("CartService/CartComponent.swift", 5, 1))],
            resolves: [ScannedResolve(service: events, component: "CartComponent", location: at("CartService/CartComponent.swift", 21, 71))],
            componentDependencies: [ScannedComponentDependency(component: "CartComponent", name: "Log", location: at("CartService/CartComponent.swift", 8, 9))])
        let found = WiringCheck(targets: [log, cart]).run()
        ShownOutput.expect(found.map(\.compilerForm).joined(separator: "\n"), shownIn: "README.md#11")
    }
}

@Test("ConfigurationLoader: the documented .lattice.yml reads as it says")
func documentedConfiguration() throws {
    let yaml = try #require(DocBlocks.block("Sources/LatticeTool/LatticeTool.docc/ConfiguringTheCheck.md#1")).text
    let configuration = try ConfigurationLoader.parse(yaml, file: ".lattice.yml")
    #expect(configuration.rules.layers.map(\.name) == ["foundation", "features"])
    #expect(configuration.rules.layer(forName: "CartFeature") == "features")
    #expect(configuration.interfaceNaming == "{name}Interface")
    #expect(configuration.compositionRoots == ["App"])
    #expect(configuration.severities[.nodeInNoLayer] == .error)
    #expect(!configuration.includeTests)
    #expect(configuration.excluded == ["*Fixtures"])
    #expect(configuration.excludedComponents == ["Recommendations"])
}
