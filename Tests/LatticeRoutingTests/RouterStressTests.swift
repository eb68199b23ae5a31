@testable import LatticeRouting
import Atomics
import Testing

/// Routing while other threads add and remove routes. Tagged `.stress`: CI runs it under
/// ThreadSanitizer (`.ci/run`).
final class StressCounters: Sendable {
    let misses = ManagedAtomic<Int>(0)
    let failures = ManagedAtomic<Int>(0)
}

@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct RouterStressTests {
    @Test func routingWhileAddingAndRemoving() async throws {
        let router = Router()
        for index in 0..<50 { try router.add("/stable/\(index)/:id") { _ in .handled } }
        let counters = StressCounters()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    for round in 0..<200 {
                        do {
                            let id = try router.add("/churn/\(writer)/\(round)/:x") { _ in .handled }
                            if round % 3 == 0 { _ = router.removeRoutes(scheme: "tmp\(writer)") }
                            try router.add("tmp\(writer)://r\(round)") { _ in .handled }
                            if !router.remove(id) { counters.failures.wrappingIncrement(ordering: .relaxed) }
                        } catch {
                            counters.failures.wrappingIncrement(ordering: .relaxed)
                        }
                    }
                }
            }
            for reader in 0..<3 {
                group.addTask {
                    for round in 0..<2_000 {
                        let index = (round + reader) % 50
                        let match = router.match("/stable/\(index)/v\(round)")
                        if match?["id"] != "v\(round)" || match?.route.pattern != "/stable/\(index)/:id" {
                            counters.misses.wrappingIncrement(ordering: .relaxed)
                        }
                        _ = router.match("/churn/0/\(round % 200)/y")
                        _ = router.canOpen("tmp1://r\(round % 200)")
                    }
                }
            }
        }
        #expect(counters.misses.load(ordering: .relaxed) == 0)
        #expect(counters.failures.load(ordering: .relaxed) == 0)
        #expect(router.match("/churn/0/5/y") == nil)
        #expect(router.routes.filter { $0.pattern.hasPrefix("/stable/") }.count == 50)
        // With the readers gone, changes free what they replaced: one generation at most waits.
        router.remove(try router.add("/last") { _ in .handled })
        #expect(router.retiredSnapshotCount <= 1)
    }
}
