/// One change to a navigation state, as a UI framework makes it: dismiss, pop, select a
/// tab, push, present.
///
/// Each step names the entries it removes or adds, so the UI layer's adapter knows what
/// to show and ``NavigationState/apply(_:fileID:line:)`` can check that the step fits the state it is
/// applied to. The planner orders them from the top: dismissals, then pops, then the tab,
/// then pushes and presentations.
public enum NavigationStep: Hashable, Sendable {
    /// Dismisses `entry`, the topmost presented entry of `tab`, with the stack it opened.
    case dismiss(NavigationEntry, tab: TabID)
    /// Pops `entries`, the pushed entries at the top of `tab`, bottom first (a slice of
    /// the state's list, so a plan copies no entries).
    case pop(ArraySlice<NavigationEntry>, tab: TabID)
    /// Selects `tab`.
    case selectTab(TabID)
    /// Pushes `entries` onto the top stack of `tab`, bottom first (a slice of the target's list).
    case push(ArraySlice<NavigationEntry>, tab: TabID)
    /// Presents `entry` over the top of `tab`, opening a stack of its own.
    case present(NavigationEntry, tab: TabID)

    /// The tab the step changes.
    public var tab: TabID {
        switch self {
        case .dismiss(_, let tab), .pop(_, let tab), .selectTab(let tab), .push(_, let tab), .present(_, let tab): tab
        }
    }

    /// Whether it presents or dismisses (what UI frameworks limit per update; see
    /// ``NavigationPlanner/Options/presentationChangesPerUpdate``).
    public var changesPresentation: Bool {
        switch self {
        case .dismiss, .present: true
        case .pop, .selectTab, .push: false
        }
    }
}
