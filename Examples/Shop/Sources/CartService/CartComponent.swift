public import ShopInterfaces
import LatticeAnnotations

/// Shared component Cart: ``Cart`` as ``CartManaging`` (annotated), the narrow
/// ``CartCounting`` on the same instance, and the mediator target `cart` (annotated).
///
/// Its registration and its service lists come from `lattice scan` (the build plugin);
/// `register(in:)` keeps only what an annotation cannot say.
@LatticeComponent
public struct CartComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    public var name: String { "Cart" }
    public var version: SemanticVersion { SemanticVersion(2, 1, 0) }
    public var layer: String? { "shared" }
    public var summary: String { "Persistent cart" }
    public var dependencies: [ComponentDependency] { [.init("Storage", "~> 3.0"), .init("Network", "~> 2.0"), .init("Log", "~> 1.0")] }

    /// Registers the annotated wiring, then ``CartCounting`` as the same cart.
    public func register(in context: ComponentContext) throws {
        try registerAnnotated(in: context)
        try context.register((any CartCounting).self, scope: .singleton) { r in
            try r.resolve((any CartManaging).self)
        }
    }
}

/// The mediator target `cart`: what other components call by contract, never importing
/// this one.
@MediatorTarget("cart")
struct CartTarget {
    let cart: any CartManaging
    let catalog: any CatalogProviding

    init(resolver: Resolver) throws {
        cart = try resolver.resolve((any CartManaging).self)
        catalog = try resolver.resolve((any CatalogProviding).self)
    }

    @Action(ShopContracts.cartCount)
    func count() throws -> Int {
        try cart.itemCount()
    }

    @Action(ShopContracts.cartAdd)
    func add(_ item: ShopContracts.AddItem) async throws -> Int {
        guard let product = try await catalog.product(id: item.id) else {
            throw ShopError(.notFound, subject: String(item.id), message: "There is no product \(item.id). To fix, pick an id from 'home'.")
        }
        try cart.add(product, quantity: item.qty ?? 1)
        return try cart.itemCount()
    }
}
