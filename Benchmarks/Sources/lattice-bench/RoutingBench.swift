import Foundation
import LatticeRouting
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

@MainActor func routingCases(into suite: inout Suite) {
    // GitHub: method as a separate key for Lattice, as the first path component for
    // RoutingKit (how Vapor uses it). Both start from the URL string.
    let github = githubRoutes()
    check(github.count == 203, "203 GitHub routes")
    let router = Router()
    let trie = TrieRouter(Int.self)
    for (index, route) in github.enumerated() {
        try! router.add(route.path, method: route.method, name: "r\(index)") { _ in .handled }
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
}
