@testable import LatticeRouting
import Atomics
import Dispatch
import LatticeCore
import Testing

/// Opening (sync and async) while other threads add and remove routes and replace the
/// fallback, and many threads reading the suggestions of one miss. Tagged
/// `.stress`: CI runs it under ThreadSanitizer (`.ci/run`).
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct OpenStressTests {
    @Test func openingWhileRoutesAndTheFallbackChange() async throws {
        let router = Router()
        for index in 0..<20 { try router.add("/stable/\(index)/:id", exposure: .external) { _ in .handled } }
        router.setFallback(exposure: .external) { _ in .handled }
        let counters = StressCounters()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0..<300 {
                    do {
                        let id = try router.add("/churn/\(round)/:x") { _ in .declined }
                        router.setFallback(exposure: round % 2 == 0 ? .external : .app) { _ in .handled }
                        if !router.remove(id) { counters.failures.wrappingIncrement(ordering: .relaxed) }
                    } catch {
                        counters.failures.wrappingIncrement(ordering: .relaxed)
                    }
                }
            }
            for reader in 0..<3 {
                group.addTask {
                    for round in 0..<1_000 {
                        let index = (round + reader) % 20
                        do {
                            if try !router.openSync("/stable/\(index)/\(round)") { counters.misses.wrappingIncrement(ordering: .relaxed) }
                            if try !router.openSync("/churn/\(round % 300)/y") { counters.misses.wrappingIncrement(ordering: .relaxed) }
                            if try await !router.open("shop://stable/\(index)/\(round)", origin: .push) {
                                counters.misses.wrappingIncrement(ordering: .relaxed)
                            }
                        } catch {
                            counters.failures.wrappingIncrement(ordering: .relaxed)
                        }
                        // From outside, a miss reaches the fallback or is refused, as the fallback's
                        // exposure is at that moment: never anything else.
                        if let code = openError(router, "shop://nowhere/\(round)", origin: .push)?.code, code != .refused {
                            counters.failures.wrappingIncrement(ordering: .relaxed)
                        }
                    }
                }
            }
        }
        #expect(counters.misses.load(ordering: .relaxed) == 0)
        #expect(counters.failures.load(ordering: .relaxed) == 0)
    }

    @Test func manyThreadsReadTheSuggestionsOfOneMiss() async throws {
        let router = Router()
        try router.add("/users/:id/profile") { _ in .handled }
        var thrown: RoutingError?
        do {
            _ = try router.openSync("/users/7/profil")
        } catch {
            thrown = error
        }
        let miss = try #require(thrown)
        let wrong = ManagedAtomic<Int>(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<100 where miss.suggestions != ["/users/:id/profile"] || !miss.message.contains("profile") {
                        wrong.wrappingIncrement(ordering: .relaxed)
                    }
                }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }

    @Test func mainActorHandlersOpenedFromTheMainThreadAndFromWorkersAtOnce() async throws {
        let router = Router()
        let screens = Screens()
        try router.add("/screen/:id<int>") { @MainActor _ in
            screens.shown += 1
            return .handled
        }
        let counters = StressCounters()
        let rounds = 500
        await withTaskGroup(of: Void.self) { group in
            // Off the main thread, every synchronous open says to await, and the awaited one runs.
            for worker in 0..<3 {
                group.addTask {
                    for round in 0..<rounds {
                        if openError(router, "/screen/\(round)")?.code == .requiresAsync {
                            counters.misses.wrappingIncrement(ordering: .relaxed)
                        } else {
                            counters.failures.wrappingIncrement(ordering: .relaxed)
                        }
                        if round % 50 == worker, (try? await router.open("/screen/\(round)")) != true {
                            counters.failures.wrappingIncrement(ordering: .relaxed)
                        }
                    }
                }
            }
            // On the main actor and in blocks on the main queue, it runs in place.
            group.addTask { @MainActor in
                for round in 0..<rounds where openError(router, "/screen/\(round)") != nil {
                    counters.failures.wrappingIncrement(ordering: .relaxed)
                }
            }
            for round in 0..<rounds {
                group.addTask {
                    await withCheckedContinuation { continuation in
                        DispatchQueue.main.async {
                            if openError(router, "/screen/\(round)") != nil { counters.failures.wrappingIncrement(ordering: .relaxed) }
                            continuation.resume()
                        }
                    }
                }
            }
        }
        #expect(counters.failures.load(ordering: .relaxed) == 0)
        #expect(counters.misses.load(ordering: .relaxed) == 3 * rounds)
        #expect(await screens.shown == 2 * rounds + 3 * (rounds / 50))
    }
}

/// What the screens opened on the main actor count.
@MainActor private final class Screens {
    var shown = 0
}
