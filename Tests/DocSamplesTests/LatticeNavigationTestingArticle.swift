// The LatticeNavigation article "Testing navigation": the in-memory adapter, the test kit's
// one-line assertions and its check of the destinations.
import LatticeCore
import LatticeNavigation
import LatticeRouting
import Testing

/// What the article's reader has: the shop's destinations (a product in Home, Orders and an
/// order in Orders, a cart sheet) and the app's router, whose exposed routes are screens
/// but one, an action that adds to the cart.
enum ShopDestinations {
    static func registry() throws -> DestinationRegistry {
        let registry = DestinationRegistry(tabs: ["home", "orders"])
        try registry.add(Destination("shop://product/:id<int>", tab: "home"))
        try registry.add(Destination("shop://orders", tab: "orders"))
        try registry.add(Destination("shop://orders/:id<int>", parent: "shop://orders"))
        try registry.add(Destination("shop://cart", presentation: .sheet))
        return registry
    }

    static func router() throws -> Router {
        let router = Router()
        for pattern in ["shop://product/:id<int>", "shop://orders/:id<int>", "shop://cart", "shop://cart/add/:sku"] {
            try router.add(pattern, exposure: .external) { _ in .handled }
        }
        return router
    }
}

@MainActor
@Test("Testing navigation article: the in-memory adapter applies one update and every step fits")
func testingNavigationInMemoryAdapter() async throws {
    let registry = try ShopDestinations.registry()
    let router = Router()
    // sample: Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#1
    let adapter = InMemoryNavigationAdapter(showing: NavigationState(tabs: registry.tabs))
    let navigator = Navigator(registry: registry, router: router, adapter: adapter)
    for destination in registry.destinations {
        try router.add(destination.pattern, exposure: .external) { [unowned navigator] request in try await navigator.show(request) }
    }
    try await navigator.open("shop://orders/7", origin: .push)
    #expect(adapter.updates.count == 1)           // select Orders and push two screens, in one update
    #expect(adapter.shown == navigator.state)     // every step fitted what the screen showed
    #expect(adapter.problems.isEmpty)
    // end sample
    #expect(adapter.updates.first?.count == 2)
}

// sample: Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#2
import LatticeTestKit

@Test @MainActor func aPushOpensTheOrderOverOrders() async throws {
    let host = try NavigationTestHost(registry: try ShopDestinations.registry())
    await host.expectLink(
        "shop://orders/7", origin: .push,
        leadsTo: ShownScreens(selecting: "orders", ["orders": ["shop://orders", "shop://orders/7"]]),
        through: [.selectTab("orders"), .push(["shop://orders", "shop://orders/7"], tab: "orders")])
}
// end sample

@MainActor
@Test("Testing navigation article: a link from a given state presents the cart over the product")
func testingNavigationFromAState() async throws {
    let registry = try ShopDestinations.registry()
    // sample: Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#3
    let host = try NavigationTestHost(
        registry: registry, showing: ShownScreens(selecting: "home", ["home": ["shop://product/42"]]))
    await host.expectLink(
        "shop://cart", leadsTo: ShownScreens(selecting: "home", ["home": ["shop://product/42", .sheet("shop://cart")]]),
        through: [.present(.sheet("shop://cart"), tab: "home")])
    // end sample
    #expect(host.shown == ShownScreens(selecting: "home", ["home": ["shop://product/42", .sheet("shop://cart")]]))
}

// sample: Sources/LatticeNavigation/LatticeNavigation.docc/TestingNavigation.md#4
@Test func everyDestinationWorks() throws {
    let registry = try ShopDestinations.registry()
    registry.expectNoProblems(against: try ShopDestinations.router(), except: ["shop://cart/add/:sku"])
}
// end sample

@Test("Testing navigation article: without the exception, the action route is the one problem")
func testingNavigationRegistryCheckFindsTheAction() throws {
    let registry = try ShopDestinations.registry()
    let problems = registry.check(against: try ShopDestinations.router())
    #expect(problems == [.missingDestination("shop://cart/add/:sku")])
}
