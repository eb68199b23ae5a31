import Logging
public import LatticeCore


extension Router {
    /// Sets the handler for URLs no route matches (or that every route declined);
    /// `nil` removes it. Without one, such URLs throw ``RoutingError/Code/notFound`` (from
    /// the app) or are refused with ``TrustRefusal/Reason/notFound(_:)`` (from outside).
    ///
    /// - Parameters:
    ///   - exposed: Whether URLs from outside the app may reach it. Default `false`: a URL
    ///     from outside that matches no route is then refused with
    ///     ``TrustRefusal/Reason/notExposed(_:)`` (`the fallback`), through the policy's hook.
    ///   - handler: Runs with a request whose ``RouteRequest/match`` is `nil`.
    public func setFallback(exposed: Bool = false, _ handler: (@Sendable (RouteRequest) throws -> RouteResponse)?) {
        change { state in
            if let previous = state.fallback { state.garbage.append(previous) }
            state.fallback = handler.map { .sync($0) }
            state.fallbackIsExposed = exposed
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
        let found = try? withSnapshotThrowing { (snapshot, stripe) throws(RoutingError) -> Bool in
            try resolve(
                url, method: method, origin: origin, policy: quiet, attachments: [:], logs: false, fileID: #fileID, line: #line,
                in: snapshot, stripe: stripe) { _, request in request.match != nil }
        }
        return found == true
    }

    /// Opens `url`: runs the first matching route's handler, the next one if it declines,
    /// then the fallback. Synchronous: a route with an asynchronous handler throws
    /// ``RoutingError/Code/requiresAsync`` (use `await open`).
    ///
    /// One read of the routes (no lock, except for the first read after a change), one
    /// parse of the URL; the handlers run on the routes as they were when the call began.
    ///
    /// - Parameters:
    ///   - url: The URL string.
    ///   - method: The request's method, if any.
    ///   - origin: Where the URL came from; anything but `Origin/app` goes through the
    ///     trust policy and may open only exposed routes (and the fallback if exposed).
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
        try withSnapshotThrowing { (snapshot, stripe) throws(RoutingError) -> Bool in
            try resolve(
                url, method: method, origin: origin, policy: policy, attachments: attachments, fileID: fileID, line: line,
                in: snapshot, stripe: stripe) { (handler, request) throws(RoutingError) -> Bool in
                switch try runSync(handler, request, fileID: fileID, line: line) {
                case .declined: false
                case .handled, .value: true
                }
            }
        }
    }

    /// Opens `url`, running synchronous and asynchronous handlers; see the synchronous `open`.
    @discardableResult
    public func open(
        _ url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) async throws(RoutingError) -> Bool {
        try await resolveAsync(url, method: method, origin: origin, attachments: attachments, fileID: fileID, line: line) {
            (handler, request) async throws(RoutingError) -> Bool in
            switch try await run(handler, request, fileID: fileID, line: line) {
            case .declined: false
            case .handled, .value: true
            }
        }
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
        try value(for: url, as: (any Sendable).self, method: method, origin: origin, attachments: attachments, fileID: fileID, line: line)
    }

    /// Like ``value(for:method:origin:attachments:fileID:line:)``, running asynchronous handlers too.
    public func value(
        for url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) async throws(RoutingError) -> any Sendable {
        var result: (any Sendable)?
        let found = try await resolveAsync(url, method: method, origin: origin, attachments: attachments, fileID: fileID, line: line) {
            (handler, request) async throws(RoutingError) -> Bool in
            guard case .value(let value) = try await run(handler, request, fileID: fileID, line: line) else { return false }
            result = value
            return true
        }
        guard found, let result else { throw logged(noValue(url, fileID: fileID, line: line), origin: origin) }
        return result
    }

    /// The value for `url` as a `T`; handlers returning other types are skipped.
    public func value<T>(
        for url: String, as type: T.Type, method: String? = nil, origin: Origin = .app,
        attachments: [String: any Sendable] = [:], fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> T {
        var result: T?
        let found = try withSnapshotThrowing { (snapshot, stripe) throws(RoutingError) -> Bool in
            try resolve(
                url, method: method, origin: origin, policy: policy, attachments: attachments, fileID: fileID, line: line,
                in: snapshot, stripe: stripe) { (handler, request) throws(RoutingError) -> Bool in
                guard case .value(let value) = try runSync(handler, request, fileID: fileID, line: line), let typed = value as? T else {
                    return false
                }
                result = typed
                return true
            }
        }
        guard found, let result else {
            let what = ObjectIdentifier(T.self) == ObjectIdentifier((any Sendable).self) ? nil : "\(T.self)"
            throw logged(noValue(url, as: what, fileID: fileID, line: line), origin: origin)
        }
        return result
    }

    /// The asynchronous side of ``resolve(_:method:origin:policy:attachments:logs:fileID:line:in:stripe:skipping:offer:)``:
    /// the snapshot is kept (one reference) across the handlers' suspensions, and each
    /// handler is offered outside the read section; after a decline, the URL is parsed
    /// again on the same snapshot to find the next candidate.
    private func resolveAsync(
        _ url: String, method: String?, origin: Origin, attachments: [String: any Sendable], fileID: String, line: Int,
        offer: (RouteHandler, RouteRequest) async throws(RoutingError) -> Bool
    ) async throws(RoutingError) -> Bool {
        let snapshot = currentSnapshot()
        let stripe = ReaderCounts.stripe()
        var tried = 0
        while true {
            var next: (handler: RouteHandler, request: RouteRequest)?
            _ = try resolve(
                url, method: method, origin: origin, policy: policy, attachments: attachments, fileID: fileID, line: line,
                in: snapshot, stripe: stripe, skipping: tried) { handler, request in
                next = (handler, request)
                return true
            }
            guard let next else { return false }
            tried += 1
            if try await offer(next.handler, next.request) { return true }
        }
    }

    private func noValue(_ url: String, as type: String? = nil, fileID: String, line: Int) -> RoutingError {
        let what = type.map { "a value of type \($0)" } ?? "a value"
        return .noValue(url, message: "No handler for '\(url)' returned \(what).", fileID: fileID, line: line)
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
    /// (a component or handler further on may still open it; the line does not list the
    /// closest routes, which are worked out only when the error's message is read),
    /// anything else at `error`.
    func logged(_ error: RoutingError, origin: Origin) -> RoutingError {
        let level: Logger.Level = switch error.code {
        case .refused: .warning
        case .notFound: .notice
        default: .error
        }
        // Logged without the suggestions of a miss: they are worked out only when read.
        error.withoutPendingSuggestions.log(to: logger, level: level, ["origin": "\(origin)"])
        return error
    }
}
