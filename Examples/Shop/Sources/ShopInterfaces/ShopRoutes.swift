public import Lattice
import LatticeAnnotations

/// The URLs features share: declared once here (typed), so a feature links to another
/// feature's screen without importing it.
///
/// Routes are global paths; the router also opens them as `shop://product/42` (custom
/// scheme, the first segment is the host) and `https://shop.example.com/product/42`.
public enum ShopRoutes {
    /// The storefront.
    public static let home = "/home"
    /// A product page: `/product/42`. `#typedRoute` checks the pattern while the code
    /// builds, so a typo is a compile error, never a crash.
    public static let product: TypedRoute<Int> = #typedRoute("/product/:id<int>")
    /// Adds a product to the cart; opens from inside the app only (not exposed).
    public static let addToCart: TypedRoute<Int> = #typedRoute("/product/:id<int>/add")
    /// The cart.
    public static let cart = "/cart"
    /// Pays for the cart; login required, inside the app only.
    public static let checkout = "/checkout"
    /// Order history; login required.
    public static let orders = "/orders"
    /// The profile; login required.
    public static let profile = "/profile"
    /// The login screen; `next` is where to go after logging in.
    public static let login = "/login"

    /// The app-scheme form of a route path: `/product/42` → `shop://product/42`.
    public static func appLink(_ path: String) -> String { "shop:/" + path }

    /// The web form of a route path: `/product/42` → `https://shop.example.com/product/42`.
    public static func webLink(_ path: String) -> String { "https://shop.example.com" + path }
}
