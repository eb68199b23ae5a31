/// One change to a navigation state, as a UI framework makes it: dismiss, pop, select a
/// tab, push, present.
///
/// A step is a small value of plain numbers: what it does, the tab's index, and the
/// positions in the tab's entries of the entries it removes or adds. A removal (``dismiss(_:tab:)``, ``pop(_:tab:)``)
/// names the top of the tab in the state it is applied to; an addition (``push(_:tab:)``,
/// ``present(at:tab:)``) names where the new entries stand in the state it leads to, which
/// are their positions in the plan's ``NavigationPlan/result`` too. So a plan copies no
/// entry, and ``NavigationState/entries(of:)`` reads a step's entries from either state.
/// ``NavigationState/apply(_:from:fileID:line:)`` checks that a step fits the state it is
/// applied to. The planner orders them from the top: dismissals, then pops, then the tab,
/// then pushes and presentations.
public struct NavigationStep: Hashable, Sendable, CustomStringConvertible {
    /// What a step does.
    public enum Action: Hashable, Sendable {
        /// Dismisses the presented entry at the first position, with the stack it opened
        /// (the entries above it, up to the top of the tab).
        case dismiss
        /// Pops the pushed entries at the positions, the top of the tab's top stack.
        case pop
        /// Selects the tab.
        case selectTab
        /// Pushes the entries at the positions onto the top stack of the tab.
        case push
        /// Presents the entry at the position over the top of the tab, opening a stack of its own.
        case present
    }

    /// What the step does.
    public let action: Action
    /// The index of the tab the step changes in the state's ``NavigationState/tabs`` (the
    /// states of one plan have the same tabs, in the same order).
    public let tab: Int
    /// The positions in the tab's entries of the entries the step removes (in the state
    /// before it) or adds (in the state after it); empty for ``Action/selectTab``.
    public let positions: Range<Int>

    /// A step; the static functions (``pop(_:tab:)``, ``push(_:tab:)``, …) read better.
    public init(_ action: Action, tab: Int, positions: Range<Int>) {
        self.action = action
        self.tab = tab
        self.positions = positions
    }

    /// Dismisses the presented entry at `positions.lowerBound` of the tab at index `tab`,
    /// with the stack it opened: the entries at `positions`, which run to the top of the tab.
    public static func dismiss(_ positions: Range<Int>, tab: Int) -> NavigationStep {
        NavigationStep(.dismiss, tab: tab, positions: positions)
    }

    /// Pops the entries at `positions`, the pushed entries at the top of the tab at index `tab`.
    public static func pop(_ positions: Range<Int>, tab: Int) -> NavigationStep {
        NavigationStep(.pop, tab: tab, positions: positions)
    }

    /// Selects the tab at index `tab`.
    public static func selectTab(_ tab: Int) -> NavigationStep {
        NavigationStep(.selectTab, tab: tab, positions: 0..<0)
    }

    /// Pushes onto the top stack of the tab at index `tab` the entries that stand at
    /// `positions` once pushed.
    public static func push(_ positions: Range<Int>, tab: Int) -> NavigationStep {
        NavigationStep(.push, tab: tab, positions: positions)
    }

    /// Presents over the top of the tab at index `tab` the entry that stands at `position`
    /// once presented.
    public static func present(at position: Int, tab: Int) -> NavigationStep {
        NavigationStep(.present, tab: tab, positions: position..<(position + 1))
    }

    /// Whether it removes entries (a dismissal or a pop).
    public var removes: Bool { action == .dismiss || action == .pop }

    /// Whether it presents or dismisses (what UI frameworks limit per update; see
    /// ``NavigationPlanner/Options/presentationChangesPerUpdate``).
    public var changesPresentation: Bool { action == .dismiss || action == .present }

    /// The step as it reads in messages: `push 1..<3 in tab 1`, `select tab 1`.
    public var description: String {
        action == .selectTab ? "select tab \(tab)" : "\(action) \(positions) in tab \(tab)"
    }
}
