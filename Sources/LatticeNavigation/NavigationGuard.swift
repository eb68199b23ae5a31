public import LatticeRouting

/// A check that can hold a link until a condition holds (the user is logged in, the data
/// has loaded), after the router has accepted it; the link then completes as it was asked.
///
/// The router's interceptors (`RouteInterceptor`) already let a link through, redirect
/// it or refuse it, with its trust policy before them; the navigator reuses them as they
/// are: a link reaches the navigator only through the router. What they cannot do is
/// wait: an interceptor decides synchronously on the opening thread and the router keeps
/// nothing once `open` returns, while a deferred link must be kept, replaced by a newer
/// one, and completed later. That belongs to the navigator, which applies one link at a
/// time, so a guard adds that one outcome and no other: it proceeds or defers. A guard
/// runs on the main actor after the interceptors, with the request the route's handler
/// received (the URL after redirects, its origin, its typed parameters).
///
/// ```swift
/// let login = NavigationGuard("login") { request in
///     request.url.hasPrefix("shop://orders") && !session.isLoggedIn ? .deferred(until: "logged in") : .proceed
/// }
/// ```
///
/// The navigator keeps the one link deferred last (``Navigator/deferredLink``); a newer
/// link replaces it. Once the condition may hold, ``Navigator/retryDeferredLink()`` asks
/// the guards again and shows the link when they proceed.
public struct NavigationGuard: Sendable {
    /// What a guard decides about a link.
    public enum Decision: Hashable, Sendable {
        /// Let the link through: the next guard runs, then the navigator shows it.
        case proceed
        /// Keep the link until `condition` holds (named for events and logs: `logged in`).
        case deferred(until: String)
    }

    /// The guard's name, for events and logs (`login`).
    public let name: String
    /// Decides about a link the router accepted.
    public let decide: @MainActor @Sendable (RouteRequest) -> Decision

    /// A guard named `name` that decides with `decide`.
    public init(_ name: String, decide: @escaping @MainActor @Sendable (RouteRequest) -> Decision) {
        self.name = name
        self.decide = decide
    }
}
