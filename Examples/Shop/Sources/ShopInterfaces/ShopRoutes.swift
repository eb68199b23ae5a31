public import Lattice
import LatticeAnnotations

/// The URLs features share: declared once here, so a feature links to another feature's
/// screen without importing it. Those with a parameter are typed: `#typedRoute` checks the
/// pattern while the code builds, and `ShopRoutes.product.url(42)` builds the URL.
///
/// Routes are global paths; the router also opens them as `shop://product/42` (custom
/// scheme, the first segment is the host) and `https://shop.example.com/product/42`.
public enum ShopRoutes {
    /// The first-run welcome: shown over everything until it is done.
    public static let welcome = "/welcome"
    /// The storefront.
    public static let home = "/home"
    /// A product page: `/product/42`, on the storefront.
    public static let product: TypedRoute<Int> = #typedRoute("/product/:id<int>")
    /// The cart.
    public static let cart = "/cart"
    /// Paying for the cart, on the cart; login required, inside the app only.
    public static let checkout = "/checkout"
    /// Order history; login required.
    public static let orders = "/orders"
    /// One order: `/orders/7`, on the order history; login required.
    public static let order: TypedRoute<Int> = #typedRoute("/orders/:id<int>")
    /// The profile; login required.
    public static let profile = "/profile"
    /// The login sheet.
    public static let login = "/login"
}
