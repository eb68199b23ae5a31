import LatticeCore
import LatticeNavigation
import LatticeRouting
import Testing

/// Destinations declared by components: the entry a URL gives, the stack a cold-start
/// link builds from the parent chain, and every declaration mistake as a typed error.
@Suite struct DestinationTests {
    @Test func aURLGivesTheEntryOfItsDestinationWithTypedParameters() throws {
        let registry = try ShopDestinations.registry()
        let entry = try registry.entry(for: ShopRoutes.orderItem.url(7, 3))
        #expect(entry.url == "shop://orders/7/items/3")
        #expect(entry.pattern == ShopRoutes.orderItem.pattern)
        #expect(entry.value("id", as: Int.self) == 7)
        #expect(entry.value("item", as: Int.self) == 3)
        #expect(entry.value("item", as: Bool.self) == nil)
        #expect(entry.presentation == .push)
        let welcome = try registry.entry(for: ShopRoutes.welcome)
        #expect(welcome.presentation == .fullScreenCover && welcome.blocking == .always)
        // The router's rules decide: a literal segment wins over a typed parameter.
        let reviews = try registry.entry(for: "shop://product/42/reviews", presentation: .push)
        #expect(reviews.pattern == ShopRoutes.reviews.pattern && reviews.presentation == .push)
    }

    @Test func aURLWithNoDestinationIsATypedError() throws {
        let registry = try ShopDestinations.registry()
        let error = #expect(throws: NavigationError.unknownDestination("shop://nowhere/1")) {
            try registry.entry(for: "shop://nowhere/1")
        }
        #expect(error?.description.contains("To fix, add a Destination") == true)
        // An integer route does not take a word.
        #expect(throws: NavigationError.unknownDestination("shop://orders/seven")) { try registry.state(for: "shop://orders/seven") }
    }

    @Test func aColdStartLinkBuildsTheStackBeneathItFromTheParentChain() throws {
        let registry = try ShopDestinations.registry()
        let state = try registry.state(for: ShopRoutes.orderItem.url(7, 3))
        #expect(state.selectedTab == "orders", "the home tab is found up the chain")
        #expect(state.urls("orders") == ["shop://orders", "shop://orders/7", "shop://orders/7/items/3"])
        #expect(state.entries(in: "orders")?[1].value("id", as: Int.self) == 7)
        #expect(state.urls("home").isEmpty && state.urls("account").isEmpty)
        #expect(state.tabs.map(\.id) == ShopDestinations.tabs)
    }

    @Test func aScreenOfNoTabOpensOverWhatTheSelectedTabShows() throws {
        let registry = try ShopDestinations.registry()
        let product = try registry.state(for: ShopRoutes.product.url(42))
        let cart = try registry.state(for: ShopRoutes.cart, from: product)
        #expect(cart.selectedTab == "home")
        #expect(cart.urls("home") == ["shop://product/42", "shop://cart"])
        // A link inside the cart's sheet reuses the sheet that is open.
        let checkout = try registry.state(for: ShopRoutes.checkout, from: cart)
        #expect(checkout.urls("home") == ["shop://product/42", "shop://cart", "shop://cart/checkout"])
        #expect(checkout.entries(in: "home")?[1].id == cart.entries(in: "home")?[1].id, "the open sheet is kept as it is")
        // The planner keeps the sheet that is open (and its identity), and pushes inside it.
        let plan = try NavigationPlanner.plan(from: cart, to: checkout, options: .init(mayRemove: .outsideLinks))
        let pushed = try #require(checkout.entries(in: "home")?.last)
        #expect(plan.steps == [.push(2..<3, tab: 0)] && plan.result.entries(of: plan.steps[0]) == [pushed])
        #expect(plan.result.entries(in: "home")?.map(\.id) == (cart.entries(in: "home")?.map(\.id) ?? []) + [pushed.id])
    }

    @Test func aLinkToAnotherTabLeavesTheOtherTabsStacksButNotTheirPresentations() throws {
        let registry = try ShopDestinations.registry()
        let reviews = try registry.state(for: ShopRoutes.reviews.url(42))
        #expect(reviews.urls("home") == ["shop://product/42", "shop://product/42/reviews"])
        let settings = try registry.state(for: ShopRoutes.settings, from: reviews)
        #expect(settings.selectedTab == "account")
        #expect(settings.urls("home") == ["shop://product/42"], "the sheet would cover the tab bar")
        #expect(settings.urls("account") == ["shop://settings"])
    }

    @Test func aComponentRunAloneGetsStandInsForTheParentsNobodyDeclares() throws {
        let registry = DestinationRegistry(tabs: ["home", "orders"])
        try registry.add(Destination("shop://product/:id<int>", parent: "shop://home", owner: "Catalog"))
        try registry.add(Destination("shop://product/:id<int>/reviews", presentation: .sheet, parent: "shop://product/:id<int>", owner: "Catalog"))
        try registry.add(Destination("shop://orders/:id<int>", parent: "shop://orders", owner: "Orders"))
        #expect(registry.check().map(\.code) == [.unknownParent, .unknownParent])

        let standIns = try registry.addStandInsForAbsentParents()
        #expect(standIns.map(\.pattern) == ["shop://home", "shop://orders"])
        #expect(standIns.allSatisfy { $0.owner == "stand-in" && $0.tab == nil && $0.parent == nil })
        #expect(registry.check() == [])
        #expect(try registry.state(for: "shop://product/7/reviews").entries(in: "home")?.map(\.url)
            == ["shop://home", "shop://product/7", "shop://product/7/reviews"])
        #expect(try registry.addStandInsForAbsentParents() == [], "every parent is declared now")
    }

    @Test func aDestinationIsDeclaredOnce() throws {
        let registry = try ShopDestinations.registry()
        let error = #expect(throws: NavigationError.duplicateDestination(ShopRoutes.order.pattern)) {
            try registry.add(Destination(ShopRoutes.order))
        }
        #expect(error?.message.contains("first at DestinationTests") == false)
        #expect(error?.message.contains("first at LatticeNavigationTests/ShopDestinations.swift") == true)
        #expect(error?.fix.isEmpty == false)
    }

    @Test func aPatternTheRouterRefusesIsATypedErrorWithTheRoutersFix() throws {
        let registry = DestinationRegistry()
        let error = #expect(throws: NavigationError.invalidPattern("shop://a/:id<colour>")) {
            try registry.add(Destination("shop://a/:id<colour>"))
        }
        #expect(error?.message.contains("colour") == true)
        #expect(error?.description.contains("To fix,") == true)
        // Two patterns taking the same place: the router's ambiguity, reported here.
        try registry.add(Destination("shop://b/:x"))
        #expect(throws: NavigationError.invalidPattern("shop://b/:y")) { try registry.add(Destination("shop://b/:y")) }
        #expect(registry.destinations.map(\.pattern) == ["shop://b/:x"])
    }

    @Test func checkReportsEveryBadDeclarationAtOnce() throws {
        let registry = DestinationRegistry(tabs: ["home"])
        for destination in [
            Destination("shop://a", parent: "shop://b"),
            Destination("shop://b", parent: "shop://c"),
            Destination("shop://c", parent: "shop://a"),
            Destination("shop://d", parent: "shop://a"),
            Destination("shop://e", parent: "shop://nowhere"),
            Destination("shop://f", tab: "profile"),
            Destination("shop://users/:user/orders"),
            Destination("shop://orders/:id", parent: "shop://users/:user/orders"),
        ] {
            try registry.add(destination)
        }
        let problems = registry.check()
        #expect(problems == [
            .parentCycle(["shop://a", "shop://b", "shop://c", "shop://a"]),
            .unknownParent("shop://nowhere", of: "shop://e"),
            .unknownTab("profile", destination: "shop://f"),
            .parentParameterMissing("user", parent: "shop://users/:user/orders", of: "shop://orders/:id"),
        ])
        #expect(problems.first?.cycle == ["shop://a", "shop://b", "shop://c", "shop://a"])
        #expect(problems.allSatisfy { $0.description.contains("To fix, ") })
        #expect(problems[2].message.contains("'home'"), "names the tabs there are: \(problems[2].message)")
        #expect(try ShopDestinations.registry().check().isEmpty)
    }

    @Test func buildingAStateMeetsTheSameMistakesAndNeverLoops() throws {
        let registry = DestinationRegistry(tabs: ["home"])
        try registry.add(Destination("shop://a", parent: "shop://b"))
        try registry.add(Destination("shop://b", parent: "shop://a"))
        try registry.add(Destination("shop://e", parent: "shop://nowhere"))
        try registry.add(Destination("shop://f", tab: "profile"))
        try registry.add(Destination("shop://users/:user/orders"))
        try registry.add(Destination("shop://orders/:id", parent: "shop://users/:user/orders"))
        let cycle = #expect(throws: NavigationError.parentCycle(["shop://a", "shop://b", "shop://a"])) { try registry.state(for: "shop://a") }
        #expect(cycle?.cycle == ["shop://a", "shop://b", "shop://a"])
        #expect(throws: NavigationError.unknownParent("shop://nowhere", of: "shop://e")) { try registry.state(for: "shop://e") }
        #expect(throws: NavigationError.unknownTab("profile", destination: "shop://f")) { try registry.state(for: "shop://f") }
        #expect(throws: NavigationError.parentParameterMissing("user", parent: "shop://users/:user/orders", of: "shop://orders/:id")) {
            try registry.state(for: "shop://orders/7")
        }
    }

    @Test func componentsAddDestinationsConcurrently() async throws {
        let registry = DestinationRegistry(tabs: ["home"])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for component in 0..<8 {
                group.addTask {
                    for screen in 0..<25 { try registry.add(Destination("shop://c\(component)/s\(screen)", parent: screen == 0 ? nil : "shop://c\(component)/s\(screen - 1)")) }
                }
            }
            try await group.waitForAll()
        }
        #expect(registry.destinations.count == 200)
        #expect(registry.check().isEmpty)
        #expect(try registry.state(for: "shop://c3/s24").urls("home").count == 25)
    }
}
