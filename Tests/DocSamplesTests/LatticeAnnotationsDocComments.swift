// The doc comments' samples of LatticeAnnotations, with only LatticeAnnotations imported.
// Each sample's declarations sit in a suite of their own: several declare a `Cart` or a
// `CartTarget`. The signatures the macros generate are written as protocol requirements
// that the annotated type is then declared to meet, so the compiler checks them.
// sample: Sources/LatticeAnnotations/Provides.swift#1 part 1/2
import LatticeAnnotations
// end sample
// sample: Sources/LatticeAnnotations/LatticeComponent.swift#1 part 1/2
import LatticeAnnotations
// end sample
// sample: Sources/LatticeAnnotations/MediatorTarget.swift#1 part 1/2
import LatticeAnnotations
// end sample
// sample: Sources/LatticeAnnotations/Route.swift#1 part 1/2
import LatticeAnnotations
// end sample
// sample: Sources/LatticeAnnotations/RoutePath.swift#1 part 1/3
import LatticeAnnotations
// end sample
import Testing

/// What a reader of the annotations infers: the contracts and services they name.
enum AnnotationStubs {
    struct AddToCart: Codable, Sendable { var sku: String; var quantity: Int; var gift: Bool }
    enum ShopContracts {
        static let cartAdd = ActionContract<AddToCart, Int>(target: "cart", action: "add")
        static let cartCount = ActionContract<NoInput, Int>(target: "cart", action: "count")
    }
}

@Suite("@Provides")
struct ProvidesDocComments {
    // sample: Sources/LatticeAnnotations/Provides.swift#1 part 2/2
    @Provides((any CartManaging).self, scope: .singleton)
    @Provides((any CartCounting).self, name: "badge")
    final class Cart: CartManaging, CartCounting {
        init(resolver: Resolver) throws { /* resolve what it needs */ }
    }
    // end sample

    /// What the macro generates, written out.
    enum Generated {
        // sample: Sources/LatticeAnnotations/Provides.swift#2
        static func latticeMake_CartManaging(_ resolver: Resolver) throws -> any CartManaging { try Cart(resolver: resolver) }
        static func latticeMake_CartCounting_badge(_ resolver: Resolver) throws -> any CartCounting { try Cart(resolver: resolver) }
        // end sample
    }

    // sample: Sources/LatticeAnnotations/Provides.swift#3
    @Provides((any ProductDetail).self, arguments: Int.self)
    struct ProductDetailModel: ProductDetail { let id: Int; init(arguments id: Int) { self.id = id } }
    // static func latticeMake_ProductDetail(_ resolver: Resolver, _ a0: Int) throws -> any ProductDetail
    // end sample

    protocol CartManaging: Sendable {}
    protocol CartCounting: Sendable {}
    protocol ProductDetail: Sendable { var id: Int { get } }

    @Test("the generated factories make the annotated types")
    func factories() throws {
        let resolver = ServiceRegistry().resolver
        #expect(try Cart.latticeMake_CartManaging(resolver) is Cart)
        #expect(try Cart.latticeMake_CartCounting_badge(resolver) is Cart)
        #expect(try Generated.latticeMake_CartManaging(resolver) is Cart)
        #expect(try Generated.latticeMake_CartCounting_badge(resolver) is Cart)
        #expect(try ProductDetailModel.latticeMake_ProductDetail(resolver, 42).id == 42)
    }
}

@Suite("@MediatorTarget and @Action")
struct MediatorTargetDocComments {
    typealias AddToCart = AnnotationStubs.AddToCart
    typealias ShopContracts = AnnotationStubs.ShopContracts

    // sample: Sources/LatticeAnnotations/MediatorTarget.swift#1 part 2/2
    @MediatorTarget("cart", lifetime: .cached)
    final class CartTarget: Sendable {
        init(resolver: Resolver) {}               // or init()
        @Action(ShopContracts.cartAdd) func add(_ item: AddToCart) async throws -> Int { item.quantity }
        @Action(ShopContracts.cartCount) func count() throws -> Int { 0 }   // a NoInput contract
    }
    // end sample

    /// What the macro generates.
    protocol GeneratedMembers {
        // sample: Sources/LatticeAnnotations/MediatorTarget.swift#2
        static func latticeMakeTarget(_ resolver: Resolver) throws -> CartTarget
        nonisolated static func latticeActions(_ actions: inout TargetActions<CartTarget>)
        static func latticeAction_count(_ target: CartTarget, _ input: NoInput) throws -> Int
        // end sample
    }

    @Test("the generated members make the target and register its actions")
    func members() async throws {
        let mediator = Mediator()
        try mediator.register("cart", make: { try CartTarget.latticeMakeTarget(ServiceRegistry().resolver) }, actions: CartTarget.latticeActions)
        #expect(try await mediator.perform(ShopContracts.cartAdd, AddToCart(sku: "A1", quantity: 2, gift: false)) == 2)
        #expect(try await mediator.perform(ShopContracts.cartCount, NoInput()) == 0)
    }
}

extension MediatorTargetDocComments.CartTarget: MediatorTargetDocComments.GeneratedMembers {}

@Suite("@Action")
struct ActionDocComments {
    typealias AddToCart = AnnotationStubs.AddToCart
    typealias ShopContracts = AnnotationStubs.ShopContracts

    // sample: Sources/LatticeAnnotations/Action.swift#1
    @MediatorTarget("cart")
    final class CartTarget: Sendable {
        @Action(ShopContracts.cartAdd) func add(_ item: AddToCart) async throws -> Int { item.quantity }
    }
    // end sample

    @Test("the action is registered by the target's macro")
    func action() async throws {
        let mediator = Mediator()
        try mediator.register("cart", make: { try CartTarget.latticeMakeTarget(ServiceRegistry().resolver) }, actions: CartTarget.latticeActions)
        #expect(try await mediator.perform(ShopContracts.cartAdd, AddToCart(sku: "A1", quantity: 5, gift: false)) == 5)
    }
}

@Suite("@Route and @RoutePath")
struct RouteDocComments {
    // sample: Sources/LatticeAnnotations/Route.swift#1 part 2/2
    enum ProductRoutes {
        @Route("shop://product/:id<int>", exposure: .external, summary: "Product page")
        static func show(_ request: RouteRequest, id: Int) throws -> RouteResponse { .handled }
    }
    // end sample

    /// What the macro generates.
    protocol GeneratedHandler {
        // sample: Sources/LatticeAnnotations/Route.swift#2
        static func latticeRoute_show(_ request: RouteRequest) throws -> RouteResponse
        // end sample
    }

    // sample: Sources/LatticeAnnotations/RoutePath.swift#1 part 2/3
    @RoutePath("shop://product/:id<int>/reviews/:page<int>")
    enum ProductReviews {}
    // end sample

    @Test("the generated handler reads the typed parameter; the path builds the URL")
    func routes() throws {
        let router = Router()
        try router.add("shop://product/:id<int>", handler: ProductRoutes.latticeRoute_show)
        #expect(try router.openSync("shop://product/42"))
        // sample: Sources/LatticeAnnotations/RoutePath.swift#1 part 3/3
        ProductReviews.url(id: 42, page: 2)   // "shop://product/42/reviews/2"
        // ProductReviews.url(id: 42)         does not compile: missing argument for parameter 'page'
        // end sample
        #expect(ProductReviews.url(id: 42, page: 2) == "shop://product/42/reviews/2")
    }
}

extension RouteDocComments.ProductRoutes: RouteDocComments.GeneratedHandler {}

@Suite("@LatticeComponent")
struct LatticeComponentDocComments {
    // sample: Sources/LatticeAnnotations/LatticeComponent.swift#1 part 2/2
    @LatticeComponent
    public struct CartComponent: Component {
        public let name = "Cart"
        public let version = SemanticVersion(1, 4, 0)
    }
    // end sample

    /// Another component of this module: it registers what it writes, not the module's annotations.
    struct BadgeComponent: Component {
        let name = "Badge"
        let version = SemanticVersion(1, 0, 0)
    }

    @Test("the marked component registers the module's annotations, another component of the module does not")
    func component() async throws {
        let host = try ComponentHost(components: [BadgeComponent()], layers: nil)
        try await host.boot()
        #expect(host.environment.services.registrations.isEmpty)
        #expect(host.environment.router.routes.isEmpty)
        #expect(CartComponent().name == "Cart")
    }
}
