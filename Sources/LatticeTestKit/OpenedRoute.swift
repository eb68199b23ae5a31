public import LatticeCore

/// A request that reached a route while a ``ComponentTestHost`` ran: opened by the test,
/// by a component, or by a redirect.
public struct OpenedRoute: Sendable, Hashable, CustomStringConvertible {
    /// The URL as it was opened.
    public let url: String
    /// The pattern of the route it matched, such as `/product/:id<int>`.
    public let pattern: String
    /// The component that owns the route, if it said.
    public let owner: String?
    /// Where the request came from.
    public let origin: Origin
    /// The path parameters, decoded, by name.
    public let parameters: [String: String]
    /// The URLs that redirected to this one, oldest first; empty when none did.
    public let redirectedFrom: [String]

    /// Creates a record (the test host makes these).
    public init(url: String, pattern: String, owner: String?, origin: Origin, parameters: [String: String], redirectedFrom: [String] = []) {
        self.url = url
        self.pattern = pattern
        self.owner = owner
        self.origin = origin
        self.parameters = parameters
        self.redirectedFrom = redirectedFrom
    }

    /// `shop://product/42 → /product/:id<int> (ProductDetail)`.
    public var description: String {
        "\(url) → \(pattern)" + (owner.map { " (\($0))" } ?? "")
    }
}
