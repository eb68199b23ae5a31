// The LatticeNavigation article "Destinations from components".
// sample: Sources/LatticeNavigation/LatticeNavigation.docc/DestinationsFromComponents.md#1
import LatticeComponents
import LatticeCore      // TrustPolicy
import LatticeGraph     // SemanticVersion
import LatticeMediator
import LatticeNavigation
import LatticeRouting
import LatticeServices

/// What the app gives its components: where each screen sits, and the navigator that
/// shows their links, attached once the app has made it.
final class Screens: Sendable {
    let destinations: DestinationRegistry
    @MainActor weak var navigator: Navigator?

    init(destinations: DestinationRegistry) {
        self.destinations = destinations
    }

    /// What a screen's route does: hand the link to the navigator.
    @MainActor func show(_ request: RouteRequest) async throws -> RouteResponse {
        guard let navigator else { throw ScreensError.noNavigator(url: request.url) }
        return try await navigator.show(request)
    }
}

enum ScreensError: Error {
    /// A link came before the app attached its navigator.
    case noNavigator(url: String)
}

/// The Orders feature: its two screens, and where they sit.
struct OrdersFeature: Component {
    let name = "Orders"
    let version = SemanticVersion(1, 0, 0)
    let layer: String? = "features"

    func register(in context: ComponentContext) throws {
        let screens = try context.services.resolve(Screens.self)
        for destination in [
            Destination("shop://orders", tab: "orders", owner: name),
            Destination("shop://orders/:id<int>", parent: "shop://orders", owner: name),
        ] {
            try screens.destinations.add(destination)
            try context.router.add(destination.pattern, owner: name, exposure: .external) { request in
                try await screens.show(request)
            }
        }
    }
}
// end sample
import Testing

@MainActor
@Test("LatticeNavigation article Destinations from components: a component's destinations build the stack of a cold-start push, and pass the check")
func latticeNavigationDestinationsFromComponentsArticle() async throws {
    // sample: Sources/LatticeNavigation/LatticeNavigation.docc/DestinationsFromComponents.md#2
    let screens = Screens(destinations: DestinationRegistry(tabs: ["home", "orders"]))
    let services = ServiceRegistry()
    try services.register(Screens.self, scope: .singleton) { _ in screens }
    let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
    let environment = ComponentEnvironment(services: services, router: router, mediator: Mediator())
    let host = try ComponentHost(components: [OrdersFeature()], environment: environment)
    try await host.boot()

    let adapter = InMemoryNavigationAdapter(showing: NavigationState(tabs: screens.destinations.tabs))
    let navigator = Navigator(registry: screens.destinations, router: router, adapter: adapter)
    screens.navigator = navigator
    print(try await navigator.open("shop://orders/7", origin: .push), navigator.state.entries(in: "orders")?.map(\.url) ?? [])
    // shown ["shop://orders", "shop://orders/7"]
    print(screens.destinations.check(against: router))
    // []
    // end sample
    #expect(navigator.state.entries(in: "orders")?.map(\.url) == ["shop://orders", "shop://orders/7"])
    #expect(navigator.state.selectedTab == "orders")
    #expect(adapter.shown == navigator.state)
    #expect(screens.destinations.destinations.map(\.owner) == ["Orders", "Orders"])
    #expect(screens.destinations.check(against: router).isEmpty)
    await host.shutdown()
}

@MainActor
@Test("LatticeNavigation article Destinations from components: a link before the navigator is attached is an error naming it")
func latticeNavigationDestinationsFromComponentsNoNavigator() async throws {
    let screens = Screens(destinations: DestinationRegistry(tabs: ["home", "orders"]))
    let services = ServiceRegistry()
    try services.register(Screens.self, scope: .singleton) { _ in screens }
    let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
    let host = try ComponentHost(components: [OrdersFeature()], environment: ComponentEnvironment(services: services, router: router, mediator: Mediator()))
    try await host.boot()
    let error = await #expect(throws: RoutingError.self) { try await router.open("shop://orders/7") }
    #expect("\(String(describing: error?.underlying))".contains("noNavigator"))
    await host.shutdown()
}
