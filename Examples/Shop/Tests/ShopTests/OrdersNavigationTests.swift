import ArgumentParser
import Foundation
import LatticeTestKit
import OrdersFeature
import ShopApp
import ShopInterfaces
import Testing

/// The Orders feature alone, its screens shown by a navigator through the in-memory
/// adapter: links from outside to whole stacks, the login they wait for, the checkout that
/// links from outside do not take away.
@MainActor
@Suite("Orders' navigation, through the test kit")
struct OrdersNavigationTests {
    struct Booted {
        let kit: ComponentTestHost
        let screens: ShopScreens
        let navigator: Navigator
        let adapter: InMemoryNavigationAdapter
        let user: StandInUser
    }

    /// Orders with stand-ins for the cart, the user and the order history (alice paid
    /// order 7), and a navigator whose login guard reads the stand-in user.
    static func boot() async throws -> Booted {
        let routing = Router.Configuration(webHosts: ["shop.example.com"])
        let screens = ShopScreens(destinations: DestinationRegistry(tabs: ShopTabs.all, configuration: routing))
        let user = StandInUser()
        var standIns = StandIns()
        standIns.provide((any CartManaging).self, instance: MemoryCart())
        standIns.provide((any CurrentUserProviding).self, instance: user)
        standIns.provide((any OrderHistory).self, instance: StandInOrders(all: [
            Order(id: 7, user: "alice", lines: [CartLine(productID: 42, name: "A book", priceCents: 1000, quantity: 1)], totalCents: 1000),
        ]))
        standIns.provide(ShopScreens.self, instance: screens)
        let kit = try await ComponentTestHost([OrdersFeature()], standIns: standIns, routing: routing, policy: ShopApp.policy)
        let adapter = InMemoryNavigationAdapter(showing: NavigationState(tabs: ShopTabs.all))
        let navigator = Navigator(registry: screens.destinations, router: kit.router, adapter: adapter, guards: [screens.loginGuard(user)])
        screens.attach(navigator)
        return Booted(kit: kit, screens: screens, navigator: navigator, adapter: adapter, user: user)
    }

    @Test("a cold-start push to an order waits for the login, then builds the order history beneath the order")
    func coldStartOrderAfterLogin() async throws {
        let shop = try await Self.boot()
        let order = "shop://orders/7"
        #expect(try await shop.navigator.open(order, origin: .push) == .deferred(until: "logged in", guardName: "login"))
        #expect(shop.navigator.state == NavigationState(tabs: ShopTabs.all), "nothing shown before the login")
        #expect(shop.adapter.updates.isEmpty)

        shop.user.logIn("alice")
        #expect(try await shop.navigator.retryDeferredLink() == .shown)
        let entries = try #require(shop.navigator.state.entries(in: ShopTabs.orders))
        #expect(entries.map(\.url) == [ShopRoutes.orders, order])
        #expect(shop.navigator.state.selectedTab == ShopTabs.orders)
        #expect(shop.adapter.updates == [[.selectTab(ShopTabs.orders), .push(entries[...], tab: ShopTabs.orders)]])

        let display = RecordingDisplay()
        try await shop.screens.screen(for: entries[1]).render(on: display)
        #expect(display.text.contains("Order #7 of alice"))
        await shop.kit.shutdown()
    }

    @Test("a link from outside does not take the checkout away; the app's own navigation does")
    func checkoutHoldsItsPlace() async throws {
        let shop = try await Self.boot()
        shop.user.logIn("alice")
        #expect(try await shop.navigator.open(ShopRoutes.checkout) == .shown)
        let checkout = try #require(shop.navigator.state.topEntry)
        #expect(shop.navigator.state.entries(in: ShopTabs.cart)?.map(\.url) == [ShopRoutes.cart, ShopRoutes.checkout])

        // The checkout is the app's own: from outside it is refused, whatever is on screen.
        await #expect(throws: NavigationError.self) { try await shop.navigator.open("shop://checkout", origin: .push) }
        // A push to the cart would pop the checkout: blocked.
        #expect(try await shop.navigator.open("shop://cart", origin: .push) == .blocked(by: [checkout]))
        // The order history is another tab: the checkout stays where it is.
        #expect(try await shop.navigator.open("shop://orders/7", origin: .push) == .shown)
        #expect(shop.navigator.state.entries(in: ShopTabs.cart)?.map(\.url) == [ShopRoutes.cart, ShopRoutes.checkout])
        // From the app, the cart link ends it.
        #expect(try await shop.navigator.open(ShopRoutes.cart) == .shown)
        #expect(shop.navigator.state.entries(in: ShopTabs.cart)?.map(\.url) == [ShopRoutes.cart])
        await shop.kit.shutdown()
    }

    @Test("the whole shop's destinations and routes pass the registry's check", .timeLimit(.minutes(1)))
    func wholeShopCheck() async throws {
        let options = try ShopOptions.parse(["--offline", "--data", temporaryDataDirectory().path])
        let app = try await ShopApp.boot(options: options, display: RecordingDisplay())
        #expect(app.screens.destinations.destinations.count == 9)
        #expect(app.screens.destinations.check(against: app.router) == [])
        await app.shutdown()
    }
}
