public import ShopInterfaces

/// Feature component Home: the storefront at `/home`.
public struct HomeFeature: ShopComponent {
    /// Creates the feature.
    public init() {}

    public var name: String { "Home" }
    public var version: SemanticVersion { SemanticVersion(1, 5, 0) }
    public var layer: String? { "features" }
    public var summary: String { "Storefront" }
    public var dependencies: [ComponentDependency] { [.init("Network", "~> 2.0"), .init("Cart", "~> 2.0"), .init("Account", ">= 1.0")] }

    /// Registers `/home` (exposed).
    public func register(in context: ComponentContext) throws {
        let services = context.services
        try context.addScreen(ShopRoutes.home, summary: "Storefront", exposure: .external) { _ in
            HomeScreen(services: services)
        }
    }
}

/// The product list with the cart badge and the user: three typed services.
struct HomeScreen: Screen {
    let services: ServiceRegistry
    var title: String { "Home" }

    func render(on display: any Display) async throws {
        let catalog = try services.resolve((any CatalogProviding).self)
        let cart = try services.resolve((any CartCounting).self)
        let user = try services.resolve((any CurrentUserProviding).self).currentUser
        display.heading("Lattice Shop")
        let products = try await catalog.products()
        display.table(["id", "product", "price", "category"], products.map { [String($0.id), $0.name, formatPrice($0.priceCents), $0.category] })
        display.detail("Cart: \(try cart.itemCount()) item(s) · \(user.map { "logged in as \($0.name)" } ?? "not logged in") · catalog: \(catalog.source)")
        try services.resolveIfRegistered((any AnalyticsTracking).self)?.track("home_viewed", ["products": String(products.count)])
    }
}
