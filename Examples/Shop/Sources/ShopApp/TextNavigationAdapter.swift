import ShopInterfaces

/// The navigation adapter of a terminal: it writes the steps of each update on one line.
/// A terminal keeps nothing on screen, so there is nothing else to change; the session
/// renders the screen on top once the navigator has shown a link.
@MainActor
final class TextNavigationAdapter: NavigationAdapter {
    private let display: any Display
    /// What the terminal shows: the state the positions of a dismissal or a pop refer to.
    private var shown: NavigationState

    /// An adapter writing on `display`, whose screen shows `state` (the navigator's first).
    init(display: any Display, showing state: NavigationState) {
        self.display = display
        shown = state
    }

    func apply(_ update: ArraySlice<NavigationStep>, leadingTo state: NavigationState) async {
        display.detail("  ↳ " + update.map { describe($0, leadingTo: state) }.joined(separator: " · "))
        shown = state
    }

    /// Takes `state` as shown: what the user changed by hand (`back`, `close`, `tab`).
    func userChanged(to state: NavigationState) {
        shown = state
    }

    /// `push /orders, /orders/7`, `sheet /login`, `tab orders`: a removal's entries are read
    /// from what was shown, an addition's from the state the update leads to.
    private func describe(_ step: NavigationStep, leadingTo state: NavigationState) -> String {
        switch step.action {
        case .dismiss: "dismiss \(Self.urls(shown.entries(of: step).prefix(1)))"
        case .pop: "pop \(Self.urls(shown.entries(of: step)))"
        case .selectTab: "tab \(state.tabs[step.tab].id)"
        case .push: "push \(Self.urls(state.entries(of: step)))"
        case .present: state.entries(of: step).map { "\($0.presentation) \($0.url)" }.joined()
        }
    }

    private static func urls(_ entries: ArraySlice<NavigationEntry>) -> String {
        entries.map(\.url).joined(separator: ", ")
    }
}
