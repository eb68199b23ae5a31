import Atomics
import LatticeCore
@testable import LatticeRouting
import Testing

/// Item 1 of issue #14: every entry takes one path, on one snapshot; a miss does not work
/// out its suggestions until they are read, and then with bounded work.
@Suite struct OnePathTests {
    /// Three routes match `/item/42` (literal, typed, untyped); each records its turn.
    func makeRouter(_ log: LockedBox<[String]>, declining: Set<String>) throws -> Router {
        let router = Router()
        for pattern in ["/item/42", "/item/:id<int>", "/item/:name"] {
            try router.add(pattern) { _ in
                log.withLock { $0.append(pattern) }
                return declining.contains(pattern) ? .declined : .value(pattern)
            }
        }
        return router
    }

    @Test func candidatesAreOfferedInOrderOnlyWhileTheyDecline() async throws {
        let log = LockedBox<[String]>([])
        let router = try makeRouter(log, declining: ["/item/42"])
        #expect(try router.openSync("/item/42"))
        #expect(log.withLock { $0 } == ["/item/42", "/item/:id<int>"])
        log.withLock { $0 = [] }
        #expect(try await router.open("/item/42"))
        #expect(log.withLock { $0 } == ["/item/42", "/item/:id<int>"])
        log.withLock { $0 = [] }
        #expect(try router.valueSync(for: "/item/42", as: String.self) == "/item/:id<int>")
        #expect(try await router.value(for: "/item/42") as? String == "/item/:id<int>")
        #expect(try router.valueSync(for: "/item/42") as? String == "/item/:id<int>")
    }

    @Test func whenEveryRouteDeclinesTheFallbackOfTheSameSnapshotRuns() async throws {
        let log = LockedBox<[String]>([])
        let router = try makeRouter(log, declining: ["/item/42", "/item/:id<int>", "/item/:name"])
        router.setFallback { _ in
            log.withLock { $0.append("first fallback") }
            return .handled
        }
        // The first route replaces the fallback while the open is under way: the open goes on
        // with the routes and fallback it started with.
        // Weakly: the router keeps this handler, so a strong capture would be a cycle
        // (LeakSanitizer reports it).
        try router.add("/swap/:x", priority: 1) { [weak router] _ in
            router?.setFallback { _ in
                log.withLock { $0.append("second fallback") }
                return .handled
            }
            return .declined
        }
        #expect(try router.openSync("/swap/1"))
        #expect(log.withLock { $0 } == ["first fallback"])
        #expect(try router.openSync("/swap/2"))
        #expect(log.withLock { $0 } == ["first fallback", "second fallback"])
        #expect(try await router.open("/item/42"))
        #expect(log.withLock { $0 }.suffix(4) == ["/item/42", "/item/:id<int>", "/item/:name", "second fallback"])
    }

    @Test func prioritiesReorderTheOffers() throws {
        let log = LockedBox<[String]>([])
        let router = try makeRouter(log, declining: ["/item/42", "/item/:id<int>", "/item/:name"])
        try router.add("/item/:any<int>", method: "GET", priority: 5) { _ in
            log.withLock { $0.append("priority") }
            return .declined
        }
        #expect(try router.openSync("/item/42", method: "GET") == false)
        #expect(log.withLock { $0 } == ["priority", "/item/42", "/item/:id<int>", "/item/:name"])
    }

    @Test func canOpenCountsRoutesNotTheFallback() throws {
        let log = LockedBox<[String]>([])
        let router = try makeRouter(log, declining: [])
        router.setFallback(exposure: .external) { _ in .handled }
        #expect(router.canOpen("/item/42"))
        #expect(!router.canOpen("/nowhere"))
        #expect(!router.canOpen("/item/42", origin: .push), "not exposed")
        #expect(log.withLock { $0 }.isEmpty, "nothing runs")
    }

    @Test func aMissDoesNotWorkOutItsSuggestionsUntilTheyAreRead() throws {
        let router = Router()
        try router.add("/users/:id/profile") { _ in .handled }
        try router.add("/users/:id/settings") { _ in .handled }
        var error: RoutingError?
        do {
            try router.openSync("/users/7/profil")
        } catch let thrown {
            error = thrown
        }
        let pending = try #require(error?.pendingSuggestions)
        #expect(!pending.isWorkedOut, "the miss worked out suggestions")
        #expect(error?.code == .notFound)
        #expect(error?.suggestions.first == "/users/:id/profile")
        #expect(pending.isWorkedOut)
        #expect(error?.message.contains("The closest routes are '/users/:id/profile'") == true)
        #expect(error == RoutingError.notFound("/users/7/profil"))
    }

    @Test func suggestionsLookAtABoundedNumberOfRoutes() throws {
        let router = Router()
        for index in 0..<Router.suggestionRouteLimit { try router.add("/filler\(index)/a/b/c") { _ in .handled } }
        try router.add("/orders/:id/receipt") { _ in .handled }
        let error = #expect(throws: RoutingError.self) { try router.openSync("/orders/7/receip") }
        #expect(error?.suggestions == [], "a route past the limit was examined")
        let small = Router()
        try small.add("/orders/:id/receipt") { _ in .handled }
        let found = #expect(throws: RoutingError.self) { try small.openSync("/orders/7/receip") }
        #expect(found?.suggestions == ["/orders/:id/receipt"])
    }

    @Test func aHugeMissFromTheAppIsCheapToThrowAndToExplain() throws {
        let router = Router()
        try router.add("/orders/:id/receipt") { _ in .handled }
        let huge = "/orders/" + String(repeating: "x", count: 10_000) + "/receip"
        let error = #expect(throws: RoutingError.self) { try router.openSync(huge) }
        // Compared on at most the first bytes of the path: still the closest route.
        #expect(error?.suggestions == ["/orders/:id/receipt"])
    }
}
