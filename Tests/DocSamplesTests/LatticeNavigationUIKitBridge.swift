// The LatticeNavigation article "SwiftUI and UIKit bridges", UIKit's part. Compiled where
// UIKit exists; the verbatim test reads this copy on every platform, Linux included.
#if canImport(UIKit) && !os(watchOS)
// sample: Sources/LatticeNavigation/LatticeNavigation.docc/SwiftUIAndUIKitBridges.md#2
import LatticeNavigation
import LatticeRouting
import UIKit

@MainActor
func showNavigation(in window: UIWindow, registry: DestinationRegistry, router: Router) -> Navigator {
    let adapter = UIKitNavigationAdapter(tabs: [("home", HomeViewController()), ("orders", OrdersViewController())]) { entry in
        switch entry.pattern {
        case "shop://orders/:id<int>": OrderViewController(entry: entry)
        default: ScreenViewController(entry: entry)
        }
    }
    let navigator = Navigator(registry: registry, router: router, adapter: adapter)
    adapter.navigator = navigator
    window.rootViewController = adapter.tabBarController
    return navigator
}
// end sample

/// The view controllers a reader would have.
final class HomeViewController: UIViewController {}
final class OrdersViewController: UIViewController {}
final class OrderViewController: UIViewController {
    init(entry: NavigationEntry) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
final class ScreenViewController: UIViewController {
    init(entry: NavigationEntry) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
#endif
