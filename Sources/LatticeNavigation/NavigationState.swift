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

    /// The entries `step` names in this state: the entries a dismissal or a pop removes
    /// when this is the state it is applied to, or the entries a push or a presentation
    /// adds when this is the state it leads to (or its plan's ``NavigationPlan/result``).
    /// Empty when the state has no such tab or entries.
    public func entries(of step: NavigationStep) -> ArraySlice<NavigationEntry> {
        guard tabs.indices.contains(step.tab), step.positions.upperBound <= tabs[step.tab].entries.count else { return [] }
        return tabs[step.tab].entries[step.positions]
    }

    /// Applies `step`, checking that it fits: a dismissal or a pop names the top of its
    /// tab (a dismissal from its topmost presented entry, a pop pushed entries only), and
    /// a push or a presentation adds, at the top of the tab, the entries `target` shows at
    /// its positions (pushes, or one presented entry).
    ///
    /// - Parameters:
    ///   - step: The step.
    ///   - target: A state with the same tabs showing the entries a push or a presentation
    ///     adds at the step's positions: the plan's ``NavigationPlan/result``, or the state
    ///     the update leads to. A removal does not read it.
    ///   - fileID: The file the call is made from, for errors; the caller's by default.
    ///   - line: The line the call is made from, for errors; the caller's by default.
    /// - Throws: ``NavigationError/Code/invalidStep`` naming what does not fit; the state
    ///   is then unchanged.
    public mutating func apply(_ step: NavigationStep, from target: NavigationState, fileID: String = #fileID, line: Int = #line) throws(NavigationError) {
        guard tabs.indices.contains(step.tab) else {
            throw NavigationError.invalidStep("\(step)", reason: "the state has \(tabs.count) tabs", fileID: fileID, line: line)
        }
        let index = step.tab, tab = tabs[index].id
        func fail(_ reason: String) -> NavigationError {
            NavigationError.invalidStep("\(step) ('\(tab)')", reason: reason, fileID: fileID, line: line)
        }
        let entries = tabs[index].entries
        let positions = step.positions
        switch step.action {
        case .selectTab:
            selectedTab = tab
            return
        case .dismiss:
            guard !positions.isEmpty, positions.upperBound == entries.count, positions.lowerBound == tabs[index].topPresentedIndex else {
                throw fail("\(positions) is not the topmost presented entry of '\(tab)' and the stack it opened (\(entries.count) entries)")
            }
        case .pop:
            guard !positions.isEmpty, positions.lowerBound >= 0, positions.upperBound == entries.count,
                  entries[positions].allSatisfy({ !$0.isPresented }) else {
                throw fail("a pop takes one or more pushed entries at the top of '\(tab)' (\(entries.count) entries)")
            }
        case .push, .present:
            let added = target.tabs.indices.contains(index) && target.tabs[index].id == tab ? target.entries(of: step) : []
            guard !positions.isEmpty, positions.lowerBound == entries.count, added.count == positions.count else {
                throw fail("the entries added are not at the top of '\(tab)' (\(entries.count) entries) or not in the target")
            }
            if step.action == .push {
                guard added.allSatisfy({ !$0.isPresented }) else { throw fail("a push takes entries whose presentation is push") }
            } else {
                guard positions.count == 1, added[positions.lowerBound].isPresented else {
                    throw fail("a presentation takes one entry that is presented, not pushed")
                }
            }
            tabs[index].entries += added
            return
        }
        tabs[index].entries.removeSubrange(positions)
    }

    /// The state after `steps`, applied in order, with the entries they add read from
    /// `target` (see ``apply(_:from:fileID:line:)``).
    ///
    /// - Throws: ``NavigationError/Code/invalidStep`` for the first step that does not fit.
    public func applying(
        _ steps: some Sequence<NavigationStep>, from target: NavigationState, fileID: String = #fileID, line: Int = #line
    ) throws(NavigationError) -> NavigationState {
        var state = self
        for step in steps { try state.apply(step, from: target, fileID: fileID, line: line) }
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
