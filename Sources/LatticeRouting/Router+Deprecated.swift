public import LatticeCore

// The names of the release before: forwarders kept for one release (see the README's
// "Migrating" note). Each is as thin as a call can be.

extension Router {
    /// Deprecated: the synchronous open is ``openSync(_:method:origin:attachments:fileID:line:)-(String,_,_,_,_,_)``;
    /// `open` is the asynchronous one.
    @available(*, deprecated, renamed: "openSync(_:method:origin:attachments:fileID:line:)")
    @discardableResult
    public func open(
        _ url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> Bool {
        try openSync(url, method: method, origin: origin, attachments: attachments, fileID: fileID, line: line)
    }

    /// Deprecated: the synchronous value is ``valueSync(for:method:origin:attachments:fileID:line:)``;
    /// `value(for:)` is the asynchronous one.
    @available(*, deprecated, renamed: "valueSync(for:method:origin:attachments:fileID:line:)")
    public func value(
        for url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> any Sendable {
        try valueSync(for: url, method: method, origin: origin, attachments: attachments, fileID: fileID, line: line)
    }

    /// Deprecated: the synchronous typed value is ``valueSync(for:as:method:origin:attachments:fileID:line:)``;
    /// `value(for:as:)` becomes the asynchronous one when this forwarder goes.
    @available(*, deprecated, renamed: "valueSync(for:as:method:origin:attachments:fileID:line:)")
    public func value<T>(
        for url: String, as type: T.Type, method: String? = nil, origin: Origin = .app,
        attachments: [String: any Sendable] = [:], fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> T {
        try valueSync(for: url, as: type, method: method, origin: origin, attachments: attachments, fileID: fileID, line: line)
    }
}

// `exposed: Bool` became `exposure: Exposure`, the mediator's type. The forwarders take
// `exposed:` without a default, so a call that names neither picks the new form.

extension Router {
    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`).
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'")
    @discardableResult
    public func add(
        _ pattern: String, method: String? = nil, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposed: Bool, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(
            pattern, method: method, name: name, summary: summary, owner: owner, exposure: exposed ? .external : .app,
            priority: priority, fileID: fileID, line: line, handler: handler)
    }

    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`).
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'")
    @discardableResult
    public func add(
        _ pattern: String, method: String? = nil, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposed: Bool, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(
            pattern, method: method, name: name, summary: summary, owner: owner, exposure: exposed ? .external : .app,
            priority: priority, fileID: fileID, line: line, handler: handler)
    }

    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`).
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'")
    @discardableResult
    public func add(
        _ pattern: String, method: String? = nil, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposed: Bool, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        onMainActor handler: @escaping @MainActor @Sendable (RouteRequest) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(
            pattern, method: method, name: name, summary: summary, owner: owner, exposure: exposed ? .external : .app,
            priority: priority, fileID: fileID, line: line, onMainActor: handler)
    }

    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`); the code
    /// `lattice scan` generates does.
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'; regenerate with 'lattice scan'")
    @discardableResult
    public func add(
        _ pattern: String, method: String? = nil, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposed: Bool, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        annotated: @escaping @isolated(any) @Sendable (RouteRequest) throws -> RouteResponse,
        _ handler: @escaping @MainActor @Sendable (RouteRequest) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(
            pattern, method: method, name: name, summary: summary, owner: owner, exposure: exposed ? .external : .app,
            priority: priority, fileID: fileID, line: line, annotated: annotated, handler)
    }

    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`).
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'")
    @discardableResult
    public func add<each Value: RouteParameterValue>(
        _ route: TypedRoute<repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposed: Bool, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest, repeat each Value) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(
            route, name: name, summary: summary, owner: owner, exposure: exposed ? .external : .app,
            priority: priority, fileID: fileID, line: line, handler: handler)
    }

    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`).
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'")
    @discardableResult
    public func add<each Value: RouteParameterValue>(
        _ route: TypedRoute<repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposed: Bool, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest, repeat each Value) async throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(
            route, name: name, summary: summary, owner: owner, exposure: exposed ? .external : .app,
            priority: priority, fileID: fileID, line: line, handler: handler)
    }

    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`).
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'")
    @discardableResult
    public func add<each Value: RouteParameterValue>(
        _ route: TypedRoute<repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposed: Bool, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        onMainActor handler: @escaping @MainActor @Sendable (RouteRequest, repeat each Value) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(
            route, name: name, summary: summary, owner: owner, exposure: exposed ? .external : .app,
            priority: priority, fileID: fileID, line: line, onMainActor: handler)
    }

    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`).
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'")
    @discardableResult
    public func add<Output: Sendable, each Value: RouteParameterValue>(
        _ route: ResultRoute<Output, repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposed: Bool, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest, Reply<Output>, repeat each Value) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(
            route, name: name, summary: summary, owner: owner, exposure: exposed ? .external : .app,
            priority: priority, fileID: fileID, line: line, handler: handler)
    }

    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`).
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'")
    @discardableResult
    public func add<Output: Sendable, each Value: RouteParameterValue>(
        _ route: ResultRoute<Output, repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposed: Bool, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest, Reply<Output>, repeat each Value) async throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        try add(
            route, name: name, summary: summary, owner: owner, exposure: exposed ? .external : .app,
            priority: priority, fileID: fileID, line: line, handler: handler)
    }

    /// Deprecated: pass `exposure:` (`Exposure.external` for `true`).
    @available(*, deprecated, message: "pass 'exposure: .external' (or '.app') instead of 'exposed:'")
    public func setFallback(exposed: Bool, _ handler: (@Sendable (RouteRequest) throws -> RouteResponse)?) {
        setFallback(exposure: exposed ? .external : .app, handler)
    }
}

// Building a URL from a route's name: `RouteURL` is the one URL builder, with `TypedRoute`
// and `@RoutePath` as its typed front ends.

extension Router {
    /// Deprecated: build the URL with ``RouteURL/build(_:values:fileID:line:)`` from the
    /// route's pattern, or declare the route as a ``TypedRoute`` (or with `@RoutePath`),
    /// whose `url(...)` takes typed values.
    ///
    /// Builds the URL of the route registered with `name`, as ``RouteURL`` does, checking
    /// the values of the router's own parameter types too.
    ///
    /// - Throws: ``RoutingError/Code/unknownRoute`` (with suggestions),
    ///   ``RoutingError/Code/missingParameter``, ``RoutingError/Code/invalidParameter``.
    @available(*, deprecated, message: "use RouteURL.build(pattern, values:) with the route's pattern, or a TypedRoute's url(...)")
    public func url(for name: String, parameters: [String: String] = [:], fileID: String = #fileID, line: Int = #line) throws(RoutingError) -> String {
        let routes = currentSnapshot().routes
        guard let route = routes.first(where: { $0.name == name }) else {
            throw RoutingError.unknownRoute(name, suggestions: closestNames(to: name, in: routes.compactMap(\.name)), fileID: fileID, line: line)
        }
        var known = types
        for type in route.parsed.usedTypes { known[type.name] = type }
        return try RouteURL.build(route.parsed, values: parameters, types: known, subject: route.displayPattern, checked: true, fileID: fileID, line: line)
    }
}
