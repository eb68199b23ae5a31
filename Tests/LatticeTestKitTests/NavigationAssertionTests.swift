import LatticeCore
import LatticeNavigation
import LatticeRouting
import LatticeTestKit
import Testing

/// A small shop: a home tab with products, an orders tab whose order sits on the list and
/// shows its receipt as a sheet, a cart sheet with no tab, and a welcome cover that blocks
/// every link.
func testShopRegistry() throws -> DestinationRegistry {
    let registry = DestinationRegistry(tabs: ["home", "orders"])
    try registry.add(Destination("shop://product/:id<int>", tab: "home"))
    try registry.add(Destination("shop://orders", tab: "orders"))
    try registry.add(Destination("shop://orders/:id<int>", parent: "shop://orders"))
    try registry.add(Destination("shop://orders/:id<int>/receipt", presentation: .sheet, parent: "shop://orders/:id<int>"))
    try registry.add(Destination("shop://cart", presentation: .sheet))
    try registry.add(Destination("shop://welcome", presentation: .fullScreenCover, blocking: .always))
    return registry
}

/// The issue an assertion recorded: its comment and line.
struct RecordedIssue: Sendable {
    var text: String
    var line: Int?
}

@Suite("The test kit's navigation assertions")
@MainActor
struct NavigationAssertionTests {
    let orderSeven = ShownScreens(selecting: "orders", ["orders": ["shop://orders", "shop://orders/7"]])

    /// Runs `body`, which must record exactly one issue, and returns what it recorded.
    func recordedIssue(_ body: () async -> Void) async -> RecordedIssue? {
        let recorded = LockedBox<RecordedIssue?>(nil)
        await withKnownIssue {
            await body()
        } matching: { issue in
            recorded.withLock { $0 = RecordedIssue(text: issue.comments.map(\.rawValue).joined(separator: "\n"), line: issue.sourceLocation?.line) }
            return true
        }
        return recorded.withLock { $0 }
    }

    @Test("A cold-start link to an order leads to Orders with the order on top, through the tab and one push")
    func coldLinkPasses() async throws {
        let host = try NavigationTestHost(registry: try testShopRegistry())
        let mismatch = await host.expectLink(
            "shop://orders/7", origin: .push, leadsTo: orderSeven,
            through: [.selectTab("orders"), .push(["shop://orders", "shop://orders/7"], tab: "orders")])
        #expect(mismatch == nil)
        #expect(host.shown == orderSeven)
        #expect(host.adapter.shown == host.navigator.state)
    }

    @Test("A typed route's link is checked as its URL")
    func typedRouteLink() async throws {
        let order = try TypedRoute<Int>("shop://orders/:id<int>")
        let host = try NavigationTestHost(registry: try testShopRegistry())
        #expect(await host.expectLink(order, 7, leadsTo: orderSeven) == nil)
    }

    @Test("A link from a given state keeps what it shares and presents over it")
    func linkFromAState() async throws {
        let start = ShownScreens(selecting: "home", ["home": ["shop://product/42"], "orders": ["shop://orders"]])
        let host = try NavigationTestHost(registry: try testShopRegistry(), showing: start)
        #expect(host.shown == start)
        let cart = ShownScreens(selecting: "home", ["home": ["shop://product/42", .sheet("shop://cart")], "orders": ["shop://orders"]])
        #expect(await host.expectLink("shop://cart", leadsTo: cart, through: [.present(.sheet("shop://cart"), tab: "home")]) == nil)
        // Then to an order: the sheet is dismissed (it covers the tabs), Orders keeps its list.
        #expect(await host.expectLink(
            "shop://orders/7", leadsTo: ShownScreens(selecting: "orders", ["home": ["shop://product/42"], "orders": ["shop://orders", "shop://orders/7"]]),
            through: [.dismiss("shop://cart", tab: "home"), .selectTab("orders"), .push(["shop://orders/7"], tab: "orders")]) == nil)
    }

    @Test("Another state than expected fails at the assertion's line, naming the tab's screens expected and got")
    func wrongStateFails() async throws {
        let host = try NavigationTestHost(registry: try testShopRegistry())
        var mismatch: NavigationMismatch?
        var line = 0
        let issue = await recordedIssue {
            line = #line + 1
            mismatch = await host.expectLink("shop://orders/7", leadsTo: ShownScreens(selecting: "orders", ["orders": ["shop://orders/7"]]))
        }
        #expect(mismatch?.code == .state)
        #expect(mismatch?.differences == ["tab 'orders': expected [shop://orders/7], got [shop://orders, shop://orders/7]"])
        #expect(issue?.line == line)
        #expect(issue?.text.contains("tab 'orders': expected [shop://orders/7], got [shop://orders, shop://orders/7]") == true)
        #expect(issue?.text.contains("To fix,") == true)
    }

    @Test("A wrong selected tab and a tab that should be empty are each a difference")
    func wrongTabFails() async throws {
        let host = try NavigationTestHost(registry: try testShopRegistry())
        var mismatch: NavigationMismatch?
        _ = await recordedIssue {
            mismatch = await host.expectLink("shop://orders/7", leadsTo: ShownScreens(selecting: "home", ["home": ["shop://orders/7"]]))
        }
        #expect(mismatch?.differences == [
            "selected tab: expected 'home', got 'orders'",
            "tab 'home': expected [shop://orders/7], got []",
            "tab 'orders': expected [], got [shop://orders, shop://orders/7]",
        ])
    }

    @Test("Other steps than expected fail, naming the first that differs and both lists")
    func wrongStepsFail() async throws {
        let host = try NavigationTestHost(registry: try testShopRegistry())
        var mismatch: NavigationMismatch?
        _ = await recordedIssue {
            mismatch = await host.expectLink(
                "shop://orders/7", leadsTo: orderSeven, through: [.selectTab("orders"), .push(["shop://orders/7"], tab: "orders")])
        }
        #expect(mismatch?.code == .steps)
        #expect(mismatch?.differences == [
            "step 2: expected 'push orders: shop://orders/7', got 'push orders: shop://orders, shop://orders/7'",
            "expected steps:", "  1. select orders", "  2. push orders: shop://orders/7",
            "steps taken:", "  1. select orders", "  2. push orders: shop://orders, shop://orders/7",
        ])
    }

    @Test("Updates are checked one by one: a UI presents or dismisses once per update, so closing the cart and opening a receipt takes two")
    func updatesAreChecked() async throws {
        let start = ShownScreens(selecting: "home", ["home": ["shop://product/42", .sheet("shop://cart")]])
        let receipt = ShownScreens(
            selecting: "orders", ["home": ["shop://product/42"], "orders": ["shop://orders", "shop://orders/7", .sheet("shop://orders/7/receipt")]])
        let updates: [[ExpectedStep]] = [
            [.dismiss("shop://cart", tab: "home"), .selectTab("orders"), .push(["shop://orders", "shop://orders/7"], tab: "orders")],
            [.present(.sheet("shop://orders/7/receipt"), tab: "orders")],
        ]
        let host = try NavigationTestHost(registry: try testShopRegistry(), showing: start)
        #expect(await host.expectLink("shop://orders/7/receipt", leadsTo: receipt, inUpdates: updates) == nil)

        let again = try NavigationTestHost(registry: try testShopRegistry(), showing: start)
        var mismatch: NavigationMismatch?
        _ = await recordedIssue {
            mismatch = await again.expectLink("shop://orders/7/receipt", leadsTo: receipt, inUpdates: [updates[0] + updates[1]])
        }
        #expect(mismatch?.code == .steps)
        #expect(mismatch?.differences == [
            "updates: expected 1, got 2",
            "expected updates:",
            "  1. dismiss home: shop://cart; select orders; push orders: shop://orders, shop://orders/7; present orders: sheet shop://orders/7/receipt",
            "updates given:",
            "  1. dismiss home: shop://cart; select orders; push orders: shop://orders, shop://orders/7",
            "  2. present orders: sheet shop://orders/7/receipt",
        ])
    }

    @Test("A screen that blocks makes the outcome blocked, which the assertion compares by its screens")
    func blockedOutcome() async throws {
        let start = ShownScreens(selecting: "home", ["home": [.fullScreenCover("shop://welcome")]])
        let host = try NavigationTestHost(registry: try testShopRegistry(), showing: start)
        let welcome = try #require(host.navigator.state.topEntry)
        #expect(await host.expectLink("shop://orders/7", leadsTo: start, through: [], outcome: .blocked(by: [welcome])) == nil)
        var mismatch: NavigationMismatch?
        _ = await recordedIssue {
            mismatch = await host.expectLink("shop://orders/7", leadsTo: orderSeven)
        }
        #expect(mismatch?.code == .outcome)
        #expect(mismatch?.differences.first == "outcome: expected shown, got blocked by [fullScreenCover shop://welcome]")
    }

    @Test("A guard's deferral is an outcome the assertion checks")
    func deferredOutcome() async throws {
        let login = NavigationGuard("login") { request in request.url.hasPrefix("shop://orders") ? .deferred(until: "logged in") : .proceed }
        let host = try NavigationTestHost(registry: try testShopRegistry(), guards: [login])
        #expect(await host.expectLink(
            "shop://orders/7", leadsTo: ShownScreens(selecting: "home"), through: [], outcome: .deferred(until: "logged in", guardName: "login")) == nil)
    }

    @Test("A link that throws fails as linkFailed, with the navigator's error")
    func failingLink() async throws {
        let host = try NavigationTestHost(registry: try testShopRegistry(), router: Router(policy: TrustPolicy(allowedSchemes: ["shop"])))
        var mismatch: NavigationMismatch?
        _ = await recordedIssue {
            mismatch = await host.expectLink("evil://orders/7", origin: .push, leadsTo: orderSeven)
        }
        #expect(mismatch?.code == .linkFailed)
        #expect(mismatch?.differences.last?.contains("linkRefused") == true)
    }

    @Test("A start state with a URL no destination matches is a typed error")
    func badStart() throws {
        #expect(throws: NavigationError.unknownDestination("shop://nowhere")) {
            _ = try NavigationTestHost(registry: try testShopRegistry(), showing: ShownScreens(selecting: "home", ["home": ["shop://nowhere"]]))
        }
        #expect(throws: NavigationError.unknownTab("profile")) {
            _ = try NavigationTestHost(registry: try testShopRegistry(), showing: ShownScreens(selecting: "profile"))
        }
    }
}

@Suite("The test kit's check of the destinations")
struct RegistryExpectationTests {
    @Test("A registry whose chains end and whose URLs come back checks clean, with the router too")
    func cleanRegistry() throws {
        let registry = try testShopRegistry()
        let router = Router()
        try router.add("shop://orders/:id<int>", exposure: .external) { _ in .handled }
        try router.add("shop://cart/add/:sku", exposure: .external) { _ in .handled }
        #expect(registry.expectNoProblems() == nil)
        #expect(registry.expectNoProblems(against: router, except: ["shop://cart/add/:sku"]) == nil)
    }

    @Test("A parent nobody declares and an exposed route with no destination fail at the assertion's line, each with its fix")
    func problemsFail() async throws {
        let registry = try testShopRegistry()
        try registry.add(Destination("shop://orders/:id<int>/rate", parent: "shop://order/:id<int>"))
        let router = Router()
        try router.add("shop://wishlist", exposure: .external) { _ in .handled }
        var mismatch: NavigationMismatch?
        var line = 0
        let recorded = LockedBox<(String, Int?)?>(nil)
        withKnownIssue {
            line = #line + 1
            mismatch = registry.expectNoProblems(against: router)
        } matching: { issue in
            recorded.withLock { $0 = (issue.comments.map(\.rawValue).joined(), issue.sourceLocation?.line) }
            return true
        }
        #expect(mismatch?.code == .problems)
        #expect(mismatch?.differences.count == 2)
        #expect(mismatch?.differences.first?.contains("unknownParent") == true)
        #expect(mismatch?.differences.last?.contains("missingDestination") == true)
        #expect(mismatch?.differences.allSatisfy { $0.contains("To fix,") } == true)
        #expect(recorded.withLock { $0?.1 } == line)
        #expect(recorded.withLock { $0?.0.contains("shop://wishlist") } == true)
    }
}
