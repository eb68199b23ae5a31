import Foundation
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

// output: Sources/Lattice/Lattice.docc/GettingStarted.md#7
/// The getting-started article shows the diagnostic the whole-app check prints for its own
/// home screen when nothing provides the cart: this runs the check on the article's own
/// interface module and home screen, in a package without the cart.
@Test("getting started: the wiring diagnostic shown is what the check prints")
func gettingStartedWiringDiagnostic() throws {
    let interfaces = try #require(DocBlocks.block("Sources/Lattice/Lattice.docc/GettingStarted.md#2")).text
    let home = try #require(DocBlocks.block("Sources/Lattice/Lattice.docc/GettingStarted.md#4")).text
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("getting-started-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (target, file, text) in [("ShopInterfaces", "ShopInterfaces.swift", interfaces), ("HomeFeature", "HomeComponent.swift", home)] {
        let directory = root.appendingPathComponent("Sources/\(target)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    let targets = SourceScanner.scanPackage(root: root.path, targets: ["ShopInterfaces", "HomeFeature"])
    let printed = WiringCheck(targets: targets).run().map(\.compilerForm)
    #expect(printed.count == 2, "the unknown component and the unprovided service")
    ShownOutput.expect(printed.joined(separator: "\n"), shownIn: "Sources/Lattice/Lattice.docc/GettingStarted.md#7", .contained)
}
