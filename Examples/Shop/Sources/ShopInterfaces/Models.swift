/// A product of the catalog, as the catalog server sends it.
public struct Product: Codable, Hashable, Sendable, Identifiable {
    /// Its catalog number, the `42` of `shop://product/42`.
    public var id: Int
    /// Its display name.
    public var name: String
    /// Its price in cents, so that sums are exact.
    public var priceCents: Int
    /// Its shelf, such as `books`.
    public var category: String

    /// Creates a product.
    public init(id: Int, name: String, priceCents: Int, category: String) {
        self.id = id
        self.name = name
        self.priceCents = priceCents
        self.category = category
    }
}

/// One line of the cart or of an order.
public struct CartLine: Codable, Hashable, Sendable {
    /// The product's id.
    public var productID: Int
    /// The product's name when it was added.
    public var name: String
    /// The unit price in cents when it was added.
    public var priceCents: Int
    /// How many.
    public var quantity: Int

    /// Creates a line.
    public init(productID: Int, name: String, priceCents: Int, quantity: Int) {
        self.productID = productID
        self.name = name
        self.priceCents = priceCents
        self.quantity = quantity
    }

    /// Price times quantity, in cents.
    public var totalCents: Int { priceCents * quantity }
}

/// A paid order.
public struct Order: Codable, Hashable, Sendable, Identifiable {
    /// Its number, from the database.
    public var id: Int64
    /// Who paid.
    public var user: String
    /// What was bought.
    public var lines: [CartLine]
    /// The sum paid, in cents.
    public var totalCents: Int

    /// Creates an order.
    public init(id: Int64, user: String, lines: [CartLine], totalCents: Int) {
        self.id = id
        self.user = user
        self.lines = lines
        self.totalCents = totalCents
    }
}

/// The person logged in.
public struct User: Codable, Hashable, Sendable {
    /// The login name.
    public var name: String

    /// Creates a user.
    public init(name: String) { self.name = name }
}

/// `1999` → `"$19.99"`.
public func formatPrice(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let value = abs(cents)
    let rest = value % 100
    return "\(sign)$\(value / 100).\(rest < 10 ? "0" : "")\(rest)"
}
