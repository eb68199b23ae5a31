/// What the planner found: the steps from the current state to the target, grouped into
/// the updates the UI makes one after another, and the state they lead to; or why no step
/// may be taken.
public struct NavigationPlan: Hashable, Sendable {
    /// Every step, in order. Empty when the states are the same or the plan is blocked.
    /// A removal's positions are in the current state as the steps before it left it; an
    /// addition's are in ``result`` (``NavigationState/entries(of:)`` reads them).
    public var steps: [NavigationStep]
    /// The most presentations and dismissals one update may make (`nil`: no limit), as
    /// the plan was made with (``NavigationPlanner/Options/presentationChangesPerUpdate``).
    public var presentationChangesPerUpdate: Int?
    /// The state the steps lead to: the target, whose shared prefix in each tab is the
    /// current state's entries, kept as they are (their identities included). The current
    /// state when blocked.
    public var result: NavigationState
    /// The entries that hold their place (their ``Blocking`` level is above what the
    /// plan may remove) and that reaching the target would remove, bottom first. When not
    /// empty, the plan is blocked and has no step.
    public var blockedBy: [NavigationEntry]

    /// A plan.
    public init(steps: [NavigationStep], presentationChangesPerUpdate: Int?, result: NavigationState, blockedBy: [NavigationEntry] = []) {
        self.steps = steps
        self.presentationChangesPerUpdate = presentationChangesPerUpdate
        self.result = result
        self.blockedBy = blockedBy
    }

    /// The steps grouped into UI updates, as ranges of ``steps`` (`plan.steps[range]`):
    /// the adapter applies each group at once and waits for it to finish before the next.
    /// Each has at most ``presentationChangesPerUpdate`` presentations and dismissals;
    /// pops, pushes and tab changes join the update they follow.
    public var updates: [Range<Int>] {
        var updates: [Range<Int>] = []
        updates.reserveCapacity(steps.count)
        var start = 0
        var changes = 0
        for index in steps.indices where steps[index].changesPresentation {
            if let limit = presentationChangesPerUpdate, changes >= max(limit, 1), index > start {
                updates.append(start..<index)
                start = index
                changes = 0
            }
            changes += 1
        }
        if start < steps.count { updates.append(start..<steps.count) }
        return updates
    }

    /// Whether a blocking entry stopped the plan.
    public var isBlocked: Bool { !blockedBy.isEmpty }
}
