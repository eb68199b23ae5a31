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
        let navigation: NavigationTestHost
        let user: StandInUser
    }

    /// Orders with stand-ins for the cart, the user and the order history (alice paid
    /// order 7), and the test kit's navigator over the in-memory adapter, whose login
    /// guard reads the stand-in user.
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
        let navigation = try NavigationTestHost(registry: screens.destinations, router: kit.router, guards: [screens.loginGuard(user)])
        screens.attach(navigation.navigator)
        return Booted(kit: kit, screens: screens, navigation: navigation, user: user)
    }

    @Test("a cold-start push to an order waits for the login, then builds the order history beneath the order")
    func coldStartOrderAfterLogin() async throws {
        let shop = try await Self.boot()
        let order = "shop://orders/7"
        await shop.navigation.expectLink(
            order, origin: .push, leadsTo: ShownScreens(selecting: ShopTabs.home), outcome: .deferred(until: "logged in", guardName: "login"))

        shop.user.logIn("alice")
        #expect(try await shop.navigation.navigator.retryDeferredLink() == .shown)
        #expect(shop.navigation.shown == ShownScreens(selecting: ShopTabs.orders, [ShopTabs.orders: [.init(ShopRoutes.orders), .init(order)]]))
        #expect(shop.navigation.adapter.updates.count == 1, "the tab and both screens, in one update")

        let display = RecordingDisplay()
        let top = try #require(shop.navigation.navigator.state.topEntry)
        try await shop.screens.screen(for: top).render(on: display)
        #expect(display.text.contains("Order #7 of alice"))
        await shop.kit.shutdown()
    }

    @Test("a link from outside does not take the checkout away; the app's own link does")
    func checkoutHoldsItsPlace() async throws {
        let shop = try await Self.boot()
        shop.user.logIn("alice")
        let checkout = ShownScreens(selecting: ShopTabs.cart, [ShopTabs.cart: [.init(ShopRoutes.cart), .init(ShopRoutes.checkout)]])
        await shop.navigation.expectLink(
            ShopRoutes.checkout, leadsTo: checkout,
            through: [.selectTab(ShopTabs.cart), .push([ShopRoutes.cart, ShopRoutes.checkout], tab: ShopTabs.cart)])
        // The checkout is the app's own route: from outside, the trust policy refuses it.
        await #expect(throws: NavigationError.self) { try await shop.navigation.navigator.open("shop://checkout", origin: .push) }
        // A push to the cart would pop the checkout: blocked, nothing changes.
        let blocking = try #require(shop.navigation.navigator.state.topEntry)
        await shop.navigation.expectLink("shop://cart", origin: .push, leadsTo: checkout, through: [], outcome: .blocked(by: [blocking]))
        // The order history is another tab: the checkout stays where it is.
        await shop.navigation.expectLink(
            "shop://orders/7", origin: .push,
            leadsTo: ShownScreens(selecting: ShopTabs.orders, [
                ShopTabs.cart: [.init(ShopRoutes.cart), .init(ShopRoutes.checkout)],
                ShopTabs.orders: [.init(ShopRoutes.orders), .init("shop://orders/7")],
            ]))
        // From the app, the cart link ends it.
        await shop.navigation.expectLink(
            ShopRoutes.cart,
            leadsTo: ShownScreens(selecting: ShopTabs.cart, [
                ShopTabs.cart: [.init(ShopRoutes.cart)],
                ShopTabs.orders: [.init(ShopRoutes.orders), .init("shop://orders/7")],
            ]),
            through: [.pop([ShopRoutes.checkout], tab: ShopTabs.cart), .selectTab(ShopTabs.cart)])
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
