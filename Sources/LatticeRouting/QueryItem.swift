/// A query item of the routed URL, percent-decoded.
public struct QueryItem: Hashable, Sendable {
    /// The item's name.
    public var name: String
    /// Its value; empty for `?flag`.
    public var value: String
}
