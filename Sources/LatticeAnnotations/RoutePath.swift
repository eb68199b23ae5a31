/// Gives the attached type a typed URL builder for `pattern`, so callers never write the
/// URL by hand.
///
/// ```swift
/// import LatticeAnnotations
///
/// @RoutePath("shop://product/:id<int>/reviews/:page<int>")
/// enum ProductReviews {}
///
/// ProductReviews.url(id: 42, page: 2)   // "shop://product/42/reviews/2"
/// // ProductReviews.url(id: 42)         does not compile: missing argument for parameter 'page'
/// ```
///
/// Generates `static let pattern: String` and `static func url(...) -> String` with one
/// labelled parameter per path parameter, typed from the pattern (`int` → `Int`, `uint` → `UInt`, `double`
/// → `Double`, `bool` → `Bool`, `uuid` → `UUID`, `string` or untyped → `String`, a
/// custom type → `some RouteParameterValue`); a parameter in an optional group is
/// optional and defaults to `nil`. The URL is written by `RouteURL`, the router's one URL
/// builder, so it matches the route and gives back the same values. A pattern
/// that does not parse is a compile error carrying the router's message.
///
/// - Parameter pattern: The route pattern, as a string literal.
@attached(member, names: named(pattern), named(url))
public macro RoutePath(_ pattern: String) = #externalMacro(module: "LatticeMacros", type: "RoutePathMacro")
