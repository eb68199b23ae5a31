import Foundation
import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeMediator
import LatticeRouting
import LatticeServices
import Testing

/// A component that registers a service, a route and a mediator target in one place, and
/// claims every URL the router leaves to the components.
struct Catalog: Component {
    static let count = ActionContract<NoInput, Int>(target: "catalog", action: "count", exposure: .external)
    let name = "Catalog"
    let version = SemanticVersion(1, 0, 0)

    func register(in context: ComponentContext) throws {
        try context.register(Int.self, name: "productCount") { _ in 3 }
        try context.router.add("shop://product/:id<int>", owner: name, exposure: .app) { _ in .handled }
        try context.router.add("shop://deal/:id", owner: name, exposure: .external) { _ in .handled }
        try context.mediator.register("catalog") { actions in
            actions.on(Self.count) { _ in 3 }
        }
    }

    func open(_ request: OpenURLRequest, context: ComponentContext) async -> Bool { true }
}

@Suite struct ComponentEnvironmentTests {
    func bootedHost() async throws -> ComponentHost {
        let environment = ComponentEnvironment(router: Router(policy: TrustPolicy(allowedSchemes: ["shop"])))
        let host = try ComponentHost(components: [Catalog()], environment: environment, layers: nil)
        _ = try await host.boot()
        return host
    }

    @Test func aComponentRegistersServicesRoutesAndTargetsInOnePlace() async throws {
        let host = try await bootedHost()
        let environment = host.environment
        #expect(try environment.services.resolve(Int.self, name: "productCount") == 3)
        #expect(environment.services.registrations.first?.component == "Catalog")
        #expect(environment.router.routes.allSatisfy { $0.owner == "Catalog" })
        #expect(try await environment.mediator.perform(Catalog.count, NoInput()) == 3)
    }

    @Test func theRouterGoesBeforeTheComponentsAndItsRefusalsStopTheChain() async throws {
        let host = try await bootedHost()
        #expect(try await host.open(try #require(URL(string: "shop://product/42")), origin: .app) == "router")
        #expect(try await host.open(try #require(URL(string: "shop://deal/7")), origin: .push) == "router")
        // Not a route: offered to the components, where Catalog claims it.
        #expect(try await host.open(try #require(URL(string: "shop://elsewhere")), origin: .app) == "Catalog")
        // The string form opens the same way, and text that is not a URL is a typed error.
        #expect(try await host.open("shop://product/42", origin: .app) == "router")
        #expect(try await host.open("shop://elsewhere", origin: .app) == "Catalog")
        let malformed = await #expect(throws: RoutingError.self) { try await host.open("", origin: .app) }
        #expect(malformed?.code == .malformedURL)
        // A route that is not exposed, from outside: refused, never offered to Catalog.
        let error = await #expect(throws: RoutingError.self) {
            try await host.open(try #require(URL(string: "shop://product/42")), origin: .webPage)
        }
        #expect(error?.code == .refused)
    }
}
