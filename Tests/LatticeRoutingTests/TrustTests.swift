import LatticeCore
import LatticeRouting
import Testing

final class Reports: Sendable {
    let reasons = LockedBox<[TrustRefusal.Reason]>([])
}

@Suite struct TrustTests {
    let reports = Reports()

    func makeRouter() throws -> Router {
        var policy = TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"],
                                 limits: .init(maxURLLength: 200, maxSegments: 6, maxQueryItems: 3, maxValueLength: 10))
        let reports = reports
        policy.onRefusal = { refusal in reports.reasons.withLock { $0.append(refusal.reason) } }
        let router = Router(configuration: .init(webHosts: ["shop.example.com"]), policy: policy)
        try router.add("/product/:id<int>", exposure: .external) { _ in .handled }
        try router.add("/admin/reset") { _ in .handled }
        try router.add("/search/:term", exposure: .external) { _ in .handled }
        return router
    }

    @Test func exposedRoutesOpenFromOutside() throws {
        let router = try makeRouter()
        #expect(try router.openSync("shop://product/1", origin: .push))
        #expect(try router.openSync("https://shop.example.com/product/1", origin: .webPage))
        #expect(try router.openSync("/admin/reset", origin: .app))
        #expect(reports.reasons.withLock { $0 }.isEmpty)
    }

    @Test func everyRefusalIsReportedAndThrownTyped() throws {
        let router = try makeRouter()
        let cases: [(String, TrustRefusal.Reason)] = [
            ("javascript:alert(1)", .forbiddenScheme("javascript")),
            ("data:text/html,x", .forbiddenScheme("data")),
            ("file:///etc/passwd", .forbiddenScheme("file")),
            ("ftp://product/1", .schemeNotAllowed("ftp")),
            ("https://evil.example.com/product/1", .hostNotAllowed("evil.example.com")),
            ("shop://admin/reset", .notExposed("the route '/admin/reset'")),
            ("shop://a/b/c/d/e/f/g", .tooManySegments(count: 7, limit: 6)),
            ("shop://search/x?a=1&b=2&c=3&d=4", .tooManyQueryItems(count: 4, limit: 3)),
            ("shop://search/abcdefghijkl", .valueTooLong(name: "term", length: 12, limit: 10)),
            ("shop://" + String(repeating: "x", count: 300), .urlTooLong(length: 307, limit: 200)),
        ]
        for (url, reason) in cases {
            #expect(refusal(router, url) == reason, "\(url)")
        }
        #expect(reports.reasons.withLock { $0 } == cases.map(\.1))
    }

    @Test func typedParametersAreValidatedBeforeTheHandler() throws {
        let router = try makeRouter()
        let reason = refusal(router, "shop://product/42abc")
        guard case .invalidParameter(let name, let value, _)? = reason else {
            Issue.record("expected invalidParameter, got \(String(describing: reason))")
            return
        }
        #expect(name == "id" && value == "42abc")
        let inside = #expect(throws: RoutingError.self) { try router.openSync("/product/42abc") }
        #expect(inside?.code == .invalidParameter)
    }

    @Test func aHostThatIsNotASCIIIsDecidedByThePolicy() throws {
        // The router reads ASCII hosts itself, and hands a host with other bytes to the
        // policy, whose lower-casing is Unicode's. An entry set with a capital Ü matches no
        // lower-cased host, so the policy refuses the URL whose bytes equal the entry,
        // wherever the Ü is. (Routing by web host folds ASCII capitals only: hosts on the
        // wire are punycode.)
        let hosts = (0...16).map { String("abcdefghijklmnopq".prefix($0)) + "Ü.example" }
        var policy = TrustPolicy()
        policy.allowedHosts = Set(hosts + ["shop.example"])
        let router = Router(configuration: .init(webHosts: Set(hosts + ["shop.example"])), policy: policy)
        try router.add("/book/:id", exposure: .external) { _ in .handled }
        #expect(try router.openSync("https://SHOP.example/book/1", origin: .webPage))
        for host in hosts {
            #expect(refusal(router, "https://\(host)/book/1") == .hostNotAllowed(host.lowercased()))
        }
    }

    @Test func appOriginSkipsThePolicy() throws {
        let router = try makeRouter()
        #expect(try router.openSync("/search/abcdefghijklmnop", origin: .app))
        #expect(reports.reasons.withLock { $0 }.isEmpty)
    }
}
