public import Foundation
public import LatticeCore

/// Every route with its pattern, parameters and their types, summary, owner and exposure:
/// the answer to "which parameters does this URL take?", as JSON or Markdown.
public struct RouteCatalog: Codable, Sendable, Equatable {
    /// One route of the catalog.
    public struct Route: Codable, Sendable, Equatable {
        /// The pattern with its method, such as `GET /repos/:owner/:repo`.
        public var pattern: String
        /// The scheme, or `nil` for a global route.
        public var scheme: String?
        /// The method, or `nil`.
        public var method: String?
        /// The name used to build its URL, if any.
        public var name: String?
        /// The parameters, in pattern order.
        public var parameters: [RouteParameter]
        /// What it opens.
        public var summary: String?
        /// Who owns it.
        public var owner: String?
        /// Whether callers outside the app may open it (`Exposure.external`) or only the app.
        public var exposure: Exposure
        /// Its explicit priority.
        public var priority: Int
        /// Where it was registered (`File.swift:12`).
        public var registeredAt: String

        /// Deprecated: read ``exposure``.
        @available(*, deprecated, message: "read 'exposure', which is '.external' for an exposed route")
        public var exposed: Bool { exposure == .external }
    }

    /// The old name of ``Route``.
    @available(*, deprecated, renamed: "Route")
    public typealias Entry = Route

    /// The routes, sorted by pattern.
    public var entries: [Route]

    /// The catalog as pretty-printed JSON with sorted keys (stable for diffs).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// The catalog as a Markdown table.
    public func markdown() -> String {
        var lines = [
            "| Pattern | Parameters | Summary | Owner | Exposed | Registered at |",
            "|---|---|---|---|---|---|",
        ]
        for entry in entries {
            let parameters = entry.parameters.map { "`\($0.name)`: \($0.type)\($0.isOptional ? " (optional)" : "")" }.joined(separator: ", ")
            let cells = ["`\(entry.pattern)`", parameters, entry.summary ?? "", entry.owner ?? "", entry.exposure == .external ? "yes" : "no", entry.registeredAt]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Router {
    /// The catalog of every registered route.
    public func catalog() -> RouteCatalog {
        let entries = routes.map { route in
            RouteCatalog.Route(
                pattern: route.displayPattern, scheme: route.scheme, method: route.method, name: route.name,
                parameters: route.parameters, summary: route.summary, owner: route.owner, exposure: route.exposure,
                priority: route.priority, registeredAt: route.location)
        }
        return RouteCatalog(entries: entries.sorted { $0.pattern < $1.pattern })
    }
}
