public import LatticeCore

/// Something the ``Navigator`` did or decided, with what caused it: for analytics, and
/// for tests that check what a user would have seen.
///
/// The navigator sends each event to every stream ``Navigator/events(bufferingNewest:)``
/// gave and logs it at `debug`. Events describe what happened on screen and what became
/// of links (shown, dismissed, redirected, blocked, deferred); failures the caller is told
/// of by a thrown error are not events.
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The entry was pushed or presented in `tab`.
        case shown(NavigationEntry, tab: TabID)
        /// The entry was popped or dismissed from `tab` (a dismissal removes the stack the
        /// presentation opened: one event per entry, top first).
        case dismissed(NavigationEntry, tab: TabID)
        /// The tab was selected.
        case selectedTab(TabID)
        /// An interceptor of the router redirected the link `from` to `to`.
        case redirected(from: String, to: String)
        /// The link `url` was not shown: it would remove `by`, entries that hold their place.
        case blocked(String, by: [NavigationEntry])
        /// The guard `guardName` deferred the link `url` until `condition` holds.
        case deferred(String, until: String, guardName: String)
        /// The link `url`, deferred or waiting for its turn, was replaced by the newer link `by`.
        case superseded(String, by: String)
    }

    /// Who or what caused it.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// The user, by hand: a swipe back, a sheet dragged away, a tab tapped.
        case user
        /// A link, from `Origin/app` (a button opening another module's screen) or from
        /// outside (a push notification, a web page, another app).
        case link(Origin)
        /// A saved state read back (``Navigator/restore(_:)``).
        case restoration
        /// The app's code navigating to a state (``Navigator/navigate(to:)``).
        case programmatic

        /// `user`, `link (push)`, `restoration`, `programmatic`.
        public var description: String {
            switch self {
            case .user: "user"
            case .link(let origin): "link (\(origin))"
            case .restoration: "restoration"
            case .programmatic: "programmatic"
            }
        }
    }

    /// What happened.
    public let kind: Kind
    /// What caused it.
    public let cause: Cause

    /// An event.
    public init(_ kind: Kind, cause: Cause) {
        self.kind = kind
        self.cause = cause
    }

    /// The event in a few words: `shown push shop://orders/7 (…) in orders, by link (push)`.
    public var description: String {
        let what: String
        switch kind {
        case .shown(let entry, let tab): what = "shown \(entry) in \(tab)"
        case .dismissed(let entry, let tab): what = "dismissed \(entry) from \(tab)"
        case .selectedTab(let tab): what = "selected the tab \(tab)"
        case .redirected(let from, let to): what = "redirected '\(from)' to '\(to)'"
        case .blocked(let url, let entries): what = "blocked '\(url)' by \(entries.map(\.url))"
        case .deferred(let url, let condition, let name): what = "deferred '\(url)' until \(condition) (guard '\(name)')"
        case .superseded(let url, let newer): what = "superseded '\(url)' by '\(newer)'"
        }
        return "\(what), by \(cause)"
    }
}
