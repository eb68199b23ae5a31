/// A route's handler, synchronous or not.
enum RouteHandler: Sendable {
    case sync(@Sendable (RouteRequest) throws -> RouteResponse)
    case async(@Sendable (RouteRequest) async throws -> RouteResponse)
}
