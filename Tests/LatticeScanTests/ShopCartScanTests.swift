import LatticeScan
import Testing

/// `Fixtures/Shop`: the sample shop's CartService, as written (hand-written wiring).
@Suite struct ShopCartScanTests {
    let scan = FixtureScan.scan("Shop", target: "CartService")

    @Test func findsThatCartComponentResolvesEventLoggingWithoutDeclaringIt() throws {
        let component = try #require(scan.components.first)
        #expect(component.typeName == "CartComponent" && component.name == "Cart" && component.version == "2.1.0" && component.layer == "shared")
        let declared = Set((component.declaredRequired ?? []).map(\.type))
        #expect(declared == ["ShopDatabase", "CatalogProviding"])
        let resolved = scan.resolves.filter { $0.component == "CartComponent" && $0.kind == .required }.map(\.service.type)
        #expect(resolved.contains("EventLogging"))
        #expect(!declared.contains("EventLogging"))
        #expect(WiringGenerator.requiredServices(of: "CartComponent", in: scan).map(\.type) == ["CatalogProviding", "EventLogging", "ShopDatabase"])
    }

    @Test func readsItsRegistrationsAndMediatorTarget() {
        #expect(scan.registrations.map(\.service.type) == ["CartManaging", "CartCounting"])
        #expect(scan.registrations[0].resolves.map(\.type) == ["ShopDatabase", "EventLogging"])
        #expect(scan.mediatorTargets.first?.name == "ShopContracts.cartCount.target" && scan.mediatorTargets.first?.isLiteral == false)
        #expect(scan.mediatorTargets.first?.actions.map(\.name) == ["ShopContracts.cartCount", "ShopContracts.cartAdd"])
        #expect(scan.componentDependencies.map(\.name) == ["Storage", "Network", "Log"])
        #expect(scan.diagnostics.isEmpty)
        #expect(WiringGenerator.text(for: scan) == nil)   // declares its lists, annotates nothing
    }
}
