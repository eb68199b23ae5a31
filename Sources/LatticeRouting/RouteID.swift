/// Identifies one registered route, for ``Router/remove(_:)``.
public struct RouteID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int32
    /// `route#12`.
    public var description: String { "route#\(rawValue)" }
}
