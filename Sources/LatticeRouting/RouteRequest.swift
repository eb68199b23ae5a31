public import LatticeCore

/// What a handler receives: the match, where the URL came from, and any values the
/// caller attached beside the URL (an image, a model: things a URL cannot carry).
public struct RouteRequest: Sendable {
    /// The URL as given to `open` (after redirects: the URL redirected to).
    public var url: String { match?.url ?? extras?.unmatchedURL ?? "" }
    /// The route and its parameters; `nil` for the fallback handler of an unmatched URL.
    public let match: RouteMatch?
    /// Where the URL came from.
    public var origin: Origin {
        switch originCode {
        case Self.app: .app
        case Self.otherAppWithoutBundle: .otherApp(nil)
        case Self.webPage: .webPage
        case Self.push: .push
        case Self.server: .server
        default: extras?.origin ?? .app
        }
    }
    /// Values attached by the caller, by key.
    public var attachments: [String: any Sendable] { extras?.attachments ?? [:] }
    /// Where to send the flow's result when the caller awaits one
    /// (``Router/open(_:expecting:method:origin:attachments:fileID:line:)``); `nil` when
    /// nobody waits. Keep it while the flow runs and call `Reply.send(_:)` when it ends.
    public var reply: Reply<any Sendable>? { extras?.reply }
    /// The URLs interceptors redirected from to reach this one, first opened first; empty
    /// when the URL was opened directly.
    public var redirectedFrom: [String] { extras?.redirectedFrom ?? [] }
    /// The origin as one byte, for the origins without a payload (`otherAppWithBundle`:
    /// the origin is in ``extras``).
    private let originCode: UInt8
    /// What only some requests carry, in one reference (`nil` for a plain open of a
    /// matched URL without attachments), so that the request stays small on the hot path:
    /// building it, passing it and destroying it touch the match and two words.
    private let extras: Extras?

    private static let app: UInt8 = 0
    private static let otherAppWithoutBundle: UInt8 = 1
    private static let webPage: UInt8 = 2
    private static let push: UInt8 = 3
    private static let server: UInt8 = 4
    private static let otherAppWithBundle: UInt8 = 5

    private final class Extras: Sendable {
        /// The URL when there is no match (the match holds it otherwise).
        let unmatchedURL: String
        /// The origin when it has a payload (another app's bundle identifier).
        let origin: Origin?
        let attachments: [String: any Sendable]
        let reply: Reply<any Sendable>?
        let redirectedFrom: [String]

        init(
            unmatchedURL: String, origin: Origin?, attachments: [String: any Sendable], reply: Reply<any Sendable>?,
            redirectedFrom: [String]
        ) {
            self.unmatchedURL = unmatchedURL
            self.origin = origin
            self.attachments = attachments
            self.reply = reply
            self.redirectedFrom = redirectedFrom
        }
    }

    /// Creates a request; `match`, when there is one, must be a match of `url`.
    init(
        url: String, match: RouteMatch?, origin: Origin, attachments: [String: any Sendable],
        reply: Reply<any Sendable>? = nil, redirectedFrom: [String] = []
    ) {
        let code: UInt8 = switch origin {
        case .app: Self.app
        case .otherApp(nil): Self.otherAppWithoutBundle
        case .otherApp: Self.otherAppWithBundle
        case .webPage: Self.webPage
        case .push: Self.push
        case .server: Self.server
        }
        self.originCode = code
        self.extras = match != nil && code != Self.otherAppWithBundle && attachments.isEmpty && reply == nil
            && redirectedFrom.isEmpty
            ? nil
            : Extras(
                unmatchedURL: match == nil ? url : "", origin: code == Self.otherAppWithBundle ? origin : nil,
                attachments: attachments, reply: reply, redirectedFrom: redirectedFrom)
        self.match = match
    }

    /// The parameter `name` (path first, then query), percent-decoded.
    public subscript(name: String) -> String? { match?[name] }

    /// The path parameter `name` exactly as the URL wrote it (a wildcard's whole rest);
    /// see ``RouteMatch/rawValue(_:)``.
    public func rawValue(_ name: String) -> String? { match?.rawValue(name) }

    /// The path parameter `name` as decoded segments (a wildcard's rest, one string per
    /// segment); see ``RouteMatch/segments(_:)``.
    public func segments(_ name: String) -> [String]? { match?.segments(name) }

    /// The parameter `name` converted to `T`, or `nil`.
    public func value<T: RouteParameterValue>(_ name: String, as type: T.Type = T.self) -> T? {
        match?.value(name, as: type)
    }

    /// The attachment under `key` if it is a `T`.
    public func attachment<T>(_ key: String, as type: T.Type = T.self) -> T? {
        // Looked up in place and cast unwrapped: through `attachments` the dictionary was
        // copied, and the cast started from an optional existential.
        guard let value = extras?.attachments[key] else { return nil }
        return value as? T
    }

    /// The reply as a `Reply<T>`, for a flow that sends a `T`; a reply that drops what it is
    /// sent when nobody awaits a result. The caller checks the type when the value arrives.
    public func reply<T: Sendable>(as type: T.Type) -> Reply<T> {
        reply?.retyped(T.self) ?? .discarding
    }
}

extension RouteRequest: FirstMatchResult {
    /// A plain request from the app, built where the search returns it.
    @inline(__always)
    init(found match: consuming RouteMatch) {
        self.match = match
        self.originCode = Self.app
        self.extras = nil
    }

    /// An empty request from the app, for a search that found nothing (never offered).
    @inline(__always)
    init(nothingFound: Void) {
        self.match = nil
        self.originCode = Self.app
        self.extras = nil
    }
}
