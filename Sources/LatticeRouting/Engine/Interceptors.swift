/// The interceptors a snapshot carries: the global ones in order, and each route's own.
struct Interceptors: Sendable {
    var global: [RouteInterceptor] = []
    /// Each route's own, by the route's slot in the table (moved with it when the table
    /// is compacted).
    var byRoute: [Int32: [RouteInterceptor]] = [:]

    /// How many there are, global and per route.
    var count: Int { global.count + byRoute.values.reduce(0) { $0 + $1.count } }

    /// The interceptors to run before the handler of `route` (`nil`: the fallback): no
    /// array is built, and without per-route interceptors no dictionary is searched.
    func chain(for route: Int32?) -> InterceptorChain {
        guard let route, !byRoute.isEmpty, let own = byRoute[route] else {
            return global.isEmpty ? .none : .some(global: global, own: [])
        }
        return .some(global: global, own: own)
    }
}

/// The interceptors of one request: the global ones, then the route's own.
///
/// An enumeration, so that the common case (none at all) holds no array: a request
/// without interceptors neither retains nor releases the snapshot's empty lists.
enum InterceptorChain: Sendable {
    /// Nothing to run (the common case).
    case none
    /// The global interceptors in order, then the route's own.
    case some(global: [RouteInterceptor], own: [RouteInterceptor])

    /// Whether there is nothing to run.
    var isEmpty: Bool {
        if case .none = self { true } else { false }
    }

    /// The global interceptors, then the route's own, in the order they run.
    var ordered: (global: [RouteInterceptor], own: [RouteInterceptor]) {
        switch self {
        case .none: ([], [])
        case .some(let global, let own): (global, own)
        }
    }
}
