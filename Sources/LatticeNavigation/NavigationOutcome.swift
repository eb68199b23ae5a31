/// What became of a link or a navigation the ``Navigator`` was asked for.
///
/// A link that cannot be shown now is not an error: a screen that blocks (onboarding)
/// or a guard that waits for a condition (a login) is part of the app's flow, so the
/// caller learns it here and the navigator reports it as an event. What the caller must
/// fix (a URL with no destination, a link the router refuses) is thrown as a
/// ``NavigationError`` instead.
public enum NavigationOutcome: Hashable, Sendable {
    /// The target is on screen: ``Navigator/state`` is the state the link led to.
    case shown
    /// A ``NavigationGuard`` deferred the link until `condition` holds; the navigator keeps
    /// it, and ``Navigator/retryDeferredLink()`` completes it once the guard proceeds.
    case deferred(until: String, guardName: String)
    /// Reaching the target would remove `blockedBy`, entries that hold their place
    /// (``Blocking``); nothing changed.
    case blocked(by: [NavigationEntry])
    /// A newer link arrived while this one waited for its turn, and replaced it; nothing changed.
    case superseded(by: String)
}
