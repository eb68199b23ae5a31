/// The seam between the ``Navigator`` and a UI framework: it shows each update of a plan.
///
/// The navigator owns the ``NavigationState`` and plans the steps from what is on screen
/// to where a link leads (``NavigationPlanner``); the adapter makes each group of steps
/// happen on screen, one update at a time, and returns when the screen shows it (after
/// the animation, for a UI that animates), so the next update starts from what is shown.
/// The SwiftUI and UIKit adapters implement it; ``InMemoryNavigationAdapter`` implements
/// it for tests and for code without a UI.
///
/// What the user does by hand (a swipe back, a sheet dragged away, a tab tapped) does not
/// go through the adapter: the UI reports it to the navigator
/// (``Navigator/userPopped(_:in:fileID:line:)``, ``Navigator/userDismissed(in:fileID:line:)``,
/// ``Navigator/userSelected(_:fileID:line:)``), which takes it into the state.
@MainActor
public protocol NavigationAdapter: AnyObject {
    /// Shows `update` (steps of ``NavigationPlan/updates``, in order: dismissals, pops, a
    /// tab, pushes and presentations) and returns once the screen shows `state`, the state
    /// the update leads to. The entries a push or a presentation adds are
    /// `state.entries(of: step)` (``NavigationState/entries(of:)``); a dismissal or a pop
    /// names the top of its tab as the screen shows it before the update.
    func apply(_ update: ArraySlice<NavigationStep>, leadingTo state: NavigationState) async
}
