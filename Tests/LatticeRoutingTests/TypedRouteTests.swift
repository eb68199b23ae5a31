import LatticeCore
import Foundation
import LatticeRouting
import Testing

enum ShopRoutes {
    static let product = try? TypedRoute<Int>("shop://product/:id")
    static let review = try? TypedRoute<Int, String>("/product/:id/reviews/:author")
    static let user = try? TypedRoute<UUID>("/user/:id")
}

@Suite struct TypedRouteTests {
    @Test func oneDeclarationMatchesAndBuilds() throws {
        let review = try #require(ShopRoutes.review)
        let router = Router()
        let seen = LockedBox<(Int, String)?>(nil)
        try router.add(review) { _, id, author in
            seen.withLock { $0 = (id, author) }
            return .handled
        }
        let url = review.url(42, "Zoë Smith/Jr")
        #expect(url == "/product/42/reviews/Zo%C3%AB%20Smith%2FJr")
        #expect(try router.openSync(url))
        #expect(seen.withLock { $0?.0 } == 42)
        #expect(seen.withLock { $0?.1 } == "Zoë Smith/Jr")
    }

    @Test func theGenericTypesBecomeConstraints() throws {
        let product = try #require(ShopRoutes.product)
        let user = try #require(ShopRoutes.user)
        let router = Router()
        try router.add(product) { _, _ in .handled }
        try router.add(user) { _, _ in .handled }
        #expect(product.url(7) == "shop://product/7")
        #expect(router.match("shop://product/x") == nil)
        let id = UUID()
        #expect(router.match(user.url(id))?.value("id", as: UUID.self) == id)
        #expect(router.routes.first?.parameters.first?.type == "int")
    }

    @Test func mismatchedDeclarationsAreClearErrors() {
        #expect(throws: RoutingError.self) { try TypedRoute<Int>("/a/:x/:y") }
        #expect(throws: RoutingError.self) { try TypedRoute<Int>("/a/:x<uuid>") }
        #expect(throws: RoutingError.self) { try TypedRoute<Int>("/a(/:x)") }
    }

    /// A constant made with `deferringErrors` cannot crash: the router reports it when the
    /// route is registered, with the declaration's file and line.
    @Test func deferredErrorsAreThrownWhenTheRouteIsRegistered() throws {
        let broken = TypedRoute<Int>(deferringErrors: "/a/:x/:y", fileID: "Shop/Routes.swift", line: 7)
        #expect(broken.url(42) == "/a/:x/:y", "no URL for a pattern that does not fit, and no crash")
        let router = Router()
        let error = #expect(throws: RoutingError.self) { try router.add(broken) { _, _ in .handled } }
        #expect(error?.code == .invalidPattern)
        #expect(error?.fileID == "Shop/Routes.swift")
        #expect(error?.line == 7)
        var thrown = ""
        do { _ = try TypedRoute<Int>("/a/:x/:y") } catch { thrown = error.message }
        #expect(!thrown.isEmpty && error?.message == thrown, "the same error the throwing initializer gives")
        let asyncError = #expect(throws: RoutingError.self) { try router.add(broken) { (_, _) async in .handled } }
        #expect(asyncError?.code == .invalidPattern)
        #expect(router.routes.isEmpty)

        let fine = TypedRoute<Int>(deferringErrors: "/product/:id")
        try router.add(fine) { _, id in .value(id) }
        #expect(try router.valueSync(for: "/product/42", as: Int.self) == 42)
        #expect(fine.url(7) == "/product/7")
    }

    @Test func patternsBuildWithChecks() throws {
        let pattern = "shop://product/:id<int>(/reviews/:page<int>)"
        #expect(try RouteURL.build(pattern, values: ["id": "42"]) == "shop://product/42")
        #expect(try RouteURL.build(pattern, values: ["id": "42", "page": "2"]) == "shop://product/42/reviews/2")
        #expect(try RouteURL.build(pattern, values: ["id": "1", "ref": "a b"]) == "shop://product/1?ref=a%20b")
        let missing = #expect(throws: RoutingError.self) { try RouteURL.build(pattern, values: [:]) }
        #expect(missing?.code == .missingParameter)
        #expect(missing?.message.contains("'id'") == true)
        let invalid = #expect(throws: RoutingError.self) { try RouteURL.build(pattern, values: ["id": "x"]) }
        #expect(invalid?.code == .invalidParameter)
    }
}

@Suite struct AsyncTypedRouteTests {
    @Test func asyncTypedHandlersReceiveTypedValues() async throws {
        let product = try #require(ShopRoutes.product)
        let router = Router()
        try router.add(product) { (_: RouteRequest, id: Int) async throws -> RouteResponse in
            await Task.yield()
            return .value(id * 2)
        }
        #expect(try await router.value(for: product.url(21)) as? Int == 42)
        #expect(throws: RoutingError.self) { try router.openSync(product.url(1)) }
    }
}
