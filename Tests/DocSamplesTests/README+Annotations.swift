// The README's annotations sample and the build plugin's target.
// sample: README.md#9 part 1/4
import LatticeAnnotations
// end sample
import Testing

@Suite("README: annotations")
struct ReadmeAnnotations {
    // sample: README.md#9 part 2/4
    @Provides((any CartManaging).self, scope: .singleton)   // a Cart that is not a CartManaging does not compile
    final class Cart: CartManaging {
        init(resolver: Resolver) throws { /* resolve what it needs */ }
    }

    enum ProductRoutes {
        @Route("shop://product/:id<int>", exposure: .external)    // a pattern that does not parse does not compile
        static func show(_ request: RouteRequest, id: Int) -> RouteResponse { .handled }
    }

    @RoutePath("shop://product/:id<int>") enum ProductPage {}
    // end sample

    // sample: README.md#9 part 4/4

    @MediatorTarget("cart")
    struct CartTarget {
        @Action(ShopContracts.cartAdd) func add(_ item: AddToCart) async throws -> Int { item.quantity }   // checked against the contract
    }

    @LatticeComponent
    struct CartComponent: Component {      // name, version, dependencies: no registration, no service lists
        let name = "Cart"
        let version = SemanticVersion(1, 4, 0)
    }
    // end sample

    // What a reader infers: the service and the contract of the other samples.
    protocol CartManaging: Sendable {}
    struct AddToCart: Codable, Sendable { var sku: String; var quantity: Int; var gift: Bool }
    enum ShopContracts {
        static let cartAdd = ActionContract<AddToCart, Int>(target: "cart", action: "add")
    }

    @Test("the annotations' helpers build the route URL, the service and the actions")
    func runs() async throws {
        // sample: README.md#9 part 3/4
        ProductPage.url(id: 42)                                  // ProductPage.url() is "missing argument for parameter 'id'"
        // end sample
        #expect(ProductPage.url(id: 42) == "shop://product/42")
        #expect(try Cart.latticeMake_CartManaging(ServiceRegistry().resolver) is Cart)
        let mediator = Mediator()
        try mediator.register("cart", make: { try CartTarget.latticeMakeTarget(ServiceRegistry().resolver) }, actions: CartTarget.latticeActions)
        #expect(try await mediator.perform(ShopContracts.cartAdd, AddToCart(sku: "A1", quantity: 3, gift: false)) == 3)
        #expect(CartComponent().name == "Cart")
    }
}

/// Stand-ins for PackageDescription's `Target.target`, `.product` and `.plugin`, with the same
/// labels: a test target cannot import PackageDescription.
struct PackageTarget {
    struct Dependency: ExpressibleByStringLiteral {
        init() {}
        init(stringLiteral value: String) {}
        static func product(name: String, package: String) -> Dependency { Dependency() }
    }
    struct Plugin { static func plugin(name: String, package: String) -> Plugin { Plugin() } }
    let name: String
    static func target(name: String, dependencies: [Dependency] = [], plugins: [Plugin] = []) -> PackageTarget {
        PackageTarget(name: name)
    }
    static func executableTarget(name: String, dependencies: [Dependency] = [], plugins: [Plugin] = []) -> PackageTarget {
        PackageTarget(name: name)
    }
}

@Test("README: the build plugin's composition root has the labels of PackageDescription")
func readmePluginTarget() {
    let targets: [PackageTarget] = [
        // sample: README.md#10
        .executableTarget(name: "ShopApp", dependencies: ["CartService", "HomeFeature"],
                          plugins: [.plugin(name: "LatticeWiringPlugin", package: "Lattice")]),
        // end sample
    ]
    #expect(targets.map(\.name) == ["ShopApp"])
}
