/// Who may reach a route or an action: code inside the app only, or also callers outside it.
///
/// One type for the router and the mediator: a route is added with `exposure:`, an
/// action's ``Exposure`` is declared once on its contract, and a fallback of either says
/// its own. Both check it for every call whose ``Origin`` is outside the app (a link from
/// a web page, a push, another app, a server), after the ``TrustPolicy`` has passed the URL.
public enum Exposure: String, Codable, Sendable, Hashable, CaseIterable {
    /// Reachable only with origin ``Origin/app``. The default: nothing is open to the
    /// outside unless it says so.
    case app
    /// Reachable also from outside the app, once the ``TrustPolicy`` has passed the call.
    case external
}
