import LatticeCore
import LatticeRouting
import Testing

/// Inputs the fuzz targets found (Fuzz/README.md, "Findings"), kept so they stay fixed.
@Suite struct FuzzFindingsTests {
    /// fuzz-route-pattern: a '/' followed by a combining mark (U+0486) is one character, so
    /// the pattern parser, splitting on characters, kept it inside a segment, while URLs are
    /// split on bytes: the route's own URL did not match it.
    @Test func aSlashBeforeACombiningMarkStillSeparatesSegments() throws {
        let pattern = "/a/\u{0486}b/:id"
        let router = Router()
        let id = try router.add(pattern) { _ in .handled }
        #expect(try RouteShape(parsing: pattern).parameters.map(\.name) == ["id"])
        let url = try RouteURL.build(pattern, values: ["id": "7"])
        #expect(url == "/a/%D2%86b/7")
        #expect(router.match(url)?.route.id == id)
        #expect(router.match(url)?["id"] == "7")
    }

    /// fuzz-route-pattern: the input itself (invalid UTF-8 read as U+FFFD, a control
    /// character in a parameter's prefix). The prefix is compared byte for byte and written
    /// into built URLs as it is, so one a URL cannot carry unencoded is refused.
    @Test func aParameterPrefixAURLCannotCarryIsRefused() throws {
        let found = "/n\u{FFFD}\u{FFFD}ҙ\u{FFFD}\u{FFFD}҆ouect\u{15}ions-by-category/҆ouect\u{15}ions-by-cate:catego"
        for pattern in [found, "/a\u{15}b:c", "/ü:c", "/:c.h\u{7F}tml", "/%4:c", "/a\"b:c"] {
            #expect { try Router().add(pattern) { _ in .handled } } throws: { error in
                let error = error as? RoutingError
                return error?.code == .invalidPattern && error?.subject == pattern && error?.message.contains("percent-encoded") == true
                    && error?.fix.isEmpty == false
            }
        }
        for pattern in ["/item-:id", "/@:user", "/:name.html", "/v1;:k=x", "/a%20b:c"] {
            let router = Router()
            let id = try router.add(pattern) { _ in .handled }
            let values = Dictionary(uniqueKeysWithValues: try RouteShape(parsing: pattern).parameters.map { ($0.name, "v") })
            #expect(router.match(try RouteURL.build(pattern, values: values))?.route.id == id)
        }
    }

    /// fuzz-route-pattern: `PU\u{344}C6ae://de` (U+0344 makes `U` a non-ASCII letter) was
    /// taken as a scheme, which no URL's scheme (ASCII, compared as ASCII) could match.
    @Test func aSchemeMustBeASCII() throws {
        for pattern in ["PU\u{344}C6ae://de", "ü://x", "s\u{0430}op://x"] {
            #expect { try Router().add(pattern) { _ in .handled } } throws: { error in
                let error = error as? RoutingError
                return error?.code == .invalidPattern && error?.subject == pattern && error?.fix.contains("ASCII") == true
            }
        }
        let router = Router()
        let id = try router.add("Shop+1.x-y://detail/:id") { _ in .handled }
        #expect(router.match(try RouteURL.build("Shop+1.x-y://detail/:id", values: ["id": "7"]))?.route.id == id)
    }

    /// fuzz-route-pattern: a pattern of 100 segments was added, but a URL of more than 64
    /// segments is never matched, so its own URL did not reach it.
    @Test func aPatternLongerThanAnyMatchedURLIsRefused() throws {
        let pattern = "/" + (1...65).map { "s\($0)" }.joined(separator: "/")
        #expect { try Router().add(pattern) { _ in .handled } } throws: { error in
            let error = error as? RoutingError
            return error?.code == .invalidPattern && error?.subject == pattern && error?.message.contains("65 segments") == true
        }
        let longest = "/" + (1...63).map { "s\($0)" }.joined(separator: "/") + "/:last"
        let router = Router()
        let id = try router.add(longest) { _ in .handled }
        #expect(router.match(try RouteURL.build(longest, values: ["last": "v"]))?.route.id == id)
    }
}
