public import ShopInterfaces

/// Feature component Orders: the cart, the checkout and the order history.
public struct OrdersFeature: ShopComponent {
    /// Creates the feature.
    public init() {}

    public var name: String { "Orders" }
    public var version: SemanticVersion { SemanticVersion(1, 1, 0) }
    public var layer: String? { "features" }
    public var summary: String { "Cart, checkout, order history" }
    public var dependencies: [ComponentDependency] { [.init("Cart", "~> 2.0"), .init("Payment", "~> 1.0"), .init("Account", "~> 1.2")] }

    /// Adds the cart (exposed), the checkout on it (inside the app only, login; a link from
    /// outside does not take it away), the order history and an order on it (exposed, login).
    public func register(in context: ComponentContext) throws {
        let services = context.services
        try context.addScreen(Destination(ShopRoutes.cart, tab: ShopTabs.cart), summary: "The cart", exposure: .external) { _ in
            CartScreen(services: services)
        }
        try context.addScreen(
            Destination(ShopRoutes.checkout, parent: ShopRoutes.cart, blocking: .outsideLinks), summary: "Pay for the cart (login)",
            exposure: .app, requiresLogin: true
        ) { _ in
            CheckoutScreen(services: services)
        }
        try context.addScreen(Destination(ShopRoutes.orders, tab: ShopTabs.orders), summary: "Order history (login)", exposure: .external, requiresLogin: true) { _ in
            OrdersScreen(services: services)
        }
        try context.addScreen(Destination(ShopRoutes.order, parent: ShopRoutes.orders), summary: "An order (login)", exposure: .external, requiresLogin: true) { entry in
            OrderScreen(services: services, id: try entry.integer("id"))
        }
    }
}

struct CartScreen: Screen {
    let services: ServiceRegistry
    var title: String { "Cart" }

    func render(on display: any Display) async throws {
        let lines = try services.resolve((any CartManaging).self).lines()
        display.heading("Cart")
        guard !lines.isEmpty else { return display.line("  The cart is empty. Try: add 42") }
        display.table(["id", "product", "qty", "total"], lines.map { [String($0.productID), $0.name, String($0.quantity), formatPrice($0.totalCents)] })
        display.line("  Total: \(formatPrice(lines.reduce(0) { $0 + $1.totalCents }))   (pay: checkout)")
    }
}

struct CheckoutScreen: Screen {
    let services: ServiceRegistry
    var title: String { "Checkout" }

    func render(on display: any Display) async throws {
        let lines = try services.resolve((any CartManaging).self).lines()
        let user = try services.resolve((any CurrentUserProviding).self).currentUser
        display.heading("Checkout")
        guard !lines.isEmpty else { return display.line("  The cart is empty: nothing to pay. Try: add 42") }
        let total = lines.reduce(0) { $0 + $1.totalCents }
        display.line("  \(lines.count) line(s), \(formatPrice(total)), paid by \(user?.name ?? "nobody")")
        display.line("  Type: pay (or back)")
    }
}

struct OrdersScreen: Screen {
    let services: ServiceRegistry
    var title: String { "Orders" }

    func render(on display: any Display) async throws {
        guard let user = try services.resolve((any CurrentUserProviding).self).currentUser else {
            throw ShopError(.loginRequired, subject: "orders", message: "Order history needs a logged-in user. To fix, log in first.")
        }
        let orders = try services.resolve((any OrderHistory).self).orders(of: user)
        display.heading("Orders of \(user.name)")
        guard !orders.isEmpty else { return display.line("  No orders yet.") }
        display.table(["order", "items", "total"], orders.map { order in
            ["#\(order.id)", order.lines.map { "\($0.quantity) × \($0.name)" }.joined(separator: ", "), formatPrice(order.totalCents)]
        })
    }
}

struct OrderScreen: Screen {
    let services: ServiceRegistry
    let id: Int
    var title: String { "Order #\(id)" }

    func render(on display: any Display) async throws {
        guard let user = try services.resolve((any CurrentUserProviding).self).currentUser else {
            throw ShopError(.loginRequired, subject: "order \(id)", message: "An order needs a logged-in user. To fix, log in first.")
        }
        guard let order = try services.resolve((any OrderHistory).self).orders(of: user).first(where: { $0.id == id }) else {
            throw ShopError(.notFound, subject: String(id), message: "\(user.name) has no order #\(id). To fix, pick one from 'orders'.")
        }
        display.heading("Order #\(order.id) of \(user.name)")
        display.table(["product", "qty", "total"], order.lines.map { [$0.name, String($0.quantity), formatPrice($0.totalCents)] })
        display.line("  Total: \(formatPrice(order.totalCents))")
    }
}
