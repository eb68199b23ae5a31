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

    @Test func theStreamHoldsTheNewest256EventsSentBeforeItWasAskedFor() async throws {
        let shop = try ShopNavigation()
        // 300 events before anyone asks for the stream: the tabs "orders" and "home" in turn.
        for round in 1...300 { try shop.navigator.userSelected(round % 2 == 1 ? "orders" : "home") }
        var iterator = shop.navigator.events.makeAsyncIterator()
        var received: [NavigationEvent] = []
        for _ in 0..<200 {
            guard let event = await iterator.next() else { break }
            received.append(event)
        }
        // The 45th event (300 - 256 + 1) selected "orders"; the 44th and 46th selected "home".
        let orders = NavigationEvent(.selectedTab("orders"), cause: .user), home = NavigationEvent(.selectedTab("home"), cause: .user)
        #expect(received.count == 200 && received.first == orders && received.last == home)
        // Once the stream is made, events go into it, after the 56 left of those (read only
        // when the first were right: a read past the events there would wait).
        try shop.navigator.userSelected("account")
        guard received.first == orders else { return }
        for _ in 0..<57 {
            guard let event = await iterator.next() else { break }
            received.append(event)
        }
        #expect(received.suffix(2) == [home, NavigationEvent(.selectedTab("account"), cause: .user)])
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
