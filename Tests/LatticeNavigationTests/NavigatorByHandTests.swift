import InMemoryLogging
import Logging
import LatticeNavigation
import LatticeRouting
import Testing

/// What the user does by hand (a swipe back, a sheet dragged away, a tab tapped) is taken
/// into the state, so the next link plans from what is on screen.
@MainActor @Suite(.timeLimit(.minutes(1))) struct NavigatorByHandTests {
    @Test func aSwipeBackIsTakenIntoTheState() async throws {
        let shop = try ShopNavigation()
        let events = EventLog(shop.navigator)
        try await shop.navigator.open(ShopRoutes.orderItem, 7, 3)
        let entries = try #require(shop.navigator.state.entries(in: "orders"))

        try shop.navigator.userPopped(2)
        shop.adapter.screen.userChanged(to: shop.navigator.state)
        #expect(shop.navigator.state.urls("orders") == ["shop://orders"])
        #expect(shop.navigator.state.entries(in: "orders")?.first?.id == entries[0].id)
        // The link's four events (the tab, three screens), then the user's.
        #expect(await events.first(6).suffix(2) == [
            NavigationEvent(.dismissed(entries[2], tab: "orders"), cause: .user),
            NavigationEvent(.dismissed(entries[1], tab: "orders"), cause: .user),
        ])

        shop.adapter.screen.removeUpdates()
        try await shop.navigator.open(ShopRoutes.order, 8)
        let eight = try #require(shop.navigator.state.topEntry)
        #expect(shop.adapter.screen.updates == [[.push(1..<2, tab: 1)]], "Orders is kept, only the order is pushed")
        #expect(shop.navigator.state.entries(of: .push(1..<2, tab: 1)) == [eight])
        #expect(shop.shown == shop.navigator.state && shop.adapter.screen.problems.isEmpty)
    }

    @Test func aSheetDraggedAwayAndATabTappedAreTakenIntoTheState() async throws {
        let shop = try ShopNavigation()
        let events = EventLog(shop.navigator)
        try await shop.navigator.open(ShopRoutes.reviews, 42)
        let sheet = try #require(shop.navigator.state.topEntry)

        try shop.navigator.userDismissed()
        #expect(shop.navigator.state.urls("home") == ["shop://product/42"])
        try shop.navigator.userSelected("account")
        #expect(shop.navigator.state.selectedTab == "account")
        #expect(await events.first(4).suffix(2) == [
            NavigationEvent(.dismissed(sheet, tab: "home"), cause: .user), NavigationEvent(.selectedTab("account"), cause: .user),
        ])

        shop.adapter.screen.userChanged(to: shop.navigator.state)
        try await shop.navigator.open(ShopRoutes.reviews, 42)
        #expect(shop.navigator.state.selectedTab == "home")
        #expect(shop.navigator.state.urls("home") == ["shop://product/42", "shop://product/42/reviews"])
        #expect(shop.shown == shop.navigator.state && shop.adapter.screen.problems.isEmpty)
    }

    @Test func aChangeByHandThatDoesNotFitIsRefusedAndChangesNothing() async throws {
        let shop = try ShopNavigation()
        #expect(throws: NavigationError.self) { try shop.navigator.userPopped() }
        #expect(throws: NavigationError.self) { try shop.navigator.userDismissed() }
        let tab = #expect(throws: NavigationError.self) { try shop.navigator.userSelected("profile") }
        #expect(tab?.code == .unknownTab)
        try await shop.navigator.open(ShopRoutes.reviews, 42)
        let before = shop.navigator.state
        let pop = #expect(throws: NavigationError.self) { try shop.navigator.userPopped(2) }
        #expect(pop?.code == .invalidStep, "a sheet is dismissed, not popped")
        #expect(pop?.message.contains("shop://product/42/reviews is presented (sheet), not pushed") == true, "\(String(describing: pop))")
        #expect(pop?.fix.contains("userDismissed(in:)") == true)
        #expect(shop.navigator.state == before)
    }

    @Test func aChangeByHandWhileAnUpdateIsShownIsPlannedFrom() async throws {
        let shop = try ShopNavigation()
        try await shop.navigator.open(ShopRoutes.reviews, 42)
        shop.adapter.holds = true
        // From product 42's reviews to product 43's: the first update dismisses the sheet and
        // replaces the product, the second presents the new sheet.
        let link = Task { try await shop.navigator.open(ShopRoutes.reviews, 43) }
        await shop.adapter.waitUntilHeld()
        #expect(shop.navigator.state.urls("home") == ["shop://product/43"])

        try shop.navigator.userSelected("orders")
        shop.adapter.screen.userChanged(to: shop.navigator.state)
        shop.adapter.holds = false
        shop.adapter.release()
        #expect(try await valueOf(link) == .shown)
        #expect(shop.navigator.state.selectedTab == "home", "the link's tab again, planned from the tab the user chose")
        #expect(shop.navigator.state.urls("home") == ["shop://product/43", "shop://product/43/reviews"])
        #expect(shop.shown == shop.navigator.state && shop.adapter.screen.problems.isEmpty)
    }

    @Test func aChangeAnAdapterReportsIsTakenInOrLoggedWhenRefused() async throws {
        let shop = try ShopNavigation()
        let before = shop.navigator.state
        let dismissed = shop.navigator.takeChangeByHand("dismiss in 'home'") { (navigator) throws(NavigationError) in
            try navigator.userDismissed(in: "home")
        }
        #expect(!dismissed, "nothing is presented in 'home'")
        #expect(shop.navigator.state == before)
        let refused = try #require(shop.logs.entries.first { "\($0.message)" == "The navigator refused a change made by hand" })
        #expect(refused.level == .info)
        #expect(refused.metadata["change"] == "dismiss in 'home'")
        let selected = shop.navigator.takeChangeByHand("select the tab 'orders'") { (navigator) throws(NavigationError) in
            try navigator.userSelected("orders")
        }
        #expect(selected)
        #expect(shop.navigator.state.selectedTab == "orders")
    }
}
