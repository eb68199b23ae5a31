// The LatticeAnnotations catalog's articles, with only LatticeAnnotations imported.
// sample: Sources/LatticeAnnotations/LatticeAnnotations.docc/LatticeAnnotations.md#1 part 1/2
import LatticeAnnotations
// end sample
import Testing

@Suite("LatticeAnnotations articles")
struct LatticeAnnotationsArticles {
    // sample: Sources/LatticeAnnotations/LatticeAnnotations.docc/LatticeAnnotations.md#1 part 2/2
    @Provides((any CartManaging).self, scope: .singleton)
    final class Cart: CartManaging {
        init(resolver: Resolver) throws { /* resolve what it needs */ }
    }

    enum ProductRoutes {
        @Route("shop://product/:id<int>", exposure: .external, summary: "Product page")
        static func show(_ request: RouteRequest, id: Int) throws -> RouteResponse { .handled }
    }

    @RoutePath("shop://product/:id<int>/reviews/:page<int>")
    enum ProductReviews {}          // ProductReviews.url(id: 42, page: 2)

    @MediatorTarget("cart")
    final class CartTarget: Sendable {
        @Action(ShopContracts.cartAdd) func add(_ item: AddToCart) async throws -> Int { item.quantity }
    }

    @LatticeComponent
    public struct CartComponent: Component {
        public let name = "Cart"
        public let version = SemanticVersion(1, 4, 0)
    }
    // end sample

    // What a reader infers.
    protocol CartManaging: Sendable {}
    struct AddToCart: Codable, Sendable { var sku: String; var quantity: Int; var gift: Bool }
    enum ShopContracts {
        static let cartAdd = ActionContract<AddToCart, Int>(target: "cart", action: "add")
    }

    /// The component `lattice scan` wires: its generated registration, in `register(in:)`.
    struct WiredCartComponent: Component {
        let name = "Cart"
        let version = SemanticVersion(1, 4, 0)
        func register(in context: ComponentContext) throws {
            // sample: Sources/LatticeAnnotations/LatticeAnnotations.docc/AnnotationsMacrosAndTheScan.md#1
            try context.register((any CartManaging).self, scope: .singleton, fileID: "CartService/Cart.swift", line: 4,
                                 annotated: Cart.latticeMake_CartManaging, Cart.latticeMake_CartManaging)
            try context.router.add("shop://product/:id<int>", summary: "Product page", owner: context.component.name,
                                   exposure: .external, fileID: "CartService/ProductRoutes.swift", line: 7,
                                   annotated: ProductRoutes.latticeRoute_show, ProductRoutes.latticeRoute_show)
            // end sample
        }
    }

    @Test("the annotated declarations generate their helpers")
    func overview() async throws {
        #expect(ProductReviews.url(id: 42, page: 2) == "shop://product/42/reviews/2")
        #expect(try Cart.latticeMake_CartManaging(ServiceRegistry().resolver) is Cart)
        let mediator = Mediator()
        try mediator.register("cart", make: { try CartTarget.latticeMakeTarget(ServiceRegistry().resolver) }, actions: CartTarget.latticeActions)
        #expect(try await mediator.perform(ShopContracts.cartAdd, AddToCart(sku: "A1", quantity: 2, gift: false)) == 2)
        #expect(CartComponent().name == "Cart")
    }

    @Test("the records' registration registers the service and the route")
    func generatedRegistration() async throws {
        let host = try ComponentHost(components: [WiredCartComponent()], layers: nil)
        _ = try await host.boot()
        #expect(try host.environment.services.resolve((any CartManaging).self) is Cart)
        #expect(try await host.environment.router.open("shop://product/42"))
    }
}
