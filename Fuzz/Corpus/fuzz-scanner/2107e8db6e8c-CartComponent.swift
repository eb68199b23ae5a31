public import ShopInterfaces
import StorageKit

/// Shared component Cart: registers ``CartManaging``, the narrow ``CartCounting``, and
/// the mediator target `cart` (`count`, `add`).
public struct CartComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    public var name: String { "Cart" }
    public var version: SemanticVersion { SemanticVersion(2, 1, 0) }
    public var layer: String? { "shared" }
    public var summary: String { "Persistent cart" }
    public var dependencies: [ComponentDependency] { [.init("Storage", "~> 3.0"), .init("Network", "~> 2.0"), .init("Log", "~> 1.0")] }
    public var requiredServices: [ServiceKeyDescriptor] { [key(ShopDatabase.self), key((any CatalogProviding).self)] }
    public var providedServices: [ServiceKeyDescriptor] { [key((any CartManaging).self), key((any CartCounting).self)] }

    /// Registers the cart under both protocols (one instance) and its mediator target.
    public func register(in context: ComponentContext) throws {
        try context.register((any CartManaging).self, scope: .singleton) { r in
            Cart(database: try r.resolve(ShopDatabase.self), log: try r.resolve((any EventLogging).self))
        }
        try context.register((any CartCounting).self, scope: .singleton) { r in
            try r.resolve((any CartManaging).self)
        }
        let services = context.services
        try context.mediator.register(ShopContracts.cartCount.target, make: { try services.resolve((any CartManaging).self) }) { actions in
            actions.on(ShopContracts.cartCount) { cart, _ in try cart.itemCount() }
            actions.on(ShopContracts.cartAdd) { cart, item async throws in
                guard let product = try await services.resolve((any CatalogProviding).self).product(id: item.id) else {
                    throw ShopError(.notFound, subject: String(item.id), message: "There is no product \(item.id). To fix, pick an id from 'home'.")
                }
                try cart.add(product, quantity: item.qty ?? 1)
                return try cart.itemCount()
            }
        }
    }
}
