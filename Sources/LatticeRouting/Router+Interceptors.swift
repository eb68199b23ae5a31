import LatticeCore

extension Router {
    /// Adds an interceptor that runs before every handler, after the global interceptors
    /// added before it.
    ///
    /// See ``RouteInterceptor`` for when interceptors run and what they may decide.
    public func addInterceptor(_ interceptor: RouteInterceptor) {
        change { state in
            state.interceptors.global.append(interceptor)
            state.invalidate()
        }
    }

    /// Adds an interceptor that runs only before the handler of the route `route`, after the
    /// global interceptors and the route's own added before it.
    ///
    /// - Throws: ``RoutingError/Code/unknownRoute`` when `route` is not registered (it was
    ///   removed, or belongs to another router).
    public func addInterceptor(
        _ interceptor: RouteInterceptor, for route: RouteID, fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) {
        try change { (state: inout State) throws(RoutingError) in
            guard let slot = state.table.slot(of: route.rawValue) else {
                throw RoutingError.unknownRoute(
                    "\(route)", message: "No route has the identity \(route.rawValue) (it was removed, or another router added it).",
                    fix: "add the interceptor with the RouteID the same router's add(_:) returned", fileID: fileID, line: line)
            }
            state.interceptors.byRoute[Int32(slot), default: []].append(interceptor)
            state.invalidate()
        }
    }

    /// Removes every interceptor named `name`, global or per route. Returns how many.
    @discardableResult
    public func removeInterceptors(named name: String) -> Int {
        change { state in
            let before = state.interceptors.count
            state.interceptors.global.removeAll { $0.name == name }
            for (route, own) in state.interceptors.byRoute {
                let kept = own.filter { $0.name != name }
                state.interceptors.byRoute[route] = kept.isEmpty ? nil : kept
            }
            let after = state.interceptors.count
            if before != after { state.invalidate() }
            return before - after
        }
    }

    /// What running `chain` before `request`'s handler decides: `nil` to run the handler,
    /// the URL to redirect to, or a thrown ``RoutingError/Code/intercepted``.
    func intercept(_ chain: InterceptorChain, _ request: RouteRequest, fileID: String, line: Int) throws(RoutingError) -> String? {
        let (global, own) = chain.ordered
        for interceptor in global {
            if let url = try decide(interceptor, request, fileID: fileID, line: line) { return url }
        }
        for interceptor in own {
            if let url = try decide(interceptor, request, fileID: fileID, line: line) { return url }
        }
        return nil
    }

    /// One interceptor's decision: `nil` to go on, the URL to redirect to, or a thrown
    /// ``RoutingError/Code/intercepted`` or ``RoutingError/Code/redirectLoop``.
    private func decide(_ interceptor: RouteInterceptor, _ request: RouteRequest, fileID: String, line: Int) throws(RoutingError) -> String? {
        switch interceptor.decide(request) {
        case .proceed:
            return nil
        case .redirect(let url):
            let chain = request.redirectedFrom + [request.url]
            if chain.contains(url) || chain.count > configuration.maxRedirects {
                let message = chain.contains(url) ? nil
                    : "Opening '\(chain[0])' was redirected more than \(configuration.maxRedirects) times (Router.Configuration.maxRedirects): \(chain.map { "'\($0)'" }.joined(separator: " → ")) → '\(url)'."
                throw logged(
                    .redirectLoop(chain[0], chain: chain + [url], interceptor: interceptor.name, message: message, fileID: fileID, line: line),
                    origin: request.origin)
            }
            return url
        case .refuse(let reason, let fix):
            throw logged(
                .intercepted(request.url, interceptor: interceptor.name, reason: reason, fix: fix, fileID: fileID, line: line),
                origin: request.origin)
        }
    }
}
