/// Two routes that compete for the same URLs, found when the second was added.
///
/// ``Kind-swift.enum/duplicate`` and ``Kind-swift.enum/ambiguous`` are errors: the second
/// route is refused (or, with ``Router/ConflictHandling/keepFirst``, skipped and listed
/// in ``Router/conflicts``). ``Kind-swift.enum/overlap`` is a notice: some URLs match
/// both, and the matching order decides (``winner``).
public struct RouteConflict: Hashable, Sendable, CustomStringConvertible {
    /// How the two routes compete.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The same pattern twice (same method and scheme).
        case duplicate
        /// Patterns that take the same place in the matching order, differing only in
        /// parameter names (`/u/:a` and `/u/:b`, `/f/*a` and `/f/*b?`): nothing decides
        /// which of them a URL reaches.
        case ambiguous
        /// Some URLs match both; the matching order picks ``RouteConflict/winner``.
        case overlap
    }

    /// How the two routes compete.
    public let kind: Kind
    /// The route being added (with its method).
    public let pattern: String
    /// Where it was added (`File.swift:12`).
    public let location: String
    /// The route already registered.
    public let existingPattern: String
    /// Where that one was added.
    public let existingLocation: String
    /// For an overlap: the pattern that wins where both match.
    public let winner: String?
    let routeID: Int32
    let existingRouteID: Int32

    /// One line naming both routes and where they were registered.
    public var description: String {
        switch kind {
        case .duplicate:
            "'\(pattern)' at \(location) duplicates '\(existingPattern)' at \(existingLocation)"
        case .ambiguous:
            "'\(pattern)' at \(location) takes the same place in the matching order as '\(existingPattern)' at \(existingLocation), so nothing decides which of them a URL reaches"
        case .overlap:
            "'\(pattern)' at \(location) and '\(existingPattern)' at \(existingLocation) both match some URLs; '\(winner ?? existingPattern)' wins"
        }
    }
}
