package import LatticeGraph

/// One typed route written in code (`TypedRoute<Int>("shop://product/:id")`,
/// `TypedRoute<Int>(deferringErrors: "…")`, `#typedRoute("…")`): its pattern and the types
/// its generic arguments give its parameters, which the pattern alone does not say.
package struct ScannedTypedRoute: Sendable, Hashable, Codable {
    /// The constant that holds it, by `Type.name` (`ShopRoutes.product`), or the global
    /// name; `nil` for one written inline.
    package var key: String?
    /// The pattern, as the literal gives it.
    package var pattern: String
    /// Each parameter's type in pattern order, as the route matches it: `int` for `:id` of a
    /// `TypedRoute<Int>`; the pattern's own `<type>` for a type the scan cannot name.
    package var parameterTypes: [String]
    /// Where it is written.
    package var location: FileLocation

    /// Creates a typed route.
    package init(key: String?, pattern: String, parameterTypes: [String], location: FileLocation) {
        self.key = key
        self.pattern = pattern
        self.parameterTypes = parameterTypes
        self.location = location
    }

    /// Whether `expression`, as a registration writes it, names this route's constant
    /// (`ShopRoutes.product`, or qualified by its module).
    package func isNamed(by expression: String) -> Bool {
        key.map { ScannedActionContract.names($0, expression) } ?? false
    }
}
