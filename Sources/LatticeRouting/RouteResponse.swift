/// What a handler says after seeing a request.
public enum RouteResponse: Sendable {
    /// The URL was handled.
    case handled
    /// Not for this handler: the router tries the next matching route.
    case declined
    /// Handled, and this is what the route builds (see `Router.value(for:origin:attachments:fileID:line:)`).
    case value(any Sendable)
}
