// The LatticeNavigation article "Testing navigation": the screen helper and the declarations
// `lattice check --wiring` reads, and what it reports about them.
import Foundation
import LatticeComponents
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

// sample: Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#5
import Lattice
import LatticeNavigation

enum OrderRoutes {
    static let orders = "shop://orders"
    static let order = TypedRoute<Int>(deferringErrors: "shop://orders/:id<int>")
}

extension ComponentContext {
    /// Declares `destination` and adds its route, which shows it through `navigator`.
    func addScreen(_ destination: Destination, to registry: DestinationRegistry, navigator: Navigator, exposure: Exposure = .app) throws {
        try registry.add(destination)
        try self.router.add(destination.pattern, exposure: exposure) { [unowned navigator] request in try await navigator.show(request) }
    }
}
// end sample

// sample: Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#6
import Lattice
import LatticeNavigation

struct OrdersScreens: Component {
    let registry: DestinationRegistry
    let navigator: Navigator
    var name: String { "Orders" }
    var version: SemanticVersion { SemanticVersion(1, 0, 0) }

    func register(in context: ComponentContext) throws {
        try context.addScreen(Destination(OrderRoutes.orders, tab: "orders"), to: registry, navigator: navigator, exposure: .external)
        try context.addScreen(Destination(OrderRoutes.order, parent: "shop://order"), to: registry, navigator: navigator, exposure: .external)
    }
}
// end sample

// output: Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#7
/// The article shows what the whole-app check reports about its own helper and
/// declarations: this scans the two blocks as one target's files and runs the check.
@Test("Testing navigation article: the wiring check reports the parent nobody declares, at the declaration")
func testingNavigationWiringCheck() throws {
    let helper = try #require(DocBlocks.block("Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#5")).text
    let screens = try #require(DocBlocks.block("Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#6")).text
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("testing-navigation-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = root.appendingPathComponent("Sources/OrdersFeature")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try helper.write(to: directory.appendingPathComponent("OrderRoutes.swift"), atomically: true, encoding: .utf8)
    try screens.write(to: directory.appendingPathComponent("OrdersScreens.swift"), atomically: true, encoding: .utf8)
    let targets = SourceScanner.scanPackage(root: root.path, targets: ["OrdersFeature"])
    let found = WiringCheck(targets: targets).run()
    #expect(found.map(\.rule) == [.destinationWiring])
    ShownOutput.expect(found.map(\.compilerForm).joined(separator: "\n"), shownIn: "Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#7", .contained)

    // With the parent the order sits on, the check finds nothing.
    try screens.replacingOccurrences(of: #"parent: "shop://order")"#, with: "parent: OrderRoutes.orders)")
        .write(to: directory.appendingPathComponent("OrdersScreens.swift"), atomically: true, encoding: .utf8)
    #expect(WiringCheck(targets: SourceScanner.scanPackage(root: root.path, targets: ["OrdersFeature"])).run().isEmpty)
}
