public import LatticeCore

extension Router {
    /// Registers a route with a result; its handler receives the request, the typed
    /// `Reply` to answer with, and the converted values.
    ///
    /// When the route is opened with a plain `open` (nobody awaits), the reply drops what it
    /// is sent. See `add(_:method:name:summary:owner:exposure:priority:fileID:line:handler:)`
    /// for the other parameters.
    @discardableResult
    public func add<Output: Sendable, each Value: RouteParameterValue>(
        _ route: ResultRoute<Output, repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposure: Exposure = .app, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest, Reply<Output>, repeat each Value) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(route.route, name: name, summary: summary, owner: owner, exposure: exposure, priority: priority, fileID: fileID, line: line) {
            (request: RouteRequest, value: repeat each Value) throws -> RouteResponse in
            try handler(request, request.reply(as: Output.self), repeat each value)
        }
    }

    /// Registers a route with a result and an asynchronous handler; see the synchronous `add`.
    @discardableResult
    public func add<Output: Sendable, each Value: RouteParameterValue>(
        _ route: ResultRoute<Output, repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposure: Exposure = .app, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest, Reply<Output>, repeat each Value) async throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(route.route, name: name, summary: summary, owner: owner, exposure: exposure, priority: priority, fileID: fileID, line: line) {
            (request: RouteRequest, value: repeat each Value) async throws -> RouteResponse in
            try await handler(request, request.reply(as: Output.self), repeat each value)
        }
    }

    /// Opens the route for `value` and waits for the `Output` its flow sends back; see
    /// ``open(_:expecting:method:origin:attachments:fileID:line:)``.
    public func open<Output: Sendable, each Value: RouteParameterValue>(
        _ route: ResultRoute<Output, repeat each Value>, _ value: repeat each Value, origin: Origin = .app,
        attachments: [String: any Sendable] = [:], fileID: String = #fileID, line: Int = #line
    ) async throws(RoutingError) -> Output {
        try await open(
            route.url(repeat each value), expecting: Output.self, origin: origin, attachments: attachments,
            fileID: fileID, line: line)
    }
}
