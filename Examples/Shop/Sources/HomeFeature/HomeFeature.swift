public import ShopInterfaces

/// Feature component Home: the storefront at `/home`, and the first-run welcome.
public struct HomeFeature: ShopComponent {
    /// Creates the feature.
    public init() {}

    public var name: String { "Home" }
    public var version: SemanticVersion { SemanticVersion(1, 5, 0) }
    public var layer: String? { "features" }
    public var summary: String { "Storefront, first-run welcome" }
    public var dependencies: [ComponentDependency] { [.init("Network", "~> 2.0"), .init("Cart", "~> 2.0"), .init("Account", ">= 1.0")] }

    /// Adds the storefront, the home tab's first screen (exposed), and the welcome, shown
    /// over everything on the first run: no link skips it (inside the app only).
    public func register(in context: ComponentContext) throws {
        let services = context.services
        try context.addScreen(Destination(ShopRoutes.home, tab: ShopTabs.home), summary: "Storefront", exposure: .external) { _ in
            HomeScreen(services: services)
        }
        try context.addScreen(
            Destination(ShopRoutes.welcome, presentation: .fullScreenCover, blocking: .always), summary: "First-run welcome", exposure: .app
        ) { _ in
            WelcomeScreen()
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
    }
}

/// The first-run welcome: what the shop is, and how to go on.
struct WelcomeScreen: Screen {
    var title: String { "Welcome" }

    func render(on display: any Display) async throws {
        display.heading("Welcome to the Lattice Shop")
        display.line("  Books and more, delivered. Links wait until you have seen this.")
        display.line("  Type: start")
    }
}
