/// A state read back from a ``SavedNavigation``, with what could not come back.
///
/// Nothing is dropped in silence: each saved entry whose URL no destination matches any
/// more is in ``dropped`` as a ``NavigationError/Code/routeGone``, each entry pushed inside
/// a dropped presentation as a ``NavigationError/Code/presenterGone``, and each saved tab
/// the app no longer has as a ``NavigationError/Code/unknownTab``.
public struct NavigationRestoration: Hashable, Sendable {
    /// The state restored: the app's tabs in its order, with the entries that came back.
    public var state: NavigationState
    /// What was dropped, in the saved order, each with the reason and its fix.
    public var dropped: [NavigationError]

    /// A restoration.
    public init(state: NavigationState, dropped: [NavigationError]) {
        self.state = state
        self.dropped = dropped
    }

    /// Whether every saved entry came back.
    public var isComplete: Bool { dropped.isEmpty }
}
