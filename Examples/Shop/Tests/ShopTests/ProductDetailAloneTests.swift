import LatticeTestKit
import ProductDetailFeature
import ShopApp
import ShopInterfaces
import Testing

/// ProductDetail as a brick: the feature alone, its dependencies (Network, Cart, Analytics)
/// left out, stand-ins for the two services and the one mediator action it needs from them,
/// and its screens shown by a navigator through the in-memory adapter.
@MainActor
@Suite("ProductDetail alone, through the test kit")
struct ProductDetailAloneTests {
    /// The feature booted with in-memory stand-ins under the shop's trust policy, and the
    /// test kit's navigator showing its screens without a UI.
    struct Booted {
        let kit: ComponentTestHost
        let screens: ShopScreens
        let navigation: NavigationTestHost
    }

    /// Boots the feature. The storefront, which the product page sits on, is the Home
    /// feature's: its destination is a stand-in too, unless `storefront` is false.
    static func boot(storefront: Bool = true) async throws -> Booted {
        let routing = Router.Configuration(webHosts: ["shop.example.com"])
        let screens = ShopScreens(destinations: DestinationRegistry(tabs: ShopTabs.all, configuration: routing))
        if storefront { try screens.destinations.add(Destination(ShopRoutes.home, tab: ShopTabs.home, owner: "Home (stand-in)")) }
        let cart = MemoryCart()
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self, instance: TwoBooks())
        standIns.provide(ShopScreens.self, instance: screens)
        standIns.register { context in
            try context.mediator.register(ShopContracts.cartCount.target) { actions in
                actions.on(ShopContracts.cartCount) { _ in try cart.itemCount() }
            }
        }
        let kit = try await ComponentTestHost([ProductDetailFeature()], standIns: standIns, routing: routing, policy: ShopApp.policy)
        let navigation = try NavigationTestHost(registry: screens.destinations, router: kit.router)
        screens.attach(navigation.navigator)
        return Booted(kit: kit, screens: screens, navigation: navigation)
    }

    @Test("a product link from another app shows the page on the storefront, rendered from the stand-ins")
    func productPage() async throws {
        let shop = try await Self.boot()
        let url = "shop://product/42"
        await shop.navigation.expectLink(
            url, origin: .otherApp("com.example.messages"),
            leadsTo: ShownScreens(selecting: ShopTabs.home, [ShopTabs.home: [.init(ShopRoutes.home), .init(url)]]),
            inUpdates: [[.push([ShopRoutes.home, url], tab: ShopTabs.home)]])

        let display = RecordingDisplay()
        let top = try #require(shop.navigation.navigator.state.topEntry)
        try await shop.screens.screen(for: top).render(on: display)
        #expect(display.text.contains("The Hitchhiker's Guide to the Galaxy"))
        #expect(display.text.contains("cart: 0 item(s)"))
        #expect(shop.kit.opened.map(\.pattern) == ["/product/:id<int>"])
        #expect(shop.kit.performed.map(\.action) == ["count"])
        await shop.kit.shutdown()
    }

    @Test("the feature's destinations and routes pass the registry's check; without the storefront, the parent is named")
    func destinationsCheck() async throws {
        let shop = try await Self.boot()
        #expect(shop.screens.destinations.check(against: shop.kit.router) == [])
        await shop.kit.shutdown()

        let alone = try await Self.boot(storefront: false)
        let problems = alone.screens.destinations.check(against: alone.kit.router)
        #expect(problems.map(\.code) == [.unknownParent])
        #expect(problems.first?.message.contains("/home") == true)
        await #expect(throws: NavigationError.self) { try await alone.navigation.navigator.open("shop://product/42") }
        await alone.kit.shutdown()
    }

    @Test("without the catalog's stand-in, the boot is refused, naming the service and the feature")
    func missingStandIn() async throws {
        var standIns = StandIns()
        standIns.provide(ShopScreens.self, instance: ShopScreens(destinations: DestinationRegistry(tabs: ShopTabs.all)))
        let error = await #expect(throws: ComponentError.self) {
            _ = try await ComponentTestHost([ProductDetailFeature()], standIns: standIns)
        }
        let problems = error?.problems ?? []
        #expect(problems.map(\.kind) == [.missingStandIn])
        #expect(problems.first?.component == "ProductDetail")
        #expect(problems.first?.message.contains("CatalogProviding") == true)
    }

    @Test("without the app's screens, the feature's registration stops the boot, naming them")
    func missingScreens() async throws {
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self, instance: TwoBooks())
        let error = await #expect(throws: ComponentError.self) {
            _ = try await ComponentTestHost([ProductDetailFeature()], standIns: standIns)
        }
        #expect(error?.code == .startFailed)
        #expect("\(String(describing: error))".contains("No registration for ShopScreens"))
    }
}
