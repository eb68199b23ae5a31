import LatticeRouting
import Testing

@Suite struct PatternTests {
    @Test func typedParametersMatchOnlyTheirType() throws {
        let router = Router()
        try router.add("/items/:id<int>") { _ in .handled }
        try router.add("/items/:slug") { _ in .handled }
        try router.add("/users/:id<uuid>") { _ in .handled }
        try router.add("/flags/:on<bool>") { _ in .handled }
        try router.add("/prices/:value<double>") { _ in .handled }
        #expect(router.match("/items/42")?.route.pattern == "/items/:id<int>")
        #expect(router.match("/items/-7")?.value("id", as: Int.self) == -7)
        #expect(router.match("/items/shoes")?.route.pattern == "/items/:slug")
        #expect(router.match("/users/E621E1F8-C36C-495A-93FC-0C247A3E6E5F") != nil)
        #expect(router.match("/users/not-a-uuid") == nil)
        #expect(router.match("/flags/yes")?.value("on", as: Bool.self) == true)
        #expect(router.match("/flags/maybe") == nil)
        #expect(router.match("/prices/2.5")?.value("value", as: Double.self) == 2.5)
    }

    @Test func userDefinedTypes() throws {
        let sku = ParameterType(name: "sku") { $0.hasPrefix("SKU-") }
        let router = Router(configuration: .init(parameterTypes: [sku]))
        try router.add("/p/:code<sku>") { _ in .handled }
        #expect(router.match("/p/SKU-9")?["code"] == "SKU-9")
        #expect(router.match("/p/9") == nil)
        #expect(throws: RoutingError.self) { try router.add("/q/:code<skuu>") { _ in .handled } }
    }

    @Test func unknownTypeSuggestsTheClosest() {
        let router = Router()
        do {
            try router.add("/x/:id<integer>") { _ in .handled }
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .invalidPattern)
            #expect(error.message.contains("'int'"))
            #expect(error.line == #line - 5)
        }
    }

    @Test func aSpaceInThePathAfterTheMethodIsRefused() {
        let router = Router()
        let error = #expect(throws: RoutingError.self) { try router.add("GET /a b") { _ in .handled } }
        #expect(error?.code == .invalidPattern)
        #expect(error?.description.contains("%20") == true)
        #expect(throws: RoutingError.self) { try router.add("GET GET /x") { _ in .handled } }
    }

    @Test func percentEncodedLiteralsAreComparedDecoded() throws {
        let router = Router()
        try router.add("/caf%C3%A9/menu%2Fdu%20jour", name: "menu") { _ in .handled }
        #expect(router.match("/caf%C3%A9/menu%2Fdu%20jour") != nil)
        #expect(router.match("/café/menu%2Fdu jour") != nil)
        #expect(router.match("/caf%25C3%25A9/menu%2Fdu%20jour") == nil)
        #expect(try RouteURL.build("/caf%C3%A9/menu%2Fdu%20jour", values: [:]) == "/caf%C3%A9/menu%2Fdu%20jour")
    }

    @Test func restOfPathWildcard() throws {
        let router = Router()
        try router.add("/files/*path") { _ in .handled }
        try router.add("/files/readme") { _ in .handled }
        #expect(router.match("/files/a/b%2Fc/d")?["path"] == "a/b/c/d")
        #expect(router.match("/files/readme")?.route.pattern == "/files/readme")
        #expect(router.match("/files/readme/more")?["path"] == "readme/more")
        #expect(router.match("/files") == nil, "a wildcard matches one segment or more")
    }

    @Test func optionalGroupsExpand() throws {
        let router = Router()
        try router.add("/p/:t(/new)(/o/:o)") { _ in .handled }
        #expect(router.match("/p/a")?.pathParameters == ["t": "a"])
        #expect(router.match("/p/a/new")?.pathParameters == ["t": "a"])
        #expect(router.match("/p/a/o/b")?.pathParameters == ["t": "a", "o": "b"])
        #expect(router.match("/p/a/new/o/b")?.pathParameters == ["t": "a", "o": "b"])
        #expect(router.match("/p/a/old") == nil)
        let route = try #require(router.routes.first)
        #expect(route.parameters.map(\.isOptional) == [false, true])
    }

    @Test func parametersInsideASegment() throws {
        let router = Router()
        try router.add("/pages/:name.html") { _ in .handled }
        try router.add("/pages/:name") { _ in .handled }
        try router.add("/api/v:version<int>/status") { _ in .handled }
        #expect(router.match("/pages/about.html")?["name"] == "about")
        #expect(router.match("/pages/about")?.route.pattern == "/pages/:name")
        #expect(router.match("/pages/.html")?.route.pattern == "/pages/:name", "an empty value does not match")
        #expect(router.match("/api/v2/status")?.value("version", as: Int.self) == 2)
        #expect(router.match("/api/vx/status") == nil)
    }

    @Test(arguments: ["/a/:", "/a/*/b", "/a/(b", "/a/b)", "/a/((b))", "/a/:x/:x", "/a?q=1", "http://x/a", "/a/:x<int", "/a b"])
    func invalidPatternsAreTypedErrors(pattern: String) {
        let router = Router()
        #expect(throws: RoutingError.self) { try router.add(pattern) { _ in .handled } }
    }

    @Test func methodInThePatternOrAsAnArgument() throws {
        let router = Router()
        try router.add("GET /repos/:owner") { _ in .handled }
        try router.add("/repos/:owner", method: "delete") { _ in .handled }
        #expect(router.match("/repos/apple", method: "GET")?.route.method == "GET")
        #expect(router.match("/repos/apple", method: "DELETE")?.route.method == "DELETE")
        #expect(router.match("/repos/apple", method: "PUT") == nil)
        #expect(router.match("/repos/apple") == nil, "a request without a method matches only method-less routes")
    }
}
