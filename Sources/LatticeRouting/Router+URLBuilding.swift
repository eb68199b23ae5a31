import LatticeCore

extension Router {
    /// Builds the URL of the route registered with `name`, percent-encoding each value;
    /// values that are not parameters of the route become query items.
    ///
    /// ```swift
    /// try router.add("shop://product/:id<int>(/reviews/:page<int>)", name: "product") { _ in .handled }
    /// try router.url(for: "product", parameters: ["id": "42"])   // "shop://product/42"
    /// ```
    ///
    /// For compile-time checking of the parameters, declare a ``TypedRoute`` instead.
    /// - Throws: ``RoutingError/Code/unknownRoute`` (with suggestions),
    ///   ``RoutingError/Code/missingParameter``, ``RoutingError/Code/invalidParameter``.
    public func url(for name: String, parameters: [String: String] = [:], fileID: String = #fileID, line: Int = #line) throws(RoutingError) -> String {
        let routes = currentSnapshot().routes
        guard let route = routes.first(where: { $0.name == name }) else {
            let close = closestNames(to: name, in: routes.compactMap(\.name))
            throw RoutingError.unknownRoute(name, suggestions: close, fileID: fileID, line: line)
        }
        var known = types
        for type in route.parsed.usedTypes { known[type.name] = type }
        return try route.parsed.url(parameters, types: known, subject: route.displayPattern, fileID: fileID, line: line)
    }
}
