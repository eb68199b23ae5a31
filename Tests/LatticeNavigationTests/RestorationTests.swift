import Foundation
import LatticeCore
import LatticeNavigation
import LatticeRouting
import Testing

/// A state saved as URLs and read back: the same state when the destinations are the
/// same, today's declarations when they changed, and every entry that cannot come back
/// reported.
@Suite struct RestorationTests {
    /// Orders 7 in its tab, and Home showing product 42 with the cart sheet and checkout.
    static func state(_ registry: DestinationRegistry) throws -> NavigationState {
        let orders = try registry.state(for: ShopRoutes.order.url(7))
        let product = try registry.state(for: ShopRoutes.product.url(42), from: orders)
        return try registry.state(for: ShopRoutes.checkout, from: registry.state(for: ShopRoutes.cart, from: product))
    }

    static func roundTrip(_ saved: SavedNavigation) throws -> (SavedNavigation, Data) {
        let data = try JSONEncoder().encode(saved)
        return (try JSONDecoder().decode(SavedNavigation.self, from: data), data)
    }

    @Test func aSavedStateComesBackWhole() throws {
        let registry = try ShopDestinations.registry()
        let state = try Self.state(registry)
        #expect(state.urls("home") == ["shop://product/42", "shop://cart", "shop://cart/checkout"])
        let (saved, _) = try Self.roundTrip(state.saved)
        let restored = registry.restore(saved)
        #expect(restored.isComplete)
        #expect(restored.state == state, "identities, patterns, parameters, presentations, blocking: all back")
    }

    @Test func theSavedDataHoldsURLsAndNamesButNoSwiftTypeNames() throws {
        let registry = try ShopDestinations.registry()
        let (_, data) = try Self.roundTrip(try Self.state(registry).saved)
        var keys: Set<String> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                keys.formUnion(object.keys)
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            } else {
                #expect(value is String, "every leaf is a string: \(value)")
            }
        }
        walk(try JSONSerialization.jsonObject(with: data))
        #expect(keys == ["selectedTab", "tabs", "id", "entries", "url", "presentation"])
        let text = String(decoding: data, as: UTF8.self)
        for typeName in ["NavigationEntry", "Presentation", "TabID", "LatticeNavigation", "Destination"] {
            #expect(!text.contains(typeName), "\(typeName) in \(text)")
        }
    }

    @Test func anEntryWhoseRouteIsGoneIsDroppedAndReported() throws {
        let state = try Self.state(try ShopDestinations.registry())
        let (saved, _) = try Self.roundTrip(state.saved)
        let registry = try ShopDestinations.registry(leavingOut: [ShopRoutes.cart])
        let restored = registry.restore(saved)
        #expect(restored.state.urls("home") == ["shop://product/42"])
        #expect(restored.state.urls("orders") == ["shop://orders", "shop://orders/7"])
        #expect(restored.dropped == [.routeGone("shop://cart", tab: "home"), .presenterGone("shop://cart/checkout", presenter: "shop://cart")])
        #expect(!restored.isComplete)
        #expect(restored.dropped.allSatisfy { $0.description.contains("To fix, ") })
    }

    @Test func aRenamedParameterFollowsTodaysDeclaration() throws {
        let state = try ShopDestinations.registry().state(for: ShopRoutes.order.url(7))
        let (saved, _) = try Self.roundTrip(state.saved)
        let renamed = DestinationRegistry(tabs: ShopDestinations.tabs)
        try renamed.add(Destination("shop://orders", tab: "orders"))
        try renamed.add(Destination("shop://orders/:orderID<int>", parent: "shop://orders"))
        let restored = renamed.restore(saved)
        #expect(restored.isComplete)
        let order = try #require(restored.state.entries(in: "orders")?.last)
        #expect(order.pattern == "shop://orders/:orderID<int>" && order.value("orderID", as: Int.self) == 7)
        #expect(order.id == state.entries(in: "orders")?.last?.id)
    }

    @Test func aTabTheAppNoLongerHasIsDroppedAndReported() throws {
        let registry = try ShopDestinations.registry()
        var saved = try registry.state(for: ShopRoutes.settings).saved
        saved.tabs.append(SavedNavigation.Tab(id: "wishlist", entries: [SavedNavigation.Entry(id: "w", url: "shop://product/1", presentation: .push)]))
        saved.selectedTab = "wishlist"
        let restored = registry.restore(saved)
        #expect(restored.dropped == [.unknownTab("wishlist")])
        #expect(restored.state.selectedTab == "home")
        #expect(restored.state.urls("account") == ["shop://settings"])
    }
}
