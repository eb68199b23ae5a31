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
        let orders = try #require(target.entries(in: "orders"))
        #expect(plan.updates == [[.selectTab("orders"), .push(orders[...], tab: "orders")]])
        #expect(plan.result == target)
        #expect(try cold.applying(plan.steps) == target)
    }

    @Test func aLinkFromAStateWithASheetOpenDismissesItFirst() throws {
        let reviews = try registry.state(for: ShopRoutes.reviews.url(42))
        let sheet = try #require(reviews.entries(in: "home")?.last)
        #expect(sheet.presentation == .sheet)
        let target = try registry.state(for: ShopRoutes.order.url(7), from: reviews)
        let plan = try NavigationPlanner.plan(from: reviews, to: target)
        let orders = try #require(target.entries(in: "orders"))
        #expect(plan.steps == [.dismiss(sheet, tab: "home"), .selectTab("orders"), .push(orders[...], tab: "orders")])
        #expect(plan.result.urls("home") == ["shop://product/42"])
        #expect(plan.result.entries(in: "home")?.first?.id == reviews.entries(in: "home")?.first?.id, "the product stays")
        #expect(try reviews.applying(plan.steps) == plan.result)
    }

    @Test func aLinkKeepsTheSharedPartOfTheStack() throws {
        let item = try registry.state(for: ShopRoutes.orderItem.url(7, 3))
        let target = try registry.state(for: ShopRoutes.order.url(8), from: item)
        let plan = try NavigationPlanner.plan(from: item, to: target)
        let current = try #require(item.entries(in: "orders"))
        let eight = try #require(target.entries(in: "orders")?.last)
        #expect(plan.updates == [[.pop(current[1...], tab: "orders"), .push([eight], tab: "orders")]])
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
        let done = try onboarding.applying([.dismiss(welcome, tab: "home")])
        #expect(try !NavigationPlanner.plan(from: done, to: registry.state(for: ShopRoutes.order.url(7), from: done)).isBlocked)
    }

    @Test func aCheckoutInProgressStopsOutsideLinksButNotTheApp() throws {
        let checkout = try registry.state(for: ShopRoutes.checkout, from: registry.state(for: ShopRoutes.cart))
        let target = try registry.state(for: ShopRoutes.settings, from: checkout)
        let outside = try NavigationPlanner.plan(from: checkout, to: target)
        #expect(outside.blockedBy.map(\.url) == ["shop://cart/checkout"])
        let app = try NavigationPlanner.plan(from: checkout, to: target, options: .init(mayRemove: .outsideLinks))
        #expect(!app.isBlocked)
        #expect(try checkout.applying(app.steps) == app.result)
    }

    @Test func oneUpdateMakesAtMostTheAllowedPresentationChanges() throws {
        let target = try registry.state(for: ShopRoutes.checkout, from: registry.state(for: ShopRoutes.reviews.url(42)))
        #expect(target.urls("home") == ["shop://product/42", "shop://product/42/reviews", "shop://cart", "shop://cart/checkout"])
        let home = try #require(target.entries(in: "home"))
        let one = try NavigationPlanner.plan(from: cold, to: target)
        #expect(one.updates == [
            [.push([home[0]], tab: "home"), .present(home[1], tab: "home")],
            [.present(home[2], tab: "home"), .push([home[3]], tab: "home")],
        ])
        let any = try NavigationPlanner.plan(from: cold, to: target, options: .init(presentationChangesPerUpdate: nil))
        #expect(any.updates == [one.steps[...]])
        // Back out: two dismissals, one per update.
        let back = try NavigationPlanner.plan(from: target, to: registry.state(for: ShopRoutes.product.url(42), from: target), options: .init(mayRemove: .outsideLinks))
        #expect(back.updates == [[.dismiss(home[2], tab: "home")], [.dismiss(home[1], tab: "home")]])
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
        #expect(try cold.applying(plan.steps) == hidden)
        let other = NavigationState(tabs: ["home", "orders"])
        #expect(throws: NavigationError.self) { try NavigationPlanner.plan(from: cold, to: other) }
    }

    @Test func aStepThatDoesNotFitIsRefusedAndChangesNothing() throws {
        let reviews = try registry.state(for: ShopRoutes.reviews.url(42))
        let product = try #require(reviews.entries(in: "home")?.first)
        var state = reviews
        let error = #expect(throws: NavigationError.self) { try state.apply(.pop([product], tab: "home")) }
        #expect(error?.code == .invalidStep)
        #expect(throws: NavigationError.self) { try state.apply(.dismiss(product, tab: "home")) }
        #expect(throws: NavigationError.self) { try state.apply(.push([product], tab: "wishlist")) }
        #expect(throws: NavigationError.self) { try state.apply(.present(product, tab: "home")) }
        #expect(state == reviews)
    }
}
