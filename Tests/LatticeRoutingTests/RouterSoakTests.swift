@testable import LatticeRouting
import Atomics
import Foundation
import LatticeCore
import LatticeSoakSupport
import Logging
import Testing

/// The GitHub API's 203 routes, read and opened from three threads for a bounded time
/// (``Soak/seconds``) while two others add and remove routes and interceptors; every
/// answer is checked against what must hold at the moment it was given. Tagged `.stress`:
/// CI runs it under ThreadSanitizer (`.ci/run`), where it runs for 1 s.
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct RouterSoakTests {
    /// A GitHub route and how to build a URL for it with distinct values.
    struct GitHubRoute: Sendable {
        let line: String
        let method: String
        let segments: [String]

        init(_ line: String) {
            let parts = line.split(separator: " ")
            self.line = line
            self.method = String(parts[0])
            self.segments = parts[1].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        }

        /// The route's path with each `:name` filled in as `name-N`, and the parameters expected.
        func concrete(_ n: Int) -> (path: String, parameters: [String: String]) {
            var parameters: [String: String] = [:]
            let path = segments.map { segment -> String in
                guard segment.hasPrefix(":") else { return segment }
                let value = "\(segment.dropFirst())-\(n)"
                parameters[String(segment.dropFirst())] = value
                return value
            }.joined(separator: "/")
            return (path, parameters)
        }
    }

    /// What the threads share: the churn windows each writer publishes, and the failures.
    final class Shared: Sendable {
        static let writers = 2
        /// How many of a writer's churn routes are live at once.
        static let window = 8
        let stop = ManagedAtomic<Bool>(false)
        /// Per writer: the highest round whose route `add` returned, whose `remove` began,
        /// and whose `remove` returned.
        let added = (0..<writers).map { _ in ManagedAtomic<Int>(-1) }
        let removing = (0..<writers).map { _ in ManagedAtomic<Int>(-1) }
        let removed = (0..<writers).map { _ in ManagedAtomic<Int>(-1) }
        let reads = ManagedAtomic<Int>(0)
        let checkedAbsent = ManagedAtomic<Int>(0)
        let checkedPresent = ManagedAtomic<Int>(0)
        let intercepted = ManagedAtomic<Int>(0)
        let failures = Locked<[String]>([])

        func fail(_ message: String) {
            failures.withLock { if $0.count < 20 { $0.append(message) } }
        }
    }

    @Test func theGitHubTableAnswersRightWhileRoutesAndInterceptorsChange() throws {
        let routes = try Fixtures.lines("github-api").map(GitHubRoute.init)
        #expect(routes.count == 203)
        let router = Router(logger: Logger(label: "soak") { _ in SwiftLogNoOpLogHandler() })
        for route in routes {
            try router.add(route.line) { _ in .value(route.line) }
        }
        // A redirect that stays all along: /old/N always ends at /new/N.
        try router.add("/old/:id") { _ in .value("old") }
        try router.add("/new/:id") { request in .value("new-" + (request.match?["id"] ?? "?")) }
        router.addInterceptor(RouteInterceptor("old-to-new") { request in
            guard request.match?.route.pattern == "/old/:id", let id = request.match?["id"] else { return .proceed }
            return .redirect(to: "/new/" + id)
        })
        // A route the writers' interceptors refuse while they are in place.
        try router.add("/flip/:id") { _ in .handled }

        let shared = Shared()
        let deadline = Date().addingTimeInterval(Soak.seconds)
        soakThreads(Shared.writers + 3) { thread in
            if thread < Shared.writers {
                Self.write(as: thread, on: router, shared, until: deadline)
            } else {
                Self.read(as: thread, on: router, routes: routes, shared)
            }
        }

        let failures = shared.failures.withLock { $0 }
        print("RouterSoakTests: \(Soak.seconds) s, \(shared.reads.load(ordering: .relaxed)) reader rounds, rounds per writer \(shared.added.map { $0.load(ordering: .relaxed) + 1 }), \(shared.checkedPresent.load(ordering: .relaxed)) live and \(shared.checkedAbsent.load(ordering: .relaxed)) removed churn routes checked, \(shared.intercepted.load(ordering: .relaxed)) opens intercepted")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(shared.reads.load(ordering: .relaxed) > 0)
        #expect(shared.checkedAbsent.load(ordering: .relaxed) > 0, "readers checked removed routes")
        #expect(shared.checkedPresent.load(ordering: .relaxed) > 0, "readers checked live churn routes")
        // After the soak: the stable table is whole, each writer's last window is live.
        #expect(router.routes.count == 203 + 3 + Shared.writers * Shared.window)
        for writer in 0..<Shared.writers {
            let last = shared.added[writer].load(ordering: .relaxed)
            #expect(router.match("/soak/w\(writer)/r\(last)/end")?["x"] == "end")
            #expect(router.match("/soak/w\(writer)/r\(last - Shared.window)/end") == nil)
        }
        // With the readers gone, one change frees what they held back but one generation.
        router.remove(try router.add("/last") { _ in .handled })
        #expect(router.retiredSnapshotCount <= 1)
    }

    /// A writer: adds a route per round and removes the one `window` rounds older (each
    /// `remove` must find it), publishing both rounds once the call returned; adds and
    /// removes an interceptor on `/flip` and one on its newest route.
    static func write(as writer: Int, on router: Router, _ shared: Shared, until deadline: Date) {
        var ids: [Int: RouteID] = [:]
        var round = 0
        // At least a few windows' worth of rounds, however slow the machine.
        while round < 4 * Shared.window || Date() < deadline {
            do {
                ids[round] = try router.add("/soak/w\(writer)/r\(round)/:x", priority: round % 3) { [round] request in
                    .value("w\(writer)r\(round)-" + (request.match?["x"] ?? "?"))
                }
                shared.added[writer].store(round, ordering: .releasing)
                if round >= Shared.window, let old = ids.removeValue(forKey: round - Shared.window) {
                    shared.removing[writer].store(round - Shared.window, ordering: .sequentiallyConsistent)
                    if !router.remove(old) { shared.fail("writer \(writer): remove of round \(round - Shared.window) found nothing") }
                    shared.removed[writer].store(round - Shared.window, ordering: .releasing)
                }
                switch round % 8 {
                case 0:
                    router.addInterceptor(RouteInterceptor("flip-\(writer)") { request in
                        request.match?.route.pattern == "/flip/:id" ? .refuse(reason: "flipped", fix: "wait") : .proceed
                    })
                case 4:
                    let count = router.removeInterceptors(named: "flip-\(writer)")
                    if count != 1 { shared.fail("writer \(writer): removed \(count) flip interceptors, not 1") }
                case 2:
                    // On the writer's newest route: it must never change what that route answers.
                    try router.addInterceptor(RouteInterceptor("own-\(writer)") { _ in .proceed }, for: ids[round]!)
                default:
                    break
                }
            } catch {
                shared.fail("writer \(writer), round \(round): \(error)")
            }
            round += 1
        }
        shared.stop.store(true, ordering: .relaxed)
    }

    /// A reader: until the writers stop, matches, checks and opens GitHub URLs with
    /// distinct values, follows the stable redirect, opens the flipped route, and checks
    /// churn routes it knows are live (or gone) throughout its call.
    static func read(as reader: Int, on router: Router, routes: [GitHubRoute], _ shared: Shared) {
        var random = SoakRandom(seed: reader)
        var n = reader * 1_000_000
        while !shared.stop.load(ordering: .relaxed) {
            n += 1
            shared.reads.wrappingIncrement(ordering: .relaxed)
            let route = routes[random.next(routes.count)]
            let (path, parameters) = route.concrete(n)
            switch n % 4 {
            case 0:
                let match = router.match(path, method: route.method)
                if match?.route.displayPattern != route.line || match?.pathParameters != parameters {
                    shared.fail("match \(route.method) \(path): \(String(describing: match?.route.displayPattern)) \(String(describing: match?.pathParameters))")
                }
            case 1:
                if !router.canOpen(path, method: route.method) { shared.fail("canOpen \(route.method) \(path) said no") }
                if router.canOpen(path + "/no/such/tail/\(n)", method: route.method) { shared.fail("canOpen of a miss said yes") }
            case 2:
                do {
                    let value = try router.valueSync(for: path, as: String.self, method: route.method)
                    if value != route.line { shared.fail("value for \(path): \(value)") }
                    let redirected = try router.valueSync(for: "/old/\(n)", as: String.self)
                    if redirected != "new-\(n)" { shared.fail("/old/\(n) gave \(redirected)") }
                } catch {
                    shared.fail("value for \(path) or /old/\(n): \(error)")
                }
            default:
                do {
                    if try !router.openSync("/flip/\(n)") { shared.fail("/flip/\(n) declined") }
                } catch {
                    if error.code == .intercepted {
                        shared.intercepted.wrappingIncrement(ordering: .relaxed)
                    } else {
                        shared.fail("/flip/\(n): \(error)")
                    }
                }
            }
            checkChurn(reader: reader, n: n, &random, on: router, shared)
        }
    }

    /// Picks a round of a writer's churn: gone before the call began, it must not match;
    /// added before the call began and its removal not begun when the call ended, it must
    /// match with its own parameter and handler.
    static func checkChurn(reader: Int, n: Int, _ random: inout SoakRandom, on router: Router, _ shared: Shared) {
        let writer = random.next(Shared.writers)
        let removedBefore = shared.removed[writer].load(ordering: .acquiring)
        let addedBefore = shared.added[writer].load(ordering: .acquiring)
        guard addedBefore >= 0 else { return }
        let round = max(0, addedBefore - random.next(2 * Shared.window))
        let url = "/soak/w\(writer)/r\(round)/q\(n)"
        let match = router.match(url)
        let answer: String?
        do {
            answer = try router.valueSync(for: url, as: String.self)
        } catch {
            answer = error.code == .notFound ? nil : "\(error)"
        }
        let removingAfter = shared.removing[writer].load(ordering: .sequentiallyConsistent)
        if round <= removedBefore {
            shared.checkedAbsent.wrappingIncrement(ordering: .relaxed)
            if match != nil || answer != nil { shared.fail("\(url) answered after its removal returned: \(String(describing: answer))") }
        } else if round > removingAfter {
            shared.checkedPresent.wrappingIncrement(ordering: .relaxed)
            if match?["x"] != "q\(n)" || answer != "w\(writer)r\(round)-q\(n)" {
                shared.fail("\(url), live all along, answered \(String(describing: match?.route.pattern)) \(String(describing: answer))")
            }
        }
    }
}
