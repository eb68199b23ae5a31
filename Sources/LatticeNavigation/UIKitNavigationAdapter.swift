#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// Shows a ``Navigator``'s state with UIKit: a `UITabBarController` whose tabs are
/// `UINavigationController`s, and each presented entry in a navigation controller of its
/// own, presented over the one below.
///
/// The navigator hands it each update of a plan; it makes the steps with UIKit's own calls
/// (select a tab, set a stack's view controllers, present, dismiss) and returns when their
/// animations are done, so the next update starts from what is on screen. What the user
/// does by hand it reports to ``navigator``, which takes it into its state: a pop (the back
/// button, a swipe back) seen by the navigation controllers' delegate, a sheet swiped away
/// seen by the presentation controller's delegate, and a tab tapped seen by the tab bar
/// controller's delegate. The view controllers are the app's: `viewController` makes one
/// for each entry, from its pattern and typed parameters. A sheet and any presentation of
/// your own are presented with UIKit's automatic style, a full-screen cover full screen.
///
/// It starts from the tabs' root screens alone; a restored state or a link at launch is
/// shown through the navigator (``Navigator/restore(_:)``, ``Navigator/open(_:origin:fileID:line:)``).
/// Create the adapter, then the navigator with it, then set ``navigator`` (held weakly:
/// the navigator holds the adapter).
@MainActor
public final class UIKitNavigationAdapter: NSObject, NavigationAdapter {
    /// The tab bar controller to show, the window's root.
    public let tabBarController = UITabBarController()
    /// The navigator the user's changes are reported to.
    public weak var navigator: Navigator?

    private let tabs: [TabID]
    private let viewController: @MainActor (NavigationEntry) -> UIViewController
    /// What is on screen, as the navigator last knew it.
    private var shown: NavigationState
    /// Each tab's navigation controllers, one per presentation level, bottom first.
    private var levels: [TabID: [UINavigationController]] = [:]
    /// Whether the adapter is making changes: the delegates' calls are then its own.
    private var applying = false

    /// An adapter showing `tabs`, each with its root screen, the first selected.
    ///
    /// - Parameters:
    ///   - tabs: Each tab and the view controller of its root screen (its `tabBarItem` is the tab's).
    ///   - viewController: Makes the view controller of an entry.
    public init(
        tabs: [(id: TabID, root: UIViewController)],
        viewController: @escaping @MainActor (NavigationEntry) -> UIViewController
    ) {
        self.tabs = tabs.map(\.id)
        self.viewController = viewController
        shown = NavigationState(tabs: tabs.map(\.id))
        super.init()
        tabBarController.viewControllers = tabs.map { tab in
            let navigation = UINavigationController(rootViewController: tab.root)
            navigation.tabBarItem = tab.root.tabBarItem
            navigation.delegate = self
            levels[tab.id] = [navigation]
            return navigation
        }
        tabBarController.delegate = self
    }

    /// Makes the steps of `update` on screen, in order, awaiting each animation.
    public func apply(_ update: ArraySlice<NavigationStep>, leadingTo state: NavigationState) async {
        applying = true
        defer {
            applying = false
            shown = state
        }
        for step in update where state.tabs.indices.contains(step.tab) {
            let tab = state.tabs[step.tab].id
            switch step.action {
            case .selectTab:
                if let index = tabs.firstIndex(of: tab) { tabBarController.selectedIndex = index }
            case .push:
                guard let top = levels[tab]?.last else { continue }
                let pushed = state.entries(of: step).map(viewController)
                await transition(of: top) { top.setViewControllers(top.viewControllers + pushed, animated: true) }
            case .pop:
                guard let top = levels[tab]?.last else { continue }
                let kept = max(top.viewControllers.count - step.positions.count, 1)
                await transition(of: top) { top.setViewControllers(Array(top.viewControllers.prefix(kept)), animated: true) }
            case .present:
                guard let below = levels[tab]?.last, let entry = state.entries(of: step).first else { continue }
                let presented = UINavigationController(rootViewController: viewController(entry))
                presented.modalPresentationStyle = entry.presentation == .fullScreenCover ? .fullScreen : .automatic
                presented.delegate = self
                presented.presentationController?.delegate = self
                levels[tab, default: []].append(presented)
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    below.present(presented, animated: true) { done.resume() }
                }
            case .dismiss:
                guard let stack = levels[tab], stack.count > 1, let top = stack.last else { continue }
                levels[tab]?.removeLast()
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    top.dismiss(animated: true) { done.resume() }
                }
            }
        }
    }

    /// Makes `change` and waits for the navigation controller's transition, if it animates.
    private func transition(of navigation: UINavigationController, _ change: () -> Void) async {
        change()
        guard let coordinator = navigation.transitionCoordinator else { return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            // `false` when the transition could not queue the completion: it will not run.
            if !coordinator.animate(alongsideTransition: nil, completion: { _ in done.resume() }) { done.resume() }
        }
    }

    /// The tab and level of `navigation`, if it is one of the adapter's.
    private func place(of navigation: UIViewController) -> (tab: TabID, level: Int)? {
        for (tab, stack) in levels {
            if let level = stack.firstIndex(where: { $0 === navigation }) { return (tab, level) }
        }
        return nil
    }

    /// Reports a change the user made to the navigator, and keeps what it took in (the
    /// screen already shows it); the navigator logs a change it refuses.
    private func report(_ change: String, _ take: (Navigator) throws(NavigationError) -> Void) {
        guard let navigator, navigator.takeChangeByHand(change, take) else { return }
        shown = navigator.state
    }
}

extension UIKitNavigationAdapter: UINavigationControllerDelegate {
    /// A navigation controller showing fewer screens than the state has: the user popped them.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard !applying, let (tab, level) = place(of: navigationController),
              let stacks = shown.tabs.first(where: { $0.id == tab })?.stacks, level < stacks.count else { return }
        // Level 0 has the tab's root screen below its entries; a presented level starts with its entry.
        let expected = stacks[level].count + (level == 0 ? 1 : 0)
        let popped = expected - navigationController.viewControllers.count
        guard popped > 0 else { return }
        report("pop \(popped) in '\(tab)'") { (navigator) throws(NavigationError) in try navigator.userPopped(popped, in: tab) }
    }
}

extension UIKitNavigationAdapter: UIAdaptivePresentationControllerDelegate {
    /// A presented navigation controller the user swiped away.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard !applying, let (tab, level) = place(of: presentationController.presentedViewController), level > 0 else { return }
        levels[tab]?.removeSubrange(level...)
        report("dismiss in '\(tab)'") { (navigator) throws(NavigationError) in try navigator.userDismissed(in: tab) }
    }
}

extension UIKitNavigationAdapter: UITabBarControllerDelegate {
    /// A tab the user tapped.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard !applying, let (tab, level) = place(of: viewController), level == 0, tab != shown.selectedTab else { return }
        report("select the tab '\(tab)'") { (navigator) throws(NavigationError) in try navigator.userSelected(tab) }
    }
}
#endif
