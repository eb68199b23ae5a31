import Lattice
import Testing

// The umbrella catalog's articles: getting started, and which of the three when.
// sample: Sources/Lattice/Lattice.docc/GettingStarted.md#2
// ShopInterfaces
import Lattice

/// The cart, as every feature sees it.
public protocol CartService: Sendable {
    func add(sku: String) async -> Int
    func count() async -> Int
}

public enum ShopRoutes {
    /// The product page: `shop://product/42`.
    public static let product = "shop://product/:id<int>"
}
// end sample

// The features import the interface module; here they share this test module with it.
#if canImport(ShopInterfaces)
// sample: Sources/Lattice/Lattice.docc/GettingStarted.md#3 part 1/2
// CartService
import Lattice
import ShopInterfaces
// end sample
#endif

// sample: Sources/Lattice/Lattice.docc/GettingStarted.md#3 part 2/2

actor LiveCart: CartService {
    private var skus: [String] = []

    func add(sku: String) -> Int {
        skus.append(sku)
        return skus.count
    }

    func count() -> Int { skus.count }
}

struct CartComponent: Component {
    let name = "CartService"
    let version = SemanticVersion(1, 0, 0)
    let providedServices = [ServiceKeyDescriptor((any CartService).self)]

    func register(in context: ComponentContext) throws {
        try context.register((any CartService).self, scope: .singleton) { _ in LiveCart() }
    }
}
// end sample

// The features import the interface module; here they share this test module with it.
#if canImport(ShopInterfaces)
// sample: Sources/Lattice/Lattice.docc/GettingStarted.md#4 part 1/2
// HomeFeature
import Lattice
import ShopInterfaces
// end sample
#endif

// sample: Sources/Lattice/Lattice.docc/GettingStarted.md#4 part 2/2

struct HomeComponent: Component {
    let name = "HomeFeature"
    let version = SemanticVersion(1, 0, 0)
    let dependencies = [ComponentDependency("CartService", "~> 1.0")]
    let requiredServices = [ServiceKeyDescriptor((any CartService).self)]

    func register(in context: ComponentContext) throws {
        let services = context.services
        try context.router.add(ShopRoutes.product, summary: "Product page", owner: name, exposure: .external) { request in
            let id = try request.requiredValue("id", as: Int.self)
            print("Product \(id)")
            return .handled
        }
        try context.router.add("shop://home", owner: name) { _ in
            let cart = try services.resolve((any CartService).self)
            Task { print("Home, \(await cart.count()) in the cart") }
            return .handled
        }
    }
}
// end sample

// sample: Sources/Lattice/Lattice.docc/GettingStarted.md#5 part 1/2
// Shop (the composition root)
import Lattice
// end sample

// sample: Sources/Lattice/Lattice.docc/GettingStarted.md#8
import Lattice
import Testing

struct FakeCart: CartService {
    func add(sku: String) async -> Int { 1 }
    func count() async -> Int { 3 }
}

@Test func homeShowsTheCartCount() async throws {
    let app = ServiceRegistry()
    try app.register((any CartService).self, scope: .singleton) { _ in LiveCart() }

    let test = app.child()
    try test.register((any CartService).self) { _ in FakeCart() }
    #expect(try await test.resolve((any CartService).self).count() == 3)
}
// end sample

/// Stand-ins for PackageDescription's `Package` arguments, with the same labels: a test
/// target cannot import PackageDescription.
struct GettingStartedManifest {
    struct PackageDependency {
        static func package(url: String, from version: String) -> PackageDependency { PackageDependency() }
    }
    struct TargetDependency: ExpressibleByStringLiteral {
        init() {}
        init(stringLiteral name: String) {}
        static func product(name: String, package: String) -> TargetDependency { TargetDependency() }
    }
    struct Plugin {
        static func plugin(name: String, package: String) -> Plugin { Plugin() }
    }
    struct Target {
        let name: String
        static func target(name: String, dependencies: [TargetDependency] = [], plugins: [Plugin] = []) -> Target { Target(name: name) }
        static func executableTarget(name: String, dependencies: [TargetDependency] = [], plugins: [Plugin] = []) -> Target { Target(name: name) }
    }
    let dependencies: [PackageDependency]
    let targets: [Target]
}

@Suite("Umbrella: getting started")
struct GettingStartedSamples {
    @Test("the package manifest has PackageDescription's labels and lays the targets out in layers")
    func manifest() {
        let manifest = GettingStartedManifest(
            // sample: Sources/Lattice/Lattice.docc/GettingStarted.md#1
            // Package.swift
            dependencies: [
                .package(url: "https://github.com/lattice-swift/Lattice", from: "1.0.0"),
            ],
            targets: [
                .target(name: "ShopInterfaces", dependencies: [.product(name: "Lattice", package: "Lattice")]),
                .target(name: "CartService", dependencies: ["ShopInterfaces"]),
                .target(name: "HomeFeature", dependencies: ["ShopInterfaces"]),
                .executableTarget(name: "Shop", dependencies: ["CartService", "HomeFeature"],
                                  plugins: [.plugin(name: "LatticeWiringPlugin", package: "Lattice")]),
            ]
            // end sample
        )
        #expect(manifest.targets.map(\.name) == ["ShopInterfaces", "CartService", "HomeFeature", "Shop"])
        #expect(manifest.dependencies.count == 1)
    }

    @Test("the shop boots, the home screen's routes open and the cart counts")
    func boots() async throws {
        // sample: Sources/Lattice/Lattice.docc/GettingStarted.md#5 part 2/2
        let host = try ComponentHost(components: [CartComponent(), HomeComponent()])
        let report = try await host.boot()
        print(report.entries.map(\.name))   // ["CartService", "HomeFeature"]

        let cart = try host.environment.services.resolve((any CartService).self)
        _ = await cart.add(sku: "A1")
        _ = try await host.environment.router.open("shop://product/42", origin: .push)
        // end sample
        #expect(report.entries.map(\.name) == ["CartService", "HomeFeature"])
        #expect(await cart.count() == 1)
        #expect(try await host.environment.router.open("shop://home"))
        let refused = await #expect(throws: RoutingError.self) {
            try await host.environment.router.open("shop://home", origin: .push)   // not exposed
        }
        #expect(refused?.code == .refused)
        await host.shutdown()
    }
}

// sample: Sources/Lattice/Lattice.docc/ServicesRoutesOrTheMediator.md#1 part 1/2
protocol Payments: Sendable {
    func pay(cents: Int) async throws -> String
}
struct CardPayments: Payments {
    func pay(cents: Int) async throws -> String { "receipt-\(cents)" }
}
// end sample

// sample: Sources/Lattice/Lattice.docc/ServicesRoutesOrTheMediator.md#3 part 1/2
struct AddItem: Codable, Sendable { var sku: String; var quantity: Int }
// end sample

@Suite("Umbrella: services, routes or the mediator")
struct WhichWhenSamples {
    @Test("a service: resolved by protocol")
    func service() async throws {
        // sample: Sources/Lattice/Lattice.docc/ServicesRoutesOrTheMediator.md#1 part 2/2
        let services = ServiceRegistry()
        try services.register((any Payments).self, scope: .singleton) { _ in CardPayments() }

        let payments = try services.resolve((any Payments).self)
        let receipt = try await payments.pay(cents: 1_250)
        // end sample
        #expect(receipt == "receipt-1250")
    }

    @Test("a route: opened from a push, exposed and trusted")
    func route() async throws {
        // sample: Sources/Lattice/Lattice.docc/ServicesRoutesOrTheMediator.md#2
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
        try router.add("shop://product/:id<int>", owner: "ProductDetail", exposure: .external) { request in
            let id = try request.requiredValue("id", as: Int.self)
            print("Showing product \(id)")
            return .handled
        }
        try await router.open("shop://product/42", origin: .push)   // prints "Showing product 42"
        // end sample
        #expect(router.canOpen("shop://product/42", origin: .push))
        #expect(!router.canOpen("https://product/42", origin: .push))   // a scheme the policy does not allow
    }

    @Test("the mediator: typed and by name, the same handler")
    func mediator() async throws {
        // sample: Sources/Lattice/Lattice.docc/ServicesRoutesOrTheMediator.md#3 part 2/2
        enum CartActions {
            static let add = ActionContract<AddItem, Int>(target: "cart", action: "add", exposure: .external)
        }

        let mediator = Mediator()
        try mediator.register("cart") { actions in
            actions.on(CartActions.add) { item in item.quantity }
        }

        let typed = try await mediator.perform(CartActions.add, AddItem(sku: "A1", quantity: 2))
        let byName = try await mediator.perform(
            target: "cart", action: "add", params: ["sku": "A1", "quantity": "2"], origin: .server)
        // end sample
        #expect(typed == 2)
        #expect(byName as? Int == 2)
    }
}
