@testable import LatticeRouting
import LatticeCore
import Testing

/// `RouteURL.buildUnchecked(_:values:)`, which the `url(...)` of every `@RoutePath`
/// annotation calls with its pattern, parses each pattern once, and keeps a bounded number.
@Suite struct RouteURLKeptPatternsTests {
    @Test func patternsAreKeptUpToTheLimitAndBuiltAllTheSameBeyondIt() {
        let count = RouteURL.keptPatternLimit * 2
        let patterns = (0..<count).map { "shop://kept-\($0)/:id<int>/:name" }
        for (index, pattern) in patterns.enumerated() {
            // Built twice: parsed, then (while there is room) from the kept pattern.
            for _ in 0..<2 {
                #expect(RouteURL.buildUnchecked(pattern, values: ["id": "\(index)", "name": "a b"]) == "shop://kept-\(index)/\(index)/a%20b")
            }
        }
        // The first was kept (the other tests build a few dozen patterns at most); the
        // last, beyond the limit, was not, and built all the same.
        #expect(RouteURL.keptPatterns.withLock { $0[patterns[0]] } != nil)
        #expect(RouteURL.keptPatterns.withLock { $0.count } <= RouteURL.keptPatternLimit)
        #expect(RouteURL.keptPatterns.withLock { $0[patterns[count - 1]] } == nil)
        #expect(RouteURL.buildUnchecked("shop://x/:id<", values: ["id": "1"]) == "shop://x/:id<", "a pattern that does not parse gives itself")
    }
}

/// Annotations' builders called from several threads at once, each pattern kept by the
/// first that parses it. Tagged `.stress`: CI runs it under ThreadSanitizer (`.ci/run`).
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct RouteURLKeptPatternsStressTests {
    @Test func buildersOnSeveralThreadsShareTheKeptPatterns() async {
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<2_000 {
                        let route = (round + task) % 64
                        let url = RouteURL.buildUnchecked("shop://shared-\(route)/:id<int>", values: ["id": "\(round)"])
                        if url != "shop://shared-\(route)/\(round)" { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }
}
