// The doc comments of the test kit's navigation assertions (ShownScreens, ExpectedStep,
// NavigationTestHost, DestinationRegistry.expectNoProblems).
import LatticeCore
import LatticeNavigation
import LatticeRouting
import LatticeTestKit
import Testing

@MainActor
@Test("LatticeTestKit doc comments: screens and steps written as a test writes them, a link checked in one line, the destinations checked")
func latticeTestKitNavigationDocComments() async throws {
    let registry = try ShopDestinations.registry()
    let router = try ShopDestinations.router()
    // sample: Sources/LatticeTestKit/ShownScreens.swift#1
    let expected = ShownScreens(selecting: "orders", ["orders": ["shop://orders", "shop://orders/7"]])
    let start = ShownScreens(selecting: "home", ["home": ["shop://product/42", .sheet("shop://cart")]])
    // end sample
    // sample: Sources/LatticeTestKit/ExpectedStep.swift#1
    let steps: [ExpectedStep] = [.selectTab("orders"), .push(["shop://orders", "shop://orders/7"], tab: "orders")]
    // end sample
    #expect(ShownScreens(try start.state(in: registry)) == start)
    #expect("\(start)" == "home: [shop://product/42, sheet shop://cart] (selected)")
    #expect(steps.map(\.description) == ["select orders", "push orders: shop://orders, shop://orders/7"])

    // sample: Sources/LatticeTestKit/NavigationTestHost.swift#1
    let host = try NavigationTestHost(registry: registry, showing: ShownScreens(selecting: "home"))
    await host.expectLink(
        "shop://orders/7", origin: .push, leadsTo: ShownScreens(selecting: "orders", ["orders": ["shop://orders", "shop://orders/7"]]),
        through: [.selectTab("orders"), .push(["shop://orders", "shop://orders/7"], tab: "orders")])
    // end sample
    #expect(host.shown == expected)

    // sample: Sources/LatticeTestKit/DestinationRegistry+Expect.swift#1
    registry.expectNoProblems(against: router, except: ["shop://cart/add/:sku"])
    // end sample
}
