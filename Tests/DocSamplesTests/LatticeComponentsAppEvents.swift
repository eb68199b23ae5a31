// The article "App events" (LatticeComponents). The UIKit and SwiftUI bridges compile where
// those frameworks exist (Apple platforms); on Linux only their text is checked, verbatim.
import Foundation
import LatticeComponents
import LatticeCore
import LatticeGraph
import Testing

// sample: Sources/LatticeComponents/LatticeComponents.docc/AppEvents.md#1
struct ProductComponent: Component {
    let name = "Product"
    let version = SemanticVersion(1, 0, 0)

    func handle(_ event: AppEvent, context: ComponentContext) async {
        if let activity = event.userActivity, activity.type == "com.example.shop.product",
           let id = activity.userInfo["product"] {
            print("Continue with product \(id)")
        } else if let push = event.remoteNotification, let order = push.userInfo["order"] {
            print("Order \(order): \(push.title ?? "updated")")
        } else if event.name == .memoryWarning {
            print("Drop the image cache")
        }
    }
}
// end sample

// UIApplicationShortcutItem and the scene delegate's shortcut callback are iOS's (and Mac
// Catalyst's) alone: tvOS and watchOS have UIKit without them.
#if os(iOS)
extension ShopApp {
    // What the reader infers: the app's host, made once.
    static func makeHost() -> ComponentHost {
        try! ComponentHost(components: components, layers: nil)
    }
}

// sample: Sources/LatticeComponents/LatticeComponents.docc/AppEvents.md#2
import LatticeComponents
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let host: ComponentHost = ShopApp.makeHost()
    private var lifecycle = AppLifecycle()
    private let events: AsyncStream<AppEvent>.Continuation

    override init() {
        let (stream, events) = AsyncStream.makeStream(of: AppEvent.self)
        self.events = events
        super.init()
        Task { [host] in
            try await host.boot()
            for await event in stream { await host.send(event) }
        }
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        forward(.didFinishLaunching)
        return true
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { forward(.memoryWarning) }
    func applicationWillTerminate(_ application: UIApplication) { forward(.willTerminate) }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
    ) async -> UIBackgroundFetchResult {
        forward(.remoteNotification(RemoteNotification(userInfo: Self.strings(userInfo))))
        return .newData
    }

    /// What a scene delegate reports: its scene's new phase, `nil` when it disconnected.
    func scene(_ scene: UIScene, isNow phase: AppLifecycle.Phase?) {
        lifecycle.update(scene: scene.session.persistentIdentifier, to: phase).forEach(forward)
    }

    func forward(_ event: AppEvent) {
        events.yield(event)
    }

    /// A system dictionary as strings: the keys and values that are strings, or describe themselves.
    static func strings(_ info: [AnyHashable: Any]?) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in info ?? [:] { result["\(key)"] = value as? String ?? "\(value)" }
        return result
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var app: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        options.userActivities.forEach { self.scene(scene, continue: $0) }
        if let item = options.shortcutItem { app?.forward(Self.event(item)) }
    }

    func sceneWillEnterForeground(_ scene: UIScene) { app?.scene(scene, isNow: .inactive) }
    func sceneDidBecomeActive(_ scene: UIScene) { app?.scene(scene, isNow: .active) }
    func sceneWillResignActive(_ scene: UIScene) { app?.scene(scene, isNow: .inactive) }
    func sceneDidEnterBackground(_ scene: UIScene) { app?.scene(scene, isNow: .background) }
    func sceneDidDisconnect(_ scene: UIScene) { app?.scene(scene, isNow: nil) }

    func scene(_ scene: UIScene, continue activity: NSUserActivity) {
        app?.forward(.userActivity(UserActivity(
            type: activity.activityType, webpageURL: activity.webpageURL,
            userInfo: AppDelegate.strings(activity.userInfo), title: activity.title)))
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
        app?.forward(Self.event(shortcutItem))
        return true
    }

    static func event(_ item: UIApplicationShortcutItem) -> AppEvent {
        .shortcutItem(ShortcutItem(type: item.type, title: item.localizedTitle, userInfo: AppDelegate.strings(item.userInfo)))
    }
}
// end sample
#endif

#if canImport(SwiftUI)
// sample: Sources/LatticeComponents/LatticeComponents.docc/AppEvents.md#3
import LatticeComponents
import SwiftUI

struct ShopScene: Scene {
    let host: ComponentHost
    let events: AsyncStream<AppEvent>.Continuation
    @Environment(\.scenePhase) private var scenePhase
    @State private var lifecycle = AppLifecycle()

    var body: some Scene {
        WindowGroup {
            Text("Shop")
                .onContinueUserActivity("com.example.shop.product") { activity in
                    events.yield(.userActivity(UserActivity(
                        type: activity.activityType, webpageURL: activity.webpageURL, title: activity.title)))
                }
        }
        .onChange(of: scenePhase, initial: true) { _, phase in
            let reported: AppLifecycle.Phase? = switch phase {
            case .active: .active
            case .inactive: .inactive
            case .background: .background
            @unknown default: nil
            }
            if let reported { lifecycle.update(reported).forEach { events.yield($0) } }
        }
    }
}
// end sample
#endif

@Suite("LatticeComponents article: app events")
struct AppEventsArticle {
    struct Part: Component {
        let name: String
        let version = SemanticVersion(1, 0, 0)
        var dependencies: [ComponentDependency] = []
    }

    @Test("a component reads the payloads of the app events")
    func payloads() async throws {
        let host = try ComponentHost(components: [ProductComponent()], layers: nil)
        try await host.boot()
        await host.send(.userActivity(UserActivity(type: "com.example.shop.product", userInfo: ["product": "42"])))
        await host.send(.remoteNotification(RemoteNotification(userInfo: ["order": "7"], title: "Shipped")))
        await host.send(.memoryWarning)
        #expect(host.runningComponents == ["Product"])
        await host.shutdown()
    }

    @Test("the lifecycle says which events a scene's phases mean")
    func lifecycle() {
        // sample: Sources/LatticeComponents/AppLifecycle.swift#1
        var lifecycle = AppLifecycle()
        lifecycle.update(.active)       // [willEnterForeground, didBecomeActive]
        lifecycle.update(.inactive)     // [willResignActive]
        lifecycle.update(.background)   // [didEnterBackground]
        lifecycle.update(.active)       // [willEnterForeground, didBecomeActive]
        // end sample
        var again = AppLifecycle()
        #expect(again.update(.active).map(\.name) == [.willEnterForeground, .didBecomeActive])
        #expect(again.update(.inactive).map(\.name) == [.willResignActive])
        #expect(again.update(.background).map(\.name) == [.didEnterBackground])
        #expect(again.update(.active).map(\.name) == [.willEnterForeground, .didBecomeActive])
        #expect(lifecycle == again)
    }

    @Test("one component stops, starts and restarts while the app runs")
    func restart() async throws {
        let host = try ComponentHost(components: [
            Part(name: "Log"), Part(name: "Cart", dependencies: [ComponentDependency("Log")]),
            Part(name: "Checkout", dependencies: [ComponentDependency("Cart")]),
        ], layers: nil)
        try await host.boot()
        // sample: Sources/LatticeComponents/LatticeComponents.docc/AppEvents.md#4
        let stopped = try await host.stop("Cart")        // ["Checkout", "Cart"]
        try await host.start("Cart")                     // Checkout stays stopped
        let restarted = try await host.restart("Cart")   // ["Cart"]: Checkout was not running
        print(stopped, restarted)
        // end sample
        #expect(stopped == ["Checkout", "Cart"])
        #expect(restarted == ["Cart"])
        #expect(host.runningComponents == ["Log", "Cart"])
        await host.shutdown()
    }
}
