#if canImport(SwiftUI) && canImport(Observation)
public import Observation
public import SwiftUI

/// Shows a ``Navigator``'s state in SwiftUI: the selection of a `TabView`, the path of a
/// `NavigationStack` per tab and presentation level, and the item of a sheet or cover per
/// presented entry are read from ``state`` and written back by the user's changes.
///
/// The navigator hands it each update of a plan; it sets ``state`` with an animation and
/// returns when the animation is done, so the next update starts from what is on screen.
/// What the user changes through a binding (a swipe back shortens a path, a sheet dragged
/// away sets its item to `nil`, a tab tapped sets the selection) it reports to
/// ``navigator``, which takes it into its state. The views stay the app's: the article
/// <doc:SwiftUIAndUIKitBridges> shows the few lines of `TabView`, `NavigationStack` and
/// `sheet(item:)` that bind to it.
///
/// Create the adapter, then the navigator with it, then set ``navigator`` (held weakly:
/// the navigator holds the adapter).
@MainActor
@Observable
public final class SwiftUINavigationAdapter: NavigationAdapter {
    /// The state on screen: what the views read.
    public private(set) var state: NavigationState
    /// The navigator the user's changes are reported to.
    @ObservationIgnored public weak var navigator: Navigator?

    /// An adapter showing `state`, the navigator's first state.
    public init(showing state: NavigationState) {
        self.state = state
    }

    /// Shows `state` with SwiftUI's default animation and returns when it has finished.
    public func apply(_ update: ArraySlice<NavigationStep>, leadingTo state: NavigationState) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            withAnimation {
                self.state = state
            } completion: {
                finished.resume()
            }
        }
    }

    /// The selected tab, for `TabView(selection: $navigation.selectedTab)` with
    /// `@Bindable var navigation`; a tab the user taps is reported.
    public var selectedTab: TabID {
        get { state.selectedTab }
        set {
            guard newValue != state.selectedTab else { return }
            report("select the tab '\(newValue)'") { (navigator) throws(NavigationError) in try navigator.userSelected(newValue) }
        }
    }

    /// The path of the navigation stack at `level` of `tab`, for `NavigationStack(path:)`:
    /// level 0 is the stack over the tab's root screen, level `n` the stack inside the `n`th
    /// presented entry (that entry is the stack's root, so it is not in the path). A path
    /// the user shortens (a swipe back) is reported as a pop. Push through the navigator (a
    /// link), not with `NavigationLink(value:)`: a path the view lengthens is not taken in.
    public func path(in tab: TabID, level: Int) -> Binding<[NavigationEntry]> {
        Bindable(self)[dynamicMember: \.[path: tab, level: level]]
    }

    /// The entry presented with `presentation` over `level` of `tab`, or `nil`, for
    /// `sheet(item:)` or `fullScreenCover(item:)`. A presentation the user drags away is
    /// reported as a dismissal.
    public func presented(_ presentation: Presentation, over level: Int, in tab: TabID) -> Binding<NavigationEntry?> {
        Bindable(self)[dynamicMember: \.[presented: presentation, over: level, in: tab]]
    }

    private subscript(path tab: TabID, level level: Int) -> [NavigationEntry] {
        get { pushed(in: tab, level: level) }
        set {
            let popped = pushed(in: tab, level: level).count - newValue.count
            guard popped > 0 else { return }
            report("pop \(popped) in '\(tab)'") { (navigator) throws(NavigationError) in try navigator.userPopped(popped, in: tab) }
        }
    }

    private subscript(presented presentation: Presentation, over level: Int, in tab: TabID) -> NavigationEntry? {
        get { presentedEntry(over: level, in: tab, as: presentation) }
        set {
            // SwiftUI sets `nil` when the user dismissed it; a dismissal the navigator
            // made is already in the state.
            guard newValue == nil, presentedEntry(over: level, in: tab, as: presentation) != nil else { return }
            report("dismiss in '\(tab)'") { (navigator) throws(NavigationError) in try navigator.userDismissed(in: tab) }
        }
    }

    private func stacks(in tab: TabID) -> [[NavigationEntry]] {
        state.tabs.first { $0.id == tab }?.stacks ?? [[]]
    }

    private func pushed(in tab: TabID, level: Int) -> [NavigationEntry] {
        let stacks = stacks(in: tab)
        guard level < stacks.count else { return [] }
        return level == 0 ? stacks[0] : Array(stacks[level].dropFirst())
    }

    private func presentedEntry(over level: Int, in tab: TabID, as presentation: Presentation) -> NavigationEntry? {
        let stacks = stacks(in: tab)
        guard level + 1 < stacks.count, let entry = stacks[level + 1].first, entry.presentation == presentation else { return nil }
        return entry
    }

    /// Reports a change the user made to the navigator, and keeps what it took in (the
    /// screen already shows it); the navigator logs a change it refuses.
    private func report(_ change: String, _ take: (Navigator) throws(NavigationError) -> Void) {
        guard let navigator, navigator.takeChangeByHand(change, take) else { return }
        state = navigator.state
    }
}
#endif
