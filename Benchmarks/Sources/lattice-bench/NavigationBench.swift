import Foundation
import LatticeCore
import LatticeNavigation
import LatticeRouting

/// Planning from one 10-deep state to another: Home shows six products, a reviews sheet
/// and three products pushed inside it; the target keeps the first three products and
/// shows five others, a sheet and one push inside it. The plan dismisses the sheet, pops
/// three, pushes five, presents and pushes one (issue #32's limit: at most one `open`).
///
/// `lattice.navigation.plan10` plans to a target that holds the three screens it keeps as
/// the current state holds them, as every target a link leads to does
/// (`DestinationRegistry.state(for:from:)` keeps the screens already shown, identities
/// included). `lattice.navigation.plan10.fresh` plans to the same target made of new
/// entries (a target written by hand), whose three kept screens the plan puts back as
/// they are on screen.
func navigationCases(into suite: inout Suite, iterations n: Int) {
    let registry = DestinationRegistry(tabs: ["home", "orders", "account"])
    try! registry.add(Destination("shop://product/:id<int>", tab: "home"))
    try! registry.add(Destination("shop://product/:id<int>/reviews", presentation: .sheet, parent: "shop://product/:id<int>"))
    func entries(_ urls: [String]) -> [NavigationEntry] { urls.map { try! registry.entry(for: $0) } }
    var current = NavigationState(tabs: registry.tabs)
    current.tabs[0].entries = entries(
        (1...6).map { "shop://product/\($0)" } + ["shop://product/6/reviews"] + (7...9).map { "shop://product/\($0)" })
    let added = entries((20...24).map { "shop://product/\($0)" } + ["shop://product/24/reviews", "shop://product/25"])
    var target = current
    target.tabs[0].entries = Array(current.tabs[0].entries.prefix(3)) + added
    var fresh = current
    fresh.tabs[0].entries = entries((1...3).map { "shop://product/\($0)" }) + added
    // The loop reads constants: a `var` captured by the closure would be read from its box,
    // and copied, at each plan.
    let from = current
    for (name, target) in [("lattice.navigation.plan10", target), ("lattice.navigation.plan10.fresh", fresh)] {
        let current = from
        check(current.tabs[0].entries.count == 10 && target.tabs[0].entries.count == 10, "two 10-deep states")
        let plan = try! NavigationPlanner.plan(from: current, to: target)
        check(!plan.isBlocked && plan.steps.count == 5, "the plan dismisses, pops, pushes, presents and pushes: \(plan.steps.count) steps")
        check((try? current.applying(plan.steps, from: target)) == plan.result, "the steps lead to the target")
        check(plan.result.tabs[0].entries.prefix(3).map(\.id) == current.tabs[0].entries.prefix(3).map(\.id), "the kept screens stay as they are")
        check(plan.updates.count == 2, "one presentation change per update: \(plan.updates.count) updates")
        suite.time(name, operations: n / 40) { n in
            // The plan and its grouping into updates, both of which the UI layer reads.
            for _ in 0..<n {
                let plan = try! NavigationPlanner.plan(from: current, to: target)
                blackHole(plan.updates)
                blackHole(plan)
            }
        }
    }
}

/// Whether a main-actor job the run loop waits for has finished.
@MainActor final class Finished {
    var value = false
}

/// Runs `body` on the main actor and waits for it by running the main run loop, which
/// serves the main actor's jobs: the harness runs on the main thread, which a semaphore
/// would block (one wait per measurement, not per operation).
@MainActor func onMainActor(_ body: @escaping @MainActor () async -> Void) {
    let finished = Finished()
    Task { @MainActor in
        await body()
        finished.value = true
    }
    while !finished.value { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001)) }
}

/// A link from a push notification that builds a 4-deep stack from a cold start, end to
/// end: the router (trust policy, match, the route's handler), the navigator (the target
/// from the parent chain, the plan, the update) and the in-memory adapter (issue #32's
/// limit: at most 5 `open`s).
///
/// Each link goes to a navigator of its own that has shown nothing yet, as an app's has
/// when a push notification launches it. The navigators are made before the timing starts
/// and let go after it ends: making one is the app's start, not the link's, and is timed
/// on its own as `lattice.navigation.navigator` (a navigator and its adapter, made and let go).
@MainActor func coldLinkCases(into suite: inout Suite, iterations n: Int) {
    let registry = DestinationRegistry(tabs: ["home", "orders", "account"])
    try! registry.add(Destination("shop://orders", tab: "orders"))
    try! registry.add(Destination("shop://orders/:id<int>", parent: "shop://orders"))
    try! registry.add(Destination("shop://orders/:id<int>/items/:item<int>", parent: "shop://orders/:id<int>"))
    try! registry.add(Destination("shop://orders/:id<int>/items/:item<int>/review", parent: "shop://orders/:id<int>/items/:item<int>"))
    let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
    let cold = NavigationState(tabs: registry.tabs)
    let handler = HandlingNavigator()
    for destination in registry.destinations {
        try! router.add(destination.pattern, exposure: .external) { request in try await handler.navigator!.show(request) }
    }
    let url = "shop://orders/7/items/3/review"
    /// Navigators at a cold start, each with its adapter.
    func navigators(_ count: Int) -> [(Navigator, InMemoryNavigationAdapter)] {
        (0..<count).map { _ in
            let adapter = InMemoryNavigationAdapter(showing: cold)
            return (Navigator(registry: registry, router: router, adapter: adapter), adapter)
        }
    }
    /// The link, on `navigator`.
    func coldLink(_ navigator: Navigator) async {
        handler.navigator = navigator
        blackHole(try! await navigator.open(url, origin: .push))
    }
    onMainActor {
        let (navigator, adapter) = navigators(1)[0]
        await coldLink(navigator)
        check(adapter.shown.entries(in: "orders")?.map(\.url) == ["shop://orders", "shop://orders/7", "shop://orders/7/items/3", url], "the link builds the 4-deep stack")
        check(adapter.updates.count == 1 && adapter.problems.isEmpty && adapter.shown == navigator.state, "in one update")
    }
    suite.time("lattice.navigation.coldlink4", operations: n / 40, prepare: navigators) { navigators in
        onMainActor {
            for (navigator, _) in navigators { await coldLink(navigator) }
        }
    }
    suite.time("lattice.navigation.navigator", operations: n / 40) { n in
        for _ in 0..<n { blackHole(navigators(1)) }
    }
}

/// The navigator the routes' handlers call, made anew for each cold start.
@MainActor final class HandlingNavigator: Sendable {
    var navigator: Navigator?
}
