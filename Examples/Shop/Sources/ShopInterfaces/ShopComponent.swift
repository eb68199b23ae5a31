public import Lattice

/// A component of the shop: a Lattice `Component` (name, version, layer, dependencies,
/// services provided and required, lifecycle) with a one-line summary for the start-up
/// report.
public protocol ShopComponent: Component {
    /// One line about what it does.
    var summary: String { get }
}

extension ComponentContext {
    /// The app's router, registered by the composition root before the boot.
    public var router: Router {
        get throws { try self.services.resolve(Router.self) }
    }

    /// The app's mediator, registered by the composition root before the boot.
    public var mediator: Mediator {
        get throws { try self.services.resolve(Mediator.self) }
    }
}

/// Shorthand for a service key in `providedServices` and `requiredServices`.
public func key<Service>(_ type: Service.Type) -> ServiceKeyDescriptor {
    ServiceKeyDescriptor(type)
}
