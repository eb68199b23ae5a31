public import LatticeCore

/// What a handler receives: the match, where the URL came from, and any values the
/// caller attached beside the URL (an image, a model: things a URL cannot carry).
public struct RouteRequest: Sendable {
    /// The URL as given to `open`.
    public let url: String
    /// The route and its parameters; `nil` for the fallback handler of an unmatched URL.
    public let match: RouteMatch?
    /// Where the URL came from.
    public let origin: Origin
    /// Values attached by the caller, by key.
    public let attachments: [String: any Sendable]

    /// The parameter `name` (path first, then query), percent-decoded.
    public subscript(name: String) -> String? { match?[name] }

    /// The parameter `name` converted to `T`, or `nil`.
    public func value<T: RouteParameterValue>(_ name: String, as type: T.Type = T.self) -> T? {
        match?.value(name, as: type)
    }

    /// The attachment under `key` if it is a `T`.
    public func attachment<T>(_ key: String, as type: T.Type = T.self) -> T? {
        attachments[key] as? T
    }
}
