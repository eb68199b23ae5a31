public import ShopInterfaces
import StorageKit

/// Shared component Payment: registers ``PaymentProcessing`` and ``OrderHistory``.
public struct PaymentComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    public var name: String { "Payment" }
    public var version: SemanticVersion { SemanticVersion(1, 0, 3) }
    public var layer: String? { "shared" }
    public var summary: String { "Checkout and order history" }
    public var dependencies: [ComponentDependency] { [.init("Storage", "~> 3.0"), .init("Account", "~> 1.1"), .init("Log", "~> 1.0")] }
    public var requiredServices: [ServiceKeyDescriptor] { [key(ShopDatabase.self), key((any EventLogging).self)] }
    public var providedServices: [ServiceKeyDescriptor] { [key((any PaymentProcessing).self), key((any OrderHistory).self)] }

    /// Registers one payment service under both protocols.
    public func register(in context: ComponentContext) throws {
        try context.register(Payment.self, scope: .singleton) { r in
            Payment(database: try r.resolve(ShopDatabase.self), log: try r.resolve((any EventLogging).self))
        }
        try context.register((any PaymentProcessing).self, scope: .singleton) { r in try r.resolve(Payment.self) }
        try context.register((any OrderHistory).self, scope: .singleton) { r in try r.resolve(Payment.self) }
    }
}
