/// One parameter a route captures: its name, type and whether it may be absent.
public struct RouteParameter: Hashable, Sendable, Codable {
    /// The name, as written after `:` (or `*` for an unnamed wildcard).
    public var name: String
    /// The type's name: `string` when untyped, otherwise `int`, `uuid`, your own, ….
    public var type: String
    /// Whether an optional group holds it, so some matching URLs lack it.
    public var isOptional: Bool
    /// Whether it captures the rest of the path.
    public var isWildcard: Bool
}
