import InMemoryLogging
import LatticeCore
import LatticeNavigation
import LatticeRouting
import Logging
import Testing

/// Events as an asynchronous stream and as debug logs, with their cause.
@MainActor @Suite(.timeLimit(.minutes(1))) struct NavigatorEventTests {
    @Test func eachChangeIsAnEventWithItsCauseAndADebugLog() async throws {
        let shop = try ShopNavigation()
        let events = EventLog(shop.navigator)
        try await shop.navigator.open(ShopRoutes.order, 7, origin: .push)
        let orders = try #require(shop.navigator.state.entries(in: "orders"))
        let fromPush = [
            NavigationEvent(.selectedTab("orders"), cause: .link(.push)),
            NavigationEvent(.shown(orders[0], tab: "orders"), cause: .link(.push)),
            NavigationEvent(.shown(orders[1], tab: "orders"), cause: .link(.push)),
        ]
        #expect(await events.first(3) == fromPush)
        #expect(shop.logs.entries.map(\.level) == [.debug, .debug, .debug])
        #expect(shop.logs.entries.map(\.message.description) == fromPush.map(\.description))
        #expect(shop.logs.entries.map { $0.metadata["cause"]?.description } == ["link (push)", "link (push)", "link (push)"])
        #expect(fromPush[2].description.hasPrefix("shown push shop://orders/7 (id: "))

        // A refusal is thrown to the caller, not logged by the navigator nor sent as an event.
        await #expect(throws: NavigationError.self) { try await shop.navigator.open(ShopRoutes.settings, origin: .push) }
        #expect(shop.logs.entries.count == 3)

        let saved = NavigationState(tabs: shop.registry.tabs).saved
        let restoration = try await shop.navigator.restore(saved)
        #expect(restoration.isComplete && shop.navigator.state == restoration.state)
        let restored = await events.first(6).suffix(3)
        #expect(restored.map(\.cause) == [.restoration, .restoration, .restoration])
        #expect(restored.map(\.kind) == [.dismissed(orders[1], tab: "orders"), .dismissed(orders[0], tab: "orders"), .selectedTab("home")])
        #expect(shop.logs.entries.count == 6)
    }

    @Test func eachStreamGetsTheEventsFromWhenItWasAskedFor() async throws {
        let shop = try ShopNavigation()
        try shop.navigator.userSelected("orders")
        let first = shop.navigator.events()
        try shop.navigator.userSelected("home")
        let second = shop.navigator.events()
        try shop.navigator.userSelected("account")
        let home = NavigationEvent(.selectedTab("home"), cause: .user), account = NavigationEvent(.selectedTab("account"), cause: .user)
        var firstReader = first.makeAsyncIterator(), secondReader = second.makeAsyncIterator()
        #expect(await firstReader.next() == home)
        #expect(await firstReader.next() == account)
        #expect(await secondReader.next() == account)
    }

    @Test func aBusyReadersStreamKeepsTheNewestEvents() async throws {
        let shop = try ShopNavigation()
        let stream = shop.navigator.events(bufferingNewest: 3)
        // Five events before the reader reads: the tabs "orders" and "home" in turn.
        for round in 1...5 { try shop.navigator.userSelected(round % 2 == 1 ? "orders" : "home") }
        try shop.navigator.userSelected("account")
        var reader = stream.makeAsyncIterator()
        var received: [NavigationEvent] = []
        for _ in 0..<3 { if let event = await reader.next() { received.append(event) } }
        #expect(received.map(\.kind) == [.selectedTab("home"), .selectedTab("orders"), .selectedTab("account")])
    }

    @Test func aLimitBelowOneKeepsTheNewestEvent() async throws {
        let shop = try ShopNavigation()
        let stream = shop.navigator.events(bufferingNewest: 0)
        try shop.navigator.userSelected("orders")
        try shop.navigator.userSelected("account")
        var reader = stream.makeAsyncIterator()
        #expect(await reader.next() == NavigationEvent(.selectedTab("account"), cause: .user))
    }

    @Test func aReaderThatStopsLeavesTheOthersAndTheStreamsEndWithTheNavigator() async throws {
        var shop: ShopNavigation? = try ShopNavigation()
        let stopped = Task { @MainActor [stream = shop!.navigator.events()] in
            for await _ in stream {}
        }
        stopped.cancel()
        await stopped.value
        let kept = shop!.navigator.events()
        try shop!.navigator.userSelected("orders")
        shop = nil
        var reader = kept.makeAsyncIterator()
        #expect(await reader.next() == NavigationEvent(.selectedTab("orders"), cause: .user))
        #expect(await reader.next() == nil)
    }

    @Test func nothingIsLoggedAboveDebug() async throws {
        let shop = try ShopNavigation()
        let logs = InMemoryLogHandler()
        var logger = Logger(label: "test.navigation") { _ in logs }
        logger.logLevel = .info
        let navigator = Navigator(registry: shop.registry, router: shop.router, adapter: InMemoryNavigationAdapter(showing: shop.navigator.state), logger: logger)
        let target = try shop.registry.state(for: ShopRoutes.order.url(7))
        #expect(try await navigator.navigate(to: target) == .shown)
        #expect(navigator.state == target)
        #expect(logs.entries.isEmpty)
    }
}

/// Links arriving at once from several tasks: one at a time, the newest wins over those
/// still waiting, and the state and the screen agree at the end.
@MainActor @Suite(.tags(.stress), .timeLimit(.minutes(1))) struct NavigatorStressTests {
    @Test func linksFromSeveralTasksAtOnce() async throws {
        let shop = try ShopNavigation()
        let navigator = shop.navigator
        let urls = (1...20).map { ShopRoutes.order.url($0) } + (1...20).map { ShopRoutes.reviews.url($0) }
            + (1...20).map { ShopRoutes.product.url($0) } + [ShopRoutes.cart]
        let tasks = (0..<6).map { task in
            Task { @MainActor in
                var outcomes: [NavigationOutcome] = []
                for round in 0..<40 {
                    let url = urls[(task * 17 + round * 7) % urls.count]
                    do {
                        outcomes.append(try await navigator.open(url, origin: round % 2 == 0 ? .app : .push))
                    } catch {
                        Issue.record(error)
                    }
                    if round % 5 == 0, navigator.state.topEntry?.presentation == .sheet {
                        try? navigator.userDismissed()
                        shop.adapter.screen.userChanged(to: navigator.state)
                    }
                }
                return outcomes
            }
        }
        var outcomes: [NavigationOutcome] = []
        for task in tasks { outcomes += await task.value }
        #expect(outcomes.count == 240)
        let superseded = outcomes.filter { if case .superseded = $0 { true } else { false } }
        #expect(outcomes.filter { $0 == .shown }.count + superseded.count == outcomes.count, "shown or superseded, never blocked nor deferred")
        #expect(outcomes.contains(.shown))
        #expect(shop.shown == navigator.state)
        #expect(shop.adapter.screen.problems.isEmpty)
    }
}
