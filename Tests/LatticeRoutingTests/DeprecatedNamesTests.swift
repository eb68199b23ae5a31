import LatticeCore
import LatticeRouting
import Testing

// The names of the release before still work, one release long. Each is called from a
// deprecated witness of a requirement that is not deprecated, so this file builds without
// deprecation warnings while every old name is still compiled and run.

/// The old names, one call each.
private protocol OldRouterNames {
    func open(_ router: Router, _ url: String, origin: Origin) throws -> Bool
    func value(_ router: Router, _ url: String) throws -> any Sendable
    func valueAsInt(_ router: Router, _ url: String) throws -> Int
    func addEveryForm(to router: Router, exposed: Bool) throws
    func setFallback(_ router: Router, exposed: Bool)
    func isExposed(_ route: RouteInfo) -> Bool
    func exposed(_ entry: RouteCatalog.Route) -> Bool
    func url(_ router: Router, for name: String, parameters: [String: String]) throws -> String
}

private struct OldNames: OldRouterNames {
    @available(*, deprecated)
    func open(_ router: Router, _ url: String, origin: Origin) throws -> Bool {
        try router.open(url, origin: origin)
    }

    @available(*, deprecated)
    func value(_ router: Router, _ url: String) throws -> any Sendable {
        try router.value(for: url)
    }

    @available(*, deprecated)
    func valueAsInt(_ router: Router, _ url: String) throws -> Int {
        try router.value(for: url, as: Int.self)
    }

    /// Each `add` with `exposed:`: string, typed and result routes, with each kind of handler.
    @available(*, deprecated)
    func addEveryForm(to router: Router, exposed: Bool) throws {
        try router.add("shop://s/sync", exposed: exposed) { _ in .value(1) }
        try router.add("shop://s/async", exposed: exposed) { (_: RouteRequest) async throws -> RouteResponse in .value(2) }
        try router.add("shop://s/main", exposed: exposed, onMainActor: { _ in .value(3) })
        let annotated: @Sendable (RouteRequest) throws -> RouteResponse = { _ in .value(4) }
        try router.add("shop://s/annotated", exposed: exposed, annotated: annotated, annotated)
        try router.add(TypedRoute<Int>("shop://t/sync/:id"), exposed: exposed) { _, id in .value(id) }
        try router.add(TypedRoute<Int>("shop://t/async/:id"), exposed: exposed) { (_: RouteRequest, id: Int) async throws -> RouteResponse in .value(id) }
        try router.add(TypedRoute<Int>("shop://t/main/:id"), exposed: exposed, onMainActor: { _, id in .value(id) })
        try router.add(TypedRoute<Int>("shop://r/sync/:id").returning(Int.self), exposed: exposed) { _, reply, id in
            reply.send(id)
            return .handled
        }
        try router.add(TypedRoute<Int>("shop://r/async/:id").returning(Int.self), exposed: exposed) {
            (_: RouteRequest, reply: Reply<Int>, id: Int) async throws -> RouteResponse in
            reply.send(id)
            return .handled
        }
    }

    @available(*, deprecated)
    func setFallback(_ router: Router, exposed: Bool) {
        router.setFallback(exposed: exposed) { _ in .handled }
    }

    @available(*, deprecated)
    func isExposed(_ route: RouteInfo) -> Bool { route.isExposed }

    @available(*, deprecated)
    func exposed(_ entry: RouteCatalog.Route) -> Bool { entry.exposed }

    @available(*, deprecated)
    func url(_ router: Router, for name: String, parameters: [String: String]) throws -> String {
        try router.url(for: name, parameters: parameters)
    }
}

@Suite struct DeprecatedNamesTests {
    private let old: any OldRouterNames = OldNames()

    @Test("the synchronous open, value(for:) and value(for:as:) forward to openSync and valueSync")
    func synchronousNames() async throws {
        let router = Router()
        try router.add("/sync") { _ in .value(7) }
        try router.add("/async") { (_: RouteRequest) async throws -> RouteResponse in .handled }
        #expect(try old.open(router, "/sync", origin: .app))
        #expect(try old.value(router, "/sync") as? Int == 7)
        #expect(try old.valueAsInt(router, "/sync") == 7)
        // The synchronous path, as openSync: an asynchronous handler needs `await open`.
        let error = #expect(throws: RoutingError.self) { try old.open(router, "/async", origin: .app) }
        #expect(error?.code == .requiresAsync)
    }

    @Test("add(…, exposed: true) is exposure: .external and exposed: false is .app, in every form", arguments: [true, false])
    func exposedForms(exposed: Bool) throws {
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
        try old.addEveryForm(to: router, exposed: exposed)
        #expect(router.routes.count == 9)
        for route in router.routes {
            #expect(route.exposure == (exposed ? .external : .app), "\(route.pattern)")
            #expect(old.isExposed(route) == exposed)
        }
        for entry in router.catalog().entries { #expect(old.exposed(entry) == exposed) }
        #expect(router.canOpen("shop://s/sync", origin: .push) == exposed)
        #expect(router.canOpen("shop://t/sync/1", origin: .push) == exposed)
    }

    @Test("url(for:parameters:) builds what RouteURL builds for the named route, with the router's own types checked")
    func urlForName() throws {
        let sku = ParameterType(name: "sku") { $0.hasPrefix("SKU-") }
        let router = Router(configuration: .init(parameterTypes: [sku]))
        let pattern = "shop://product/:id<int>(/reviews/:page<int>)"
        try router.add(pattern, name: "product") { _ in .handled }
        try router.add("shop://sku/:code<sku>", name: "sku") { _ in .handled }
        for values in [["id": "42"], ["id": "42", "page": "2"], ["id": "1", "ref": "a b"]] {
            #expect(try old.url(router, for: "product", parameters: values) == RouteURL.build(pattern, values: values))
        }
        #expect(try old.url(router, for: "sku", parameters: ["code": "SKU-1"]) == "shop://sku/SKU-1")
        // RouteURL cannot know a custom type; the router checks it here, as before.
        let invalid = #expect(throws: RoutingError.self) { try old.url(router, for: "sku", parameters: ["code": "1"]) }
        #expect(invalid?.code == .invalidParameter)
        let empty = #expect(throws: RoutingError.self) { try old.url(router, for: "product", parameters: ["id": "42", "page": ""]) }
        #expect(empty?.code == .invalidParameter)
        let missing = #expect(throws: RoutingError.self) { try old.url(router, for: "product", parameters: [:]) }
        #expect(missing?.code == .missingParameter)
        let unknown = #expect(throws: RoutingError.self) { try old.url(router, for: "prodcut", parameters: [:]) }
        #expect(unknown?.code == .unknownRoute)
        #expect(unknown?.suggestions == ["product"])
    }

    @Test("setFallback(exposed:) sets the fallback's exposure")
    func fallback() throws {
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
        old.setFallback(router, exposed: true)
        #expect(try router.openSync("shop://nowhere", origin: .push))
        old.setFallback(router, exposed: false)
        let refused = #expect(throws: RoutingError.self) { try router.openSync("shop://nowhere", origin: .push) }
        #expect(refused?.refusal?.reason == .notExposed("the fallback"))
    }
}
