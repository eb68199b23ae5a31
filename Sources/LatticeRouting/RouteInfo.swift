public import LatticeCore

/// Everything known about one registered route.
///
/// A view over the router's route table as it was when the route was read (a snapshot
/// that stays valid while you hold it, even if the route is removed later); each property
/// is read from the table when asked for.
public struct RouteInfo: Sendable {
    let handle: RouteTableHandle
    let index: Int32

    private var table: RouteTable { handle.table }
    private var position: Int { Int(index) }

    /// The route's identity, for ``Router/remove(_:)``.
    public var id: RouteID { RouteID(rawValue: table.id(position)) }
    /// Whether callers outside the app may open it (`Exposure.external`) or only the app.
    public var exposure: Exposure { table.isExposed(position) ? .external : .app }
    /// Deprecated: read ``exposure``.
    @available(*, deprecated, message: "read 'exposure', which is '.external' for an exposed route")
    public var isExposed: Bool { table.isExposed(position) }
    /// Where it was registered (`#fileID`).
    public var fileID: String { table.fileID(position) }
    /// The line where it was registered.
    public var line: Int { table.line(position) }
    /// The name it was registered with, for the catalog and for finding it in ``Router/routes``.
    public var name: String? { table.text(position, field: 1) }
    /// The pattern as registered (without the method).
    public var pattern: String { table.pattern(position) }
    /// The HTTP-style method it is restricted to, upper-case, or `nil` for none.
    public var method: String? { table.method(position) }
    /// The scheme it belongs to, lower-case, or `nil` for a global route.
    public var scheme: String? {
        let scheme = table.scheme(position)
        return scheme.isEmpty ? nil : scheme
    }
    /// The parameters it captures, in pattern order.
    public var parameters: [RouteParameter] { table.parameters(position) }
    /// What it opens, for the catalog.
    public var summary: String? { table.text(position, field: 2) }
    /// The team or component that owns it, for the catalog.
    public var owner: String? { table.text(position, field: 3) }
    /// Explicit priority: higher wins over the structural matching order. Default 0.
    public var priority: Int { table.priority(position) }

    /// `GET /repos/:owner/:repo` or `shop://detail/:id`.
    public var displayPattern: String { table.displayPattern(position) }

    /// `Feature/Routes.swift:12`.
    public var location: String { table.location(position) }

    var handler: RouteHandler? { table.handlers[position] }

    /// The full parsed pattern (parsed again for routes added from a string).
    var parsed: ParsedPattern { table.parsed(position, types: handle.types) }

    /// The capture of expansion `expansion` that holds the parameter `name`, or `nil`.
    func captureIndex(named name: String, expansion: Int32, captureCount: Int) -> Int? {
        handle.table.captureIndex(position, named: name, expansion: Int(expansion), captureCount: captureCount)
    }

    /// The index in ``parameters`` of capture `capture` of expansion `expansion`.
    @inline(__always)
    func parameterIndex(expansion: Int32, capture: Int) -> Int? {
        table.parameterIndex(position, expansion: Int(expansion), capture: capture)
    }
}
