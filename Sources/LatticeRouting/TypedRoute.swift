public import LatticeCore

/// A route declared once as a value: it both matches (its handler receives typed
/// parameters) and builds its URL, so callers never hand-write the string.
///
/// The generic arguments are the parameters' types in pattern order; their
/// ``RouteParameterValue/routeParameterType`` becomes each parameter's constraint, so
/// `/product/:id` of a `TypedRoute<Int>` only matches integers. Building the URL takes
/// exactly those values: a missing or mistyped one is a compile error.
///
/// ```swift
/// import LatticeAnnotations
///
/// enum Routes {
///     // Checked at compile time: a pattern that does not parse does not build.
///     static let review: TypedRoute<Int, Int> = #typedRoute("shop://product/:id<int>/reviews/:page<int>")
/// }
/// try router.add(Routes.review) { request, id, page in show(id, page); return .handled }
/// Routes.review.url(42, 2)        // "shop://product/42/reviews/2"
/// ```
///
/// Without the macros, ``init(deferringErrors:fileID:line:)`` declares a constant that
/// cannot crash either: a pattern that does not fit is reported when the route is
/// registered. ``init(_:fileID:line:)`` throws at once, for patterns made at run time.
public struct TypedRoute<each Value: RouteParameterValue>: Sendable {
    /// The pattern as declared.
    public let pattern: String
    /// The parsed pattern, or why it does not fit (thrown when the route is registered).
    let checked: Result<ParsedPattern, RoutingError>

    /// Declares a route.
    ///
    /// - Throws: ``RoutingError/Code/invalidPattern`` when the pattern does not parse, has
    ///   optional groups, or its parameters do not line up with the generic arguments
    ///   (count, or a `<type>` written in the pattern that differs).
    public init(_ pattern: String, fileID: String = #fileID, line: Int = #line) throws(RoutingError) {
        self.pattern = pattern
        self.checked = .success(try Self.parse(pattern, fileID: fileID, line: line))
    }

    /// Declares a route whose pattern is checked when it is registered, not here, so a
    /// route constant cannot crash the app: a pattern that does not fit makes the
    /// ``Router``'s `add` of this route throw the ``RoutingError/Code/invalidPattern`` that
    /// ``init(_:fileID:line:)`` would have thrown (with this declaration's file and line),
    /// and ``url(_:)`` return the pattern.
    ///
    /// The `#typedRoute` macro (LatticeAnnotations) checks the pattern at compile time with
    /// the router's parser and expands to this initializer.
    ///
    /// ```swift
    /// static let product = TypedRoute<Int>(deferringErrors: "/product/:id")
    /// ```
    public init(deferringErrors pattern: String, fileID: String = #fileID, line: Int = #line) {
        self.pattern = pattern
        do {
            self.checked = .success(try Self.parse(pattern, fileID: fileID, line: line))
        } catch {
            self.checked = .failure(error)
        }
    }

    /// The pattern parsed for these generic arguments.
    private static func parse(_ pattern: String, fileID: String, line: Int) throws(RoutingError) -> ParsedPattern {
        var valueTypes: [ParameterType?] = []
        for type in repeat (each Value).self { valueTypes.append(type.routeParameterType) }
        return try TypedRouteCheck.parse(pattern, valueTypes: valueTypes, fileID: fileID, line: line)
    }

    /// The URL for these values, written by ``RouteURL`` (percent-encoded); the pattern
    /// itself when it does not fit (see ``init(deferringErrors:fileID:line:)``).
    ///
    /// Every value has its parameter's type, so the URL matches this route and gives back
    /// the same values, except for a value no URL carries back (an empty string), which
    /// is written as it is: opening that URL reports the miss.
    public func url(_ value: repeat each Value) -> String {
        guard case .success(let parsed) = checked else { return pattern }
        // The values are in pattern order, and a typed route has no optional group.
        var values: [String] = []
        for item in repeat each value { values.append(item.routeParameter) }
        return RouteURL.buildUnchecked(parsed, orderedValues: values)
    }

    /// Converts the request's captured values, in order.
    func values(from request: RouteRequest, fileID: String, line: Int) throws(RoutingError) -> (repeat each Value) {
        let parameters = try checked.get().parameters
        var index = 0
        func next<T: RouteParameterValue>(_ type: T.Type) throws(RoutingError) -> T {
            defer { index += 1 }
            let name = index < parameters.count ? parameters[index].name : "?"
            guard let text = request[name], let value = T(routeParameter: text) else {
                throw RoutingError.invalidParameter(
                    request.url, message: "The parameter '\(name)' of '\(request.url)' is not a \(T.self).",
                    fix: "pass a valid value", fileID: fileID, line: line)
            }
            return value
        }
        return (repeat try next((each Value).self))
    }
}

extension Router {
    /// Registers a typed route; its handler receives the request and the converted values.
    ///
    /// See `add(_:method:name:summary:owner:exposure:priority:fileID:line:handler:)` for
    /// the other parameters.
    @discardableResult
    public func add<each Value: RouteParameterValue>(
        _ route: TypedRoute<repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposure: Exposure = .app, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest, repeat each Value) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        let parsed = try route.checked.get()
        let body: @Sendable (RouteRequest) throws -> RouteResponse = { request in
            let values = try route.values(from: request, fileID: fileID, line: line)
            return try handler(request, repeat each values)
        }
        return try insert(parsed, reparseable: false, name: name, summary: summary, owner: owner, exposed: exposure == .external, priority: priority, handler: .sync(body), fileID: fileID, line: line)
    }
}

extension Router {
    /// Registers a typed route with an asynchronous handler; only `open` and `value(for:)`
    /// (not `openSync`, `valueSync`) can run it.
    @discardableResult
    public func add<each Value: RouteParameterValue>(
        _ route: TypedRoute<repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposure: Exposure = .app, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest, repeat each Value) async throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        let parsed = try route.checked.get()
        let body: @Sendable (RouteRequest) async throws -> RouteResponse = { request in
            let values = try route.values(from: request, fileID: fileID, line: line)
            return try await handler(request, repeat each values)
        }
        return try insert(parsed, reparseable: false, name: name, summary: summary, owner: owner, exposed: exposure == .external, priority: priority, handler: .async(body), fileID: fileID, line: line)
    }
}

extension Router {
    /// Registers a typed route whose handler is isolated to the main actor (it presents a
    /// screen); it runs as the handlers of
    /// ``add(_:method:name:summary:owner:exposure:priority:fileID:line:onMainActor:)`` do.
    ///
    /// ```swift
    /// try router.add(ShopRoutes.product) { @MainActor request, id in
    ///     navigationController.push(ProductScreen(id: id))
    ///     return .handled
    /// }
    /// ```
    @discardableResult
    public func add<each Value: RouteParameterValue>(
        _ route: TypedRoute<repeat each Value>, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposure: Exposure = .app, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        onMainActor handler: @escaping @MainActor @Sendable (RouteRequest, repeat each Value) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        let parsed = try route.checked.get()
        let body: @MainActor @Sendable (RouteRequest) throws -> RouteResponse = { request in
            let values = try route.values(from: request, fileID: fileID, line: line)
            return try handler(request, repeat each values)
        }
        return try insert(parsed, reparseable: false, name: name, summary: summary, owner: owner, exposed: exposure == .external, priority: priority, handler: .mainActor(body), fileID: fileID, line: line)
    }
}
