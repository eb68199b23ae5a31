public import ShopInterfaces
import StorageKit

/// Shared component Cart: registers ``CartManaging`` and the narrow ``CartCounting``.
public struct CartComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    /// Its declaration.
    public var info: ComponentInfo {
        ComponentInfo(name: "Cart", version: "2.1.0", layer: "shared", dependencies: [.init("Storage", "~> 3.0"), .init("Log", "~> 1.0")], summary: "Persistent cart")
    }

    /// Registers the cart under both protocols (one instance).
    public func register(in context: ComponentContext) throws {
        try context.services.register((any CartManaging).self, scope: .singleton, component: info.name) { r in
            Cart(database: try r.resolve(ShopDatabase.self), log: try r.resolve((any EventLogging).self))
        }
        try context.services.register((any CartCounting).self, scope: .singleton, component: info.name) { r in
            try r.resolve((any CartManaging).self)
        }
    }
}
