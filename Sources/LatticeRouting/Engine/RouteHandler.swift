/// A route's handler: synchronous, asynchronous, or isolated to the main actor.
enum RouteHandler: Sendable {
    case sync(@Sendable (RouteRequest) throws -> RouteResponse)
    case async(@Sendable (RouteRequest) async throws -> RouteResponse)
    case mainActor(@MainActor @Sendable (RouteRequest) throws -> RouteResponse)
}
