import LatticeCore
import LatticeRouting
import Testing

/// What ``RouteInfo`` reads back from the router's flat route table.
@Suite struct RouteInfoTests {
    @Test func everyDescriptionComesBackAsRegistered() throws {
        let router = Router()
        let longSummary = String(repeating: "Shows a product with its reviews. ", count: 12)
        let id = try router.add(
            "shop://product/:id<int>(/reviews/:page<int>)", method: "get", name: "product", summary: longSummary,
            owner: "Catalog team", exposure: .external, priority: 3, fileID: "Catalog/Routes.swift", line: 1234
        ) { _ in .handled }
        try router.add("/plain") { _ in .handled }

        let routes = router.routes
        #expect(routes.count == 2)
        let route = routes[0]
        #expect(route.id == id)
        #expect(route.pattern == "shop://product/:id<int>(/reviews/:page<int>)")
        #expect(route.displayPattern == "GET shop://product/:id<int>(/reviews/:page<int>)")
        #expect(route.method == "GET")
        #expect(route.scheme == "shop")
        #expect(route.name == "product")
        #expect(route.summary == longSummary, "a text longer than 127 bytes keeps its length")
        #expect(route.owner == "Catalog team")
        #expect(route.exposure == .external)
        #expect(route.priority == 3)
        #expect(route.location == "Catalog/Routes.swift:1234")
        #expect(route.parameters.map(\.name) == ["id", "page"])
        #expect(route.parameters.map(\.isOptional) == [false, true])

        let plain = routes[1]
        #expect(plain.name == nil && plain.summary == nil && plain.owner == nil)
        #expect(plain.method == nil && plain.scheme == nil && plain.priority == 0 && plain.exposure == .app)
    }

    @Test func emptyTextsAreNotNil() throws {
        let router = Router()
        try router.add("/a", name: "", summary: "", owner: "") { _ in .handled }
        let route = try #require(router.routes.first)
        #expect(route.name == "" && route.summary == "" && route.owner == "")
    }

    @Test func capturesMapToParametersInEveryExpansion() throws {
        let router = Router()
        try router.add("/p/:t(/new)(/o/:o)") { _ in .handled }
        #expect(router.match("/p/x/o/7")?.pathParameters == ["t": "x", "o": "7"])
        #expect(router.match("/p/x/new/o/7")?.pathParameters == ["t": "x", "o": "7"])
        #expect(router.match("/p/x")?.pathParameters == ["t": "x"])
    }

    @Test func aMatchKeepsItsRouteReadableAfterRemoval() throws {
        let router = Router()
        let id = try router.add("/gone/:id", name: "gone", summary: "Soon removed") { _ in .handled }
        let match = try #require(router.match("/gone/1"))
        router.removeAll()
        #expect(router.match("/gone/1") == nil)
        #expect(match.route.id == id)
        #expect(match.route.summary == "Soon removed")
        #expect(match["id"] == "1")
        #expect(match.route.name == "gone")
    }

    @Test func routesAddedAfterRemoveAllGetNewIdentities() throws {
        let router = Router()
        let first = try router.add("/a", summary: "first") { _ in .handled }
        router.removeAll()
        let second = try router.add("/a", summary: "second") { _ in .handled }
        #expect(first != second)
        #expect(!router.remove(first))
        #expect(router.routes.map(\.summary) == ["second"])
        #expect(router.catalog().entries.map(\.summary) == ["second"])
    }

    @Test func typedRoutesKeepTheirTypesForBuildingAndCatalog() throws {
        let router = Router()
        let product = try TypedRoute<Int>("/product/:id")
        try router.add(product, name: "product") { _, _ in .handled }
        for index in 0..<200 { try router.add("/filler/\(index)/:x") { _ in .handled } }
        #expect(product.url(42) == "/product/42")
        #expect(router.routes.first?.parameters.first?.type == "int")
        #expect(router.routes.first?.name == "product")
    }
}
