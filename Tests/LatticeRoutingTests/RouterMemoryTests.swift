@testable import LatticeRouting
import Atomics
import Foundation
import LatticeCore
import LatticeSoakSupport
import Logging
import Testing

/// A million opens of distinct URLs keep the router's memory bounded: what a request
/// carries is released when its open returns, and the heap does not grow with the URLs
/// seen. Not tagged `.stress` (one thread): it runs in the plain and AddressSanitizer runs.
@Suite struct RouterMemoryTests {
    /// Something handed to each open as an attachment; counts the live ones.
    final class Token: Sendable {
        let live: ManagedAtomic<Int>
        init(_ live: ManagedAtomic<Int>) {
            self.live = live
            live.wrappingIncrement(ordering: .relaxed)
        }
        deinit { live.wrappingDecrement(ordering: .relaxed) }
    }

    static let opens = 1_000_000

    @Test func aMillionOpensOfDistinctURLsKeepTheHeapAndTheRouterBounded() throws {
        let routes = try Fixtures.lines("github-api").map(RouterSoakTests.GitHubRoute.init)
        let router = Router(
            configuration: .init(webHosts: ["api.github.com"]), policy: TrustPolicy(allowedHosts: ["api.github.com"]),
            logger: Logger(label: "memory") { _ in SwiftLogNoOpLogHandler() })
        for route in routes { try router.add(route.line, exposure: .external) { _ in .handled } }
        let live = ManagedAtomic<Int>(0)
        var wrong = 0

        /// Open number `n`: a hit or a miss, from the app or from a web page, each URL new.
        func open(_ n: Int) throws {
            let route = routes[n % routes.count]
            let path = route.concrete(n).path
            do {
                switch n % 4 {
                case 0:
                    if try !router.openSync(path, method: route.method, attachments: ["token": Token(live)]) { wrong += 1 }
                case 1:
                    try router.openSync("/v0" + path, method: route.method, attachments: ["token": Token(live)])
                    wrong += 1
                case 2:
                    let url = "https://api.github.com" + path
                    if try !router.openSync(url, method: route.method, origin: .webPage, attachments: ["token": Token(live)]) { wrong += 1 }
                default:
                    try router.openSync("https://api.github.com/v0" + path, method: route.method, origin: .webPage, attachments: ["token": Token(live)])
                    wrong += 1
                }
            } catch {
                // A miss from the app is not found; from a web page it is refused.
                if !(n % 4 == 1 && error.code == .notFound) && !(n % 4 == 3 && error.code == .refused) { wrong += 1 }
            }
            // Now and then a change, so that snapshots are replaced and reclaimed throughout.
            if n % 50_000 == 0 { router.remove(try router.add("/churn/\(n)") { _ in .handled }) }
        }

        // Warm up (the snapshot, the caches the first opens fill), then measure the heap over
        // four quarters: a leak grows it in every quarter, while what other tests running
        // at the same time allocate comes and goes, so the smallest growth is the figure.
        for n in 0..<20_000 { try open(n) }
        let quarter = Self.opens / 4
        var growths: [Int] = []
        for start in stride(from: 20_000, to: 20_000 + Self.opens, by: quarter) {
            let before = Soak.liveHeapBytes()
            for n in start..<(start + quarter) { try open(n) }
            if let before, let after = Soak.liveHeapBytes() { growths.append(after - before) }
        }

        #expect(wrong == 0, "every hit opens, every miss is not found (app) or refused (web page)")
        #expect(live.load(ordering: .relaxed) == 0, "every request, with its attachments, was released")
        #expect(router.retiredSnapshotCount <= 1, "replaced snapshots were reclaimed")
        #expect(router.routes.count == routes.count)
        if let smallest = growths.min() {
            print("RouterMemoryTests: \(Self.opens) opens of distinct URLs, heap growth per quarter of \(quarter): \(growths) bytes")
            // Keeping every URL would hold at least 250,000 × ~64 bytes a quarter; 16 bytes an
            // open leaves room for the noise of other tests.
            #expect(smallest < 16 * quarter, "the heap grew by \(growths) bytes over each quarter of \(quarter) opens")
        } else {
            print("RouterMemoryTests: heap not measured (\(Soak.underAddressSanitizer ? "AddressSanitizer's allocator" : "no glibc mallinfo2")); the live requests and snapshots were counted")
        }
    }
}
