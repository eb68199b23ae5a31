// The README's samples: services, routing, components, and the outputs it shows.
// sample: README.md#3 part 1/3
import Lattice
// end sample
import Testing

@Suite("README: services")
struct ReadmeServices {
    // sample: README.md#3 part 2/3
    // In a small interface module both components import:
    protocol LoginService: Sendable { func logIn() async throws -> User }
    protocol CartService: Sendable { var count: Int { get } }
    // end sample

    // What a reader infers around it.
    struct User: Sendable { var name: String }
    struct WeChatLogin: LoginService { func logIn() async throws -> User { User(name: "wechat") } }
    struct QQLogin: LoginService { func logIn() async throws -> User { User(name: "qq") } }
    protocol Storage: Sendable {}
    struct DiskStorage: Storage {}
    struct Cart: CartService { let storage: any Storage; var count: Int { 0 } }
    protocol ProductDetail: Sendable { var id: Int { get } }
    struct ProductDetailModel: ProductDetail { let id: Int }

    @Test("the services sample registers and resolves")
    func runs() async throws {
        // sample: README.md#3 part 3/3
        // Component B registers its implementations:
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        try services.register((any ProductDetail).self) { (r, id: Int) in ProductDetailModel(id: id) }

        // Component C (storage) registers what the cart needs:
        try services.register((any Storage).self, scope: .singleton) { _ in DiskStorage() }

        // Component A resolves by protocol, never importing B:
        let cart = try services.resolve((any CartService).self)
        let providers = try services.resolveAll((any LoginService).self)      // wechat, qq: in order, with names
        let detail = try services.resolve((any ProductDetail).self, arguments: 42)
        // end sample
        #expect(cart.count == 0)
        #expect(providers.map(\.name) == ["wechat", "qq"])
        #expect(try await providers[0].service.logIn().name == "wechat")
        #expect(detail.id == 42)
    }

    // output: README.md#4
    @Test("the README's not-registered error is what resolve throws")
    func notRegisteredError() throws {
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        let error = #expect(throws: ServiceError.self) {
            try services.resolve((any LoginService).self, name: "wechta", fileID: "Checkout/CheckoutScreen.swift", line: 12)
        }
        ShownOutput.expect(error.map { String(describing: $0) } ?? "", shownIn: "README.md#4")
    }
}

@Suite("README: routing")
struct ReadmeRouting {
    @Test("the routing sample opens the product page from a push and from the web")
    func runs() async throws {
        let shown = Recorder<Int?>()
        try await Shown.$products.withValue(shown) {
            // sample: README.md#5
            let router = Router(
                configuration: .init(webHosts: ["shop.example.com"]),
                policy: TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"]))

            try router.add("/product/:id<int>", summary: "Product page", owner: "Catalog", exposure: .external) { request in
                showProduct(request.value("id", as: Int.self))
                return .handled
            }
            try await router.open("shop://product/42", origin: .push)      // in synchronous code: try router.openSync(…)
            try await router.open("https://shop.example.com/product/42", origin: .webPage)
            // end sample
        }
        #expect(shown.values == [42, 42])
    }
}

/// What a reader infers: the screen the route shows (recorded for the test that runs it).
enum Shown { @TaskLocal static var products = Recorder<Int?>() }
func showProduct(_ id: Int?) { Shown.products.record(id) }

@Suite("README: components")
struct ReadmeComponents {
    // sample: README.md#7 part 1/2
    struct CartComponent: Component {
        let name = "Cart"
        let version = SemanticVersion(1, 4, 0)
        let layer: String? = "shared"
        let dependencies = [ComponentDependency("Log", "~> 1.2"), ComponentDependency("Storage", ">= 2.0, < 3.0")]
        let providedServices = [ServiceKeyDescriptor((any CartService).self)]

        func register(in context: ComponentContext) throws {
            try context.register((any CartService).self, scope: .singleton) { r in LiveCart(storage: try r.resolve((any Storage).self)) }
            try context.router.add("shop://cart", owner: name, exposure: .external) { _ in .handled }
            try context.mediator.register("cart") { actions in actions.on(Cart.add) { item in /* ... */ 1 } }
        }
        func start(_ context: ComponentContext) async throws { /* open the database */ }
    }
    // end sample

    // What a reader infers: the contract of the mediator sample, the services, the other components.
    typealias CartCount = Int
    struct AddToCart: Codable, Sendable { var sku: String; var quantity: Int; var gift: Bool }
    enum Cart { static let add = ActionContract<AddToCart, CartCount>(target: "cart", action: "add", exposure: .external) }
    protocol CartService: Sendable {}
    protocol Storage: Sendable {}
    struct DiskStorage: Storage {}
    struct LiveCart: CartService { let storage: any Storage }
    struct LogComponent: Component {
        let name = "Log"
        let version = SemanticVersion(1, 5, 0)
        let layer: String? = "foundation"
    }
    struct StorageComponent: Component {
        let name = "Storage"
        let version = SemanticVersion(2, 1, 0)
        let layer: String? = "foundation"
        let providedServices = [ServiceKeyDescriptor((any Storage).self)]
        func register(in context: ComponentContext) throws {
            try context.register((any Storage).self, scope: .singleton) { _ in DiskStorage() }
        }
    }
    struct PaymentComponent: Component {
        let name = "Payment"
        let version = SemanticVersion(3, 1, 0)
        let layer: String? = "shared"
    }

    @Test("the components sample boots in dependency order")
    func runs() async throws {
        // sample: README.md#7 part 2/2
        let host = try ComponentHost(components: [LogComponent(), StorageComponent(), CartComponent(), PaymentComponent()])
        let report = try await host.boot()          // dependency order, concurrent within a wave, timed
        await host.send(AppEvent(.didEnterBackground))
        // end sample
        #expect(report.entries.map(\.name) == ["Log", "Storage", "Payment", "Cart"])
        #expect(!report.isDegraded)
        #expect(try await host.environment.mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 2, gift: false)) == 1)
    }

    // output: README.md#8
    @Test("the README's version conflict is what validation reports")
    func versionConflict() throws {
        struct Named: Component {
            let name: String
            let version: SemanticVersion
            let layer: String? = "foundation"
            let dependencies: [ComponentDependency]
        }
        let components = [
            Named(name: "Cart", version: SemanticVersion(1, 0, 0), dependencies: [ComponentDependency("Log", "~> 1.2")]),
            Named(name: "Log", version: SemanticVersion(2, 0, 0), dependencies: []),
            Named(name: "Payment", version: SemanticVersion(3, 1, 0), dependencies: [ComponentDependency("Log", ">= 2.0")]),
        ]
        let problems = ComponentHost.validate(components)
        ShownOutput.expect(problems.map { String(describing: $0) }.joined(separator: "\n"), shownIn: "README.md#8", .contained)
    }
}
