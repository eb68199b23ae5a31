import Foundation
import LatticeComponents
import LatticeCore
import LatticeGraph
import Testing

/// Keeps the events it receives.
struct EventKeeper: Component {
    let name = "Keeper"
    let version = SemanticVersion(1, 0, 0)
    let events = LockedBox<[AppEvent]>([])

    func handle(_ event: AppEvent, context: ComponentContext) async {
        events.withLock { $0.append(event) }
    }
}

@Suite struct AppEventPayloadTests {
    @Test func theAppLevelEventsReachComponentsWithTheirPayloads() async throws {
        let keeper = EventKeeper()
        let host = try ComponentHost(components: [keeper], layers: nil)
        try await host.boot()
        let activity = UserActivity(
            type: "com.example.shop.product", webpageURL: URL(string: "https://shop.example.com/product/42"),
            userInfo: ["product": "42"], title: "Product 42")
        let shortcut = ShortcutItem(type: "com.example.shop.search", title: "Search", userInfo: ["query": ""])
        let push = RemoteNotification(userInfo: ["order": "1234"], title: "Shipped", body: "On its way", wasTapped: true)
        for event in [
            AppEvent.didFinishLaunching, .didBecomeActive, .willResignActive, .userActivity(activity),
            .shortcutItem(shortcut), .remoteNotification(push), .memoryWarning, .willTerminate,
            AppEvent("userDidLogIn", payload: 7),
        ] {
            await host.send(event)
        }
        let received = keeper.events.withLock { $0 }
        try #require(received.map(\.name.rawValue) == [
            "didFinishLaunching", "didBecomeActive", "willResignActive", "continueUserActivity", "performShortcut",
            "didReceiveRemoteNotification", "memoryWarning", "willTerminate", "userDidLogIn",
        ])
        #expect(received[3].userActivity == activity)
        #expect(received[3].userActivity?.webpageURL?.host == "shop.example.com")
        #expect(received[4].shortcutItem == shortcut)
        #expect(received[5].remoteNotification == push)
        #expect(received[5].remoteNotification?.wasTapped == true)
        #expect(received[8].payload(as: Int.self) == 7)
        await host.shutdown()
    }

    @Test func aPayloadIsReadOnlyFromItsOwnEvent() {
        // A custom event that carries a user activity is not a continued activity.
        let custom = AppEvent("handoff", payload: UserActivity(type: "x"))
        #expect(custom.userActivity == nil)
        #expect(custom.payload(as: UserActivity.self)?.type == "x")
        #expect(AppEvent.didBecomeActive.remoteNotification == nil)
        #expect(AppEvent(.performShortcut, payload: 3).shortcutItem == nil)
    }

    @Test func eventsDescribeThemselves() throws {
        let url = try #require(URL(string: "https://shop.example.com/p/1"))
        #expect("\(AppEvent.userActivity(UserActivity(type: "browse", webpageURL: url)))" == "continueUserActivity(browse https://shop.example.com/p/1)")
        #expect("\(AppEvent.shortcutItem(ShortcutItem(type: "search")))" == "performShortcut(search)")
        #expect("\(RemoteNotification(userInfo: ["b": "1", "a": "2"]))" == "[a, b]")
        #expect("\(RemoteNotification(title: "Hi"))" == "Hi")
        #expect("\(AppEvent.didBecomeActive)" == "didBecomeActive")
    }
}
