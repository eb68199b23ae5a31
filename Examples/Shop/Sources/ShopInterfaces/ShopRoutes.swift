public import Lattice

/// The URLs features share: declared once here (typed), so a feature links to another
/// feature's screen without importing it.
///
/// Routes are global paths; the router also opens them as `shop://product/42` (custom
/// scheme, the first segment is the host) and `https://shop.example.com/product/42`.
public enum ShopRoutes {
    /// The storefront.
    public static let home = "/home"
    /// A product page: `/product/42`.
    public static let product = route("/product/:id")
    /// Adds a product to the cart; opens from inside the app only (not exposed).
    public static let addToCart = route("/product/:id/add")
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

    private static func route(_ pattern: String) -> TypedRoute<Int> {
        // The patterns above are constants with one Int parameter each: they always parse.
        // swiftlint:disable:next force_try
        try! TypedRoute<Int>(pattern)
    }
}
