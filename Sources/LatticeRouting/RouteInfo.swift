/// Identifies one registered route, for ``Router/remove(_:)``.
public struct RouteID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int32
    /// `route#12`.
    public var description: String { "route#\(rawValue)" }
}

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

/// What a handler says after seeing a request.
public enum RouteResponse: Sendable {
    /// The URL was handled.
    case handled
    /// Not for this handler: the router tries the next matching route.
    case declined
    /// Handled, and this is what the route builds (see ``Router/value(for:origin:attachments:fileID:line:)``).
    case value(any Sendable)
}

/// A route's handler, synchronous or not.
enum RouteHandler: Sendable {
    case sync(@Sendable (RouteRequest) throws -> RouteResponse)
    case async(@Sendable (RouteRequest) async throws -> RouteResponse)
}

/// Everything known about one registered route (immutable).
///
/// Kept small: the pattern, method, scheme and parameters live once in the parsed
/// pattern, the name inline (short names need no allocation), and the other catalog texts
/// (summary, owner) in one optional box.
public final class RouteInfo: Sendable {
    /// Catalog texts, boxed so routes without them pay one pointer.
    final class Texts: Sendable {
        let summary: String?
        let owner: String?

        init(summary: String?, owner: String?) {
            self.summary = summary
            self.owner = owner
        }
    }

    /// The route's identity, for ``Router/remove(_:)``.
    public let id: RouteID
    /// Whether callers outside the app may open it.
    public let isExposed: Bool
    private let storedPriority: Int32
    private let storedLine: Int32
    /// Where it was registered (`#fileID`).
    public let fileID: String
    /// A name to build its URL with (``Router/url(for:parameters:fileID:line:)``).
    public let name: String?
    private let texts: Texts?

    /// The parsed pattern; for routes added from a string its expansions are dropped
    /// (they are parsed again when needed, off the matching path) to keep routes small.
    let compact: ParsedPattern
    let handler: RouteHandler?

    /// The pattern as registered (without the method).
    public var pattern: String { compact.text }
    /// The HTTP-style method it is restricted to, upper-case, or `nil` for none.
    public var method: String? { compact.method }
    /// The scheme it belongs to, lower-case, or `nil` for a global route.
    public var scheme: String? { compact.scheme.isEmpty ? nil : compact.scheme }
    /// The parameters it captures, in pattern order.
    public var parameters: [RouteParameter] { compact.parameters }
    /// What it opens, for the catalog.
    public var summary: String? { texts?.summary }
    /// The team or component that owns it, for the catalog.
    public var owner: String? { texts?.owner }
    /// Explicit priority: higher wins over the structural matching order. Default 0.
    public var priority: Int { Int(storedPriority) }
    /// The line where it was registered.
    public var line: Int { Int(storedLine) }

    init(
        id: RouteID, parsed: ParsedPattern, reparseable: Bool, name: String?, summary: String?, owner: String?,
        isExposed: Bool, priority: Int, handler: RouteHandler?, fileID: String, line: Int
    ) {
        self.id = id
        self.isExposed = isExposed
        self.storedPriority = Int32(clamping: priority)
        self.storedLine = Int32(clamping: line)
        self.fileID = fileID
        self.name = name
        self.texts = summary == nil && owner == nil ? nil : Texts(summary: summary, owner: owner)
        var compact = parsed
        if reparseable {
            if compact.expansions.count == 1 { compact.expansionParameters = [] }
            compact.expansions = []
        }
        self.compact = compact
        self.handler = handler
    }

    /// `GET /repos/:owner/:repo` or `shop://detail/:id`.
    public var displayPattern: String {
        (method.map { "\($0) " } ?? "") + pattern
    }

    /// `Feature/Routes.swift:12`.
    public var location: String { "\(fileID):\(line)" }

    /// The full parsed pattern (parsed again for routes added from a string).
    var parsed: ParsedPattern {
        guard compact.expansions.isEmpty else { return compact }
        var types = Dictionary(ParameterType.builtIn.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for type in compact.usedTypes { types[type.name] = type }
        return (try? ParsedPattern(compact.text, method: compact.method, types: types, fileID: fileID, line: line)) ?? compact
    }

    /// The index in ``parameters`` of capture `index` of expansion `expansion`.
    @inline(__always)
    func parameterIndex(expansion: Int32, capture index: Int) -> Int? {
        let map = compact.expansionParameters
        if map.isEmpty { return index < compact.parameters.count ? index : nil }
        guard Int(expansion) < map.count, index < map[Int(expansion)].count else { return nil }
        return map[Int(expansion)][index]
    }

}
