import Atomics
import Foundation
import LatticeCore
@testable import LatticeRouting
import LatticeSoakSupport
import Logging
import Testing

/// Routes and interceptors added and removed without end, while other threads match and
/// open: what the router holds (its table's records and texts, its trie, the heap), and so
/// what each change walks, stays in proportion to the live routes, round after round.
/// Tagged `.stress`: CI runs it under ThreadSanitizer (`.ci/run`).
@Suite(.tags(.stress), .timeLimit(.minutes(2))) struct RouterChurnSoakTests {
    /// Distinct routes added, matched and removed per round.
    static let perRound = 300

    /// What the router's state holds, in records and array elements.
    struct Size: CustomStringConvertible {
        let records: Int
        let nodes: Int
        let entries: Int
        let labels: Int
        let slots: Int

        init(records: Int, nodes: Int, entries: Int, labels: Int, slots: Int) {
            (self.records, self.nodes, self.entries, self.labels, self.slots) = (records, nodes, entries, labels, slots)
        }

        init(_ router: Router) {
            (records, nodes, entries, labels, slots) = router.state.withLock { state in
                (state.table.count, state.trie.nodes.count, state.trie.entries.count, state.trie.labels.count, state.trie.slots.count)
            }
        }

        var description: String { "\(records) records, \(nodes) nodes, \(entries) entries, \(labels) label bytes, \(slots) slots" }

        func isWithin(_ bound: Size) -> Bool {
            records <= bound.records && nodes <= bound.nodes && entries <= bound.entries && labels <= bound.labels && slots <= bound.slots
        }
    }

    @Test func routesAndInterceptorsAddedAndRemovedForeverKeepTheRouterBounded() throws {
        let router = Router(logger: Logger(label: "churn") { _ in SwiftLogNoOpLogHandler() })
        for index in 0..<200 { try router.add("/stable/\(index)/:id") { _ in .handled } }
        let wrong = ManagedAtomic<Int>(0)
        let done = ManagedAtomic<Bool>(false)

        /// One round: distinct routes (each a new text and new trie nodes), a global
        /// interceptor and one of their own for every hundredth route, some of the routes
        /// matched and opened, then all of them removed.
        @Sendable func round(_ number: Int) throws {
            var ids: [RouteID] = []
            ids.reserveCapacity(Self.perRound)
            router.addInterceptor(RouteInterceptor("round-\(number)") { _ in .proceed })
            for index in 0..<Self.perRound {
                let id = try router.add("/churn/r\(number)/i\(index)/:x", summary: "round \(number)") { _ in .handled }
                if index % 100 == 0 { try router.addInterceptor(RouteInterceptor("own-\(index)") { _ in .proceed }, for: id) }
                ids.append(id)
            }
            for index in stride(from: 0, to: Self.perRound, by: 7) {
                if router.match("/churn/r\(number)/i\(index)/v")?["x"] != "v" { wrong.wrappingIncrement(ordering: .relaxed) }
                if try !router.openSync("/churn/r\(number)/i\(index)/v") { wrong.wrappingIncrement(ordering: .relaxed) }
            }
            for id in ids where !router.remove(id) { wrong.wrappingIncrement(ordering: .relaxed) }
            if router.removeInterceptors(named: "round-\(number)") != 1 { wrong.wrappingIncrement(ordering: .relaxed) }
            if router.match("/churn/r\(number)/i0/v") != nil { wrong.wrappingIncrement(ordering: .relaxed) }
        }

        let steady = LockedBox<Size?>(nil)
        let sizes = LockedBox<[Size]>([])
        let growths = LockedBox<[Int]>([])
        let failure = LockedBox<String?>(nil)
        soakThreads(3) { thread in
            guard thread == 0 else {
                // Readers: the stable routes stay matched and opened throughout.
                var n = 0
                while !done.load(ordering: .relaxed) {
                    n += 1
                    if router.match("/stable/\(n % 200)/\(thread)")?["id"] != "\(thread)" { wrong.wrappingIncrement(ordering: .relaxed) }
                    if (try? router.openSync("/stable/\(n % 200)/x")) != true { wrong.wrappingIncrement(ordering: .relaxed) }
                }
                return
            }
            defer { done.store(true, ordering: .relaxed) }
            do {
                // Two rounds to reach the steady state, then at least six more (more when
                // the soak is given longer).
                try round(0)
                try round(1)
                steady.withLock { $0 = Size(router) }
                let deadline = Date().addingTimeInterval(Soak.seconds)
                var number = 2
                while number < 8 || Date() < deadline {
                    let before = Soak.liveHeapBytes()
                    try round(number)
                    if let before, let after = Soak.liveHeapBytes() { growths.withLock { $0.append(after - before) } }
                    sizes.withLock { $0.append(Size(router)) }
                    number += 1
                }
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
        }

        #expect(failure.withLock { $0 } == nil)
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(router.routes.count == 200)
        let steadySize = try #require(steady.withLock { $0 })
        // A compaction may come at any round: the bound is twice the steady state, far
        // below what keeping every removed route reaches (each round adds 300 records).
        let bound = Size(
            records: 2 * steadySize.records + 64, nodes: 2 * steadySize.nodes + 64, entries: 2 * steadySize.entries + 64,
            labels: 2 * steadySize.labels + 1_024, slots: 2 * steadySize.slots + 64)
        for (index, size) in sizes.withLock({ $0 }).enumerated() {
            #expect(size.isWithin(bound), "round \(index + 2): \(size); steady state \(steadySize)")
        }
        if let smallest = growths.withLock({ $0.min() }) {
            // Keeping the removed routes grew the heap by about 200 bytes a route, 60 KB a
            // round; what the readers allocate meanwhile comes and goes.
            #expect(smallest < 16 * 1_024, "the heap grew by \(growths.withLock { $0 }) bytes a round")
        }
    }
}

/// A compaction drops the removed routes' records and moves the live ones to new slots:
/// their identities, their own interceptors and what they match stay as they were.
@Suite struct RouteCompactionTests {
    @Test func identitiesAndOwnInterceptorsSurviveACompaction() throws {
        let router = Router()
        let kept = try router.add("/kept/:id") { _ in .handled }
        let removed = try (0..<200).map { index in try router.add("/gone/\(index)") { _ in .handled } }
        let late = try router.add("/late/:x") { _ in .handled }
        let special = try router.add("/late/special") { _ in .handled }
        let seen = LockedBox<[String]>([])
        try router.addInterceptor(RouteInterceptor("late's own") { request in
            seen.withLock { $0.append(request.url) }
            return .proceed
        }, for: late)
        for id in removed { #expect(router.remove(id)) }
        // 200 removed against 3 live: the table was compacted (a compaction comes once
        // more than 64 records, and more than the live ones, are dead).
        #expect(router.state.withLock { $0.table.count } <= 3 + 64)
        #expect(router.match("/kept/1")?.route.id == kept)
        #expect(router.match("/late/y")?.route.id == late)
        #expect(router.routes.map(\.id) == [kept, late, special])
        // The overlap of the two late routes, once, named from the later one's side.
        #expect(router.conflicts.map { [$0.pattern, $0.existingPattern] } == [["/late/special", "/late/:x"]])
        #expect(try router.openSync("/late/y") && router.openSync("/kept/1"))
        #expect(seen.withLock { $0 } == ["/late/y"])
        // A removed identity stays removed, and none is given again.
        #expect(!router.remove(removed[0]))
        #expect(throws: RoutingError.self) { try router.addInterceptor(RouteInterceptor("none") { _ in .proceed }, for: removed[1]) }
        let next = try router.add("/next") { _ in .handled }
        #expect(next.rawValue > late.rawValue)
        #expect(router.remove(late) && router.match("/late/y") == nil && router.match("/kept/1")?.route.id == kept)
    }
}
