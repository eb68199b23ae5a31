/// A ``NavigationAdapter`` without a UI: it keeps what a screen would show as a state of
/// its own, applying each step it is given, and records every update.
///
/// For tests (a link from a given state leads to a given state through given updates) and
/// for code that runs without a UI (a command-line app, a benchmark). Each step is applied
/// with ``NavigationState/apply(_:from:fileID:line:)``, which checks that it fits what is shown,
/// so a navigator that sent a step out of order is caught in ``problems``, and ``shown``
/// stays what a UI given the same steps would show.
@MainActor
public final class InMemoryNavigationAdapter: NavigationAdapter {
    /// What a screen would show: the navigator's first state, then each step applied.
    public private(set) var shown: NavigationState
    /// Every update received, in order.
    public private(set) var updates: [[NavigationStep]] = []
    /// What was shown before and after each update, in the order of ``updates``: a step's
    /// entries are `before.entries(of: step)` for a dismissal or a pop (removals come off
    /// the top, so each names its positions in `before` too) and `after.entries(of: step)`
    /// for a push or a presentation (``NavigationState/entries(of:)``).
    public private(set) var updateStates: [(before: NavigationState, after: NavigationState)] = []
    /// The steps that did not fit what was shown (an adapter bug, or a navigator's); empty
    /// when every step fitted.
    public private(set) var problems: [NavigationError] = []

    /// An adapter whose screen shows `state` (the navigator's initial state).
    public init(showing state: NavigationState) {
        self.shown = state
    }

    /// Applies each step of `update` to ``shown``, records the update, and records a
    /// problem when a step does not fit or the result is not `state`.
    public func apply(_ update: ArraySlice<NavigationStep>, leadingTo state: NavigationState) async {
        updates.append(Array(update))
        let before = shown
        defer { updateStates.append((before, shown)) }
        for step in update {
            do {
                try shown.apply(step, from: state)
            } catch {
                problems.append(error)
            }
        }
        if shown != state {
            problems.append(.invalidStep("\(Array(update))", reason: "the update does not lead to the state the navigator has"))
            shown = state
        }
    }

    /// Forgets the updates received and their states (what is shown stays).
    public func removeUpdates() {
        updates.removeAll()
        updateStates.removeAll()
    }

    /// Takes `state` as what is shown, as a UI does when the user changes it by hand; the
    /// test then reports the change to the navigator.
    public func userChanged(to state: NavigationState) {
        shown = state
    }
}
