public import Lattice

/// The mediator actions components share, declared once: target, action, input, output
/// and whether calls from outside the app (a server's command, a push) may run them.
///
/// Callers inside the app use the typed contract (`mediator.perform(ShopContracts.cartCount, NoInput())`);
/// a person or a server calls the same action by name (`cart.count`) or by URL
/// (`shop://analytics/track?event=...`).
public enum ShopContracts {
    /// Input of ``cartAdd``.
    public struct AddItem: Codable, Sendable, Hashable {
        /// The product id.
        public var id: Int
        /// How many, 1 when absent.
        public var qty: Int?

        /// Creates the input.
        public init(id: Int, qty: Int? = nil) {
            self.id = id
            self.qty = qty
        }
    }

    /// Input of ``track``.
    public struct TrackEvent: Codable, Sendable, Hashable {
        /// The event's name.
        public var event: String
        /// The marketing campaign, if any.
        public var campaign: String?

        /// Creates the input.
        public init(event: String, campaign: String? = nil) {
            self.event = event
            self.campaign = campaign
        }
    }

    /// `cart.count`: items in the cart. Inside the app only.
    public static let cartCount = ActionContract<NoInput, Int>(target: "cart", action: "count")
    /// `cart.add`: adds a product, returns the cart's item count. Inside the app only, so
    /// a server's command cannot fill a cart.
    public static let cartAdd = ActionContract<AddItem, Int>(target: "cart", action: "add")
    /// `account.whoami`: the user's name, or `nobody`. Inside the app only.
    public static let whoami = ActionContract<NoInput, String>(target: "account", action: "whoami")
    /// `analytics.track`: records an event; exposed, so the catalog server's campaign
    /// commands may call it.
    public static let track = ActionContract<TrackEvent, Int>(target: "analytics", action: "track", exposure: .external)
}
