import LatticeCore
import LatticeRouting
import PropertyBased
import Testing

/// Whatever string comes in, routing answers (a match, `nil` or a typed error) and never
/// crashes, hangs or matches a route whose shape the URL does not have.
@Suite struct HostileInputTests {
    static func router() throws -> Router {
        let router = Router(configuration: .init(webHosts: ["shop.example.com"]))
        try router.add("/a/:id<int>") { _ in .handled }
        try router.add("/a/b/*rest") { _ in .handled }
        try router.add("/p/:t(/new)(/o/:o)") { _ in .handled }
        try router.add("/page/:name.html") { _ in .handled }
        try router.add("shop://detail/:id") { _ in .handled }
        try router.add("GET /repos/:owner/:repo") { _ in .handled }
        return router
    }

    static let pieces = ["/", "//", "a", "b", "p", "new", "o", "%", "%2F", "%zz", "%C3%A9", "é", "😀", "?", "#", "&", "=",
                         "+", ":", ".html", "42", "-1", "shop://", "https://shop.example.com", "http://", "javascript:",
                         " ", "\u{0}", "A", "detail", "*", "..", "repos"]
    /// Starts that match a route, so that pieces after them often still do.
    static let starts = ["", "", "/a/42", "/a/b/", "/p/x", "/p/x/new/o/", "/page/", "shop://detail/", "/repos/o/", "https://shop.example.com/a/b/"]
    static let url = zip(
        Gen.int(in: 0...(starts.count - 1)),
        Gen.int(in: 0...(pieces.count - 1)).map { pieces[$0] }.array(of: 0...40)
    ).map { starts[$0.0] + $0.1.joined() }

    @Test func anyStringIsAnsweredWithoutACrash() async throws {
        let router = try Self.router()
        await propertyCheck(input: Self.url) { url in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let match = router.match(url, method: "GET")
                if let match {
                    // A match has the route's parameters, each readable.
                    for parameter in match.route.parameters where !parameter.isOptional { _ = match[parameter.name] }
                    _ = match.queryItems
                }
                #expect(router.canOpen(url, origin: .webPage) == false || router.match(url) != nil || match != nil)
                // From inside, opening agrees with matching: a match opens (every handler
                // handles); no match is "not found", a malformed URL or a value of the wrong type.
                let plain = router.match(url)
                do {
                    let opened: Bool = try router.openSync(url)
                    #expect(opened && plain != nil, "'\(url)' opened without a match")
                } catch let error as RoutingError {
                    #expect(plain == nil, "'\(url)' matches \(plain?.route.pattern ?? "") but open threw \(error.code)")
                    #expect([.notFound, .malformedURL, .invalidParameter].contains(error.code), "'\(url)': \(error.code)")
                } catch {
                    Issue.record("open threw \(error), not a RoutingError")
                }
                // From another app, no route is exposed: every URL is refused, with the trust
                // policy's reason; a URL that matches is refused as not exposed or for its form.
                do {
                    let opened: Bool = try router.openSync(url, origin: .otherApp(nil))
                    Issue.record("'\(url)' opened from another app (\(opened)), though no route is exposed")
                } catch let error as RoutingError {
                    #expect(error.code == .refused, "'\(url)': \(error.code)")
                    let refusal = try #require(error.refusal, "'\(url)': refused without the policy's reason")
                    #expect(refusal.code != .notExposed || plain != nil, "'\(url)' refused as not exposed but matches nothing")
                    #expect(refusal.code != .notFound || plain == nil, "'\(url)' refused as not found but matches \(plain?.route.pattern ?? "")")
                } catch {
                    Issue.record("open threw \(error), not a RoutingError")
                }
            } catch {
                Issue.record(error)
            }
        }
    }

    @Test func tooManySegmentsIsATypedErrorNotACrash() throws {
        let router = try Self.router()
        let deep = "/a" + String(repeating: "/x", count: 100)
        #expect(router.match(deep) == nil)
        let error = #expect(throws: RoutingError.self) { try router.openSync(deep) }
        #expect(error?.code == .malformedURL)
        #expect(router.match("/a/b/" + String(repeating: "x/", count: 100)) == nil, "over 64 segments, even under a wildcard")
    }

    @Test func hugeSegmentsAndSlashRunsAreFine() throws {
        let router = try Self.router()
        let huge = String(repeating: "z", count: 1 << 20)
        #expect(router.match("/a/b/\(huge)")?["rest"]?.utf8.count == 1 << 20)
        #expect(router.match("/a/\(huge)") == nil, "not an int")
        #expect(router.match(String(repeating: "/", count: 100_000) + "a/42")?["id"] == "42")
    }
}
