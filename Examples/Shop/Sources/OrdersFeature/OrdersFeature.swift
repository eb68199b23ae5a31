public import ShopInterfaces

/// Feature component Orders: the cart, checkout and order history.
public struct OrdersFeature: ShopComponent {
    /// Creates the feature.
    public init() {}

    public var name: String { "Orders" }
    public var version: SemanticVersion { SemanticVersion(1, 1, 0) }
    public var layer: String? { "features" }
    public var summary: String { "Cart, checkout, order history" }
    public var dependencies: [ComponentDependency] { [.init("Cart", "~> 2.0"), .init("Payment", "~> 1.0"), .init("Account", "~> 1.2")] }

    /// Registers `/cart` (exposed), `/checkout` (inside only, login) and `/orders` (login).
    public func register(in context: ComponentContext) throws {
        let services = context.services
        try context.addScreen(ShopRoutes.cart, summary: "The cart", exposure: .external) { _ in
            CartScreen(services: services)
        }
        try context.addScreen(ShopRoutes.checkout, summary: "Pay for the cart (login)", exposure: .app, requiresLogin: true) { _ in
            CheckoutScreen(services: services)
        }
        try context.addScreen(ShopRoutes.orders, summary: "Order history (login)", exposure: .external, requiresLogin: true) { _ in
            OrdersScreen(services: services)
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
        guard let user = try services.resolve((any CurrentUserProviding).self).currentUser else {
            throw ShopError(.loginRequired, subject: "checkout", message: "Checkout needs a logged-in user. To fix, log in first.")
        }
        let order = try services.resolve((any PaymentProcessing).self).checkout(user: user)
        display.success("Paid \(formatPrice(order.totalCents)) for order #\(order.id) (\(order.lines.count) line(s)). Thank you, \(user.name)!")
        try services.resolveIfRegistered((any AnalyticsTracking).self)?.track("order_paid", ["order": String(order.id), "cents": String(order.totalCents)])
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
