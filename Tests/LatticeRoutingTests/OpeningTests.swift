import LatticeCore
import LatticeRouting
import Testing

@Suite struct OpeningTests {
    @Test func openRunsTheHandlerWithParameters() throws {
        let router = Router()
        let seen = LockedBox<[String]>([])
        try router.add("/product/:id<int>") { request in
            seen.withLock { $0.append("\(request.value("id", as: Int.self) ?? -1) \(request.origin)") }
            return .handled
        }
        #expect(try router.openSync("/product/42"))
        #expect(seen.withLock { $0 } == ["42 app"])
    }

    @Test func asyncHandlersRunWithAwait() async throws {
        let router = Router()
        try router.add("/slow/:id") { (request: RouteRequest) async throws -> RouteResponse in
            await Task.yield()
            return .value(request["id"] ?? "")
        }
        #expect(try await router.open("/slow/1"))
        #expect(try await router.value(for: "/slow/7") as? String == "7")
    }

    @Test func synchronousOpenRefusesAnAsyncHandlerClearly() throws {
        let router = Router()
        try router.add("/slow") { (_: RouteRequest) async throws -> RouteResponse in .handled }
        let error = #expect(throws: RoutingError.self) { try router.openSync("/slow") }
        #expect(error?.code == .requiresAsync)
    }

    @Test func aDecliningHandlerPassesToTheNextCandidate() throws {
        let router = Router()
        let order = LockedBox<[String]>([])
        try router.add("/u/me") { _ in order.withLock { $0.append("literal") }; return .declined }
        try router.add("/u/:name") { _ in order.withLock { $0.append("parameter") }; return .handled }
        #expect(try router.openSync("/u/me"))
        #expect(order.withLock { $0 } == ["literal", "parameter"])
    }

    @Test func allDecliningReturnsFalse() throws {
        let router = Router()
        try router.add("/x") { _ in .declined }
        #expect(try router.openSync("/x") == false)
    }

    @Test func valueForURLReturnsWhatTheHandlerBuilds() throws {
        let router = Router()
        try router.add("/user/:id") { request in .value("User \(request["id"] ?? "")") }
        try router.add("/noop") { _ in .handled }
        #expect(try router.valueSync(for: "/user/9", as: String.self) == "User 9")
        let error = #expect(throws: RoutingError.self) { try router.valueSync(for: "/noop") }
        #expect(error?.code == .noValue)
        #expect(throws: RoutingError.self) { try router.valueSync(for: "/user/9", as: Int.self) }
    }

    @Test func attachmentsTravelBesideTheURL() throws {
        struct Photo: Sendable, Equatable { var pixels: [UInt8] }
        let router = Router()
        try router.add("/editor") { request in .value(request.attachment("photo", as: Photo.self) as Photo?) }
        let value = try router.valueSync(for: "/editor", as: Photo?.self, attachments: ["photo": Photo(pixels: [1, 2])])
        #expect(value == Photo(pixels: [1, 2]))
    }

    @Test func canOpenIsHonest() throws {
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
        try router.add("shop://open/:id<int>", exposure: .external) { _ in .handled }
        try router.add("shop://internal") { _ in .handled }
        #expect(router.canOpen("shop://open/1", origin: .push))
        #expect(!router.canOpen("shop://open/x", origin: .push), "typed parameters are checked")
        #expect(!router.canOpen("shop://internal", origin: .push), "not exposed")
        #expect(router.canOpen("shop://internal", origin: .app))
        #expect(!router.canOpen("ftp://open/1", origin: .push))
        #expect(!router.canOpen("shop://missing"))
        router.setFallback { _ in .handled }
        #expect(!router.canOpen("shop://missing"), "the fallback does not count")
    }

    @Test func unmatchedGoesToTheFallback() throws {
        let router = Router()
        let fallbackURL = LockedBox<String?>(nil)
        router.setFallback { request in
            fallbackURL.withLock { $0 = request.url }
            return .handled
        }
        #expect(try router.openSync("/nowhere?x=1"))
        #expect(fallbackURL.withLock { $0 } == "/nowhere?x=1")
    }

    @Test func unmatchedWithoutFallbackNamesTheClosestRoutes() throws {
        let router = Router()
        try router.add("/users/:id/profile") { _ in .handled }
        try router.add("/users/:id/settings") { _ in .handled }
        try router.add("/orders") { _ in .handled }
        let error = #expect(throws: RoutingError.self) { try router.openSync("/users/4/profil") }
        #expect(error?.code == .notFound)
        #expect(error?.suggestions.prefix(2).sorted() == ["/users/:id/profile", "/users/:id/settings"])
        #expect(error?.description.contains("To fix") == true)
    }

    @Test func handlerErrorsAreWrapped() throws {
        struct Boom: Error {}
        let router = Router()
        try router.add("/boom") { _ in throw Boom() }
        let error = #expect(throws: RoutingError.self) { try router.openSync("/boom") }
        #expect(error?.code == .handlerFailed)
        #expect(error?.underlying is Boom)
    }

    @Test func removalOfOneASchemesAndAll() throws {
        let router = Router()
        let one = try router.add("/a") { _ in .handled }
        try router.add("shop://b") { _ in .handled }
        try router.add("shop://c/:id") { _ in .handled }
        try router.add("/d") { _ in .handled }
        #expect(router.remove(one))
        #expect(!router.remove(one))
        #expect(router.match("/a") == nil)
        #expect(router.removeRoutes(scheme: "SHOP") == 2)
        #expect(router.match("shop://b") == nil)
        #expect(router.match("/d") != nil)
        router.removeAll()
        #expect(router.routes.isEmpty)
        #expect(router.match("/d") == nil)
        try router.add("/d") { _ in .handled }
        #expect(router.match("/d") != nil, "a removed pattern can be added again")
    }
}
