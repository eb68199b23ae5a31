public import Foundation
public import LatticeCore

/// A URL the app was asked to open, and where the request came from.
public struct OpenURLRequest: Sendable, Hashable {
    /// The URL.
    public let url: URL
    /// Where it came from; handlers treat anything but `Origin/app` as untrusted.
    public let origin: Origin

    /// Creates a request.
    public init(url: URL, origin: Origin) {
        self.url = url
        self.origin = origin
    }
}

/// One link of the open-URL chain: a name (for reports) and a function that returns `true`
/// when it handled the URL.
///
/// The host offers a URL to the handlers added at the front (the router, once it exists),
/// then to the running components in dependency order, then to those added at the back;
/// the first to return `true` wins.
public struct OpenURLHandler: Sendable {
    /// Where a handler goes in the chain.
    public enum Position: Sendable, Hashable {
        /// Before every component (and before handlers added at the front earlier).
        case first
        /// After every component (and after handlers added at the back earlier).
        case last
    }

    /// The handler's name, returned by ``ComponentHost/open(_:origin:)`` when it handles a URL.
    public let name: String
    /// Returns `true` when it handled the request.
    public let handle: @Sendable (OpenURLRequest) async -> Bool

    /// Creates a handler.
    public init(name: String, handle: @escaping @Sendable (OpenURLRequest) async -> Bool) {
        self.name = name
        self.handle = handle
    }
}
