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
public final class RouteInfo: Sendable {
    /// The route's identity, for ``Router/remove(_:)``.
    public let id: RouteID
    /// The pattern as registered (without the method).
    public let pattern: String
    /// The HTTP-style method it is restricted to, upper-case, or `nil` for none.
    public let method: String?
    /// The scheme it belongs to, lower-case, or `nil` for a global route.
    public let scheme: String?
    /// The parameters it captures, in pattern order.
    public let parameters: [RouteParameter]
    /// A name to build its URL with (``Router/url(for:parameters:fileID:line:)``).
    public let name: String?
    /// What it opens, for the catalog.
    public let summary: String?
    /// The team or component that owns it, for the catalog.
    public let owner: String?
    /// Whether callers outside the app may open it.
    public let isExposed: Bool
    /// Explicit priority: higher wins over the structural order. Default 0.
    public let priority: Int
    /// Where it was registered (`#fileID`).
    public let fileID: String
    /// The line where it was registered.
    public let line: Int

    /// The parsed pattern; for routes added from a string its expansions are dropped
    /// (they are parsed again when needed, off the matching path) to keep routes small.
    let compact: ParsedPattern
    let handler: RouteHandler?

    init(
        id: RouteID, pattern: String, parsed: ParsedPattern, reparseable: Bool, name: String?, summary: String?, owner: String?,
        isExposed: Bool, priority: Int, handler: RouteHandler?, fileID: String, line: Int
    ) {
        self.id = id
        self.pattern = pattern
        self.method = parsed.method
        self.scheme = parsed.scheme.isEmpty ? nil : parsed.scheme
        self.parameters = parsed.parameters
        self.name = name
        self.summary = summary
        self.owner = owner
        self.isExposed = isExposed
        self.priority = priority
        self.fileID = fileID
        self.line = line
        var compact = parsed
        if reparseable {
            if compact.expansions.count == 1 { compact.expansionParameters = [] }
            compact.expansions = []
        }
        self.compact = compact
        self.handler = handler
    }

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
        if map.isEmpty { return index < parameters.count ? index : nil }
        guard Int(expansion) < map.count, index < map[Int(expansion)].count else { return nil }
        return map[Int(expansion)][index]
    }

    /// `GET /repos/:owner/:repo` or `shop://detail/:id`.
    public var displayPattern: String {
        (method.map { "\($0) " } ?? "") + pattern
    }

    /// `Feature/Routes.swift:12`.
    public var location: String { "\(fileID):\(line)" }
}
