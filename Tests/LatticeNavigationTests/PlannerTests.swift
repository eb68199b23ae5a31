import LatticeNavigation
import LatticeRouting
import Testing

/// The planner on the cases: a cold-start link, a link from a state with a sheet
/// open, a link sharing part of the stack, onboarding that blocks, and what one UI update
/// may do.
@Suite struct PlannerTests {
    let registry: DestinationRegistry
    let cold: NavigationState

    init() throws {
        registry = try ShopDestinations.registry()
        cold = NavigationState(tabs: registry.tabs)
    }

    @Test func aColdStartLinkBuildsOrdersUnderTheOrder() throws {
        let target = try registry.state(for: ShopRoutes.order.url(7))
        let plan = try NavigationPlanner.plan(from: cold, to: target)
        #expect(plan.updateSteps == [[.selectTab(1), .push(0..<2, tab: 1)]])
        #expect(plan.result == target)
        #expect(plan.result.entries(of: plan.steps[1]).map(\.url) == ["shop://orders", "shop://orders/7"])
        #expect(try cold.applying(plan.steps, from: target) == target)
    }

    @Test func aLinkFromAStateWithASheetOpenDismissesItFirst() throws {
        let reviews = try registry.state(for: ShopRoutes.reviews.url(42))
        let sheet = try #require(reviews.entries(in: "home")?.last)
        #expect(sheet.presentation == .sheet)
        let target = try registry.state(for: ShopRoutes.order.url(7), from: reviews)
        let plan = try NavigationPlanner.plan(from: reviews, to: target)
        #expect(plan.steps == [.dismiss(1..<2, tab: 0), .selectTab(1), .push(0..<2, tab: 1)])
        #expect(reviews.entries(of: plan.steps[0]) == [sheet])
        #expect(plan.result.urls("home") == ["shop://product/42"])
        #expect(plan.result.entries(in: "home")?.first?.id == reviews.entries(in: "home")?.first?.id, "the product stays")
        #expect(try reviews.applying(plan.steps, from: target) == plan.result)
    }

    @Test func aLinkKeepsTheSharedPartOfTheStack() throws {
        let item = try registry.state(for: ShopRoutes.orderItem.url(7, 3))
        let target = try registry.state(for: ShopRoutes.order.url(8), from: item)
        let plan = try NavigationPlanner.plan(from: item, to: target)
        let current = try #require(item.entries(in: "orders"))
        let eight = try #require(target.entries(in: "orders")?.last)
        #expect(plan.updateSteps == [[.pop(1..<3, tab: 1), .push(1..<2, tab: 1)]])
        #expect(item.entries(of: plan.steps[0]) == current[1...])
        #expect(plan.result.entries(of: plan.steps[1]) == [eight])
        #expect(plan.result.entries(in: "orders")?.first?.id == current[0].id, "Orders keeps its identity")
        #expect(plan.result.urls("orders") == ["shop://orders", "shop://orders/8"])
        // The same link again changes nothing.
        #expect(try NavigationPlanner.plan(from: plan.result, to: registry.state(for: ShopRoutes.order.url(8), from: plan.result)).updates.isEmpty)
    }

    @Test func onboardingBlocksLinksUntilItIsDone() throws {
        let onboarding = try registry.state(for: ShopRoutes.welcome)
        let welcome = try #require(onboarding.topEntry)
        let target = try registry.state(for: ShopRoutes.order.url(7), from: onboarding)
        for mayRemove in [Blocking.none, .outsideLinks, .always] {
            let plan = try NavigationPlanner.plan(from: onboarding, to: target, options: .init(mayRemove: mayRemove))
            #expect(plan.isBlocked && plan.blockedBy == [welcome], "\(mayRemove)")
            #expect(plan.updates.isEmpty && plan.result == onboarding)
        }
        // Once onboarding is done (the screen dismissed itself), the same link goes through.
        #expect(onboarding.entries(of: .dismiss(0..<1, tab: 0)) == [welcome])
        let done = try onboarding.applying([.dismiss(0..<1, tab: 0)], from: onboarding)
        #expect(try !NavigationPlanner.plan(from: done, to: registry.state(for: ShopRoutes.order.url(7), from: done)).isBlocked)
    }

    @Test func aCheckoutInProgressStopsOutsideLinksButNotTheApp() throws {
        let checkout = try registry.state(for: ShopRoutes.checkout, from: registry.state(for: ShopRoutes.cart))
        let target = try registry.state(for: ShopRoutes.settings, from: checkout)
        let outside = try NavigationPlanner.plan(from: checkout, to: target)
        #expect(outside.blockedBy.map(\.url) == ["shop://cart/checkout"])
        let app = try NavigationPlanner.plan(from: checkout, to: target, options: .init(mayRemove: .outsideLinks))
        #expect(!app.isBlocked)
        #expect(try checkout.applying(app.steps, from: target) == app.result)
    }

    @Test func oneUpdateMakesAtMostTheAllowedPresentationChanges() throws {
        let target = try registry.state(for: ShopRoutes.checkout, from: registry.state(for: ShopRoutes.reviews.url(42)))
        #expect(target.urls("home") == ["shop://product/42", "shop://product/42/reviews", "shop://cart", "shop://cart/checkout"])
        let home = try #require(target.entries(in: "home"))
        let one = try NavigationPlanner.plan(from: cold, to: target)
        #expect(one.updateSteps == [
            [.push(0..<1, tab: 0), .present(at: 1, tab: 0)],
            [.present(at: 2, tab: 0), .push(3..<4, tab: 0)],
        ])
        #expect(one.steps.map { one.result.entries(of: $0) } == [home[0...0], home[1...1], home[2...2], home[3...3]])
        let any = try NavigationPlanner.plan(from: cold, to: target, options: .init(presentationChangesPerUpdate: nil))
        #expect(any.updateSteps == [one.steps])
        // Back out: two dismissals, one per update.
        let back = try NavigationPlanner.plan(from: target, to: registry.state(for: ShopRoutes.product.url(42), from: target), options: .init(mayRemove: .outsideLinks))
        #expect(back.updateSteps == [[.dismiss(2..<4, tab: 0)], [.dismiss(1..<2, tab: 0)]])
        #expect(back.steps.map { target.entries(of: $0).map(\.url) } == [["shop://cart", "shop://cart/checkout"], ["shop://product/42/reviews"]])
    }

    @Test func aTargetTheUICannotShowIsATypedError() throws {
        let reviews = try registry.state(for: ShopRoutes.reviews.url(42))
        var hidden = reviews
        hidden.selectedTab = "orders"
        let error = #expect(throws: NavigationError.unreachableTarget("shop://product/42/reviews", reason: "", fix: "")) {
            try NavigationPlanner.plan(from: cold, to: hidden)
        }
        #expect(error?.fix.contains("presentationsCoverTabs") == true)
        // A UI that presents within each tab can.
        let plan = try NavigationPlanner.plan(from: cold, to: hidden, options: .init(presentationsCoverTabs: false))
        #expect(try cold.applying(plan.steps, from: hidden) == hidden)
        let other = NavigationState(tabs: ["home", "orders"])
        #expect(throws: NavigationError.self) { try NavigationPlanner.plan(from: cold, to: other) }
    }

    @Test func aStepThatDoesNotFitIsRefusedAndChangesNothing() throws {
        let reviews = try registry.state(for: ShopRoutes.reviews.url(42))
        var state = reviews
        // A pop of the product leaves the sheet above it; a pop of the sheet pops a presentation.
        let error = #expect(throws: NavigationError.self) { try state.apply(.pop(0..<1, tab: 0), from: reviews) }
        #expect(error?.code == .invalidStep)
        #expect(throws: NavigationError.self) { try state.apply(.pop(1..<2, tab: 0), from: reviews) }
        // A dismissal of the pushed product, or of the sheet without the top.
        #expect(throws: NavigationError.self) { try state.apply(.dismiss(0..<2, tab: 0), from: reviews) }
        #expect(throws: NavigationError.self) { try state.apply(.dismiss(1..<1, tab: 0), from: reviews) }
        // Additions: in a tab the state lacks, below the top, or of entries the target does not show as such.
        #expect(throws: NavigationError.self) { try state.apply(.push(2..<3, tab: 3), from: reviews) }
        #expect(throws: NavigationError.self) { try state.apply(.push(0..<1, tab: 0), from: reviews) }
        #expect(throws: NavigationError.self) { try state.apply(.push(2..<3, tab: 0), from: reviews) }
        var withCart = reviews, pushedProduct = reviews
        withCart.tabs[0].entries.append(try registry.entry(for: ShopRoutes.cart))
        pushedProduct.tabs[0].entries.append(try registry.entry(for: ShopRoutes.product.url(43)))
        #expect(throws: NavigationError.self) { try state.apply(.push(2..<3, tab: 0), from: withCart) }
        #expect(pushedProduct.urls("home") == ["shop://product/42", "shop://product/42/reviews", "shop://product/43"])
        #expect(throws: NavigationError.self) { try state.apply(.present(at: 2, tab: 0), from: pushedProduct) }
        #expect(state == reviews)
        // What fits is taken.
        try state.apply(.push(2..<3, tab: 0), from: pushedProduct)
        #expect(state == pushedProduct)
    }
}
