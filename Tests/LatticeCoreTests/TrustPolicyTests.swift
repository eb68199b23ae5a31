import LatticeCore
import Synchronization
import Testing

@Suite struct TrustPolicyTests {
    let policy = TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"])

    func check(_ scheme: String, host: String? = nil, length: Int = 20, segments: Int = 2, query: Int = 0, origin: Origin = .webPage) -> TrustRefusal.Reason? {
        policy.check(subject: "\(scheme)://x", scheme: scheme, host: host, length: length, segmentCount: segments, queryItemCount: query, origin: origin)?.reason
    }

    @Test func appOriginSkipsEveryRule() {
        #expect(check("javascript", origin: .app) == nil)
        #expect(check("ftp", length: 1_000_000, origin: .app) == nil)
    }

    @Test func forbiddenSchemesAreRefusedEvenWhenAllowed() {
        let permissive = TrustPolicy(allowedSchemes: ["javascript", "data"])
        for scheme in ["javascript", "JavaScript", "data", "file"] {
            let reason = permissive.check(subject: scheme, scheme: scheme, host: nil, length: 1, segmentCount: 0, queryItemCount: 0, origin: .otherApp(nil))?.reason
            #expect(reason == .forbiddenScheme(scheme.lowercased()))
        }
    }

    @Test func schemeAndHostRules() {
        #expect(check("shop") == nil)
        #expect(check("SHOP") == nil)
        #expect(check("ftp") == .schemeNotAllowed("ftp"))
        #expect(check("https", host: "shop.example.com") == nil)
        #expect(check("https", host: "Shop.Example.com") == nil)
        #expect(check("https", host: "evil.example.com") == .hostNotAllowed("evil.example.com"))
        #expect(check("https", host: nil) == .hostNotAllowed(""))
    }

    @Test func limits() {
        #expect(check("shop", length: 5000) == .urlTooLong(length: 5000, limit: 2048))
        #expect(check("shop", segments: 33) == .tooManySegments(count: 33, limit: 32))
        #expect(check("shop", query: 40) == .tooManyQueryItems(count: 40, limit: 32))
    }

    @Test func refusalsAreReportedWithAReadableReason() {
        let seen = LockedBox<[TrustRefusal]>([])
        var policy = TrustPolicy(allowedSchemes: ["shop"])
        policy.onRefusal = { refusal in seen.withLock { $0.append(refusal) } }
        _ = policy.check(subject: "ftp://a", scheme: "ftp", host: "a", length: 7, segmentCount: 0, queryItemCount: 0, origin: .push)
        let reported = seen.withLock { $0 }
        #expect(reported.count == 1)
        #expect(reported.first?.description == "Refused 'ftp://a' from push: the scheme 'ftp' is not allowed. To fix, add the scheme to TrustPolicy.allowedSchemes if outside callers may use it.")
    }
}
