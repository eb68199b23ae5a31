import LatticeCore
import LatticeNavigation
import LatticeRouting
import Testing

/// Links through the router to whole stacks: from a cold start, over an open sheet,
/// refused and redirected by the router's interceptors and trust policy, blocked by a
/// screen that holds its place, deferred by a guard until a login.
@MainActor @Suite(.timeLimit(.minutes(1))) struct NavigatorLinkTests {
    @Test func theScreenOnTopReachedByAURLWrittenAnotherWayStays() async throws {
        let routing = Router.Configuration(webHosts: ["shop.example.com"])
        let registry = DestinationRegistry(tabs: ["home"], configuration: routing)
        try registry.add(Destination("/home", tab: "home"))
        try registry.add(Destination("/product/:id<int>", parent: "/home"))
        let router = Router(configuration: routing, policy: TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"]))
        let adapter = InMemoryNavigationAdapter(showing: NavigationState(tabs: registry.tabs))
        let navigator = Navigator(registry: registry, router: router, adapter: adapter)
        for destination in registry.destinations {
            try router.add(destination.pattern, exposure: .external) { [unowned navigator] request in try await navigator.show(request) }
        }
        #expect(try await navigator.open("/product/7") == .shown)
        let shown = navigator.state
        adapter.removeUpdates()
        for url in ["shop://product/7", "https://shop.example.com/product/7"] {
            #expect(try await navigator.open(url, origin: .push) == .shown)
            #expect(navigator.state == shown, "\(url) shows /product/7 again")
        }
        #expect(adapter.updates.isEmpty)
        #expect(try await navigator.open("shop://product/8", origin: .push) == .shown)
        #expect(navigator.state.entries(in: "home")?.map(\.url) == ["/home", "shop://product/8"])
    }

    @Test func aColdStartLinkFromAPushBuildsOrdersUnderTheOrder() async throws {
        let shop = try ShopNavigation()
        #expect(try await shop.navigator.open(ShopRoutes.order, 7, origin: .push) == .shown)
        let state = shop.navigator.state
        #expect(state.selectedTab == "orders")
        #expect(state.urls("orders") == ["shop://orders", "shop://orders/7"])
        let orders = try #require(state.entries(in: "orders"))
        #expect(shop.adapter.screen.updates == [[.selectTab(1), .push(0..<2, tab: 1)]])
        #expect(state.entries(of: .push(0..<2, tab: 1)) == orders[...])
        #expect(shop.shown == state)
        #expect(shop.adapter.screen.problems.isEmpty)
    }

    @Test func aLinkOverAnOpenSheetDismissesItAndKeepsTheScreenBeneath() async throws {
        let shop = try ShopNavigation()
        try await shop.navigator.open(ShopRoutes.reviews, 42)
        let product = try #require(shop.navigator.state.entries(in: "home")?.first)
        let sheet = try #require(shop.navigator.state.topEntry)
        #expect(sheet.presentation == .sheet && product.url == "shop://product/42")
        shop.adapter.screen.removeUpdates()

        #expect(try await shop.navigator.open(ShopRoutes.order, 7, origin: .webPage) == .shown)
        let state = shop.navigator.state
        #expect(state.urls("home") == ["shop://product/42"])
        #expect(state.entries(in: "home")?.first?.id == product.id, "the product stays as it was")
        #expect(shop.adapter.screen.updates == [[.dismiss(1..<2, tab: 0), .selectTab(1), .push(0..<2, tab: 1)]])
        // The adapter's record reads each step's entries: removed from before, added after.
        let (before, after) = try #require(shop.adapter.screen.updateStates.first)
        #expect(before.entries(of: shop.adapter.screen.updates[0][0]) == [sheet])
        #expect(after.entries(of: shop.adapter.screen.updates[0][2]).map(\.url) == ["shop://orders", "shop://orders/7"])
        #expect(state.urls("orders") == ["shop://orders", "shop://orders/7"])
        #expect(shop.shown == state && shop.adapter.screen.problems.isEmpty)
    }

    @Test func theRoutersInterceptorsAndTrustPolicyRefuseAndRedirectLinks() async throws {
        let shop = try ShopNavigation()
        shop.router.addInterceptor(RouteInterceptor("closed-cart") { request in
            request.url == ShopRoutes.cart ? .refuse(reason: "the cart is closed", fix: "open it after the sale") : .proceed
        })
        shop.router.addInterceptor(RouteInterceptor("moved-product") { request in
            request.url == ShopRoutes.product.url(1) ? .redirect(to: ShopRoutes.product.url(2)) : .proceed
        })
        let events = EventLog(shop.navigator)
        let cold = shop.navigator.state

        let intercepted = await #expect(throws: NavigationError.self) { try await shop.navigator.open(ShopRoutes.cart) }
        #expect(intercepted?.code == .linkRefused && intercepted?.subject == ShopRoutes.cart)
        #expect(intercepted?.routingError?.code == .intercepted)
        #expect(intercepted?.fix == "open it after the sale")
        // Settings is the app's own route: from outside, the trust policy refuses it.
        let refused = await #expect(throws: NavigationError.self) { try await shop.navigator.open(ShopRoutes.settings, origin: .push) }
        #expect(refused?.code == .linkRefused && refused?.routingError?.code == .refused)
        #expect(try await shop.navigator.open(ShopRoutes.settings) == .shown, "from the app it opens")
        #expect(shop.navigator.state.selectedTab == "account")
        #expect(try await shop.navigator.navigate(to: cold) == .shown)

        #expect(try await shop.navigator.open(ShopRoutes.product, 1) == .shown)
        #expect(shop.navigator.state.urls("home") == ["shop://product/2"])
        let redirected = NavigationEvent(.redirected(from: ShopRoutes.product.url(1), to: ShopRoutes.product.url(2)), cause: .link(.app))
        // Two events for settings, two for going back, two for the redirected link.
        let seen = await events.first(6)
        #expect(seen.filter { if case .redirected = $0.kind { true } else { false } } == [redirected])
        #expect(seen[0] == NavigationEvent(.selectedTab("account"), cause: .link(.app)), "no event for the refusals, which were thrown")
    }

    @Test func aLinkWhoseRouteHasNoDestinationSaysSo() async throws {
        let shop = try ShopNavigation()
        try shop.router.add("shop://help", exposure: .external) { [unowned shop] request in try await shop.navigator.show(request) }
        let error = await #expect(throws: NavigationError.self) { try await shop.navigator.open("shop://help") }
        #expect(error?.code == .unknownDestination && error?.subject == "shop://help")
        try shop.router.add("shop://about") { _ in .handled }
        let other = await #expect(throws: NavigationError.self) { try await shop.navigator.open("shop://about") }
        #expect(other?.code == .linkRefused && other?.routingError?.code == .noValue)
    }

    @Test func onboardingBlocksLinksAndCheckoutBlocksOnlyOutsideLinks() async throws {
        let shop = try ShopNavigation()
        let events = EventLog(shop.navigator)
        try await shop.navigator.open(ShopRoutes.welcome)
        let welcome = try #require(shop.navigator.state.topEntry)
        let onboarding = shop.navigator.state
        #expect(try await shop.navigator.open(ShopRoutes.order, 7) == .blocked(by: [welcome]))
        #expect(shop.navigator.state == onboarding && shop.shown == onboarding)
        #expect(await events.first(2).last == NavigationEvent(.blocked(ShopRoutes.order.url(7), by: [welcome]), cause: .link(.app)))

        let cart = try ShopNavigation()
        try await cart.navigator.open(ShopRoutes.checkout)
        let checkout = try #require(cart.navigator.state.topEntry)
        #expect(try await cart.navigator.open(ShopRoutes.order, 7, origin: .push) == .blocked(by: [checkout]))
        #expect(try await cart.navigator.open(ShopRoutes.order, 7) == .shown, "the app's own link may leave the checkout")
        #expect(cart.navigator.state.urls("orders") == ["shop://orders", "shop://orders/7"])
    }
}

/// Guards that defer a link until a condition holds.
@MainActor @Suite(.timeLimit(.minutes(1))) struct NavigatorGuardTests {
    @Test func aLinkDeferredUntilLoginCompletesAfterIt() async throws {
        let shop = try ShopNavigation(guarded: true)
        shop.loggedIn = false
        let url = ShopRoutes.order.url(7)
        let deferred = NavigationOutcome.deferred(until: "logged in", guardName: "login")
        #expect(try await shop.navigator.open(url, origin: .push) == deferred)
        #expect(shop.navigator.deferredLink == url)
        #expect(shop.navigator.state == NavigationState(tabs: shop.registry.tabs))
        #expect(try await shop.navigator.retryDeferredLink() == deferred, "still logged out")

        shop.loggedIn = true
        #expect(try await shop.navigator.retryDeferredLink() == .shown)
        #expect(shop.navigator.deferredLink == nil)
        #expect(shop.navigator.state.selectedTab == "orders")
        #expect(shop.navigator.state.urls("orders") == ["shop://orders", url])
        #expect(shop.shown == shop.navigator.state)
        #expect(try await shop.navigator.retryDeferredLink() == nil)
    }

    @Test func aLinkAScreenBlocksIsBlockedAtOnceNotDeferred() async throws {
        let shop = try ShopNavigation(guarded: true)
        shop.loggedIn = false
        #expect(try await shop.navigator.open(ShopRoutes.welcome) == .shown)
        let before = shop.navigator.state
        let welcome = try #require(before.topEntry)
        let url = ShopRoutes.order.url(7)
        #expect(try await shop.navigator.open(url, origin: .push) == .blocked(by: [welcome]))
        #expect(shop.navigator.deferredLink == nil, "a login would not let it complete")
        #expect(shop.navigator.state == before)
        shop.loggedIn = true
        #expect(try await shop.navigator.open(url, origin: .push) == .blocked(by: [welcome]))
    }

    @Test func theAppsOwnNavigationMayEndACheckoutButNotTheWelcome() async throws {
        let shop = try ShopNavigation()
        #expect(try await shop.navigator.open(ShopRoutes.checkout) == .shown)
        let checkout = try #require(shop.navigator.state.topEntry)
        #expect(checkout.blocking == .outsideLinks)
        let cold = NavigationState(tabs: shop.registry.tabs)
        #expect(try await shop.navigator.open(ShopRoutes.product, 3, origin: .push) == .blocked(by: [checkout]), "a link from outside may not")
        #expect(try await shop.navigator.navigate(to: cold) == .shown, "the app's own navigation may")
        #expect(shop.navigator.state == cold)

        #expect(try await shop.navigator.open(ShopRoutes.welcome) == .shown)
        let welcome = try #require(shop.navigator.state.topEntry)
        #expect(try await shop.navigator.navigate(to: cold) == .blocked(by: [welcome]))
    }

    @Test func aNewerLinkReplacesADeferredOne() async throws {
        let shop = try ShopNavigation(guarded: true)
        shop.loggedIn = false
        let events = EventLog(shop.navigator)
        let order = ShopRoutes.order.url(7), product = ShopRoutes.product.url(3)
        #expect(try await shop.navigator.open(order, origin: .push) == .deferred(until: "logged in", guardName: "login"))
        #expect(try await shop.navigator.open(product) == .shown)
        #expect(shop.navigator.deferredLink == nil)
        shop.loggedIn = true
        #expect(try await shop.navigator.retryDeferredLink() == nil)
        #expect(shop.navigator.state.urls("orders").isEmpty)
        let shown = try #require(shop.navigator.state.topEntry)
        #expect(await events.first(3) == [
            NavigationEvent(.deferred(order, until: "logged in", guardName: "login"), cause: .link(.push)),
            NavigationEvent(.superseded(order, by: product), cause: .link(.push)),
            NavigationEvent(.shown(shown, tab: "home"), cause: .link(.app)),
        ])
    }

    @Test func aNewerLinkReplacesOnesWaitingForTheirTurn() async throws {
        let shop = try ShopNavigation()
        shop.adapter.holds = true
        let first = Task { try await shop.navigator.open(ShopRoutes.product, 1) }
        await shop.adapter.waitUntilHeld()
        let second = Task { try await shop.navigator.open(ShopRoutes.order, 7) }
        await Task.yield()
        let third = Task { try await shop.navigator.open(ShopRoutes.settings) }
        // Let the second and third reach the navigator, where they wait for their turn
        // (the router runs on the caller's actor, the main one, so a few turns suffice).
        for _ in 0..<1_000 { await Task.yield() }
        shop.adapter.holds = false
        shop.adapter.release()
        #expect(try await valueOf(first) == .shown)
        #expect(try await valueOf(second) == .superseded(by: ShopRoutes.settings))
        #expect(try await valueOf(third) == .shown)
        #expect(shop.navigator.state.urls("orders").isEmpty)
        #expect(shop.navigator.state.selectedTab == "account")
        #expect(shop.shown == shop.navigator.state && shop.adapter.screen.problems.isEmpty)
    }
}
