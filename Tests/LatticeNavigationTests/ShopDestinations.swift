import LatticeNavigation
import LatticeRouting

/// The routes of a small shop, declared once as typed routes, as its components would.
enum ShopRoutes {
    static let orders = "shop://orders"
    static let order = TypedRoute<Int>(deferringErrors: "shop://orders/:id<int>")
    static let orderItem = TypedRoute<Int, Int>(deferringErrors: "shop://orders/:id<int>/items/:item<int>")
    static let product = TypedRoute<Int>(deferringErrors: "shop://product/:id<int>")
    static let reviews = TypedRoute<Int>(deferringErrors: "shop://product/:id<int>/reviews")
    static let cart = "shop://cart"
    static let checkout = "shop://cart/checkout"
    static let welcome = "shop://welcome"
    static let settings = "shop://settings"
}

/// The shop's destinations, added as three components would add theirs (orders, catalog,
/// cart and onboarding), to a registry of the app's three tabs.
enum ShopDestinations {
    static let tabs: [TabID] = ["home", "orders", "account"]

    static func registry(leavingOut: Set<String> = []) throws -> DestinationRegistry {
        let registry = DestinationRegistry(tabs: tabs)
        let all = [
            Destination(ShopRoutes.orders, tab: "orders", owner: "Orders"),
            Destination(ShopRoutes.order, parent: ShopRoutes.orders, owner: "Orders"),
            Destination(ShopRoutes.orderItem, parent: ShopRoutes.order.pattern, owner: "Orders"),
            Destination(ShopRoutes.product, tab: "home", owner: "Catalog"),
            Destination(ShopRoutes.reviews, presentation: .sheet, parent: ShopRoutes.product.pattern, owner: "Catalog"),
            Destination(ShopRoutes.cart, presentation: .sheet, owner: "Cart"),
            Destination(ShopRoutes.checkout, parent: ShopRoutes.cart, blocking: .outsideLinks, owner: "Cart"),
            Destination(ShopRoutes.welcome, presentation: .fullScreenCover, tab: "home", blocking: .always, owner: "Onboarding"),
            Destination(ShopRoutes.settings, tab: "account", owner: "Account"),
        ]
        for destination in all where !leavingOut.contains(destination.pattern) {
            try registry.add(destination)
        }
        return registry
    }
}

extension NavigationState {
    /// The URLs of `tab`'s entries, bottom first.
    func urls(_ tab: TabID) -> [String] { entries(in: tab)?.map(\.url) ?? [] }
}

extension NavigationPlan {
    /// The steps of each update, for comparing a plan's updates with a literal.
    var updateSteps: [[NavigationStep]] { updates.map { Array(steps[$0]) } }
}
