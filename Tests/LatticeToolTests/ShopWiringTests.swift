import Foundation
import LatticeCore
import LatticeGraph
import LatticeManifest
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// The sample shop, as its build plugin checks it: clean under every rule, its
/// `components.yml` included; what the build cannot read is at most a note.
@Suite struct ShopWiringTests {
    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Shop").path

    @Test func theShopIsCleanUnderTheWholeAppCheckAndItsManifestAgreesWithItsCode() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.shop + "/Sources").sorted()
        let scans = SourceScanner.scanPackage(root: Self.shop, targets: targets)
        let configuration = try ConfigurationLoader.load(path: Self.shop + "/.lattice.yml")
        let manifest = try ComponentManifest(contentsOfFile: Self.shop + "/components.yml")
        let found = WiringCheck(targets: scans, configuration: configuration, manifest: manifest).run()
        #expect(found.filter { $0.severity != .note }.isEmpty, "\(found.map(\.compilerForm))")
        // Without its exclusions, the two components broken on purpose are found at build time.
        var everything = configuration
        everything.excludedComponents = []
        let broken = WiringCheck(targets: scans, configuration: everything, manifest: manifest).run().filter { $0.severity == .error }
        #expect(Set(broken.map(\.rule)) == [.unsatisfiedRequirement, .componentLayerViolation], "\(broken.map(\.compilerForm))")
        #expect(broken.allSatisfy { $0.location?.file == "Sources/ShopApp/DemoConflicts.swift" })
    }
}
