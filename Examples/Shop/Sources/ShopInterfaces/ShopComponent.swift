public import Lattice

/// A component of the shop: a Lattice `Component` (name, version, layer, dependencies,
/// lifecycle) with a one-line summary for the start-up report. The services each one
/// provides and requires are read from its code by `lattice scan` (the build plugin).
public protocol ShopComponent: Component {
    /// One line about what it does.
    var summary: String { get }
}
