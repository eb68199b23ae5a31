import Foundation
@_spi(Internal) import Hummingbird
import Logging

// Hummingbird 2.28.1's router, measured two ways:
//
// - `hummingbird.SET`: the call a request really goes through. Hummingbird's HTTP/1 channel
//   parses the request head into an `HTTPRequest`, makes a `Request` (which parses its URI),
//   makes the request context from its source, and awaits `respond(to:context:)` on the
//   application's responder, which for a `Router` is `RouterResponder`: it resolves
//   `request.uri.path` in the router's trie, picks the responder for the method, stores the
//   parameters and the endpoint path in the context, and awaits the handler (here one that
//   returns `.ok`, i.e. does nothing). Timed per request: building the `HTTPRequest` from the
//   method and URL string, the `Request`, the context, and awaiting `respond` (no channel,
//   no socket, no body: the benchmark hands the responder what the channel would). That is
//   Hummingbird's counterpart of Lattice's `open` from the URL string.
// - `hummingbird.trie.SET`: only the lookup `RouterResponder` does first, `RouterTrie.resolve`
//   (Hummingbird's `@_spi(Internal)` API, the trie the responder holds) and the method's
//   entry: the counterpart of Lattice's `match`.

/// A request context as `BasicRequestContext` is (the core storage: logger, endpoint path,
/// parameters), made from a source that has no channel.
struct BenchRequestContext: RequestContext {
    /// What the context is made from: the logger of the request.
    struct Source: RequestContextSource {
        let logger: Logging.Logger
    }

    var coreContext: CoreRequestContextStorage

    init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
    }
}

/// Runs `body` on the concurrency pool and waits for it: one hop per measurement, not per
/// request.
func waitFor(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await body()
        done.signal()
    }
    done.wait()
}

/// A request as the channel would hand it over: the method parsed, the URL as received,
/// and the pattern it must reach (for the correctness check).
struct HummingbirdRequest: Sendable {
    let method: HTTPRequest.Method
    let url: String
    let pattern: String
}

/// Builds Hummingbird's responder and its bare trie for `routes`, with the heap the
/// responder holds (the `Router` itself is let go once the responder is built, as
/// `Application` does).
func hummingbirdRouter(_ routes: [(method: String, path: String)]) -> (
    responder: RouterResponder<BenchRequestContext>, trie: RouterTrie<[HTTPRequest.Method: Int]>, bytes: Int?
) {
    let before = heapInUse()
    let responder = {
        let router = Router(context: BenchRequestContext.self)
        for route in routes {
            router.on(RouterPath(route.path), method: HTTPRequest.Method(route.method)!) { _, _ in HTTPResponse.Status.ok }
        }
        return router.buildResponder()
    }()
    let after = heapInUse()
    var byPath: [String: [HTTPRequest.Method: Int]] = [:]
    var order: [String] = []
    for (index, route) in routes.enumerated() {
        if byPath[route.path] == nil { order.append(route.path) }
        byPath[route.path, default: [:]][HTTPRequest.Method(route.method)!] = index
    }
    let builder = RouterPathTrieBuilder<[HTTPRequest.Method: Int]>()
    for path in order { builder.addEntry(RouterPath(path), value: byPath[path]!) }
    let bytes = before.flatMap { before in after.map { $0 - before } }
    return (responder, builder.build(), bytes)
}

@MainActor func hummingbirdCases(
    into suite: inout Suite, github: [(method: String, path: String)],
    synthetic: (patterns: [String], urls: [(url: String, index: Int)]),
    wide: (patterns: [String], urls: [(url: String, index: Int)])
) {
    let logger = Logging.Logger(label: "hummingbird", factory: { _ in SwiftLogNoOpLogHandler() })
    let sets: [(name: String, routes: [(method: String, path: String)], requests: [HummingbirdRequest], maximum: Int)] = [
        ("github203", github, github.map { HummingbirdRequest(method: HTTPRequest.Method($0.method)!, url: concrete($0.path), pattern: $0.path) }, 203 * 100),
        ("synthetic10k", synthetic.patterns.map { ("GET", $0) },
         synthetic.urls.map { HummingbirdRequest(method: .get, url: $0.url, pattern: synthetic.patterns[$0.index]) }, 1_000 * 20),
        ("wide10k", wide.patterns.map { ("GET", $0) },
         wide.urls.map { HummingbirdRequest(method: .get, url: $0.url, pattern: wide.patterns[$0.index]) }, 1_000 * 20),
    ]
    for set in sets {
        let (responder, trie, bytes) = hummingbirdRouter(set.routes)
        let requests = set.requests
        // Every request reaches its own route, through the responder and through the trie.
        waitFor {
            for request in requests {
                let head = HTTPRequest(method: request.method, scheme: nil, authority: nil, path: request.url)
                let context = BenchRequestContext(source: .init(logger: logger))
                let response = try? await responder.respond(to: Request(head: head, body: RequestBody(buffer: ByteBuffer())), context: context)
                check(response?.status == .ok, "hummingbird answers \(request.method) \(request.url)")
                check(context.endpointPath == RouterPath(request.pattern).description, "hummingbird reaches \(request.pattern), not \(context.endpointPath ?? "nothing")")
            }
        }
        for request in requests {
            let route = trie.resolve(request.url).flatMap { $0.value[request.method] }
            check(route != nil && set.routes[route!].path == request.pattern, "hummingbird's trie reaches \(request.pattern)")
        }
        let respond = { (n: Int) in
            waitFor {
                for i in 0..<n {
                    let request = requests[i % requests.count]
                    let head = HTTPRequest(method: request.method, scheme: nil, authority: nil, path: request.url)
                    let context = BenchRequestContext(source: .init(logger: logger))
                    blackHole(try? await responder.respond(to: Request(head: head, body: RequestBody(buffer: ByteBuffer())), context: context))
                }
            }
        }
        suite.time("hummingbird.\(set.name)", operations: calibrated(requests.count, minimum: 16, maximum: set.maximum, respond), respond)
        let lookUp = { (n: Int) in
            for i in 0..<n {
                let request = requests[i % requests.count]
                blackHole(trie.resolve(request.url).flatMap { $0.value[request.method] })
            }
        }
        suite.time("hummingbird.trie.\(set.name)", operations: calibrated(requests.count, minimum: 16, maximum: set.maximum, lookUp), lookUp)
        if set.name == "synthetic10k", let bytes {
            suite.fixed("hummingbird.bytes-per-route", .bytesPerRoute(Double(bytes) / Double(set.routes.count)))
        }
    }
}
