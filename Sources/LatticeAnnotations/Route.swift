/// Declares that the attached static function (or global function) handles the URLs of
/// `pattern`, so that its module's component adds the route to its router.
///
/// ```swift
/// import LatticeAnnotations
///
/// enum ProductRoutes {
///     @Route("shop://product/:id<int>", exposure: .external, summary: "Product page")
///     static func show(_ request: RouteRequest, id: Int) throws -> RouteResponse { .handled }
/// }
/// ```
///
/// The macro parses the pattern with the router's own parser at compile time: a pattern
/// that does not parse is a compile error carrying the router's message. Each path
/// parameter must be a labelled parameter of the function with the same name and the
/// pattern's type (`int` → `Int`, `uint` → `UInt`, `double` → `Double`, `bool` → `Bool`, `uuid` → `UUID`,
/// `string` or untyped → `String`, a custom type → any `RouteParameterValue`); a
/// parameter in an optional group is optional (`Int?`). A parameter of type
/// `RouteRequest` receives the request. The function returns `RouteResponse`, or nothing
/// (then the route answers `.handled`).
///
/// Generates a peer that the router can call:
///
/// ```swift
/// static func latticeRoute_show(_ request: RouteRequest) throws -> RouteResponse
/// ```
///
/// (`async` when the handler is.)
///
/// - Parameters:
///   - pattern: The route pattern, as a string literal (`[METHOD ][scheme://]path`).
///   - method: The HTTP-style method, if the route answers only one.
///   - name: The route's name, for the catalog (`RouteInfo.name`).
///   - exposure: Whether URLs from outside the app may open it (`.external`); the app
///     only by default.
///   - summary: One line for the route catalog.
///   - owner: The owning component's name; the component registering it when `nil`.
@attached(peer, names: prefixed(latticeRoute_), prefixed(latticeRecord_))
public macro Route(
    _ pattern: String, method: String? = nil, name: String? = nil, exposure: Exposure = .app,
    summary: String? = nil, owner: String? = nil
) = #externalMacro(module: "LatticeMacros", type: "RouteMacro")

/// Deprecated: write `exposure: .external` (or `.app`) instead of `exposed:`; the route is
/// the same.
@available(*, deprecated, message: "write 'exposure: .external' (or '.app') instead of 'exposed:'")
@attached(peer, names: prefixed(latticeRoute_), prefixed(latticeRecord_))
public macro Route(
    _ pattern: String, method: String? = nil, name: String? = nil, exposed: Bool,
    summary: String? = nil, owner: String? = nil
) = #externalMacro(module: "LatticeMacros", type: "RouteMacro")
