// The LatticeNavigation catalog's article and doc comments, with only LatticeNavigation imported.
// sample: Sources/LatticeNavigation/LatticeNavigation.docc/StateAndPlanner.md#1 part 1/2
import LatticeNavigation
// end sample
import Testing

@Test("LatticeNavigation article: a cold-start link builds the parent chain, planned in two steps")
func latticeNavigationStateAndPlannerArticle() throws {
    // sample: Sources/LatticeNavigation/LatticeNavigation.docc/StateAndPlanner.md#1 part 2/2
    let registry = DestinationRegistry(tabs: ["home", "orders"])
    try registry.add(Destination("shop://orders", tab: "orders"))
    try registry.add(Destination("shop://orders/:id<int>", parent: "shop://orders"))
    try registry.add(Destination("shop://welcome", presentation: .fullScreenCover, tab: "home", blocking: .always))

    let coldStart = try registry.state(for: "shop://orders/7")
    print(coldStart.entries(in: "orders")?.map(\.url) ?? [])
    // ["shop://orders", "shop://orders/7"]

    let plan = try NavigationPlanner.plan(from: NavigationState(tabs: registry.tabs), to: coldStart)
    print(plan.steps.count)
    // 2: select the tab "orders", push the two entries
    // end sample
    #expect(coldStart.entries(in: "orders")?.map(\.url) == ["shop://orders", "shop://orders/7"])
    #expect(coldStart.selectedTab == "orders")
    #expect(plan.steps == [.selectTab(1), .push(0..<2, tab: 1)])
    #expect(registry.check().isEmpty)
}

@Test("LatticeNavigation doc comments: Destination declares presentation, tab, parent and blocking")
func latticeNavigationDestinationDocComment() throws {
    // sample: Sources/LatticeNavigation/Destination.swift#1
    let orders = Destination("shop://orders", tab: "account")
    let order = Destination("shop://orders/:id<int>", parent: "shop://orders")
    let onboarding = Destination("shop://welcome", presentation: .fullScreenCover, blocking: .always)
    // end sample
    let registry = DestinationRegistry(tabs: ["home", "account"])
    for destination in [orders, order, onboarding] { try registry.add(destination) }
    #expect(registry.check().isEmpty)
    let state = try registry.state(for: "shop://orders/7")
    #expect(state.selectedTab == "account")
    #expect(state.entries(in: "account")?.map(\.url) == ["shop://orders", "shop://orders/7"])
    #expect(try registry.entry(for: "shop://welcome").blocking == .always)
}
