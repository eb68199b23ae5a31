import Foundation
import LatticeCore
import LatticeRouting
import Logging
import RoutingKit
import CHeapStats

/// The GitHub API route set (203 routes), read from the routing tests' fixture.
func githubRoutes() -> [(method: String, path: String)] {
    let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/LatticeRoutingTests/Fixtures/github-api.txt")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
        FileHandle.standardError.write(Data("cannot read \(file.path)\n".utf8))
        exit(1)
    }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
        let parts = line.split(separator: " ")
        return (String(parts[0]), String(parts[1]))
    }
}

/// A concrete URL for a pattern: each `:name` becomes `v-name`.
func concrete(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false)
        .map { $0.hasPrefix(":") ? "v-" + $0.dropFirst() : String($0) }
        .joined(separator: "/")
}

/// 10,000 distinct routes of four segments with one parameter, and 1,000 of their URLs.
func syntheticRoutes() -> (patterns: [String], urls: [(url: String, index: Int)]) {
    let patterns = (0..<10_000).map { i in "/api\(i / 1000)/res\((i / 10) % 100)/:id/act\(i % 10)" }
    var generator = SplitMix(seed: 42)
    let urls = (0..<1_000).map { _ -> (String, Int) in
        let i = Int(generator.next() % 10_000)
        return ("/api\(i / 1000)/res\((i / 10) % 100)/\(i * 7)/act\(i % 10)", i)
    }
    return (patterns, urls)
}

/// 10,000 routes that each have a first segment of their own (`/module{i}/items/:id/detail`),
/// where a trie's root has 10,000 children, and 1,000 random URLs over them.
func wideRoutes() -> (patterns: [String], urls: [(url: String, index: Int)]) {
    let patterns = (0..<10_000).map { i in "/module\(i)/items/:id/detail" }
    var generator = SplitMix(seed: 14)
    let urls = (0..<1_000).map { _ -> (String, Int) in
        let i = Int(generator.next() % 10_000)
        return ("/module\(i)/items/\(generator.next() % 1_000_000)/detail", i)
    }
    return (patterns, urls)
}

/// How many operations make one measurement of about `target` nanoseconds, from the cost of
/// a few untimed-before operations (for cases whose cost differs by orders of magnitude
/// between versions, such as a miss): at least `minimum`, at most `maximum`, or whole
/// batches of `--iterations` when given.
@MainActor func calibrated(_ batch: Int, minimum: Int, maximum: Int, target: Double = 25_000_000, _ body: (Int) -> Void) -> Int {
    if iterationsOverride != nil { return scaled(batch, default: 1) }
    body(4)
    let start = DispatchTime.now().uptimeNanoseconds
    body(8)
    let perOperation = max(1, Double(DispatchTime.now().uptimeNanoseconds - start) / 8)
    return min(maximum, max(minimum, Int(target / perOperation)))
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Bytes in use on the heap now (glibc), to measure what building a router costs.
func heapInUse() -> Int? {
    let bytes = lattice_heap_in_use()
    return bytes < 0 ? nil : bytes
}

/// `batch * rounds` operations, or about `--iterations` (whole batches) when given, so
/// that instruction counts at two iteration counts give the cost of one operation.
@MainActor func scaled(_ batch: Int, default rounds: Int) -> Int {
    guard let iterationsOverride else { return batch * rounds }
    return batch * max(1, iterationsOverride / batch)
}

/// Adds the GitHub routes to `router`, each named `prefix` and its index, with the handler
/// `handler` makes for that index (by default one that does nothing).
func addGitHubRoutes(
    _ github: [(method: String, path: String)], to router: LatticeRouting.Router, prefix: String, exposed: Bool = false,
    handler: (Int) -> @Sendable (RouteRequest) throws -> RouteResponse = { _ in { _ in .handled } }
) {
    for (index, route) in github.enumerated() {
        try! router.add(route.path, method: route.method, name: "\(prefix)\(index)", exposure: exposed ? .external : .app, handler: handler(index))
    }
}

/// Opens each of `requests` `rounds` times from code isolated to no actor: the loop of
/// `lattice.router.open.github203`, called from there.
nonisolated func openFromNoActor(_ router: LatticeRouting.Router, _ requests: [(method: String, url: String)], rounds: Int) {
    for _ in 0..<rounds {
        for request in requests { blackHole(try? router.openSync(request.url, method: request.method)) }
    }
}

/// Whether a handler handles each of `requests`, opened from code isolated to no actor.
nonisolated func handlesEveryOpenFromNoActor(_ router: LatticeRouting.Router, _ requests: [(method: String, url: String)]) -> Bool {
    requests.allSatisfy { (try? router.openSync($0.url, method: $0.method)) == true }
}

/// Opens each of `urls` (no method) `rounds` times from code isolated to no actor: the loop
/// of `lattice.router.open.synthetic10k`, over the same array, called from there.
nonisolated func openFromNoActor(_ router: LatticeRouting.Router, urls: [(url: String, index: Int)], rounds: Int) {
    for _ in 0..<rounds {
        for (url, _) in urls { blackHole(try? router.openSync(url)) }
    }
}

/// Whether a handler handles each of `urls`, opened from code isolated to no actor.
nonisolated func handlesEveryOpenFromNoActor(_ router: LatticeRouting.Router, urls: [(url: String, index: Int)]) -> Bool {
    urls.allSatisfy { (try? router.openSync($0.url)) == true }
}

@MainActor func routingCases(into suite: inout Suite) {
    // GitHub: method as a separate key for Lattice, as the first path component for
    // RoutingKit (how Vapor uses it). Both start from the URL string.
    let github = githubRoutes()
    check(github.count == 203, "203 GitHub routes")
    let router = Router()
    addGitHubRoutes(github, to: router, prefix: "r")
    let trie = TrieRouter(Int.self)
    for (index, route) in github.enumerated() {
        trie.register(index, at: [.constant(route.method)] + route.path.pathComponents)
    }
    let requests = github.map { (method: $0.method, url: concrete($0.path)) }
    for (index, request) in requests.enumerated() {
        check(router.match(request.url, method: request.method)?.route.name == "r\(index)", "lattice reaches \(github[index].path)")
        var parameters = Parameters()
        let path = [request.method] + request.url.split(separator: "/").map(String.init)
        check(trie.route(path: path, parameters: &parameters) == index, "routingkit reaches \(github[index].path)")
    }
    suite.time("lattice.router.github203", operations: scaled(requests.count, default: 200)) { n in
        for _ in 0..<(n / requests.count) {
            for request in requests { blackHole(router.match(request.url, method: request.method)) }
        }
    }
    // `open` as apps call it: from the URL string, origin `.app`, a handler that does
    // nothing (it returns `.handled`), every entry's whole path (trust, match, request,
    // handler).
    for request in requests {
        check((try? router.openSync(request.url, method: request.method)) == true, "lattice opens \(request.url)")
    }
    suite.time("lattice.router.open.github203", operations: scaled(requests.count, default: 200)) { n in
        for _ in 0..<(n / requests.count) {
            for request in requests { blackHole(try? router.openSync(request.url, method: request.method)) }
        }
    }
    // The same opens from a caller isolated to no actor (a server's handler, a background
    // job), which should cost what they cost on the main actor: `open` asks where it runs
    // only before a `@MainActor` handler, and the caller passes nothing for it.
    check(handlesEveryOpenFromNoActor(router, requests), "lattice opens every GitHub URL from no actor")
    suite.time("lattice.router.open.github203.nonisolated", operations: scaled(requests.count, default: 200)) { n in
        openFromNoActor(router, requests, rounds: n / requests.count)
    }
    // The same opens with handlers that read what real handlers read: each of their path
    // parameters by name, as a decoded string (`request["owner"]`), 0 to 4 per route.
    let parameterNames = github.map { route in
        route.path.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }
    let reading = Router()
    addGitHubRoutes(github, to: reading, prefix: "p") { index in
        let names = parameterNames[index]
        return { request in
            for name in names { blackHole(request[name]) }
            return .handled
        }
    }
    for (index, request) in requests.enumerated() {
        let match = reading.match(request.url, method: request.method)
        check(parameterNames[index].allSatisfy { match?[$0] == "v-\($0)" }, "lattice reads the parameters of \(request.url)")
        check((try? reading.openSync(request.url, method: request.method)) == true, "lattice opens \(request.url) with a reading handler")
    }
    suite.time("lattice.router.open.github203.parameters", operations: scaled(requests.count, default: 200)) { n in
        for _ in 0..<(n / requests.count) {
            for request in requests { blackHole(try? reading.openSync(request.url, method: request.method)) }
        }
    }
    // The same opens with a value attached beside the URL (a model the next screen shows,
    // as MGJRouter's `userInfo` carries): the handler reads it back, and declines without it
    // (so that the check below fails if the value did not arrive).
    let attaching = Router()
    addGitHubRoutes(github, to: attaching, prefix: "a") { _ in
        { request in request.attachment("item", as: Int.self) == 42 ? RouteResponse.handled : .declined }
    }
    let attached: [String: any Sendable] = ["item": 42]
    for request in requests {
        check((try? attaching.openSync(request.url, method: request.method, attachments: attached)) == true,
              "lattice opens \(request.url) with an attachment")
    }
    suite.time("lattice.router.open.github203.attachment", operations: scaled(requests.count, default: 200)) { n in
        for _ in 0..<(n / requests.count) {
            for request in requests { blackHole(try? attaching.openSync(request.url, method: request.method, attachments: attached)) }
        }
    }
    // The same opens through one global interceptor that lets every request through, as a
    // feature gate or a login check does when it has nothing to say (it reads the origin
    // and one parameter): what an interceptor adds to `open`.
    let gated = Router()
    addGitHubRoutes(github, to: gated, prefix: "g")
    gated.addInterceptor(RouteInterceptor("bench.gate") { request in
        request.origin == .app || request["owner"] != "blocked" ? .proceed : .refuse(reason: "blocked", fix: "")
    })
    for request in requests {
        check((try? gated.openSync(request.url, method: request.method)) == true, "lattice opens \(request.url) through an interceptor")
    }
    suite.time("lattice.router.open.github203.intercepted", operations: scaled(requests.count, default: 200)) { n in
        for _ in 0..<(n / requests.count) {
            for request in requests { blackHole(try? gated.openSync(request.url, method: request.method)) }
        }
    }
    // From outside: web links to an allowed host (routed by path), the same 203 routes,
    // exposed. A hit opens each GitHub URL; a miss is each GitHub URL under `/v0`, which no
    // route has, so the trust policy lets it through and it is not found (a miss, not a
    // scheme or host refusal). Its failures are logged to a handler that formats them and
    // writes them nowhere.
    let outside = Router(
        configuration: Router.Configuration(webHosts: ["api.github.com"]),
        policy: TrustPolicy(allowedHosts: ["api.github.com"]),
        logger: Logging.Logger(label: "lattice.routing", factory: { _ in DiscardingLogHandler() }))
    addGitHubRoutes(github, to: outside, prefix: "o", exposed: true)
    let outsideHits = requests.map { (method: $0.method, url: "https://api.github.com" + $0.url) }
    let outsideMisses = requests.map { (method: $0.method, url: "https://api.github.com/v0" + $0.url) }
    for (hit, miss) in zip(outsideHits, outsideMisses) {
        check((try? outside.openSync(hit.url, method: hit.method, origin: .webPage)) == true, "lattice opens \(hit.url) from a web page")
        check(outside.match(miss.url, method: miss.method) == nil, "no route matches \(miss.url)")
        do {
            try outside.openSync(miss.url, method: miss.method, origin: .webPage)
            check(false, "opening \(miss.url) from a web page throws")
        } catch {
            // A miss from outside is a refusal with the reason `notFound`.
            check(error.code == .refused && error.refusal?.code == .notFound, "opening \(miss.url) from a web page is refused as not found, not \(error)")
        }
    }
    suite.time("lattice.router.open.github203.outside", operations: scaled(requests.count, default: 100)) { n in
        for _ in 0..<(n / requests.count) {
            for hit in outsideHits { blackHole(try? outside.openSync(hit.url, method: hit.method, origin: .webPage)) }
        }
    }
    let openMiss = { (n: Int) in
        for i in 0..<n {
            let miss = outsideMisses[i % outsideMisses.count]
            blackHole(try? outside.openSync(miss.url, method: miss.method, origin: .webPage))
        }
    }
    suite.time("lattice.router.open.miss", operations: calibrated(outsideMisses.count, minimum: 16, maximum: outsideMisses.count * 100, openMiss), openMiss)
    // Two threads matching the same table at once (total matches per second): the read
    // path takes no lock, and each thread counts itself on a cache line of its own. Each
    // thread matches its own copies of the URL strings, as a server thread would its own
    // requests (a string shared by both threads would have its reference count bounced
    // between the cores by every match that keeps it).
    let ownCopies: @Sendable () -> [(method: String, url: String)] = {
        requests.map { (method: $0.method, url: String(decoding: Array($0.url.utf8), as: UTF8.self)) }
    }
    suite.time("lattice.router.github203.1thread", operations: requests.count * 40) { n in
        let mine = ownCopies()
        for _ in 0..<(n / mine.count) {
            for request in mine { blackHole(router.match(request.url, method: request.method)) }
        }
    }
    suite.throughput("lattice.router.github203.2threads", threads: 2, operations: requests.count * 40) { n in
        let mine = ownCopies()
        for _ in 0..<(n / mine.count) {
            for request in mine { blackHole(router.match(request.url, method: request.method)) }
        }
    }
    suite.time("routingkit.github203", operations: requests.count * 20) { n in
        for _ in 0..<(n / requests.count) {
            for request in requests {
                var parameters = Parameters()
                let path = [request.method] + request.url.split(separator: "/").map(String.init)
                blackHole(trie.route(path: path, parameters: &parameters))
            }
        }
    }

    // 10,000 synthetic routes, with the memory each router holds per route.
    let synthetic = syntheticRoutes()
    let before = heapInUse()
    let bigRouter = Router()
    for (index, pattern) in synthetic.patterns.enumerated() {
        try! bigRouter.add(pattern, name: "s\(index)") { _ in .handled }
    }
    // Steady state: the first match publishes the snapshot routing threads read.
    check(bigRouter.match(synthetic.urls[0].url) != nil, "lattice matches before measuring")
    let afterLattice = heapInUse()
    let bigTrie = TrieRouter(Int.self)
    for (index, pattern) in synthetic.patterns.enumerated() { bigTrie.register(index, at: pattern.pathComponents) }
    let afterRoutingKit = heapInUse()
    for (url, index) in synthetic.urls.prefix(200) {
        check(bigRouter.match(url)?.route.name == "s\(index)", "lattice reaches \(url)")
        var parameters = Parameters()
        check(bigTrie.route(path: url.split(separator: "/").map(String.init), parameters: &parameters) == index, "routingkit reaches \(url)")
    }
    suite.time("lattice.router.synthetic10k", operations: scaled(synthetic.urls.count, default: 40)) { n in
        for _ in 0..<(n / synthetic.urls.count) {
            for (url, _) in synthetic.urls { blackHole(bigRouter.match(url)) }
        }
    }
    for (url, _) in synthetic.urls.prefix(200) {
        check((try? bigRouter.openSync(url)) == true, "lattice opens \(url)")
    }
    suite.time("lattice.router.open.synthetic10k", operations: scaled(synthetic.urls.count, default: 40)) { n in
        for _ in 0..<(n / synthetic.urls.count) {
            for (url, _) in synthetic.urls { blackHole(try? bigRouter.openSync(url)) }
        }
    }
    check(handlesEveryOpenFromNoActor(bigRouter, urls: synthetic.urls), "lattice opens every synthetic URL from no actor")
    suite.time("lattice.router.open.synthetic10k.nonisolated", operations: scaled(synthetic.urls.count, default: 40)) { n in
        openFromNoActor(bigRouter, urls: synthetic.urls, rounds: n / synthetic.urls.count)
    }
    suite.time("routingkit.synthetic10k", operations: synthetic.urls.count * 4) { n in
        for _ in 0..<(n / synthetic.urls.count) {
            for (url, _) in synthetic.urls {
                var parameters = Parameters()
                blackHole(bigTrie.route(path: url.split(separator: "/").map(String.init), parameters: &parameters))
            }
        }
    }
    if let before, let afterLattice, let afterRoutingKit {
        suite.fixed("lattice.router.bytes-per-route", .bytesPerRoute(Double(afterLattice - before) / 10_000))
        suite.fixed("routingkit.bytes-per-route", .bytesPerRoute(Double(afterRoutingKit - afterLattice) / 10_000))
    }
    withExtendedLifetime((bigRouter, bigTrie)) {}

    // The wide table: 10,000 routes with a first segment each, random URLs over them.
    let wide = wideRoutes()
    let beforeWide = heapInUse()
    let wideRouter = Router()
    for (index, pattern) in wide.patterns.enumerated() {
        try! wideRouter.add(pattern, name: "w\(index)") { _ in .handled }
    }
    check(wideRouter.match(wide.urls[0].url) != nil, "lattice matches before measuring")
    let afterWideLattice = heapInUse()
    let wideTrie = TrieRouter(Int.self)
    for (index, pattern) in wide.patterns.enumerated() { wideTrie.register(index, at: pattern.pathComponents) }
    let afterWideRoutingKit = heapInUse()
    for (url, index) in wide.urls.prefix(200) {
        check(wideRouter.match(url)?.route.name == "w\(index)", "lattice reaches \(url)")
        var parameters = Parameters()
        check(wideTrie.route(path: url.split(separator: "/").map(String.init), parameters: &parameters) == index, "routingkit reaches \(url)")
    }
    suite.time("lattice.router.wide10k", operations: scaled(wide.urls.count, default: 40)) { n in
        for _ in 0..<(n / wide.urls.count) {
            for (url, _) in wide.urls { blackHole(wideRouter.match(url)) }
        }
    }
    suite.time("routingkit.wide10k", operations: wide.urls.count * 4) { n in
        for _ in 0..<(n / wide.urls.count) {
            for (url, _) in wide.urls {
                var parameters = Parameters()
                blackHole(wideTrie.route(path: url.split(separator: "/").map(String.init), parameters: &parameters))
            }
        }
    }
    if let beforeWide, let afterWideLattice, let afterWideRoutingKit {
        suite.fixed("lattice.router.wide10k.bytes-per-route", .bytesPerRoute(Double(afterWideLattice - beforeWide) / 10_000))
        suite.fixed("routingkit.wide10k.bytes-per-route", .bytesPerRoute(Double(afterWideRoutingKit - afterWideLattice) / 10_000))
    }
    withExtendedLifetime((wideRouter, wideTrie)) {}

    hummingbirdCases(into: &suite, github: github, synthetic: synthetic, wide: wide)
}
