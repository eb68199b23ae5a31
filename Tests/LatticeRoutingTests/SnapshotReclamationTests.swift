@testable import LatticeRouting
import Testing

/// Snapshots that changes replace are freed once no reader can be using them, so a
/// table that keeps changing while it is read keeps a bounded amount of memory.
@Suite struct SnapshotReclamationTests {
    @Test func aTableChangedAfterEveryReadKeepsNoOldSnapshots() throws {
        let router = Router()
        try router.add("/home") { _ in .handled }
        for round in 0..<1_000 {
            #expect(router.match("/home") != nil)
            let id = try router.add("/item/\(round)") { _ in .handled }
            #expect(router.match("/item/\(round)")?.route.id == id)
            router.remove(id)
            #expect(router.retiredSnapshotCount == 0, "round \(round)")
        }
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
        #expect(router.retiredSnapshotCount == 0)
        #expect(held.route.summary == "kept")
        #expect(held["id"] == "1")
    }
}
