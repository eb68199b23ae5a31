public import Lattice

extension ComponentContext {
    /// Registers a route owned by this component whose handler builds a ``Screen`` for
    /// the app to present.
    ///
    /// - Parameters:
    ///   - pattern: The route pattern, such as `/cart`.
    ///   - summary: What it opens, for `routes`.
    ///   - exposure: Whether links from outside the app may open it (`.external`) or only
    ///     the app (`.app`).
    ///   - requiresLogin: Whether only a logged-in user may open it: the route then gets the
    ///     ``LoginGate`` interceptor, which redirects to the login screen first.
    ///   - make: Builds the screen from the request.
    public func addScreen(
        _ pattern: String, summary: String, exposure: Exposure, requiresLogin: Bool = false,
        fileID: String = #fileID, line: Int = #line,
        make: @escaping @Sendable (RouteRequest) throws -> any Screen
    ) throws {
        let id = try self.router.add(pattern, summary: summary, owner: component.name, exposure: exposure, fileID: fileID, line: line) { request in
            .value(try make(request))
        }
        if requiresLogin { try self.router.addInterceptor(LoginGate.interceptor(services: self.services), for: id) }
    }

    /// Registers a typed route (one `Int` parameter) whose handler builds a ``Screen``.
    public func addScreen(
        _ route: TypedRoute<Int>, summary: String, exposure: Exposure, requiresLogin: Bool = false,
        fileID: String = #fileID, line: Int = #line,
        make: @escaping @Sendable (RouteRequest, Int) throws -> any Screen
    ) throws {
        let id = try self.router.add(route, summary: summary, owner: component.name, exposure: exposure, fileID: fileID, line: line) { request, id in
            .value(try make(request, id))
        }
        if requiresLogin { try self.router.addInterceptor(LoginGate.interceptor(services: self.services), for: id) }
    }
}
