import LatticeCore
import LatticeRouting
import Testing

@Suite struct WildcardTests {
    @Test func aQuestionMarkWildcardAlsoMatchesNoSegment() throws {
        let router = Router()
        try router.add("/files/*path?") { _ in .handled }
        let empty = try #require(router.match("/files"))
        #expect(empty["path"] == "")
        #expect(empty.rawValue("path") == "")
        #expect(empty.segments("path") == [])
        #expect(empty.pathParameters == ["path": ""])
        #expect(router.match("/files/")?.segments("path") == [], "a trailing slash adds no segment")
        #expect(router.match("/files/a/b")?.segments("path") == ["a", "b"])
        #expect(router.match("/other") == nil)
    }

    @Test func aPlainWildcardStillNeedsOneSegment() throws {
        let router = Router()
        try router.add("/files/*path") { _ in .handled }
        #expect(router.match("/files") == nil)
        #expect(router.match("/files/a")?.segments("path") == ["a"])
    }

    @Test func theRestIsAvailableRawAndAsDecodedSegments() throws {
        let router = Router()
        try router.add("/files/*path") { _ in .handled }
        let match = try #require(router.match("/files/a%20b//c%2Fd/e?x=1"))
        #expect(match.rawValue("path") == "a%20b//c%2Fd/e")
        #expect(match.segments("path") == ["a b", "c/d", "e"], "%2F stays inside its segment; empty segments are skipped")
        #expect(match["path"] == "a b//c/d/e")
        #expect(match.rawValue("x") == nil, "query items are not path parameters")
        #expect(match.segments("nope") == nil)
    }

    @Test func aOneSegmentParameterIsItsOwnSegment() throws {
        let router = Router()
        try router.add("/u/:name") { _ in .handled }
        let match = try #require(router.match("/u/a%2Fb"))
        #expect(match.segments("name") == ["a/b"])
        #expect(match.rawValue("name") == "a%2Fb")
    }

    @Test func routesEndingThereWinOverTheEmptyRest() throws {
        let router = Router()
        try router.add("/docs/*page?") { _ in .value("wildcard") }
        try router.add("/docs") { _ in .value("index") }
        #expect(try router.valueSync(for: "/docs", as: String.self) == "index")
        #expect(try router.valueSync(for: "/docs/intro", as: String.self) == "wildcard")
    }

    @Test func theEmptyRestBacktracksLikeAnyBranch() throws {
        let router = Router()
        try router.add("/a/*rest?") { _ in .value("rest") }
        try router.add("/:x/b") { _ in .value("x") }
        #expect(try router.valueSync(for: "/a", as: String.self) == "rest")
        #expect(router.match("/c") == nil)
    }

    @Test func anEmptyRestRespectsTheMethod() throws {
        let router = Router()
        try router.add("GET /files/*path?") { _ in .handled }
        #expect(router.match("/files", method: "GET") != nil)
        #expect(router.match("/files", method: "POST") == nil)
    }

    @Test func anUnnamedOptionalWildcardAndAtTheRoot() throws {
        let router = Router()
        try router.add("/*?") { _ in .handled }
        #expect(router.match("/")?.rawValue("*") == "")
        #expect(router.match("/x/y")?.segments("*") == ["x", "y"])
        #expect(router.routes.first?.parameters.map(\.isWildcard) == [true])
    }

    @Test func buildingTheURLOfAnEmptyRest() throws {
        #expect(try RouteURL.build("/files/*path?", values: ["path": "a/b c"]) == "/files/a/b%20c")
        #expect(try RouteURL.build("/files/*path?", values: ["path": ""]) == "/files/")
    }

    @Test func anOptionalGroupAroundAWildcardLeavesItAbsent() throws {
        let router = Router()
        try router.add("/files(/*path)") { _ in .handled }
        #expect(router.match("/files")?["path"] == nil)
        #expect(router.match("/files")?.segments("path") == nil)
        #expect(router.match("/files/a")?["path"] == "a")
        #expect(throws: RoutingError.self) { try router.add("/files") { _ in .handled } }
    }

    @Test(arguments: ["/a/*path?/b", "/a/*pa?th", "/a/:x?", "/a/b?", "/a/*path??"])
    func aQuestionMarkElsewhereIsStillRefused(pattern: String) {
        let router = Router()
        let error = #expect(throws: RoutingError.self) { try router.add(pattern) { _ in .handled } }
        #expect(error?.code == .invalidPattern)
    }
}

@Suite struct WildcardRequestTests {
    @Test func aHandlerReadsTheRestRawAndAsSegments() throws {
        let router = Router()
        let seen = LockedBox<[String]>([])
        try router.add("/files/*path?") { request in
            seen.withLock { $0.append("\(request.rawValue("path") ?? "nil") \(request.segments("path") ?? [])") }
            return .handled
        }
        try router.openSync("/files/a/b%2Fc")
        try router.openSync("/files")
        #expect(seen.withLock { $0 } == ["a/b%2Fc [\"a\", \"b/c\"]", " []"])
    }
}
