// The doc comments' samples of running components alone, restarting one, and the app
// events' payloads (LatticeComponents). The shop the reader infers is in
// LatticeComponentsRunningAlone.swift.
import Foundation
import LatticeComponents
import LatticeGraph
import LatticeRouting
import LatticeServices
import Testing

@Suite("LatticeComponents doc comments: alone, restart, payloads")
struct LatticeComponentsAloneDocComments {
    struct Part: Component {
        let name: String
        let version = SemanticVersion(1, 0, 0)
        var dependencies: [ComponentDependency] = []
    }

    @Test("stand-ins declare services and register anything else")
    func standIns() throws {
        // sample: Sources/LatticeComponents/StandIns.swift#1
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self) { _ in FixedCatalog(products: []) }
        standIns.provide((any Pricing).self, instance: FixedPricing())
        standIns.register { context in
            try context.router.add("/login", owner: "stand-ins") { _ in .handled }
        }
        // end sample
        #expect(standIns.services == [ServiceKeyDescriptor((any CatalogProviding).self), ServiceKeyDescriptor((any Pricing).self)])
    }

    @Test("a feature runs alone with a stand-in")
    func runningAlone() async throws {
        // sample: Sources/LatticeComponents/ComponentHost+RunningAlone.swift#1
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self) { _ in FixedCatalog(products: []) }
        let host = try ComponentHost(
            running: ["ProductDetail"], of: ShopApp.components, replacing: ["Network"], standIns: standIns, layers: nil)
        let report = try await host.boot()   // "Running alone: ProductDetail (+2 dependencies); …"
        // end sample
        #expect("\(report)".contains("Running alone: ProductDetail (+2 dependencies); "))
        await host.shutdown()
    }

    @Test("stop, start and restart one component")
    func restart() async throws {
        let host = try ComponentHost(components: [
            Part(name: "Log"), Part(name: "Payments", dependencies: [ComponentDependency("Log")]),
            Part(name: "Checkout", dependencies: [ComponentDependency("Payments")]),
        ], layers: nil)
        try await host.boot()
        // sample: Sources/LatticeComponents/ComponentHost+Restart.swift#1
        let stopped = try await host.stop("Payments")      // ["Checkout", "Payments"]
        try await host.start("Payments")                    // Checkout stays stopped
        // end sample
        #expect(stopped == ["Checkout", "Payments"])
        #expect(host.runningComponents == ["Log", "Payments"])
        try await host.start("Checkout")
        // sample: Sources/LatticeComponents/ComponentHost+Restart.swift#2
        try await host.restart("Payments")       // ["Payments", "Checkout"]
        // end sample
        #expect(try await host.restart("Payments") == ["Payments", "Checkout"])
        await host.shutdown()
    }

    @Test("the app events' payloads")
    func payloads() async throws {
        let keeper = Keeper()
        let host = try ComponentHost(components: [keeper], layers: nil)
        try await host.boot()
        // sample: Sources/LatticeComponents/UserActivity.swift#1
        await host.send(.userActivity(UserActivity(
            type: "com.example.shop.product", webpageURL: URL(string: "https://shop.example.com/product/42"),
            userInfo: ["product": "42"])))
        // end sample
        // sample: Sources/LatticeComponents/ShortcutItem.swift#1
        await host.send(.shortcutItem(ShortcutItem(type: "com.example.shop.search", title: "Search")))
        // end sample
        // sample: Sources/LatticeComponents/RemoteNotification.swift#1
        await host.send(.remoteNotification(RemoteNotification(
            userInfo: ["order": "1234"], title: "Shipped", body: "Your order is on its way")))
        // end sample
        let names = keeper.names.values
        #expect(names == ["continueUserActivity", "performShortcut", "didReceiveRemoteNotification"])
        await host.shutdown()
    }

    struct Keeper: Component {
        let name = "Keeper"
        let version = SemanticVersion(1, 0, 0)
        let names = Recorder<String>()
        func handle(_ event: AppEvent, context: ComponentContext) async { names.record(event.name.rawValue) }
    }
}
