public import LatticeNavigation

/// A `NavigationStep` written as a test writes it: the URLs it removes or adds, with no
/// identities.
///
/// ```swift
/// let steps: [ExpectedStep] = [.selectTab("orders"), .push(["shop://orders", "shop://orders/7"], tab: "orders")]
/// ```
public enum ExpectedStep: Hashable, Sendable, CustomStringConvertible {
    /// Dismisses the presented screen of this URL in `tab`, with the stack it opened.
    case dismiss(String, tab: TabID)
    /// Pops the pushed screens of these URLs, bottom first, in `tab`.
    case pop([String], tab: TabID)
    /// Selects `tab`.
    case selectTab(TabID)
    /// Pushes the screens of these URLs, bottom first, in `tab`.
    case push([String], tab: TabID)
    /// Presents the screen in `tab`.
    case present(ShownScreens.Screen, tab: TabID)

    /// What `step` does, without identities: the entries a dismissal or a pop removes are
    /// read from `before`, the state the step's update was applied to (an update removes
    /// from the top, so every removal names its positions there); those a push or a
    /// presentation adds, and the tab's name, from `after`, the state the update led to.
    public init(_ step: NavigationStep, before: NavigationState, after: NavigationState) {
        let tab = after.tabs.indices.contains(step.tab) ? after.tabs[step.tab].id : TabID("#\(step.tab)")
        switch step.action {
        case .dismiss: self = .dismiss(before.entries(of: step).first?.url ?? "?", tab: tab)
        case .pop: self = .pop(before.entries(of: step).map(\.url), tab: tab)
        case .selectTab: self = .selectTab(tab)
        case .push: self = .push(after.entries(of: step).map(\.url), tab: tab)
        case .present: self = .present(after.entries(of: step).first.map(ShownScreens.Screen.init) ?? "?", tab: tab)
        }
    }

    /// `push orders: shop://orders, shop://orders/7`, `present main: sheet shop://cart`,
    /// `select orders`.
    public var description: String {
        switch self {
        case .dismiss(let url, let tab): "dismiss \(tab): \(url)"
        case .pop(let urls, let tab): "pop \(tab): \(urls.joined(separator: ", "))"
        case .selectTab(let tab): "select \(tab)"
        case .push(let urls, let tab): "push \(tab): \(urls.joined(separator: ", "))"
        case .present(let screen, let tab): "present \(tab): \(screen)"
        }
    }
}
