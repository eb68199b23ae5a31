import Foundation
import LatticeCore
import LatticeRouting
import Testing

/// Item 5 of issue #33: the router's names follow the mediator's rule (the asynchronous
/// call has the plain name, the synchronous one `Sync`), routes say who reaches them with
/// `Exposure`, and a Foundation `URL` opens as its string does.
@Suite struct ConsistentNamesTests {
    /// A router with a synchronous, an asynchronous and a valued route, the first two
    /// reachable from outside.
    func makeRouter() throws -> Router {
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
        try router.add("shop://sync/:id<int>", exposure: .external) { request in .value("sync \(request["id"] ?? "")") }
        try router.add("shop://async/:id<int>", exposure: .external) { (request: RouteRequest) async throws -> RouteResponse in
            .value("async \(request["id"] ?? "")")
        }
        try router.add("shop://inside") { _ in .value(42) }
        return router
    }

    @Test("openSync runs the synchronous path even in an async context; open runs every handler")
    func openAndOpenSync() async throws {
        let router = try makeRouter()
        #expect(try router.openSync("shop://sync/1"))
        #expect(try await router.open("shop://async/1"))
        // The name, not the context, picks the path: openSync meets an asynchronous handler.
        let error = #expect(throws: RoutingError.self) { try router.openSync("shop://async/1") }
        #expect(error?.code == .requiresAsync)
    }

    @Test("valueSync and value(for:) return what the handlers build")
    func values() async throws {
        let router = try makeRouter()
        #expect(try router.valueSync(for: "shop://sync/7") as? String == "sync 7")
        #expect(try router.valueSync(for: "shop://inside", as: Int.self) == 42)
        #expect(try await router.value(for: "shop://async/7") as? String == "async 7")
        let error = #expect(throws: RoutingError.self) { try router.valueSync(for: "shop://inside", as: String.self) }
        #expect(error?.code == .noValue)
    }

    @Test("exposure: .external opens from outside, the default .app is refused, and both read back")
    func exposure() throws {
        let router = try makeRouter()
        #expect(try router.openSync("shop://sync/1", origin: .push))
        let refused = #expect(throws: RoutingError.self) { try router.openSync("shop://inside", origin: .push) }
        #expect(refused?.refusal?.reason == .notExposed("the route 'shop://inside'"))
        let exposures = Dictionary(uniqueKeysWithValues: router.routes.map { ($0.pattern, $0.exposure) })
        #expect(exposures == ["shop://sync/:id<int>": .external, "shop://async/:id<int>": .external, "shop://inside": .app])
        let catalog = Dictionary(uniqueKeysWithValues: router.catalog().entries.map { ($0.pattern, $0.exposure) })
        #expect(catalog == exposures)
        let json = try #require(String(data: try router.catalog().json(), encoding: .utf8))
        #expect(json.contains(#""exposure" : "external""#) && json.contains(#""exposure" : "app""#))
    }

    @Test("the fallback takes its exposure the same way")
    func fallbackExposure() throws {
        let router = try makeRouter()
        router.setFallback(exposure: .external) { _ in .handled }
        #expect(try router.openSync("shop://nowhere", origin: .push))
        router.setFallback { _ in .handled }
        let refused = #expect(throws: RoutingError.self) { try router.openSync("shop://nowhere", origin: .push) }
        #expect(refused?.refusal?.reason == .notExposed("the fallback"))
    }

    @Test("a Foundation URL opens the route its string opens, with the same parameters")
    func foundationURL() async throws {
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
        let terms = LockedBox<[String]>([])
        try router.add("shop://search/:term", exposure: .external) { request in
            terms.withLock { $0.append(request["term"] ?? "") }
            return .handled
        }
        let url = try #require(URL(string: "shop://search/caf%C3%A9"))
        #expect(router.canOpen(url, origin: .push))
        #expect(try router.openSync(url, origin: .push))
        #expect(try await router.open(url, origin: .push))
        #expect(try await router.open(url.absoluteString, origin: .push))
        #expect(terms.withLock { $0 } == ["café", "café", "café"])
        #expect(!router.canOpen(try #require(URL(string: "other://search/x")), origin: .push))
    }
}
