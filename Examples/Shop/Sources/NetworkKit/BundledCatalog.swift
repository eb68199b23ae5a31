public import Foundation
public import ShopInterfaces

/// The catalog shipped inside the app: served by the local catalog server, and read
/// directly with `--offline`.
public enum BundledCatalog {
    /// The products.
    public static let products: [Product] = [
        Product(id: 1, name: "Lattice T-shirt", priceCents: 1999, category: "clothing"),
        Product(id: 7, name: "Espresso cup", priceCents: 850, category: "kitchen"),
        Product(id: 12, name: "Mechanical keyboard", priceCents: 12900, category: "electronics"),
        Product(id: 23, name: "Notebook, dotted", priceCents: 1250, category: "stationery"),
        Product(id: 42, name: "The Hitchhiker's Guide to the Galaxy", priceCents: 1042, category: "books"),
        Product(id: 64, name: "Desk lamp", priceCents: 3900, category: "home"),
    ]

    /// Commands the server asks the app to run, as mediator URLs (origin: server).
    public static let commands: [String] = [
        "shop://analytics/track?event=campaign_opened&campaign=autumn",
        // Not exposed: the app refuses to let a server fill the cart.
        "shop://cart/add?id=64&qty=5",
    ]

    /// The products as JSON, as the server sends them.
    public static func productsJSON() throws -> Data {
        try JSONEncoder().encode(products)
    }
}
