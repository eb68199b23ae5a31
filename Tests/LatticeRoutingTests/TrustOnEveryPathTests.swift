import LatticeCore
@testable import LatticeRouting
import Testing

/// Item 2 of issue #14: a URL from outside is decided by the trust policy on every path
/// (a miss, the fallback, the limits, the encoding), each refusal through the hook.
@Suite struct TrustOnEveryPathTests {
    let reports = Reports()

    func makeRouter(limits: TrustPolicy.Limits = .init(maxURLLength: 200, maxSegments: 6, maxQueryItems: 3, maxValueLength: 10)) throws -> Router {
        var policy = TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"], limits: limits)
        let reports = reports
        policy.onRefusal = { refusal in reports.reasons.withLock { $0.append(refusal.reason) } }
        let router = Router(configuration: .init(webHosts: ["shop.example.com"]), policy: policy)
        try router.add("/product/:id<int>", exposure: .external) { _ in .handled }
        try router.add("/search/:term", exposure: .external) { _ in .handled }
        try router.add("/admin/reset") { _ in .handled }
        return router
    }

    var reported: [TrustRefusal.Reason] { reports.reasons.withLock { $0 } }

    @Test func aMissFromOutsideIsRefusedAsNotFoundThroughTheHook() throws {
        let router = try makeRouter()
        #expect(refusal(router, "shop://nowhere/1") == .notFound("route or fallback"))
        #expect(reported == [.notFound("route or fallback")])
        // From the app it stays a plain miss, not a refusal.
        let inside = #expect(throws: RoutingError.self) { try router.openSync("/nowhere/1") }
        #expect(inside?.code == .notFound)
        #expect(reported.count == 1)
    }

    @Test func theFallbackDeclaresItsExposure() async throws {
        let router = try makeRouter()
        let runs = LockedBox(0)
        router.setFallback { _ in
            runs.withLock { $0 += 1 }
            return .handled
        }
        #expect(refusal(router, "shop://nowhere") == .notExposed("the fallback"))
        #expect(reported == [.notExposed("the fallback")])
        await #expect(throws: RoutingError.self) { try await router.open("shop://nowhere", origin: .webPage) }
        #expect(runs.withLock { $0 } == 0)
        #expect(try router.openSync("/nowhere"), "the app reaches an unexposed fallback")
        router.setFallback(exposure: .external) { _ in
            runs.withLock { $0 += 1 }
            return .handled
        }
        #expect(try router.openSync("shop://nowhere", origin: .push))
        #expect(try await router.open("shop://nowhere", origin: .push))
        #expect(runs.withLock { $0 } == 3)
        #expect(reported.count == 2)
    }

    @Test func anExposedRouteThatDeclinesDoesNotReachAnUnexposedFallback() throws {
        let router = try makeRouter()
        try router.add("/maybe", exposure: .external) { _ in .declined }
        router.setFallback { _ in Issue.record("the unexposed fallback ran for an outside URL"); return .handled }
        #expect(try router.openSync("shop://maybe", origin: .push) == false)
        #expect(reported.isEmpty)
    }

    @Test func an8MBURLFromOutsideIsRefusedForItsLengthBeforeItIsParsed() throws {
        let router = try makeRouter()
        // A URL whose parse would refuse it as malformed (no host): refused for its length,
        // it was not parsed first.
        let length = 8 * 1024 * 1024
        let url = "https:///" + String(repeating: "a/", count: (length - 9) / 2) + String(repeating: "a", count: (length - 9) % 2)
        #expect(url.utf8.count == length)
        #expect(refusal(router, url) == .urlTooLong(length: length, limit: 200))
        #expect(reported == [.urlTooLong(length: length, limit: 200)])
        // Within the limit, the same shape is refused for what the parse finds.
        #expect(refusal(router, "https:///a") == .malformed("the scheme or host cannot be read"))
    }

    @Test func segmentsAreCountedUpToTheLimitOnly() throws {
        let router = try makeRouter()
        let deep = "shop://search" + String(repeating: "/x", count: 50)
        #expect(refusal(router, deep) == .tooManySegments(count: 7, limit: 6))
        let limitless = try makeRouter(limits: .init(maxURLLength: 10_000, maxSegments: 1_000))
        #expect(refusal(limitless, deep + String(repeating: "/y", count: 100)) == .tooManySegments(count: 65, limit: 64))
    }

    @Test(arguments: [
        ("shop://search/%G1", "'%G1' at byte 14 is not '%' and two hex digits"),
        ("shop://search/ab%4", "'%4' at byte 16 is not '%' and two hex digits"),
        ("shop://search/x?q=%", "'%' at byte 18 is not '%' and two hex digits"),
        ("shop://search/%FF", "the bytes from byte 14 do not decode to UTF-8"),
        ("shop://search/%C3%28", "the bytes from byte 14 do not decode to UTF-8"),
        ("shop://search/%E2%82", "the bytes from byte 14 do not decode to UTF-8"),
        ("shop://search/%ED%A0%80", "the bytes from byte 14 do not decode to UTF-8"),
        ("shop://search/%C0%AF", "the bytes from byte 14 do not decode to UTF-8"),
    ])
    func brokenEncodingFromOutsideIsRefusedNeverRepaired(_ url: String, _ detail: String) throws {
        let router = try makeRouter()
        #expect(refusal(router, url) == .invalidEncoding(detail))
        #expect(reported == [.invalidEncoding(detail)])
        // From the app the URL opens as before: a stray '%' is kept, bytes decode leniently.
        #expect(try router.openSync(String(url.dropFirst("shop:/".count))))
    }

    @Test func goodEncodingFromOutsideOpens() throws {
        let router = try makeRouter()
        #expect(try router.openSync("shop://search/caf%C3%A9?q=%E2%82%AC", origin: .push))
        #expect(try router.openSync("shop://search/%F0%9F%98%80", origin: .push))
        #expect(reported.isEmpty)
    }

    @Test func aLongQueryValueIsRefusedByName() throws {
        let router = try makeRouter()
        #expect(refusal(router, "shop://search/x?a=1&note=abcdefghijk") == .valueTooLong(name: "note", length: 11, limit: 10))
        #expect(refusal(router, "shop://search/x?a=%41%41%41%41%41%41%41%41") == nil, "8 decoded bytes are within 10")
        #expect(refusal(router, "shop://search/abcdefghijk") == .valueTooLong(name: "term", length: 11, limit: 10))
    }

    /// The router checks the policy's rules on the URL's bytes before asking the policy;
    /// its answer must be the policy's: cases the bytes alone could get wrong.
    @Test func theRulesOnTheBytesDecideAsThePolicyDoes() throws {
        let router = try makeRouter()
        // Any case of an allowed scheme and host opens.
        #expect(refusal(router, "HTTPS://SHOP.Example.COM/search/x") == nil)
        #expect(refusal(router, "Shop://search/x") == nil)
        // A host that is not allowed, a scheme that is not, a forbidden one.
        #expect(refusal(router, "https://evil.example.com/search/x") == .hostNotAllowed("evil.example.com"))
        // Hosts are compared eight bytes at a time: a difference in the last word, a host
        // one byte shorter or longer.
        #expect(refusal(router, "https://shop.example.con/search/x") == .hostNotAllowed("shop.example.con"))
        #expect(refusal(router, "https://shop.example.co/search/x") == .hostNotAllowed("shop.example.co"))
        #expect(refusal(router, "https://shop.example.comm/search/x") == .hostNotAllowed("shop.example.comm"))
        #expect(refusal(router, "ftp://search/x") == .schemeNotAllowed("ftp"))
        #expect(refusal(router, "JavaScript://search/x") == .forbiddenScheme("javascript"))
        // A web link without a host is the policy's to refuse.
        #expect(refusal(router, "https:///search/x") == .malformed("the scheme or host cannot be read"))
        // A host the bytes cannot tell about: the policy lower-cases the Kelvin sign (U+212A)
        // to "k", so it lets this host through; no web host of the configuration routes it,
        // so nothing answers it.
        var kelvin = TrustPolicy(allowedSchemes: ["https"], allowedHosts: ["kelvin.example"])
        let reports = reports
        kelvin.onRefusal = { refusal in reports.reasons.withLock { $0.append(refusal.reason) } }
        let other = Router(configuration: .init(webHosts: ["kelvin.example"]), policy: kelvin)
        try other.add("/x", exposure: .external) { _ in .handled }
        #expect(refusal(other, "https://kelvin.example/x") == nil)
        #expect(refusal(other, "https://\u{212A}elvin.example/x") == .notFound("route or fallback"))
        #expect(refusal(other, "https://kelvin.example.org/x") == .hostNotAllowed("kelvin.example.org"))
        // The limits: one past each.
        #expect(refusal(router, "shop://search/x?a&b&c&d") == .tooManyQueryItems(count: 4, limit: 3))
    }
}
