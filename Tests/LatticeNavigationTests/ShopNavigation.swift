import InMemoryLogging
import LatticeCore
import LatticeNavigation
import LatticeRouting
import Logging

/// An adapter that shows each update through an in-memory adapter, then either yields
/// (so that other tasks run between updates, as they would during an animation) or, when
/// ``holds`` is set, waits until the test releases it.
@MainActor
final class TestAdapter: NavigationAdapter {
    let screen: InMemoryNavigationAdapter
    var holds = false
    private(set) var held: [CheckedContinuation<Void, Never>] = []

    init(showing state: NavigationState) {
        screen = InMemoryNavigationAdapter(showing: state)
    }

    func apply(_ update: ArraySlice<NavigationStep>, leadingTo state: NavigationState) async {
        await screen.apply(update, leadingTo: state)
        if holds {
            await withCheckedContinuation { held.append($0) }
        } else {
            await Task.yield()
        }
    }

    /// Waits until an update is held (or the test is cancelled by its time limit).
    func waitUntilHeld() async {
        while held.isEmpty, !Task.isCancelled { await Task.yield() }
    }

    /// Lets the held updates finish.
    func release() {
        let waiting = held
        held = []
        for update in waiting { update.resume() }
    }
}

/// The shop's navigation: its destinations, a router whose routes show them through the
/// navigator (settings from the app only), a login guard on orders, and the logs.
@MainActor
final class ShopNavigation {
    static let rate = TypedRoute<Int>(deferringErrors: "shop://orders/:id<int>/rate").returning(Int.self)

    let registry: DestinationRegistry
    let router: Router
    let adapter: TestAdapter
    let navigator: Navigator
    let logs: InMemoryLogHandler
    var loggedIn = true

    init(guarded: Bool = false, state: NavigationState? = nil) throws {
        let logs = InMemoryLogHandler()
        self.logs = logs
        registry = try ShopDestinations.registry()
        try registry.add(Destination(Self.rate.pattern, parent: ShopRoutes.order.pattern, owner: "Orders"))
        router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
        let start = state ?? NavigationState(tabs: registry.tabs)
        adapter = TestAdapter(showing: start)
        var logger = Logger(label: "test.navigation") { _ in logs }
        logger.logLevel = .debug
        let navigator = Navigator(registry: registry, router: router, adapter: adapter, state: start, logger: logger)
        self.navigator = navigator
        for destination in registry.destinations {
            let exposure: Exposure = destination.pattern == ShopRoutes.settings ? .app : .external
            try router.add(destination.pattern, exposure: exposure) { [unowned navigator] request in try await navigator.show(request) }
        }
        if guarded {
            navigator.guards = [NavigationGuard("login") { [unowned self] request in
                request.url.hasPrefix(ShopRoutes.orders) && !loggedIn ? .deferred(until: "logged in") : .proceed
            }]
        }
    }

    /// What the screen shows.
    var shown: NavigationState { adapter.screen.shown }
}

/// Collects what a navigator's events stream sends. Make it before the navigation it
/// watches: the stream gets the events sent from then on.
@MainActor
final class EventLog {
    private(set) var events: [NavigationEvent] = []

    init(_ navigator: Navigator) {
        let stream = navigator.events()
        Task { @MainActor [weak self] in
            for await event in stream { self?.events.append(event) }
        }
    }

    /// Waits until `count` events have arrived (or the test is cancelled by its time
    /// limit), and returns the first `count`.
    func first(_ count: Int) async -> [NavigationEvent] {
        while events.count < count, !Task.isCancelled { await Task.yield() }
        return Array(events.prefix(count))
    }

    /// The entry of the screen `url`, once an event says it is shown.
    func shownEntry(_ url: String) async throws -> NavigationEntry {
        while !Task.isCancelled {
            for event in events {
                if case .shown(let entry, _) = event.kind, entry.url == url { return entry }
            }
            await Task.yield()
        }
        throw CancellationError()
    }
}

/// The value of `task`, cancelling it when the test is cancelled (by its time limit), so
/// that a result that never comes fails the test instead of hanging it.
func valueOf<Success: Sendable>(_ task: Task<Success, any Error>) async throws -> Success {
    try await withTaskCancellationHandler {
        try await task.value
    } onCancel: {
        task.cancel()
    }
}
