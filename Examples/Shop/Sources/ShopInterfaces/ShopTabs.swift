public import LatticeNavigation

/// The shop's tabs, in the order of its tab bar.
public enum ShopTabs {
    /// The storefront and the products.
    public static let home: TabID = "home"
    /// The cart and the checkout.
    public static let cart: TabID = "cart"
    /// The order history.
    public static let orders: TabID = "orders"
    /// The profile.
    public static let profile: TabID = "profile"
    /// Every tab, in order.
    public static let all = [home, cart, orders, profile]
}
