import LatticeCore
import LatticeNavigation
import LatticeRouting
import Testing

/// Results tied to screens: the caller awaiting a screen's result gets it, or a
/// `screenClosed` error when the screen is popped, dismissed or replaced by a link.
@MainActor @Suite(.timeLimit(.minutes(1))) struct NavigatorResultTests {
    @Test func aScreenSendsItsResultToTheCaller() async throws {
        let shop = try ShopNavigation()
        let events = EventLog(shop.navigator)
        let rating = Task { try await shop.navigator.open(ShopNavigation.rate, 7) }
        let screen = try await events.shownEntry(ShopNavigation.rate.url(7))
        #expect(shop.navigator.reply(for: shop.navigator.state.entries(in: "orders")?[0].id ?? "", as: Int.self) == nil)
        let reply = try #require(shop.navigator.reply(for: screen.id, as: Int.self))
        #expect(reply.send(5))
        #expect(try await valueOf(rating) == 5)
        #expect(shop.navigator.state.urls("orders") == ["shop://orders", "shop://orders/7", "shop://orders/7/rate"])
    }

    @Test func theResultEndsWhenTheUserPopsItsScreen() async throws {
        let shop = try ShopNavigation()
        let events = EventLog(shop.navigator)
        let rating = Task { try await shop.navigator.open(ShopNavigation.rate, 7) }
        _ = try await events.shownEntry(ShopNavigation.rate.url(7))
        try shop.navigator.userPopped()
        let error = await #expect(throws: NavigationError.self) { try await valueOf(rating) }
        #expect(error?.code == .screenClosed && error?.subject == ShopNavigation.rate.url(7))
        #expect(error?.message.contains("popped by the user") == true)
    }

    @Test func theResultEndsWhenALinkReplacesItsScreen() async throws {
        let shop = try ShopNavigation()
        let events = EventLog(shop.navigator)
        let rating = Task { try await shop.navigator.open(ShopNavigation.rate, 7) }
        _ = try await events.shownEntry(ShopNavigation.rate.url(7))
        try await shop.navigator.open(ShopRoutes.order, 8, origin: .push)
        let error = await #expect(throws: NavigationError.self) { try await valueOf(rating) }
        #expect(error?.code == .screenClosed)
        #expect(error?.message.contains("popped by the link 'shop://orders/8'") == true)
    }

    @Test func theRoutersCallerGetsTheSameErrorWhenASheetIsDraggedAway() async throws {
        let shop = try ShopNavigation()
        let events = EventLog(shop.navigator)
        let count = Task { try await shop.router.open(ShopRoutes.cart, expecting: Int.self) }
        _ = try await events.shownEntry(ShopRoutes.cart)
        try shop.navigator.userDismissed()
        let error = await #expect(throws: RoutingError.self) { try await valueOf(count) }
        #expect(error?.code == .handlerFailed)
        let closed = try #require(error?.underlying as? NavigationError)
        #expect(closed.code == .screenClosed && closed.message.contains("dismissed by the user"))
    }

    @Test func aSheetDraggedAwayWhileItIsBeingShownEndsTheResultAndStaysAway() async throws {
        let shop = try ShopNavigation()
        shop.adapter.holds = true
        let count = Task { try await shop.router.open(ShopRoutes.cart, expecting: Int.self) }
        await shop.adapter.waitUntilHeld()
        // The sheet is in the state, its animation not finished: the user drags it away.
        #expect(shop.navigator.state.topEntry?.url == ShopRoutes.cart)
        try shop.navigator.userDismissed()
        shop.adapter.holds = false
        shop.adapter.release()
        let error = await #expect(throws: RoutingError.self) { try await valueOf(count) }
        let closed = try #require(error?.underlying as? NavigationError)
        #expect(closed.code == .screenClosed && closed.message.contains("dismissed by the user"), "\(closed)")
        #expect(shop.navigator.state.topEntry?.url != ShopRoutes.cart, "the link does not show the sheet again")
    }

    @Test func aSheetDraggedAwayWhileItIsPresentedEndsTheResultAndStaysAway() async throws {
        let shop = try ShopNavigation()
        shop.adapter.holds = true
        let count = Task { try await shop.navigator.open(ShopRoutes.cart, expecting: Int.self) }
        await shop.adapter.waitUntilHeld()
        try shop.navigator.userDismissed()
        shop.adapter.screen.userChanged(to: shop.navigator.state)
        shop.adapter.holds = false
        shop.adapter.release()
        let error = await #expect(throws: NavigationError.self) { try await valueOf(count) }
        #expect(error?.code == .screenClosed && error?.message.contains("dismissed by the user") == true)
        #expect(shop.navigator.state.urls("home").isEmpty, "the link does not present the cart again")
        #expect(shop.shown == shop.navigator.state)
    }

    @Test func aResultAwaitedThroughADeferredLinkEndsWhenANewerLinkReplacesIt() async throws {
        let shop = try ShopNavigation(guarded: true)
        shop.loggedIn = false
        let events = EventLog(shop.navigator)
        let rating = Task { try await shop.navigator.open(ShopNavigation.rate, 7, origin: .push) }
        _ = await events.first(1)
        #expect(shop.navigator.deferredLink == ShopNavigation.rate.url(7))
        try await shop.navigator.open(ShopRoutes.product, 3)
        let error = await #expect(throws: NavigationError.self) { try await valueOf(rating) }
        #expect(error?.code == .linkSuperseded && error?.subject == ShopNavigation.rate.url(7))
    }

    @Test func aResultAwaitedThroughABlockedLinkEndsAtOnce() async throws {
        let shop = try ShopNavigation()
        try await shop.navigator.open(ShopRoutes.welcome)
        let error = await #expect(throws: NavigationError.self) { try await shop.navigator.open(ShopNavigation.rate, 7) }
        #expect(error?.code == .linkBlocked && error?.message.contains("shop://welcome") == true)
    }
}
