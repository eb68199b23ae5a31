/// A check that runs before a route's handler and can let the URL through, redirect it or
/// refuse it: a login gate, a feature flag, an A/B split.
///
/// Register it for every route with ``Router/addInterceptor(_:)`` or for one route with
/// ``Router/addInterceptor(_:for:fileID:line:)``. Before each handler the router tries,
/// the global interceptors run in the order they were added, then the route's own, until
/// one does not ``RouteDecision/proceed``. They see the request as the handler would: its
/// origin, its typed parameters, its attachments.
///
/// ```swift
/// router.addInterceptor(RouteInterceptor("login") { request in
///     guard request.match?.route.name == "checkout", session.user == nil else { return .proceed }
///     return .redirect(to: "shop://login?next=" + request.url)
/// })
/// ```
///
/// An interceptor is synchronous and runs on the opening thread, on the same path as the
/// match: keep it to a quick decision on state the app already has.
public struct RouteInterceptor: Sendable {
    /// The interceptor's name, for errors and logs (`login`, `feature:reviews`).
    public let name: String
    /// Decides about a request.
    public let decide: @Sendable (RouteRequest) -> RouteDecision

    /// Creates an interceptor.
    ///
    /// - Parameters:
    ///   - name: Its name, for errors and logs.
    ///   - decide: Decides about each request before its handler runs.
    public init(_ name: String, decide: @escaping @Sendable (RouteRequest) -> RouteDecision) {
        self.name = name
        self.decide = decide
    }
}
