public import LatticeGraph

/// One `resolve` call.
public struct ScannedResolve: Sendable, Hashable, Codable {
    /// How it resolves.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `resolve(…)`: the service must be registered.
        case required
        /// `resolveIfRegistered(…)`: may be absent.
        case optional
        /// `resolveAll(…)`: any number, none included.
        case all
    }

    /// The service resolved.
    public var service: ServiceReference
    /// Required, optional or all.
    public var kind: Kind
    /// The component type whose code holds it (its methods, or types of its target when
    /// the target has one component), or `nil`.
    public var component: String?
    /// The `#if` conditions around it, outermost first.
    public var conditions: [String]
    /// Where it is written.
    public var location: FileLocation

    /// Creates a resolve.
    package init(service: ServiceReference, kind: Kind = .required, component: String? = nil, conditions: [String] = [], location: FileLocation) {
        self.service = service
        self.kind = kind
        self.component = component
        self.conditions = conditions
        self.location = location
    }
}
