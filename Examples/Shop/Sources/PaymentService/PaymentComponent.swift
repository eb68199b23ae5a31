public import ShopInterfaces
import StorageKit

/// Shared component Payment: one ``Payment`` seen as ``PaymentProcessing`` and
/// ``OrderHistory``.
///
/// Written by hand: one instance under several protocols is what an annotation cannot
/// say (and `@Provides(Payment.self)` on `Payment` itself is a circular reference for the
/// compiler). The scan still reads it, and derives the service lists.
public struct PaymentComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    public var name: String { "Payment" }
    public var version: SemanticVersion { SemanticVersion(1, 0, 3) }
    public var layer: String? { "shared" }
    public var summary: String { "Checkout and order history" }
    public var dependencies: [ComponentDependency] { [.init("Storage", "~> 3.0"), .init("Account", "~> 1.1"), .init("Log", "~> 1.0")] }

    /// Registers one payment service under both protocols.
    public func register(in context: ComponentContext) throws {
        try context.register(Payment.self, scope: .singleton) { r in
            Payment(database: try r.resolve(ShopDatabase.self), log: try r.resolve((any EventLogging).self))
        }
        try context.register((any PaymentProcessing).self, scope: .singleton) { r in try r.resolve(Payment.self) }
        try context.register((any OrderHistory).self, scope: .singleton) { r in try r.resolve(Payment.self) }
    }
}
