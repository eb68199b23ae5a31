/// Where the user is, as a value: the tabs, each with its entries, and the selected tab.
///
/// A state is what the UI shows, written down: the planner compares two of them, tests
/// assert on them, and ``saved`` writes one as URLs that
/// ``DestinationRegistry/restore(_:)`` reads back. It has no view types and no closures,
/// so it is `Hashable` and `Sendable`.
///
/// A presentation covers the tab bar, so in a state a UI shows, only the selected tab has
/// presented entries (the planner's ``NavigationPlanner/Options/presentationsCoverTabs``).
public struct NavigationState: Hashable, Sendable {
    /// The tabs, in the app's order.
    public var tabs: [NavigationTab]
    /// The selected tab.
    public var selectedTab: TabID

    /// A state with empty `tabs` (one tab, ``TabID/main``, when the list is empty), the
    /// first selected unless `selectedTab` names another.
    public init(tabs: [TabID], selectedTab: TabID? = nil) {
        let ids = tabs.isEmpty ? [TabID.main] : tabs
        self.tabs = ids.map { NavigationTab($0) }
        self.selectedTab = selectedTab ?? ids[0]
    }

    /// A state with these tabs and entries.
    public init(tabs: [NavigationTab], selectedTab: TabID) {
        self.tabs = tabs
        self.selectedTab = selectedTab
    }

    /// The entries of `tab`, bottom first; `nil` when the state has no such tab.
    public func entries(in tab: TabID) -> [NavigationEntry]? {
        tabs.first { $0.id == tab }?.entries
    }

    /// The topmost entry of the selected tab: the screen the user sees, unless the tab
    /// shows its root.
    public var topEntry: NavigationEntry? {
        entries(in: selectedTab)?.last
    }

    /// Every entry of every tab.
    public var allEntries: [NavigationEntry] {
        tabs.flatMap(\.entries)
    }

    /// Applies `step`, checking that it fits: the entries a dismissal or a pop names are
    /// at the top of their tab, pushes are ``Presentation/push`` entries, a presentation is not.
    ///
    /// - Throws: ``NavigationError/Code/invalidStep`` naming what does not fit; the state
    ///   is then unchanged.
    public mutating func apply(_ step: NavigationStep, fileID: String = #fileID, line: Int = #line) throws(NavigationError) {
        func fail(_ reason: String) -> NavigationError {
            NavigationError.invalidStep("\(step)", reason: reason, fileID: fileID, line: line)
        }
        guard let index = tabs.firstIndex(where: { $0.id == step.tab }) else {
            throw fail("the state has no tab '\(step.tab)'")
        }
        var entries = tabs[index].entries
        switch step {
        case .dismiss(let entry, _):
            guard let top = tabs[index].topPresentedIndex, entries[top].id == entry.id else {
                throw fail("'\(entry.url)' is not the topmost presented entry of '\(step.tab)'")
            }
            entries.removeSubrange(top...)
        case .pop(let popped, _):
            guard !popped.isEmpty, popped.allSatisfy({ !$0.isPresented }) else {
                throw fail("a pop takes one or more pushed entries")
            }
            guard entries.suffix(popped.count).map(\.id) == popped.map(\.id) else {
                throw fail("the entries popped are not the top of '\(step.tab)'")
            }
            entries.removeLast(popped.count)
        case .selectTab(let tab):
            selectedTab = tab
        case .push(let pushed, _):
            guard !pushed.isEmpty, pushed.allSatisfy({ !$0.isPresented }) else {
                throw fail("a push takes one or more entries whose presentation is push")
            }
            entries += pushed
        case .present(let entry, _):
            guard entry.isPresented else {
                throw fail("'\(entry.url)' is pushed, not presented")
            }
            entries.append(entry)
        }
        tabs[index].entries = entries
    }

    /// The state after `steps`, applied in order.
    ///
    /// - Throws: ``NavigationError/Code/invalidStep`` for the first step that does not fit.
    public func applying(_ steps: [NavigationStep], fileID: String = #fileID, line: Int = #line) throws(NavigationError) -> NavigationState {
        var state = self
        for step in steps { try state.apply(step, fileID: fileID, line: line) }
        return state
    }

    /// The state written as URLs, presentation names, identities and tab names: no Swift
    /// type names, so it reads back after types are renamed or moved
    /// (``DestinationRegistry/restore(_:)``).
    public var saved: SavedNavigation {
        SavedNavigation(
            selectedTab: selectedTab,
            tabs: tabs.map { tab in
                SavedNavigation.Tab(
                    id: tab.id, entries: tab.entries.map { SavedNavigation.Entry(id: $0.id, url: $0.url, presentation: $0.presentation) })
            })
    }
}
