// The LatticeNavigation article "Restoration", with only Foundation and LatticeNavigation imported.
// sample: Sources/LatticeNavigation/LatticeNavigation.docc/Restoration.md#1 part 1/2
import Foundation
import LatticeNavigation
// end sample
import Testing

@Test("LatticeNavigation article Restoration: a state saved as JSON comes back without the screen the next version removed, which is reported")
func latticeNavigationRestorationArticle() throws {
    // sample: Sources/LatticeNavigation/LatticeNavigation.docc/Restoration.md#1 part 2/2
    let registry = DestinationRegistry(tabs: ["home", "orders"])
    try registry.add(Destination("shop://orders", tab: "orders"))
    try registry.add(Destination("shop://orders/:id<int>", parent: "shop://orders"))
    try registry.add(Destination("shop://orders/:id<int>/help", presentation: .sheet, parent: "shop://orders/:id<int>"))

    let state = try registry.state(for: "shop://orders/7/help")
    let data = try JSONEncoder().encode(state.saved)
    // Keep `data` where the platform keeps a scene's restoration data.
    // end sample
    #expect(state.entries(in: "orders")?.map(\.url) == ["shop://orders", "shop://orders/7", "shop://orders/7/help"])
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(!json.contains("LatticeNavigation") && !json.contains("Destination"))

    // sample: Sources/LatticeNavigation/LatticeNavigation.docc/Restoration.md#2
    let nextVersion = DestinationRegistry(tabs: ["home", "orders"])
    try nextVersion.add(Destination("shop://orders", tab: "orders"))
    try nextVersion.add(Destination("shop://orders/:id<int>", parent: "shop://orders"))

    let saved = try JSONDecoder().decode(SavedNavigation.self, from: data)
    let restoration = nextVersion.restore(saved)
    print(restoration.state.entries(in: "orders")?.map(\.url) ?? [])
    // ["shop://orders", "shop://orders/7"]
    print(restoration.dropped.map(\.code))
    // [routeGone]
    // end sample
    #expect(restoration.state.entries(in: "orders")?.map(\.url) == ["shop://orders", "shop://orders/7"])
    #expect(restoration.state.entries(in: "orders")?.map(\.id) == state.entries(in: "orders")?.prefix(2).map(\.id))
    #expect(restoration.dropped.map(\.code) == [.routeGone])
    #expect("\(restoration.dropped.map(\.code))" == "[routeGone]")
    #expect(restoration.state.selectedTab == "orders")
}
