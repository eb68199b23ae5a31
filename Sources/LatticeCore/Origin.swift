/// Where a URL or a call came from.
///
/// Every entry point that accepts a URL or a by-name call (the router's `open`, the
/// mediator's `perform(url:)`) takes an origin. Calls from ``app`` are trusted; every
/// other origin is *outside* the app and goes through a ``TrustPolicy`` first.
public enum Origin: Hashable, Sendable, CustomStringConvertible {
    /// Code inside this app: a button, a feature calling another feature.
    case app
    /// Another app opened a URL of ours (custom scheme or universal link), with its
    /// bundle identifier when the platform reports it.
    case otherApp(String?)
    /// A web page (a link in a browser or a web view).
    case webPage
    /// A push or local notification payload.
    case push
    /// A command issued by a server (a remote config jump, an operations campaign).
    case server

    /// Whether the call comes from outside the app, so that only exposed routes and
    /// actions may run.
    public var isExternal: Bool {
        if case .app = self { return false }
        return true
    }

    /// A short human-readable name such as `app`, `other app (com.example)`, `push`.
    public var description: String {
        switch self {
        case .app: "app"
        case .otherApp(let bundle?): "other app (\(bundle))"
        case .otherApp(nil): "other app"
        case .webPage: "web page"
        case .push: "push"
        case .server: "server"
        }
    }
}
