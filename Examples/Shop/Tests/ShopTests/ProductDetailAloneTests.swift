import LatticeTestKit
import ProductDetailFeature
import ShopApp
import ShopInterfaces
import Testing

/// ProductDetail as a brick: the feature alone, its dependencies (Network, Cart, Analytics)
/// left out, and stand-ins for the two services and the one mediator action it needs from them.
@Suite("ProductDetail alone, through the test kit")
struct ProductDetailAloneTests {
    /// The feature with in-memory stand-ins, under the shop's trust policy.
    static func boot(cart: MemoryCart = MemoryCart()) async throws -> ComponentTestHost {
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self, instance: TwoBooks())
        standIns.provide((any CartManaging).self, instance: cart)
        standIns.register { context in
            try context.mediator.register(ShopContracts.cartCount.target) { actions in
                actions.on(ShopContracts.cartCount) { _ in try cart.itemCount() }
            }
        }
        return try await ComponentTestHost(
            [ProductDetailFeature()], standIns: standIns, routing: .init(webHosts: ["shop.example.com"]), policy: ShopApp.policy)
    }

    @Test("a product link from another app renders the page from the stand-in catalog")
    func productPage() async throws {
        let kit = try await Self.boot()
        let display = RecordingDisplay()
        let url = ShopRoutes.appLink(ShopRoutes.product.url(42))
        let screen = try kit.router.valueSync(for: url, as: (any Screen).self, origin: .otherApp("com.example.messages"))
        try await screen.render(on: display)
        #expect(display.text.contains("The Hitchhiker's Guide to the Galaxy"))
        #expect(display.text.contains("cart: 0 item(s)   (opened from other app (com.example.messages))"))
        #expect(kit.opened.map(\.pattern) == ["/product/:id<int>"])
        #expect(kit.performed.map(\.action) == ["count"])
        await kit.shutdown()
    }

    @Test("adding to the cart works from inside the app and is refused from outside")
    func addToCart() async throws {
        let cart = MemoryCart()
        let kit = try await Self.boot(cart: cart)
        let add = ShopRoutes.appLink(ShopRoutes.addToCart.url(42)) + "?qty=2"
        let screen = try kit.router.valueSync(for: add, as: (any Screen).self)
        try await screen.render(on: RecordingDisplay())
        #expect(try cart.itemCount() == 2)
        await #expect(throws: RoutingError.self) { try await kit.open(add, origin: .otherApp("com.example.messages")) }
        #expect(kit.refusals.map(\.code) == [.notExposed])
        #expect(try cart.itemCount() == 2)
        await kit.shutdown()
    }

    @Test("without the cart's stand-in, the boot is refused, naming the service and the feature")
    func missingStandIn() async throws {
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self, instance: TwoBooks())
        let error = await #expect(throws: ComponentError.self) {
            _ = try await ComponentTestHost([ProductDetailFeature()], standIns: standIns)
        }
        let problems = error?.problems ?? []
        #expect(problems.map(\.kind) == [.missingStandIn])
        #expect(problems.first?.component == "ProductDetail")
        #expect(problems.first?.message.contains("CartManaging") == true)
    }
}
