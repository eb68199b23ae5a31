import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeRouting
import Testing

/// A component with a route of its own, for the guard of stopped components.
private struct Owner: Component {
    let name: String
    let version = SemanticVersion(1, 0, 0)
    var dependencies: [ComponentDependency] = []

    func register(in context: ComponentContext) throws {
        try context.router.add("/\(name.lowercased())", owner: name) { _ in .value(name) }
    }
}

@Suite struct StoppedRouteGuardTests {
    @Test func aStoppedComponentsRoutesRefuseToOpenAndOpenAgainOnceItStarts() async throws {
        let host = try ComponentHost(components: [Owner(name: "Cart"), Owner(name: "Search")], layers: nil)
        try await host.boot()
        let router = host.environment.router
        try await host.stop("Cart")
        let error = #expect(throws: RoutingError.self) { try router.valueSync(for: "/cart", as: String.self) }
        #expect(error?.code == .intercepted)
        #expect(error?.interceptor == ComponentHost.stoppedRouteGuard)
        #expect(error?.message.contains("'Cart', which owns this route, is stopped") == true)
        #expect(error?.fix.contains("host.start(\"Cart\")") == true)
        #expect(try router.valueSync(for: "/search", as: String.self) == "Search")
        try await host.start("Cart")
        #expect(try router.valueSync(for: "/cart", as: String.self) == "Cart")
        try await host.restart("Cart")
        #expect(try router.valueSync(for: "/cart", as: String.self) == "Cart")
        await host.shutdown()
    }
}
