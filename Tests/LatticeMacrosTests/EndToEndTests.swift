import Foundation
import LatticeAnnotations
import LatticeComponents
import LatticeMediator
import LatticeRouting
import LatticeServices
import Testing

// Annotated types, registered below through the members the macros generate, the way the
// file `lattice scan` writes does.

protocol Greeting: Sendable { func greet() -> String }
protocol Counting: Sendable { var count: Int { get } }
protocol Detail: Sendable { var id: Int { get } }
struct Prefix: Sendable { var text: String }

@Provides((any Greeting).self, scope: .singleton)
@Provides((any Counting).self, name: "badge")
final class Greeter: Greeting, Counting {
    let prefix: String
    init(resolver: Resolver) throws { prefix = try resolver.resolve(Prefix.self).text }
    func greet() -> String { prefix + ", world" }
    var count: Int { 3 }
}

@Provides((any Detail).self, arguments: Int.self)
struct DetailModel: Detail {
    let id: Int
    init(arguments id: Int) { self.id = id }
}

enum ProductRoutes {
    @Route("shop://product/:id<int>(/reviews/:page<int>)", exposure: .external, summary: "Product page")
    static func show(_ request: RouteRequest, id: Int, page: Int?) throws -> RouteResponse {
        .value("product \(id) page \(page ?? 0)")
    }

    @Route("shop://search/:term")
    static func search(term: String) async -> RouteResponse { .value("search \(term)") }
}

@RoutePath("shop://product/:id<int>/reviews/:page<int>")
enum ProductReviews {}

enum TypedRoutes {
    static let review: TypedRoute<Int, Int> = #typedRoute("shop://product/:id<int>/reviews/:page<int>")
    static let order: TypedRoute<UUID> = #typedRoute("/order/:id<uuid>")
}

@RoutePath("shop://search/:term(/:sort)")
enum SearchPage {}

struct AddItem: Codable, Sendable { var sku: String; var quantity: Int }

enum CartContracts {
    static let add = ActionContract<AddItem, Int>(target: "cart", action: "add")
    static let count = ActionContract<NoInput, Int>(target: "cart", action: "count")
}

@MediatorTarget("cart", lifetime: .cached)
final class CartTarget: Sendable {
    let total = LockedCount()
    init(resolver: Resolver) throws { total.set(try resolver.resolve(Int.self, name: "start")) }
    @Action(CartContracts.add) func add(_ item: AddItem) async throws -> Int { total.add(item.quantity) }
    @Action(CartContracts.count) func count() -> Int { total.value }
}

final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    var value: Int { lock.withLock { stored } }
    func set(_ value: Int) { lock.withLock { stored = value } }
    func add(_ amount: Int) -> Int { lock.withLock { stored += amount; return stored } }
}

@Suite struct EndToEndTests {
    @Test func providedServicesResolveThroughTheGeneratedFactories() throws {
        let services = ServiceRegistry()
        try services.register(Prefix.self) { _ in Prefix(text: "hello") }
        try services.register((any Greeting).self, scope: .singleton, factory: Greeter.latticeMake_Greeting)
        try services.register((any Counting).self, name: "badge", factory: Greeter.latticeMake_Counting_badge)
        try services.register((any Detail).self, factory: DetailModel.latticeMake_Detail)

        #expect(try services.resolve((any Greeting).self).greet() == "hello, world")
        #expect(try services.resolve((any Counting).self, name: "badge").count == 3)
        #expect(try services.resolve((any Detail).self, arguments: 42).id == 42)
    }

    @Test func routesOpenThroughTheGeneratedHandlers() async throws {
        let router = Router()
        try router.add("shop://product/:id<int>(/reviews/:page<int>)", summary: "Product page", exposure: .external, handler: ProductRoutes.latticeRoute_show)
        try router.add("shop://search/:term", handler: ProductRoutes.latticeRoute_search)

        #expect(try router.valueSync(for: "shop://product/42", as: String.self) == "product 42 page 0")
        #expect(try router.valueSync(for: "shop://product/42/reviews/3", as: String.self) == "product 42 page 3")
        #expect(try await router.value(for: "shop://search/red%20shoes") as? String == "search red shoes")
    }

    @Test func routePathsBuildTheirURLs() {
        #expect(ProductReviews.pattern == "shop://product/:id<int>/reviews/:page<int>")
        #expect(ProductReviews.url(id: 42, page: 2) == "shop://product/42/reviews/2")
        #expect(SearchPage.url(term: "red shoes") == "shop://search/red%20shoes")
        #expect(SearchPage.url(term: "a/b", sort: "price") == "shop://search/a%2Fb/price")
    }

    @Test func typedRouteConstantsMatchAndBuildTheirURLs() throws {
        let router = Router()
        try router.add(TypedRoutes.review) { _, id, page in .value("review \(id) page \(page)") }
        #expect(try router.valueSync(for: "shop://product/42/reviews/3", as: String.self) == "review 42 page 3")
        #expect(!router.canOpen("shop://product/x/reviews/3"), "typed from the pattern: id is an Int")
        #expect(TypedRoutes.review.url(42, 2) == "shop://product/42/reviews/2")
        let id = UUID()
        #expect(TypedRoutes.order.url(id) == "/order/\(id.uuidString)")
    }

    @Test func mediatorTargetsPerformThroughTheGeneratedActionTable() async throws {
        let services = ServiceRegistry()
        try services.register(Int.self, name: "start") { _ in 10 }
        let mediator = Mediator()
        try mediator.register("cart", lifetime: .cached, make: { [resolver = services.resolver] in try CartTarget.latticeMakeTarget(resolver) }) {
            CartTarget.latticeActions(&$0)
        }
        #expect(try await mediator.perform(CartContracts.add, AddItem(sku: "A1", quantity: 2)) == 12)
        #expect(try await mediator.perform(CartContracts.count, NoInput()) == 12)
    }

    /// The module's one component, with the default `register(in:)`: it registers what the
    /// module annotates, from the records the macros placed in the test binary.
    struct AnnotatedModule: Component {
        let name = "Shop"
        let version = SemanticVersion(1, 0, 0)
    }

    @Test func aComponentRegistersWhatItsModuleAnnotatesFromTheRecords() async throws {
        let host = try ComponentHost(components: [AnnotatedModule()], layers: nil)
        try host.environment.services.register(Prefix.self) { _ in Prefix(text: "hi") }
        try host.environment.services.register(Int.self, name: "start") { _ in 1 }
        try await host.boot()
        let services = host.environment.services
        #expect(try services.resolve((any Greeting).self).greet() == "hi, world")
        #expect(try services.resolve((any Counting).self, name: "badge").count == 3)
        #expect(try services.resolve((any Detail).self, arguments: 7).id == 7)
        // Recorded as the component's, at the annotation (not at generated code).
        let greeting = try #require(services.registrations.first { $0.serviceType.contains("Greeting") })
        #expect(greeting.component == "Shop")
        #expect(greeting.fileID == "LatticeMacrosTests/EndToEndTests.swift" && greeting.line == 17)
        #expect(greeting.scope == .singleton)
        let routes = host.environment.router.routes
        #expect(Set(routes.map(\.pattern)) == ["shop://product/:id<int>(/reviews/:page<int>)", "shop://search/:term"])
        #expect(routes.allSatisfy { $0.owner == "Shop" })
        #expect(routes.first { $0.pattern.hasPrefix("shop://product") }?.exposure == .external)
        #expect(try await host.environment.router.value(for: "shop://search/hats") as? String == "search hats")
        #expect(try await host.environment.mediator.perform(CartContracts.add, AddItem(sku: "A1", quantity: 2)) == 3)
    }

    @Test func anAnnotationsRegistrationErrorNamesTheAnnotation() async throws {
        let host = try ComponentHost(components: [AnnotatedModule()], layers: nil)
        // Registered first by hand: the annotation's registration is then a duplicate.
        try host.environment.router.add("shop://search/:term") { _ in .handled }
        await #expect { try await host.boot() } throws: { error in
            "\(error)".contains("EndToEndTests.swift:38")
        }
    }
}
