public import ShopInterfaces

/// Feature component ProductDetail: `/product/:id<int>` (exposed) and `/product/:id<int>/add`
/// (inside the app only).
public struct ProductDetailFeature: ShopComponent {
    /// Creates the feature.
    public init() {}

    public var name: String { "ProductDetail" }
    public var version: SemanticVersion { SemanticVersion(2, 0, 0) }
    public var layer: String? { "features" }
    public var summary: String { "Product page, add to cart" }
    public var dependencies: [ComponentDependency] { [.init("Network", "~> 2.3"), .init("Cart", "~> 2.1"), .init("Analytics", ">= 0.9")] }

    /// Registers the typed routes.
    public func register(in context: ComponentContext) throws {
        let services = context.services
        let mediator = context.mediator
        try context.addScreen(ShopRoutes.product, summary: "Product page", exposure: .external) { request, id in
            ProductScreen(services: services, mediator: mediator, id: id, origin: request.origin)
        }
        try context.addScreen(ShopRoutes.addToCart, summary: "Add to cart (qty=N)", exposure: .app) { request, id in
            AddToCartScreen(services: services, id: id, quantity: request.value("qty", as: Int.self) ?? 1)
        }
    }
}

private func lookUp(_ id: Int, in services: ServiceRegistry) async throws -> Product {
    guard let product = try await services.resolve((any CatalogProviding).self).product(id: id) else {
        throw ShopError(.notFound, subject: String(id), message: "There is no product \(id). To fix, open shop://home to see the catalog.")
    }
    return product
}

struct ProductScreen: Screen {
    let services: ServiceRegistry
    let mediator: Mediator
    let id: Int
    let origin: Origin
    var title: String { "Product \(id)" }

    func render(on display: any Display) async throws {
        let product = try await lookUp(id, in: services)
        display.heading(product.name)
        display.line("  \(formatPrice(product.priceCents)) · \(product.category) · #\(product.id)")
        // A typed mediator call: ProductDetail knows the contract, not the Cart component.
        let inCart = try await mediator.perform(ShopContracts.cartCount, NoInput())
        display.detail("  add to cart: add \(product.id)   cart: \(inCart) item(s)   (opened from \(origin))")
        try services.resolveIfRegistered((any AnalyticsTracking).self)?.track("product_viewed", ["id": String(id), "origin": "\(origin)"])
    }
}

struct AddToCartScreen: Screen {
    let services: ServiceRegistry
    let id: Int
    let quantity: Int
    var title: String { "Add \(id)" }

    func render(on display: any Display) async throws {
        let product = try await lookUp(id, in: services)
        let cart = try services.resolve((any CartManaging).self)
        let line = try cart.add(product, quantity: quantity)
        display.success("Added \(quantity) × \(product.name) (\(line) in the cart). Cart: \(try cart.itemCount()) item(s).")
        try services.resolveIfRegistered((any AnalyticsTracking).self)?.track("add_to_cart", ["id": String(id), "qty": String(quantity)])
    }
}
