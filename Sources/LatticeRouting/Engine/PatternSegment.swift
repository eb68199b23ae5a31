/// One segment of a parsed pattern.
enum PatternSegment: Hashable, Sendable {
    /// Must equal the URL's segment.
    case literal(String)
    /// Captures (part of) one segment: `prefix:name<type>suffix`; `type` is empty for none.
    case parameter(name: String, type: String, prefix: String, suffix: String)
    /// Captures the rest of the path: one segment or more, or also none when
    /// `allowsEmpty` (written `*name?`).
    case wildcard(name: String, allowsEmpty: Bool)
}
