/// What the planner found: the steps from the current state to the target, grouped into
/// the updates the UI makes one after another, and the state they lead to; or why no step
/// may be taken.
public struct NavigationPlan: Hashable, Sendable {
    /// The steps, grouped into UI updates: the adapter applies each group at once and
    /// waits for it to finish before the next (each within
    /// ``NavigationPlanner/Options/presentationChangesPerUpdate``). Empty when the states
    /// are the same or the plan is blocked.
    public var updates: [[NavigationStep]]
    /// The state the steps lead to: the target, whose shared prefix in each tab is the
    /// current state's entries, kept as they are (their identities included). The current
    /// state when blocked.
    public var result: NavigationState
    /// The entries that hold their place (their ``Blocking`` level is above what the
    /// plan may remove) and that reaching the target would remove, bottom first. When not
    /// empty, the plan is blocked and has no step.
    public var blockedBy: [NavigationEntry]

    /// A plan.
    public init(updates: [[NavigationStep]], result: NavigationState, blockedBy: [NavigationEntry] = []) {
        self.updates = updates
        self.result = result
        self.blockedBy = blockedBy
    }

    /// Every step, in order.
    public var steps: [NavigationStep] { updates.flatMap { $0 } }

    /// Whether a blocking entry stopped the plan.
    public var isBlocked: Bool { !blockedBy.isEmpty }
}
