@testable import LatticeRouting
import Testing

/// Snapshots that changes replace are freed once no reader can be using them, so a
/// table that keeps changing while it is read keeps a bounded amount of memory.
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct SnapshotReclamationTests {
    @Test func aTableChangedAfterEveryReadKeepsNoOldSnapshots() throws {
        let router = Router()
        try router.add("/home") { _ in .handled }
        for round in 0..<1_000 {
            #expect(router.match("/home") != nil)
            let id = try router.add("/item/\(round)") { _ in .handled }
            #expect(router.match("/item/\(round)")?.route.id == id)
            router.remove(id)
            #expect(router.retiredSnapshotCount <= 1, "round \(round): one generation waits for the readers of its epoch")
        }
    }

    @Test func aReplacedSnapshotIsDeallocatedOnceNoReaderRemains() throws {
        let router = Router()
        try router.add("/a") { _ in .handled }
        weak let first = router.publishSnapshot()
        #expect(first != nil, "the router keeps the published snapshot")
        router.remove(try router.add("/b") { _ in .handled })
        router.remove(try router.add("/c") { _ in .handled })
        #expect(first == nil, "two changes later, with no reader inside, it is gone")
    }

    @Test func aHandlerLetGoByAChangeIsReleasedOutsideTheLock() throws {
        final class Feature: Sendable {
            let router: Router
            let other: RouteID
            init(router: Router, other: RouteID) {
                self.router = router
                self.other = other
            }
            deinit { router.remove(other) }
        }
        let router = Router()
        let other = try router.add("/other") { _ in .handled }
        var feature: Feature? = Feature(router: router, other: other)
        let id = try router.add("/feature") { [feature] _ in _ = feature; return .handled }
        feature = nil
        #expect(router.match("/feature") != nil)
        // Removing the route lets the handler, and so the feature, go: its deinit calls
        // the router again, which must not be inside the router's lock.
        #expect(router.remove(id))
        router.remove(try router.add("/x") { _ in .handled })
        router.remove(try router.add("/y") { _ in .handled })
        #expect(router.match("/other") == nil, "the feature's deinit ran and removed /other")
    }

    @Test func aMatchHeldAcrossChangesKeepsItsSnapshot() throws {
        let router = Router()
        try router.add("/kept/:id", summary: "kept") { _ in .handled }
        let held = try #require(router.match("/kept/1"))
        for round in 0..<100 {
            router.remove(try router.add("/churn/\(round)") { _ in .handled })
            _ = router.match("/churn/\(round)")
        }
        router.removeAll()
        #expect(router.retiredSnapshotCount <= 1)
        #expect(held.route.summary == "kept")
        #expect(held["id"] == "1")
    }
}
