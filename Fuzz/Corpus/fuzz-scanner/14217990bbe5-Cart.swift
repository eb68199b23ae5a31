public import ShopInterfaces
public import StorageKit

/// The cart, stored in SQLite so that it survives a restart.
public final class Cart: CartManaging {
    private let database: ShopDatabase
    private let log: (any EventLogging)?

    /// Creates the cart over `database`.
    public init(database: ShopDatabase, log: (any EventLogging)? = nil) {
        self.database = database
        self.log = log
    }

    /// Quantities summed.
    public func itemCount() throws -> Int {
        try database.cartLines().reduce(0) { $0 + $1.quantity }
    }

    /// The lines.
    public func lines() throws -> [CartLine] {
        try database.cartLines()
    }

    /// Adds `quantity` (1...99) of `product`.
    @discardableResult
    public func add(_ product: Product, quantity: Int) throws -> Int {
        guard (1...99).contains(quantity) else {
            throw ShopError(.invalidInput, subject: "\(quantity)", message: "Cannot add \(quantity) of '\(product.name)'. To fix, add between 1 and 99.")
        }
        let total = try database.addToCart(product, quantity: quantity)
        log?.log(.info, "Cart", "added \(quantity) × \(product.name) (now \(total))")
        return total
    }

    /// Removes a line.
    @discardableResult
    public func remove(productID: Int) throws -> Bool {
        try database.removeFromCart(productID: productID)
    }
}
