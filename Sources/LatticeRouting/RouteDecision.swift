/// What an interceptor decides about a URL before its handler runs.
public enum RouteDecision: Sendable, Equatable {
    /// Let the URL through: the next interceptor runs, then the handler.
    case proceed
    /// Open `url` instead, from the same origin and with the same attachments (a login
    /// screen, an A/B variant). The new URL goes through the trust policy and the
    /// interceptors again; a chain that comes back to a URL it already opened throws
    /// ``RoutingError/Code/redirectLoop``.
    case redirect(to: String)
    /// Do not open the URL: ``Router`` throws ``RoutingError/Code/intercepted`` with
    /// `reason` (the clause after "refused to open 'url': ") and `fix` (after "To fix, ").
    case refuse(reason: String, fix: String)
}
