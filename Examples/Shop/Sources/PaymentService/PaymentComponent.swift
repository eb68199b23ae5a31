public import ShopInterfaces
import StorageKit

/// Shared component Payment: registers ``PaymentProcessing`` and ``OrderHistory``.
public struct PaymentComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    /// Its declaration.
    public var info: ComponentInfo {
        ComponentInfo(name: "Payment", version: "1.0.3", layer: "shared", dependencies: [.init("Storage", "~> 3.0"), .init("Account", "~> 1.1"), .init("Log", "~> 1.0")], summary: "Checkout and order history")
    }

    /// Registers the payment service under both protocols (one instance).
    public func register(in context: ComponentContext) throws {
        try context.services.register((any PaymentProcessing).self, scope: .singleton, component: info.name) { r in
            Payment(database: try r.resolve(ShopDatabase.self), log: try r.resolve((any EventLogging).self))
        }
        try context.services.register((any OrderHistory).self, scope: .singleton, component: info.name) { r in
            guard let payment = try r.resolve((any PaymentProcessing).self) as? Payment else {
                throw ShopError(.invalidComponents, subject: "OrderHistory", message: "PaymentProcessing is not the Payment component's. To fix, register OrderHistory next to your own payment service.")
            }
            return payment
        }
    }
}
