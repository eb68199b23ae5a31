// The doc comments' samples of LatticeRouting. Imported: the module and LatticeCore (the policy).
import LatticeCore
import LatticeRouting
import Testing
// sample: Sources/LatticeRouting/TypedRoute.swift#1 part 1/3
import LatticeAnnotations
// end sample
// sample: Sources/LatticeAnnotations/TypedRouteMacro.swift#1 part 1/3
import LatticeAnnotations
// end sample

@Suite("LatticeRouting doc comments")
struct LatticeRoutingDocComments {
    // sample: Sources/LatticeRouting/RouteParameterValue.swift#1
    struct Sku: RouteParameterValue {
        static let routeParameterType = ParameterType(name: "sku") { $0.hasPrefix("SKU-") }
        var code: String
        init?(routeParameter: String) { guard routeParameter.hasPrefix("SKU-") else { return nil }; code = routeParameter }
        var routeParameter: String { code }
    }
    // end sample

    // sample: Sources/LatticeRouting/TypedRoute.swift#1 part 2/3
    enum Routes {
        // Checked at compile time: a pattern that does not parse does not build.
        static let review: TypedRoute<Int, Int> = #typedRoute("shop://product/:id<int>/reviews/:page<int>")
    }
    // end sample

    // sample: Sources/LatticeAnnotations/TypedRouteMacro.swift#1 part 2/3
    public enum ShopRoutes {
        public static let product: TypedRoute<Int> = #typedRoute("/product/:id<int>")
    }
    // end sample

    enum Deferred {
        // sample: Sources/LatticeRouting/TypedRoute.swift#2
        static let product = TypedRoute<Int>(deferringErrors: "/product/:id")
        // end sample
        static let broken = TypedRoute<Int>(deferringErrors: "/product/:id<int")
    }

    @Test("#typedRoute: a constant checked at compile time, registered and built")
    func typedRouteMacro() throws {
        let router = Router()
        let shown = Recorder<Int>()
        @Sendable func show(_ id: Int) { shown.record(id) }
        // sample: Sources/LatticeAnnotations/TypedRouteMacro.swift#1 part 3/3
        try router.add(ShopRoutes.product) { request, id in show(id); return .handled }
        ShopRoutes.product.url(42)   // "/product/42"
        // end sample
        try router.openSync("/product/42")
        #expect(shown.values == [42])
        #expect(ShopRoutes.product.url(42) == "/product/42")
    }

    @Test("TypedRoute(deferringErrors:): never crashes; a bad pattern is refused at registration")
    func deferredErrors() throws {
        let router = Router()
        try router.add(Deferred.product) { _, _ in .handled }
        #expect(try router.openSync("/product/42"))
        let error = #expect(throws: RoutingError.self) { try router.add(Deferred.broken) { _, _ in .handled } }
        #expect(error?.code == .invalidPattern)
    }

    @Test("RouteParameterValue: a value type of your own")
    func parameterValue() {
        #expect(Sku(routeParameter: "SKU-1")?.routeParameter == "SKU-1")
        #expect(Sku(routeParameter: "1") == nil)
        #expect(Sku.routeParameterType.name == "sku")
    }

    @Test("RouteRequest.requiredValue: a parameter that must be there")
    func requiredValue() throws {
        let router = Router()
        let ids = Recorder<Int>()
        try router.add("shop://product/:id<int>") { request in
            // sample: Sources/LatticeRouting/RouteRequest+RequiredValue.swift#1
            let id = try request.requiredValue("id", as: Int.self)
            // end sample
            ids.record(id)
            return .handled
        }
        try router.openSync("shop://product/42")
        #expect(ids.values == [42])
    }

    @Test("RouteShape and RouteURL: parse a pattern, build a URL")
    func shapeAndURL() throws {
        // sample: Sources/LatticeRouting/RouteShape.swift#1
        let shape = try RouteShape(parsing: "shop://product/:id<int>")
        shape.parameters.map(\.name)   // ["id"]
        // end sample
        #expect(shape.parameters.map(\.name) == ["id"])
        // sample: Sources/LatticeRouting/RouteURL.swift#1
        try RouteURL.build("shop://product/:id<int>/reviews/:page<int>", values: ["id": "42", "page": "2"])
        // "shop://product/42/reviews/2"
        try RouteURL.build("shop://search/:term", values: ["term": "red shoes"])
        // "shop://search/red%20shoes"
        // end sample
        #expect(try RouteURL.build("shop://product/:id<int>/reviews/:page<int>", values: ["id": "42", "page": "2"]) == "shop://product/42/reviews/2")
        #expect(try RouteURL.build("shop://search/:term", values: ["term": "red shoes"]) == "shop://search/red%20shoes")
    }

    @Test("Router: a route opened from a push")
    func router() async throws {
        let shown = Recorder<Int?>()
        @Sendable func show(product: Int?) { shown.record(product) }
        // sample: Sources/LatticeRouting/Router.swift#1
        let router = Router(configuration: .init(webHosts: ["shop.example.com"]),
                            policy: TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"]))
        try router.add("/product/:id<int>", exposure: .external) { request in
            show(product: request.value("id", as: Int.self))
            return .handled
        }
        try await router.open("shop://product/42", origin: .push)   // in synchronous code: try router.openSync
        // end sample
        #expect(shown.values == [42])
    }

    @Test("TypedRoute: match with typed values, build the URL")
    func typedRoute() throws {
        let router = Router()
        let shown = Recorder<[Int]>()
        @Sendable func show(_ id: Int, _ page: Int) { shown.record([id, page]) }
        // sample: Sources/LatticeRouting/TypedRoute.swift#1 part 3/3
        try router.add(Routes.review) { request, id, page in show(id, page); return .handled }
        Routes.review.url(42, 2)        // "shop://product/42/reviews/2"
        // end sample
        try router.openSync("shop://product/42/reviews/2")
        #expect(shown.values == [[42, 2]])
        #expect(Routes.review.url(42, 2) == "shop://product/42/reviews/2")
    }
}
