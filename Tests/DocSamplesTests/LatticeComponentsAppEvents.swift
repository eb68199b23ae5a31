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

#if canImport(UIKit)
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

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        Task { try await host.boot(); await host.send(.didFinishLaunching) }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { forward(.didBecomeActive) }
    func applicationWillResignActive(_ application: UIApplication) { forward(.willResignActive) }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { forward(.memoryWarning) }
    func applicationWillTerminate(_ application: UIApplication) { forward(.willTerminate) }

    func application(
        _ application: UIApplication, continue activity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        forward(.userActivity(UserActivity(
            type: activity.activityType, webpageURL: activity.webpageURL,
            userInfo: Self.strings(activity.userInfo), title: activity.title)))
        return true
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
    ) async -> UIBackgroundFetchResult {
        await host.send(.remoteNotification(RemoteNotification(userInfo: Self.strings(userInfo))))
        return .newData
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem
    ) async -> Bool {
        await host.send(.shortcutItem(ShortcutItem(
            type: shortcutItem.type, title: shortcutItem.localizedTitle,
            userInfo: Self.strings(shortcutItem.userInfo))))
        return true
    }

    private func forward(_ event: AppEvent) {
        Task { await host.send(event) }
    }

    /// A system dictionary as strings: the keys and values that are strings, or describe themselves.
    static func strings(_ info: [AnyHashable: Any]?) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in info ?? [:] { result["\(key)"] = value as? String ?? "\(value)" }
        return result
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
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            Text("Shop")
                .onContinueUserActivity("com.example.shop.product") { activity in
                    let event = AppEvent.userActivity(UserActivity(
                        type: activity.activityType, webpageURL: activity.webpageURL, title: activity.title))
                    Task { await host.send(event) }
                }
        }
        .onChange(of: scenePhase) { _, phase in
            let event: AppEvent? = switch phase {
            case .active: .didBecomeActive
            case .inactive: .willResignActive
            case .background: .didEnterBackground
            @unknown default: nil
            }
            if let event { Task { await host.send(event) } }
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
