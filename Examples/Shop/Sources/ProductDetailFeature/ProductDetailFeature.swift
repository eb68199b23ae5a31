public import ShopInterfaces

/// Feature component ProductDetail: the product page `/product/:id<int>`, on the storefront.
public struct ProductDetailFeature: ShopComponent {
    /// Creates the feature.
    public init() {}

    public var name: String { "ProductDetail" }
    public var version: SemanticVersion { SemanticVersion(2, 0, 0) }
    public var layer: String? { "features" }
    public var summary: String { "Product page" }
    public var dependencies: [ComponentDependency] { [.init("Network", "~> 2.3"), .init("Cart", "~> 2.1"), .init("Analytics", ">= 0.9")] }

    /// Adds the product page (exposed): a link to it shows the storefront beneath it.
    public func register(in context: ComponentContext) throws {
        let services = context.services
        let mediator = context.mediator
        try context.addScreen(Destination(ShopRoutes.product, parent: ShopRoutes.home), summary: "Product page", exposure: .external) { entry in
            ProductScreen(services: services, mediator: mediator, id: try entry.integer("id"))
        }
    }
}

struct ProductScreen: Screen {
    let services: ServiceRegistry
    let mediator: Mediator
    let id: Int
    var title: String { "Product \(id)" }

    func render(on display: any Display) async throws {
        guard let product = try await services.resolve((any CatalogProviding).self).product(id: id) else {
            throw ShopError(.notFound, subject: String(id), message: "There is no product \(id). To fix, open shop://home to see the catalog.")
        }
        display.heading(product.name)
        display.line("  \(formatPrice(product.priceCents)) · \(product.category) · #\(product.id)")
        // A typed mediator call: ProductDetail knows the contract, not the Cart component.
        let inCart = try await mediator.perform(ShopContracts.cartCount, NoInput())
        display.detail("  add to cart: add \(product.id)   cart: \(inCart) item(s)")
    }
}
