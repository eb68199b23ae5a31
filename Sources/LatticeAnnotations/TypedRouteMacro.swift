/// A typed route constant checked at compile time: the pattern is parsed by the router's
/// own parser while the code builds, so a route constant that builds cannot crash the app
/// (no `try!`).
///
/// ```swift
/// import LatticeAnnotations
///
/// public enum ShopRoutes {
///     public static let product: TypedRoute<Int> = #typedRoute("/product/:id<int>")
/// }
/// try router.add(ShopRoutes.product) { request, id in show(id); return .handled }
/// ShopRoutes.product.url(42)   // "/product/42"
/// ```
///
/// The route's value types come from the pattern: `int` → `Int`, `uint` → `UInt`, `double` → `Double`,
/// `bool` → `Bool`, `uuid` → `UUID`, `string`, untyped or a wildcard → `String`; the
/// declared type must agree, or the code does not compile. A pattern that does not parse, an
/// optional group (a typed route matches one shape) or a method is a compile error
/// carrying the router's message. With a custom `<type>`, the declared type's arguments
/// are used and the router checks them when the route is registered.
///
/// Expands to `TypedRoute<Int>(deferringErrors: "/product/:id<int>")`.
///
/// - Parameter pattern: The route pattern, as a string literal.
@freestanding(expression)
public macro typedRoute<each Value: RouteParameterValue>(_ pattern: String) -> TypedRoute<repeat each Value> =
    #externalMacro(module: "LatticeMacros", type: "TypedRouteMacro")
