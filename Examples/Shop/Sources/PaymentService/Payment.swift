public import ShopInterfaces
public import StorageKit

/// Pays for the cart (a pretend card, always accepted) and reads order history.
public final class Payment: PaymentProcessing, OrderHistory {
    private let database: ShopDatabase
    private let log: (any EventLogging)?

    /// Creates the payment service over `database`.
    public init(database: ShopDatabase, log: (any EventLogging)? = nil) {
        self.database = database
        self.log = log
    }

    /// Writes the order and empties the cart in one transaction.
    public func checkout(user: User) throws -> Order {
        let order = try database.placeOrder(user: user.name)
        log?.log(.info, "Payment", "order #\(order.id) paid by \(user.name): \(formatPrice(order.totalCents))")
        return order
    }

    /// The orders of `user`, newest first.
    public func orders(of user: User) throws -> [Order] {
        try database.orders(user: user.name)
    }
}
