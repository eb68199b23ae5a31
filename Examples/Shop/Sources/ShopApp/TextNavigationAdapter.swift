import ShopInterfaces

/// The navigation adapter of a terminal: it writes the steps of each update on one line.
/// A terminal keeps nothing on screen, so there is nothing else to change; the session
/// renders the screen on top once the navigator has shown a link.
@MainActor
final class TextNavigationAdapter: NavigationAdapter {
    private let display: any Display

    /// An adapter writing on `display`.
    init(display: any Display) {
        self.display = display
    }

    func apply(_ update: ArraySlice<NavigationStep>, leadingTo state: NavigationState) async {
        display.detail("  ↳ " + update.map(Self.describe).joined(separator: " · "))
    }

    /// `push /orders, /orders/7`, `sheet /login`, `tab orders`.
    static func describe(_ step: NavigationStep) -> String {
        switch step {
        case .dismiss(let entry, _): "dismiss \(entry.url)"
        case .pop(let entries, _): "pop \(entries.map(\.url).joined(separator: ", "))"
        case .selectTab(let tab): "tab \(tab)"
        case .push(let entries, _): "push \(entries.map(\.url).joined(separator: ", "))"
        case .present(let entry, _): "\(entry.presentation) \(entry.url)"
        }
    }
}
