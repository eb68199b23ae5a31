import Logging
public import LatticeCore


extension Router {
    /// The routes a URL may open, in order, or the fallback.
    enum Resolution {
        case routes([RouteMatch])
        case fallback(RouteHandler)
    }

    /// Sets the handler for URLs no route matches (or that every route declined);
    /// `nil` removes it. Without one, such URLs throw ``RoutingError/Code/notFound``.
    public func setFallback(_ handler: (@Sendable (RouteRequest) throws -> RouteResponse)?) {
        change { state in
            if let previous = state.fallback { state.garbage.append(previous) }
            state.fallback = handler.map { .sync($0) }
            state.invalidate()
        }
    }

    /// Whether opening `url` from `origin` would run a route's handler: the URL passes the
    /// trust policy, a route with a handler matches (exposed, when from outside) and its
    /// typed parameters are valid. Nothing is reported and nothing runs. The fallback does
    /// not count, and a handler may still decline.
    public func canOpen(_ url: String, method: String? = nil, origin: Origin = .app) -> Bool {
        var quiet = policy
        quiet.onRefusal = nil
        guard case .routes(let matches)? = try? resolve(url, method: method, origin: origin, policy: quiet, suggests: false, logs: false, fileID: #fileID, line: #line) else {
            return false
        }
        return !matches.isEmpty
    }

    /// Opens `url`: runs the first matching route's handler, the next one if it declines,
    /// then the fallback. Synchronous: a route with an asynchronous handler throws
    /// ``RoutingError/Code/requiresAsync`` (use `await open`).
    ///
    /// - Parameters:
    ///   - url: The URL string.
    ///   - method: The request's method, if any.
    ///   - origin: Where the URL came from; anything but `Origin/app` goes through the
    ///     trust policy and may open only exposed routes.
    ///   - attachments: Values handed to the handler beside the URL.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Returns: `true` when a handler handled it, `false` when every handler declined.
    /// - Throws: ``RoutingError`` with ``RoutingError/Code/refused``, ``RoutingError/Code/notFound``,
    ///   ``RoutingError/Code/invalidParameter``, ``RoutingError/Code/handlerFailed``, ….
    @discardableResult
    public func open(
        _ url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> Bool {
        let resolution = try resolve(url, method: method, origin: origin, policy: policy, fileID: fileID, line: line)
        for request in requests(for: resolution, url: url, origin: origin, attachments: attachments) {
            switch try runSync(request.handler, request.request, fileID: fileID, line: line) {
            case .declined: continue
            case .handled, .value: return true
            }
        }
        return false
    }

    /// Opens `url`, running synchronous and asynchronous handlers; see the synchronous `open`.
    @discardableResult
    public func open(
        _ url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) async throws(RoutingError) -> Bool {
        let resolution = try resolve(url, method: method, origin: origin, policy: policy, fileID: fileID, line: line)
        for request in requests(for: resolution, url: url, origin: origin, attachments: attachments) {
            switch try await run(request.handler, request.request, fileID: fileID, line: line) {
            case .declined: continue
            case .handled, .value: return true
            }
        }
        return false
    }

    /// What the handler for `url` builds (MGJRouter's `objectForURL`): the first
    /// ``RouteResponse/value(_:)`` among the matching routes, then the fallback.
    ///
    /// - Throws: ``RoutingError/Code/noValue`` when no handler returned a value, and the
    ///   errors of `open`.
    public func value(
        for url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> any Sendable {
        let resolution = try resolve(url, method: method, origin: origin, policy: policy, fileID: fileID, line: line)
        for request in requests(for: resolution, url: url, origin: origin, attachments: attachments) {
            if case .value(let value) = try runSync(request.handler, request.request, fileID: fileID, line: line) { return value }
        }
        throw logged(noValue(url, fileID: fileID, line: line), origin: origin)
    }

    /// Like ``value(for:method:origin:attachments:fileID:line:)``, running asynchronous handlers too.
    public func value(
        for url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) async throws(RoutingError) -> any Sendable {
        let resolution = try resolve(url, method: method, origin: origin, policy: policy, fileID: fileID, line: line)
        for request in requests(for: resolution, url: url, origin: origin, attachments: attachments) {
            if case .value(let value) = try await run(request.handler, request.request, fileID: fileID, line: line) { return value }
        }
        throw logged(noValue(url, fileID: fileID, line: line), origin: origin)
    }

    /// The value for `url` as a `T`; handlers returning other types are skipped.
    public func value<T>(
        for url: String, as type: T.Type, method: String? = nil, origin: Origin = .app,
        attachments: [String: any Sendable] = [:], fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> T {
        let resolution = try resolve(url, method: method, origin: origin, policy: policy, fileID: fileID, line: line)
        for request in requests(for: resolution, url: url, origin: origin, attachments: attachments) {
            if case .value(let value) = try runSync(request.handler, request.request, fileID: fileID, line: line), let typed = value as? T {
                return typed
            }
        }
        throw logged(noValue(url, as: "\(T.self)", fileID: fileID, line: line), origin: origin)
    }

    private func noValue(_ url: String, as type: String? = nil, fileID: String, line: Int) -> RoutingError {
        let what = type.map { "a value of type \($0)" } ?? "a value"
        return .noValue(url, message: "No handler for '\(url)' returned \(what).", fileID: fileID, line: line)
    }

    private func requests(for resolution: Resolution, url: String, origin: Origin, attachments: [String: any Sendable]) -> [(handler: RouteHandler, request: RouteRequest)] {
        switch resolution {
        case .fallback(let handler):
            return [(handler, RouteRequest(url: url, match: nil, origin: origin, attachments: attachments))]
        case .routes(let matches):
            var result: [(handler: RouteHandler, request: RouteRequest)] = matches.compactMap { match in
                match.route.handler.map { ($0, RouteRequest(url: url, match: match, origin: origin, attachments: attachments)) }
            }
            if let fallback = currentSnapshot().fallback {
                result.append((fallback, RouteRequest(url: url, match: nil, origin: origin, attachments: attachments)))
            }
            return result
        }
    }

    private func runSync(_ handler: RouteHandler, _ request: RouteRequest, fileID: String, line: Int) throws(RoutingError) -> RouteResponse {
        guard case .sync(let body) = handler else {
            let pattern = request.match?.route.displayPattern ?? "the fallback"
            throw logged(
                .requiresAsync(request.url, message: "'\(pattern)' has an asynchronous handler.", fileID: fileID, line: line),
                origin: request.origin)
        }
        do {
            return try body(request)
        } catch {
            throw failure(error, request, fileID: fileID, line: line)
        }
    }

    private func run(_ handler: RouteHandler, _ request: RouteRequest, fileID: String, line: Int) async throws(RoutingError) -> RouteResponse {
        do {
            switch handler {
            case .sync(let body): return try body(request)
            case .async(let body): return try await body(request)
            }
        } catch {
            throw failure(error, request, fileID: fileID, line: line)
        }
    }

    /// What a handler's error becomes (a ``RoutingError`` it threw stays as it is), logged.
    private func failure(_ error: any Error, _ request: RouteRequest, fileID: String, line: Int) -> RoutingError {
        if let routing = error as? RoutingError { return logged(routing, origin: request.origin) }
        let pattern = request.match?.route.displayPattern ?? "the fallback"
        return logged(
            .handlerFailed(request.url, underlying: error, message: "The handler of '\(pattern)' threw \(error).", fileID: fileID, line: line),
            origin: request.origin)
    }

    /// Logs a failed open where it is thrown, with the URL, the code, the origin and the
    /// call site as metadata: a refusal at `warning`, a URL no route matches at `notice`
    /// (a component or handler further on may still open it), anything else at `error`.
    func logged(_ error: RoutingError, origin: Origin) -> RoutingError {
        let level: Logger.Level = switch error.code {
        case .refused: .warning
        case .notFound: .notice
        default: .error
        }
        error.log(to: logger, level: level, ["origin": "\(origin)"])
        return error
    }
}
