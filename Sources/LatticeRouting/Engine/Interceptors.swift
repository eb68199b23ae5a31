/// The interceptors a snapshot carries: the global ones in order, and each route's own.
struct Interceptors: Sendable {
    var global: [RouteInterceptor] = []
    var byRoute: [Int32: [RouteInterceptor]] = [:]

    /// Whether there are none at all (the common case: nothing to run).
    var isEmpty: Bool { global.isEmpty && byRoute.isEmpty }

    /// The interceptors to run before the handler of `route` (`nil`: the fallback), in order.
    func chain(for route: Int32?) -> [RouteInterceptor] {
        guard let route, let own = byRoute[route] else { return global }
        return global + own
    }
}
