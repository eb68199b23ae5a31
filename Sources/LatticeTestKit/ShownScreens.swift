public import LatticeNavigation

/// What the screens show, written as a test writes it: the selected tab and, for each tab
/// that shows something, its screens bottom first, each a URL and how it is shown.
///
/// ```swift
/// let expected = ShownScreens(selecting: "orders", ["orders": ["shop://orders", "shop://orders/7"]])
/// let start = ShownScreens(selecting: "home", ["home": ["shop://product/42", .sheet("shop://cart")]])
/// ```
///
/// It compares what a state shows, not identities: two states show the same screens when
/// their selected tabs are the same and each tab has the same URLs with the same
/// presentations (`NavigationEntry.showsSameScreen(as:)`). A tab it does not list must
/// show its root alone. ``state(in:fileID:line:)`` makes the state it describes, to start
/// a test from.
public struct ShownScreens: Hashable, Sendable, CustomStringConvertible {
    /// One screen: a URL and how it is shown. A string literal is a pushed screen.
    public struct Screen: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The URL that opens it.
        public var url: String
        /// How it is shown.
        public var presentation: Presentation

        /// The screen of `url`, shown with `presentation`.
        public init(_ url: String, presentation: Presentation = .push) {
            self.url = url
            self.presentation = presentation
        }

        /// The pushed screen of `url`: `"shop://orders"`.
        public init(stringLiteral url: String) {
            self.init(url)
        }

        /// The screen `entry` shows.
        public init(_ entry: NavigationEntry) {
            self.init(entry.url, presentation: entry.presentation)
        }

        /// The screen of `url`, presented as a sheet.
        public static func sheet(_ url: String) -> Screen {
            Screen(url, presentation: .sheet)
        }

        /// The screen of `url`, presented over everything.
        public static func fullScreenCover(_ url: String) -> Screen {
            Screen(url, presentation: .fullScreenCover)
        }

        /// The URL for a pushed screen, else the presentation and the URL: `sheet shop://cart`.
        public var description: String {
            presentation == .push ? url : "\(presentation) \(url)"
        }
    }

    /// The selected tab.
    public var selectedTab: TabID
    /// The screens of each tab that shows more than its root, bottom first.
    public var tabs: [TabID: [Screen]]

    /// `tabs`' screens, with `tab` selected (`TabID.main`, the one tab of an app without
    /// tabs, by default).
    public init(selecting tab: TabID = .main, _ tabs: [TabID: [Screen]] = [:]) {
        self.selectedTab = tab
        self.tabs = tabs.filter { !$0.value.isEmpty }
    }

    /// What `state` shows.
    public init(_ state: NavigationState) {
        var tabs: [TabID: [Screen]] = [:]
        for tab in state.tabs where !tab.entries.isEmpty {
            tabs[tab.id] = tab.entries.map(Screen.init)
        }
        self.init(selecting: state.selectedTab, tabs)
    }

    /// The state that shows these screens, with the registry's tabs: each screen's entry
    /// made by `DestinationRegistry.entry(for:presentation:id:fileID:line:)`.
    ///
    /// - Throws: `NavigationError.Code.unknownTab` for a tab the registry lacks;
    ///   `NavigationError.Code.unknownDestination` for a URL no destination matches.
    public func state(in registry: DestinationRegistry, fileID: String = #fileID, line: Int = #line) throws(NavigationError) -> NavigationState {
        var state = NavigationState(tabs: registry.tabs, selectedTab: selectedTab)
        guard registry.tabs.contains(selectedTab) else {
            throw NavigationError.unknownTab(selectedTab, known: registry.tabs, fileID: fileID, line: line)
        }
        for (tab, screens) in tabs.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let index = state.tabs.firstIndex(where: { $0.id == tab }) else {
                throw NavigationError.unknownTab(tab, known: registry.tabs, fileID: fileID, line: line)
            }
            var entries: [NavigationEntry] = []
            for screen in screens {
                entries.append(try registry.entry(for: screen.url, presentation: screen.presentation, fileID: fileID, line: line))
            }
            state.tabs[index].entries = entries
        }
        return state
    }

    /// What differs between these screens, expected, and what `state` shows, one line
    /// each; empty when `state` shows them.
    public func differences(from state: NavigationState) -> [String] {
        var lines: [String] = []
        if state.selectedTab != selectedTab {
            lines.append("selected tab: expected '\(selectedTab)', got '\(state.selectedTab)'")
        }
        let known = Set(state.tabs.map(\.id))
        for tab in tabs.keys.sorted(by: { $0.rawValue < $1.rawValue }) where !known.contains(tab) {
            lines.append("tab '\(tab)': expected \(Self.list(tabs[tab] ?? [])), but the state has no such tab")
        }
        for tab in state.tabs {
            let expected = tabs[tab.id] ?? []
            let shown = tab.entries.map(Screen.init)
            guard shown != expected else { continue }
            lines.append("tab '\(tab.id)': expected \(Self.list(expected)), got \(Self.list(shown))")
        }
        return lines
    }

    /// `[shop://orders, sheet shop://cart]`.
    static func list(_ screens: [Screen]) -> String {
        "[\(screens.map(\.description).joined(separator: ", "))]"
    }

    /// `orders: [shop://orders, shop://orders/7] (selected)`, a tab a line.
    public var description: String {
        let names = tabs.keys.sorted { $0.rawValue < $1.rawValue }
        let lines = names.map { "\($0): \(Self.list(tabs[$0] ?? []))\($0 == selectedTab ? " (selected)" : "")" }
        return lines.isEmpty ? "\(selectedTab): [] (selected)" : lines.joined(separator: "\n")
    }
}
