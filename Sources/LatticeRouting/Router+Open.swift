import Logging
public import LatticeCore


extension Router {
    /// Sets the handler for URLs no route matches (or that every route declined);
    /// `nil` removes it. Without one, such URLs throw ``RoutingError/Code/notFound`` (from
    /// the app) or are refused with `TrustRefusal.Reason.notFound` (from outside).
    ///
    /// - Parameters:
    ///   - exposure: Whether URLs from outside the app may reach it (`Exposure.external`).
    ///     Default `Exposure.app`: a URL from outside that matches no route is then
    ///     refused with `TrustRefusal.Reason.notExposed` (`the fallback`), through the
    ///     policy's hook.
    ///   - handler: Runs with a request whose ``RouteRequest/match`` is `nil`.
    public func setFallback(exposure: Exposure = .app, _ handler: (@Sendable (RouteRequest) throws -> RouteResponse)?) {
        change { state in
            if let previous = state.fallback { state.garbage.append(previous) }
            state.fallback = handler.map { .sync($0) }
            state.fallbackIsExposed = exposure == .external
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
                in: snapshot, stripe: stripe) { _, request, _ in request.match != nil }
        }
        return found == true
    }

    /// Opens `url` without `await`: runs the first matching route's handler, the next one
    /// if it declines, then the fallback, as `open(_:method:origin:attachments:fileID:line:)`
    /// does. A route with an asynchronous handler throws ``RoutingError/Code/requiresAsync``
    /// (use `await open`); a `@MainActor` handler runs in place when `openSync` is called
    /// on the main thread (from `@MainActor` code, a block on the main queue, the main
    /// thread's own code), and throws ``RoutingError/Code/requiresAsync`` elsewhere.
    ///
    /// Named by the rule of the mediator's `perform` and `performSync`: the asynchronous
    /// call has the plain name, the synchronous one the `Sync` suffix, so which one runs
    /// never depends on whether the caller is in an asynchronous context.
    ///
    /// One read of the routes (no lock, except for the first read after a change), one
    /// parse of the URL when the first matching route opens it (after a decline or a
    /// miss, it is parsed again on the same routes); the handlers run on the routes as they
    /// were when the call began.
    /// Before each handler, the interceptors run (``RouteInterceptor``): a redirect opens
    /// the new URL instead (this call returns what that open returns), a refusal throws
    /// ``RoutingError/Code/intercepted``.
    ///
    /// - Parameters:
    ///   - url: The URL string.
    ///   - method: The request's method, if any.
    ///   - origin: Where the URL came from; anything but `Origin/app` goes through the
    ///     trust policy and may open only routes added with `Exposure.external`.
    ///   - attachments: Values handed to the handler beside the URL.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Returns: `true` when a handler handled it, `false` when every handler declined.
    /// - Throws: ``RoutingError`` with ``RoutingError/Code/refused``, ``RoutingError/Code/notFound``,
    ///   ``RoutingError/Code/invalidParameter``, ``RoutingError/Code/handlerFailed``,
    ///   ``RoutingError/Code/intercepted``, ``RoutingError/Code/redirectLoop``, ….
    @discardableResult
    public func openSync(
        _ url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> Bool {
        // The hot path, written out: one read section, one parse, the handler; a redirect
        // leaves it for `dispatchSync`. Whether the caller is on the main thread is asked
        // only before a `@MainActor` handler.
        return try withSnapshotThrowing { (snapshot, stripe) throws(RoutingError) -> Bool in
            try resolve(
                url, method: method, origin: origin, policy: policy, attachments: attachments, fileID: fileID, line: line,
                in: snapshot, stripe: stripe) { (handler, request, interceptors) throws(RoutingError) -> Bool in
                if !interceptors.isEmpty, let redirect = try intercept(interceptors, request, fileID: fileID, line: line) {
                    var call = Call(method: nil, origin: origin, attachments: attachments, accepts: .handled, fileID: fileID, line: line)
                    call.redirectedFrom = [url]
                    return try dispatchSync(redirect, call) != nil
                }
                switch try runSync(handler, request, fileID: fileID, line: line) {
                case .declined: return false
                case .handled, .value: return true
                }
            }
        }
    }

    /// Opens `url`: runs the first matching route's handler, the next one if it declines,
    /// then the fallback; synchronous, asynchronous and `@MainActor` handlers (on the main
    /// actor) alike. Before each handler, the interceptors run (``RouteInterceptor``): a
    /// redirect opens the new URL instead (this call returns what that open returns), a
    /// refusal throws ``RoutingError/Code/intercepted``. ``openSync(_:method:origin:attachments:fileID:line:)-(String,_,_,_,_,_)``
    /// opens without `await` when every handler it meets is synchronous.
    ///
    /// The routes are read once (one reference kept while the handlers run), and the URL is
    /// parsed once when the first matching route opens it; after a decline, it is parsed
    /// again on the same routes.
    ///
    /// - Parameters:
    ///   - url: The URL string.
    ///   - method: The request's method, if any.
    ///   - origin: Where the URL came from; anything but `Origin/app` goes through the
    ///     trust policy and may open only routes added with `Exposure.external`.
    ///   - attachments: Values handed to the handler beside the URL.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Returns: `true` when a handler handled it, `false` when every handler declined.
    /// - Throws: ``RoutingError`` with ``RoutingError/Code/refused``, ``RoutingError/Code/notFound``,
    ///   ``RoutingError/Code/invalidParameter``, ``RoutingError/Code/handlerFailed``,
    ///   ``RoutingError/Code/intercepted``, ``RoutingError/Code/redirectLoop``, ….
    @discardableResult
    public func open(
        _ url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) async throws(RoutingError) -> Bool {
        let call = Call(method: method, origin: origin, attachments: attachments, accepts: .handled, fileID: fileID, line: line)
        return try await dispatch(url, call) != nil
    }

    /// What the handler for `url` builds, without `await`; see
    /// `value(for:method:origin:attachments:fileID:line:)`. Only synchronous handlers
    /// (and `@MainActor` ones, on the main thread) run.
    ///
    /// - Throws: ``RoutingError/Code/noValue`` when no handler returned a value, and the
    ///   errors of ``openSync(_:method:origin:attachments:fileID:line:)-(String,_,_,_,_,_)``.
    public func valueSync(
        for url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> any Sendable {
        let call = Call(method: method, origin: origin, attachments: attachments, accepts: .value(nil), fileID: fileID, line: line)
        if case .value(let value)? = try dispatchSync(url, call) { return value }
        throw logged(noValue(url, fileID: fileID, line: line), origin: origin)
    }

    /// What the handler for `url` builds (MGJRouter's `objectForURL`): the first
    /// ``RouteResponse/value(_:)`` among the matching routes, then the fallback; handlers
    /// of every kind run.
    ///
    /// - Throws: ``RoutingError/Code/noValue`` when no handler returned a value, and the
    ///   errors of `open(_:method:origin:attachments:fileID:line:)`.
    public func value(
        for url: String, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) async throws(RoutingError) -> any Sendable {
        let call = Call(method: method, origin: origin, attachments: attachments, accepts: .value(nil), fileID: fileID, line: line)
        if case .value(let value)? = try await dispatch(url, call) { return value }
        throw logged(noValue(url, fileID: fileID, line: line), origin: origin)
    }

    /// The value for `url` as a `T`, without `await`; handlers returning other types are
    /// skipped. See ``valueSync(for:method:origin:attachments:fileID:line:)``.
    ///
    /// Its asynchronous form, `value(for:as:)`, comes when the deprecated synchronous
    /// `value(for:as:)` is removed: added now, it would be picked, and need `await`, in
    /// every asynchronous caller of the old name.
    public func valueSync<T>(
        for url: String, as type: T.Type, method: String? = nil, origin: Origin = .app,
        attachments: [String: any Sendable] = [:], fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> T {
        let call = Call(method: method, origin: origin, attachments: attachments, accepts: .value({ $0 is T }), fileID: fileID, line: line)
        if case .value(let value)? = try dispatchSync(url, call), let typed = value as? T { return typed }
        throw logged(noValue(url, as: "\(T.self)", fileID: fileID, line: line), origin: origin)
    }

    private func noValue(_ url: String, as type: String? = nil, fileID: String, line: Int) -> RoutingError {
        let what = type.map { "a value of type \($0)" } ?? "a value"
        return .noValue(url, message: "No handler for '\(url)' returned \(what).", fileID: fileID, line: line)
    }

    /// One call of `open` or `value(for:)`: what travels with the URL through redirects.
    struct Call {
        /// Which responses end the call.
        enum Accepts {
            /// `.handled` or any `.value` (`open`).
            case handled
            /// A `.value` the predicate accepts (`nil`: any) (`value(for:)`).
            case value((@Sendable (any Sendable) -> Bool)?)
        }

        var method: String?
        var origin: Origin
        var attachments: [String: any Sendable]
        var accepts: Accepts
        var reply: Reply<any Sendable>? = nil
        var redirectedFrom: [String] = []
        var fileID: String
        var line: Int

        func ends(with response: RouteResponse) -> Bool {
            switch (response, accepts) {
            case (.declined, _): false
            case (.handled, .handled), (.value, .handled): true
            case (.handled, .value): false
            case (.value(let value), .value(let predicate)): predicate?(value) ?? true
            }
        }
    }

    /// Opens `url` for `call`: the response that ended it, or `nil` when every handler
    /// declined (or none built what `call` accepts).
    ///
    /// One read of the routes, one parse on a hit: ``resolve(_:method:origin:policy:attachments:reply:redirectedFrom:logs:fileID:line:in:stripe:skipping:offer:)``
    /// offers each handler in order inside the read section; the interceptors run first,
    /// and a redirect opens its URL for the same call.
    func dispatchSync(_ url: String, _ call: Call) throws(RoutingError) -> RouteResponse? {
        var response: RouteResponse?
        _ = try withSnapshotThrowing { (snapshot, stripe) throws(RoutingError) -> Bool in
            try resolve(
                url, method: call.method, origin: call.origin, policy: policy, attachments: call.attachments, reply: call.reply,
                redirectedFrom: call.redirectedFrom, fileID: call.fileID, line: call.line, in: snapshot, stripe: stripe
            ) { (handler, request, interceptors) throws(RoutingError) -> Bool in
                if !interceptors.isEmpty, let redirect = try intercept(interceptors, request, fileID: call.fileID, line: call.line) {
                    response = try dispatchSync(redirect, redirected(call, from: url))
                    return true
                }
                let answer = try runSync(handler, request, fileID: call.fileID, line: call.line)
                guard call.ends(with: answer) else { return false }
                response = answer
                return true
            }
        }
        return response
    }

    /// The asynchronous ``dispatchSync(_:_:)``: the snapshot is kept (one reference) across
    /// the handlers' suspensions, and each handler is offered outside the read section;
    /// after a decline, the URL is parsed again on the same snapshot to find the next
    /// candidate.
    func dispatch(_ url: String, _ call: Call) async throws(RoutingError) -> RouteResponse? {
        let snapshot = currentSnapshot()
        let stripe = ReaderCounts.stripe()
        var tried = 0
        while true {
            var next: (handler: RouteHandler, request: RouteRequest, interceptors: InterceptorChain)?
            _ = try resolve(
                url, method: call.method, origin: call.origin, policy: policy, attachments: call.attachments, reply: call.reply,
                redirectedFrom: call.redirectedFrom, fileID: call.fileID, line: call.line, in: snapshot, stripe: stripe, skipping: tried
            ) { handler, request, interceptors in
                next = (handler, request, interceptors)
                return true
            }
            guard let next else { return nil }
            tried += 1
            if !next.interceptors.isEmpty, let redirect = try intercept(next.interceptors, next.request, fileID: call.fileID, line: call.line) {
                return try await dispatch(redirect, redirected(call, from: url))
            }
            let answer = try await run(next.handler, next.request, fileID: call.fileID, line: call.line)
            if call.ends(with: answer) { return answer }
        }
    }

    private func redirected(_ call: Call, from url: String) -> Call {
        var next = call
        next.redirectedFrom.append(url)
        next.method = nil
        return next
    }

    /// Runs a handler in place: a synchronous one, or a `@MainActor` one when the caller runs
    /// on the main queue (`MainQueue`).
    private func runSync(_ handler: RouteHandler, _ request: RouteRequest, fileID: String, line: Int) throws(RoutingError) -> RouteResponse {
        guard case .sync(let body) = handler else { return try runOther(handler, request, fileID: fileID, line: line) }
        do {
            return try body(request)
        } catch {
            throw failure(error, request, fileID: fileID, line: line)
        }
    }

    /// ``runSync(_:_:fileID:line:)`` for a handler that is not synchronous: out of line, so
    /// that the synchronous case stays small enough for the compiler to inline the whole
    /// read section into `open` (with these cases inline, it kept the section out of line:
    /// about 50 instructions more per open, callgrind).
    @inline(never)
    private func runOther(_ handler: RouteHandler, _ request: RouteRequest, fileID: String, line: Int) throws(RoutingError) -> RouteResponse {
        if case .mainActor(let body) = handler, MainQueue.isCurrent {
            do {
                return try MainActor.assumeIsolated { try body(request) }
            } catch {
                throw failure(error, request, fileID: fileID, line: line)
            }
        }
        let pattern = request.match?.route.displayPattern ?? "the fallback"
        let isAsync = if case .async = handler { true } else { false }
        let message = isAsync
            ? "'\(pattern)' has an asynchronous handler."
            : "'\(pattern)' has a @MainActor handler and this open is not on the main thread."
        let fix = isAsync ? nil : "call 'await router.open(…)', which hops to the main actor, or call 'openSync' on the main thread"
        throw logged(.requiresAsync(request.url, message: message, fix: fix, fileID: fileID, line: line), origin: request.origin)
    }

    private func run(_ handler: RouteHandler, _ request: RouteRequest, fileID: String, line: Int) async throws(RoutingError) -> RouteResponse {
        do {
            switch handler {
            case .sync(let body): return try body(request)
            case .async(let body): return try await body(request)
            case .mainActor(let body): return try await MainActor.run { try body(request) }
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
            .handlerFailed(request.url, underlying: error, message: "The handler of '\(pattern)' threw \(LatticeErrorText.clause(error)).", fileID: fileID, line: line),
            origin: request.origin)
    }

    /// Logs a failed open where it is thrown, at `debug` only, with the URL, the code, the
    /// origin and the call site as metadata: the caller gets the error and reports it, so
    /// the line is a trail for whoever turns `debug` on, not a second report (swift-log's
    /// guidance for libraries: a failure the caller is told of, or one that may be
    /// intended, such as a miss, is not logged at `info` or above). The line does not list
    /// the closest routes of a miss, which are worked out only when the error's message is
    /// read. Every refusal also reaches the policy's `onRefusal` hook with its reason,
    /// which is where to count them.
    func logged(_ error: RoutingError, origin: Origin) -> RoutingError {
        // Nothing is built when the logger drops `debug` (the metadata, the error without
        // its pending suggestions): a flood of refused misses from outside costs no text.
        guard logHandler.logLevel <= .debug else { return error }
        error.withoutPendingSuggestions.log(to: logger, level: .debug, ["origin": "\(origin)"])
        return error
    }
}
