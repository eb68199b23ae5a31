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

    /// What `step` does, without identities.
    public init(_ step: NavigationStep) {
        switch step {
        case .dismiss(let entry, let tab): self = .dismiss(entry.url, tab: tab)
        case .pop(let entries, let tab): self = .pop(entries.map(\.url), tab: tab)
        case .selectTab(let tab): self = .selectTab(tab)
        case .push(let entries, let tab): self = .push(entries.map(\.url), tab: tab)
        case .present(let entry, let tab): self = .present(ShownScreens.Screen(entry), tab: tab)
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
