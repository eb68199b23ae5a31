import LatticeRouting
import Testing

@Suite struct MatchingTests {
    func router(_ patterns: [String], configuration: Router.Configuration = .init()) throws -> Router {
        let router = Router(configuration: configuration)
        for pattern in patterns { try router.add(pattern) { _ in .handled } }
        return router
    }

    @Test func literalBeatsTypedBeatsParameterBeatsWildcardInAnyOrder() throws {
        let patterns = ["/u/*", "/u/:name", "/u/:id<int>", "/u/me"]
        for order in [patterns, patterns.reversed(), [patterns[2], patterns[0], patterns[3], patterns[1]]] {
            let router = try router(order)
            #expect(router.match("/u/me")?.route.pattern == "/u/me")
            #expect(router.match("/u/42")?.route.pattern == "/u/:id<int>")
            #expect(router.match("/u/bob")?.route.pattern == "/u/:name")
            #expect(router.match("/u/bob/x")?.route.pattern == "/u/*")
        }
    }

    @Test func backtracksWhenTheLiteralBranchFails() throws {
        let router = try router(["/foo/bar", "/foo/:id/baz"])
        #expect(router.match("/foo/bar/baz")?.route.pattern == "/foo/:id/baz")
        #expect(router.match("/foo/bar/baz")?["id"] == "bar")
        #expect(router.match("/foo/bar")?.route.pattern == "/foo/bar")
    }

    @Test func explicitPriorityOverridesTheStructuralOrder() throws {
        let router = Router()
        try router.add("/about") { _ in .handled }
        try router.add("/:slug", priority: 10) { _ in .handled }
        #expect(router.match("/about")?.route.pattern == "/:slug")
    }

    @Test func schemesAndHostsAreCaseInsensitivePathsAreNot() throws {
        let router = try router(["shop://detail/:id", "/Profile"])
        #expect(router.match("SHOP://Detail/42")?["id"] == "42")
        #expect(router.match("/Profile") != nil)
        #expect(router.match("/profile") == nil)
        let relaxed = try self.router(["/Profile"], configuration: .init(caseSensitivePaths: false))
        #expect(relaxed.match("/PROFILE") != nil)
    }

    @Test func customSchemeRoutesFallBackToGlobalRoutes() throws {
        let router = Router()
        try router.add("shop://detail/:id") { _ in .handled }
        try router.add("/cart") { _ in .handled }
        #expect(router.match("shop://detail/1")?.route.scheme == "shop")
        #expect(router.match("shop://cart")?.route.pattern == "/cart")
        #expect(router.match("other://detail/1") == nil)
        let strict = Router(configuration: .init(fallsBackToGlobalRoutes: false))
        try strict.add("/cart") { _ in .handled }
        #expect(strict.match("shop://cart") == nil)
        #expect(strict.match("/cart") != nil)
    }

    @Test func webLinksRouteByPathForListedHosts() throws {
        let router = try router(["/detail/:id"], configuration: .init(webHosts: ["shop.example.com"]))
        #expect(router.match("https://Shop.Example.com/detail/42?x=1#top")?["id"] == "42")
        #expect(router.match("http://user@shop.example.com:8080/detail/7")?["id"] == "7")
        #expect(router.match("https://evil.example.com/detail/42") == nil)
        // The host is what follows the last '@' and precedes the port's ':'; a ':' in the
        // user information is not a port.
        #expect(router.match("https://user:secret@shop.example.com/detail/8")?["id"] == "8")
        #expect(router.match("https://shop.example.com:pw@evil.example.com/detail/8") == nil)
        #expect(router.match("https://a@b@shop.example.com:1:443/detail/9") == nil)
        #expect(router.match("https://a@b@shop.example.com:443/detail/9")?["id"] == "9")
        #expect(router.match("https://user@:443/detail/9") == nil)
    }

    /// The authority is read eight bytes at a time: it ends at the first `/`, `?` or `#` in
    /// whichever word it falls, and its last `@` and port may be in any word.
    @Test func theAuthorityEndsAtItsFirstDelimiterInAnyWord() throws {
        let router = try router(["/", "/detail/:id"], configuration: .init(webHosts: ["shop.example.com"]))
        #expect(router.match("https://shop.example.com")?.route.pattern == "/")
        #expect(router.match("https://shop.example.com:443")?.route.pattern == "/")
        #expect(router.match("https://shop.example.com?next=/detail/1")?.route.pattern == "/")
        #expect(router.match("https://shop.example.com#/detail/1")?.route.pattern == "/")
        #expect(router.match("https://a-rather-long-user-name:pass@shop.example.com/detail/3")?["id"] == "3")
        #expect(router.match("https://shop.example.com:8443/detail/4")?["id"] == "4")
        #expect(router.match("https://shop.example.com.evil/detail/5") == nil)
    }

    @Test func percentDecodingKeepsEncodedSlashesInsideOneValue() throws {
        let router = try router(["/a/:x/:y", "/caf\u{e9}/menu"])
        let match = try #require(router.match("/a/b%2Fc/d%20e"))
        #expect(match["x"] == "b/c")
        #expect(match["y"] == "d e")
        #expect(router.match("/a/1+2/%2B")?["x"] == "1+2")
        #expect(router.match("/a/1+2/%2B")?["y"] == "+")
        #expect(router.match("/caf%C3%A9/menu") != nil, "literals compare after decoding")
        #expect(router.match("/a/%zz/x")?["x"] == "%zz", "a broken escape stays as it is")
    }

    @Test func plusHandlingIsConfigurable() throws {
        let url = "/s/a+b?q=c+d&r=%2B"
        let standard = try router(["/s/:term"])
        #expect(standard.match(url)?["term"] == "a+b")
        #expect(standard.match(url)?["q"] == "c d")
        #expect(standard.match(url)?["r"] == "+")
        let literal = try router(["/s/:term"], configuration: .init(plusHandling: .literal))
        #expect(literal.match(url)?["q"] == "c+d")
        let everywhere = try router(["/s/:term"], configuration: .init(plusHandling: .spaceEverywhere))
        #expect(everywhere.match(url)?["term"] == "a b")
    }

    @Test func queryItemsMergeWithThePathWinning() throws {
        let router = try router(["/p/:id"])
        let match = try #require(router.match("/p/1?id=2&tag=a&tag=b&flag"))
        #expect(match["id"] == "1")
        #expect(match.values(for: "tag") == ["a", "b"])
        #expect(match.parameters == ["id": "1", "tag": "a", "flag": ""])
        #expect(match.multiValueParameters["tag"] == ["a", "b"])
        #expect(match.queryItems.count == 4)
    }

    @Test func trailingSlashEmptyPathAndRepeatedSlashes() throws {
        let router = try router(["/", "/a/b", "shop://"])
        #expect(router.match("/a/b/")?.route.pattern == "/a/b")
        #expect(router.match("//a//b")?.route.pattern == "/a/b")
        #expect(router.match("a/b")?.route.pattern == "/a/b")
        #expect(router.match("")?.route.pattern == "/")
        #expect(router.match("/")?.route.pattern == "/")
        #expect(router.match("shop://")?.route.scheme == "shop")
    }

    @Test func costDoesNotDependOnOtherRoutes() throws {
        let router = Router()
        for index in 0..<2_000 { try router.add("/r\(index)/:id/detail") { _ in .handled } }
        #expect(router.match("/r1999/x/detail")?["id"] == "x")
        #expect(router.match("/r2000/x/detail") == nil)
    }
}
