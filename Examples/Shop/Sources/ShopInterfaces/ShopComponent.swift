public import Lattice

/// A component of the shop: a Lattice `Component` (name, version, layer, dependencies,
/// services provided and required, lifecycle) with a one-line summary for the start-up
/// report.
public protocol ShopComponent: Component {
    /// One line about what it does.
    var summary: String { get }
}

/// Shorthand for a service key in `providedServices` and `requiredServices`.
public func key<Service>(_ type: Service.Type) -> ServiceKeyDescriptor {
    ServiceKeyDescriptor(type)
}
