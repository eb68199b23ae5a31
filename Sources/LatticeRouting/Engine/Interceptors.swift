/// The interceptors a snapshot carries: the global ones in order, and each route's own.
struct Interceptors: Sendable {
    var global: [RouteInterceptor] = []
    var byRoute: [Int32: [RouteInterceptor]] = [:]

    /// How many there are, global and per route.
    var count: Int { global.count + byRoute.values.reduce(0) { $0 + $1.count } }

    /// The interceptors to run before the handler of `route` (`nil`: the fallback): no
    /// array is built, and without per-route interceptors no dictionary is searched.
    func chain(for route: Int32?) -> InterceptorChain {
        guard let route, !byRoute.isEmpty, let own = byRoute[route] else { return InterceptorChain(global: global) }
        return InterceptorChain(global: global, own: own)
    }
}

/// The interceptors of one request: the global ones, then the route's own.
struct InterceptorChain: Sendable {
    var global: [RouteInterceptor] = []
    var own: [RouteInterceptor] = []

    /// Whether there is nothing to run (the common case).
    var isEmpty: Bool { global.isEmpty && own.isEmpty }
}
