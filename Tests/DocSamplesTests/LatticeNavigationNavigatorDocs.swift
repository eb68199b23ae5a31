// The LatticeNavigation articles on links and guards, and the navigator's doc comments.
// sample: Sources/LatticeNavigation/LatticeNavigation.docc/DeepLinksToWholeStacks.md#1 part 1/2
import LatticeCore
import LatticeNavigation
import LatticeRouting
// end sample
import Testing

@MainActor
@Test("LatticeNavigation article: a link from a push builds Orders beneath the order, through the router")
func latticeNavigationDeepLinksArticle() async throws {
    // sample: Sources/LatticeNavigation/LatticeNavigation.docc/DeepLinksToWholeStacks.md#1 part 2/2
    let registry = DestinationRegistry(tabs: ["home", "orders"])
    try registry.add(Destination("shop://orders", tab: "orders"))
    try registry.add(Destination("shop://orders/:id<int>", parent: "shop://orders"))

    let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
    let adapter = InMemoryNavigationAdapter(showing: NavigationState(tabs: registry.tabs))
    let navigator = Navigator(registry: registry, router: router, adapter: adapter)
    for destination in registry.destinations {
        try router.add(destination.pattern, exposure: .external) { [unowned navigator] request in try await navigator.show(request) }
    }

    let outcome = try await navigator.open("shop://orders/7", origin: .push)
    print(outcome, navigator.state.entries(in: "orders")?.map(\.url) ?? [])
    // shown ["shop://orders", "shop://orders/7"]
    // end sample
    #expect(outcome == .shown)
    #expect(navigator.state.entries(in: "orders")?.map(\.url) == ["shop://orders", "shop://orders/7"])
    #expect("\(outcome)" == "shown")
    #expect(adapter.shown == navigator.state && adapter.problems.isEmpty)
}

/// What the guards article's reader has from the first article: a navigator over the orders.
@MainActor
func ordersNavigator() throws -> Navigator {
    let registry = DestinationRegistry(tabs: ["home", "orders"])
    try registry.add(Destination("shop://orders", tab: "orders"))
    try registry.add(Destination("shop://orders/:id<int>", parent: "shop://orders"))
    let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
    let navigator = Navigator(registry: registry, router: router, adapter: InMemoryNavigationAdapter(showing: NavigationState(tabs: registry.tabs)))
    for destination in registry.destinations {
        try router.add(destination.pattern, exposure: .external) { [unowned navigator] request in try await navigator.show(request) }
    }
    return navigator
}

// sample: Sources/LatticeNavigation/LatticeNavigation.docc/GuardsThatDefer.md#1 part 1/2
@MainActor final class LoginSession {
    var isLoggedIn = false
}
// end sample

@MainActor
@Test("LatticeNavigation article: a guard defers a link until the login, then the link completes")
func latticeNavigationGuardsArticle() async throws {
    let navigator = try ordersNavigator()
    // sample: Sources/LatticeNavigation/LatticeNavigation.docc/GuardsThatDefer.md#1 part 2/2
    let session = LoginSession()
    navigator.guards = [NavigationGuard("login") { request in
        request.url.hasPrefix("shop://orders") && !session.isLoggedIn ? .deferred(until: "logged in") : .proceed
    }]

    print(try await navigator.open("shop://orders/7", origin: .push))
    // deferred(until: "logged in", guardName: "login")

    session.isLoggedIn = true
    let completed = try await navigator.retryDeferredLink()
    print(completed == .shown, navigator.state.selectedTab)
    // true orders
    // end sample
    #expect(completed == .shown)
    #expect(navigator.state.selectedTab == "orders")
    #expect(navigator.state.entries(in: "orders")?.map(\.url) == ["shop://orders", "shop://orders/7"])
    let deferred = NavigationOutcome.deferred(until: "logged in", guardName: "login")
    #expect("\(deferred)" == #"deferred(until: "logged in", guardName: "login")"#)
}

/// The session of the guard's doc comment.
@MainActor final class ShopSession {
    var isLoggedIn = false
}

@MainActor
@Test("LatticeNavigation doc comments: the navigator as the route's handler, and a login guard")
func latticeNavigationNavigatorDocComments() async throws {
    enum Routes {
        static let order = TypedRoute<Int>(deferringErrors: "shop://orders/:id<int>")
    }
    let navigator = try ordersNavigator()
    let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
    let session = ShopSession()
    // sample: Sources/LatticeNavigation/NavigationGuard.swift#1
    let login = NavigationGuard("login") { request in
        request.url.hasPrefix("shop://orders") && !session.isLoggedIn ? .deferred(until: "logged in") : .proceed
    }
    // end sample
    navigator.guards = [login]
    #expect(try await navigator.open("shop://orders/7") == .deferred(until: "logged in", guardName: "login"))

    let other = Navigator(
        registry: navigator.registry, router: router, adapter: InMemoryNavigationAdapter(showing: NavigationState(tabs: navigator.registry.tabs)))
    do {
        let navigator = other
        // sample: Sources/LatticeNavigation/Navigator.swift#1
        try router.add(Routes.order, exposure: .external) { [unowned navigator] request, _ in try await navigator.show(request) }
        let outcome = try await navigator.open(Routes.order.url(7), origin: .push)
        // end sample
        #expect(outcome == .shown)
    }
    #expect(other.state.entries(in: "orders")?.map(\.url) == ["shop://orders", "shop://orders/7"])
}
