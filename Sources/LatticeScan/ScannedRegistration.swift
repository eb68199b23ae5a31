public import LatticeGraph

/// One registration of a service.
public struct ScannedRegistration: Sendable, Hashable, Codable {
    /// The service registered.
    public var service: ServiceReference
    /// The scope as written (`singleton`, `transient`, `weak`, …); `transient` when omitted.
    public var scope: String
    /// For an annotation: the implementing type (`Cart`); for a call, the type a factory
    /// builds when it can be read (`Cart(…)`), else `nil`.
    public var implementation: String?
    /// The argument types of a factory with runtime arguments (`Int`), in order.
    public var argumentTypes: [String]
    /// The services the factory resolves (what a cycle check follows).
    public var resolves: [ServiceReference]
    /// The component type whose `register(in:)` holds the call, or the target's component
    /// for an annotation; `nil` when neither is known.
    public var component: String?
    /// Annotation or call.
    public var source: WiringSource
    /// The `#if` conditions around it, outermost first (`os(iOS)`), empty when none.
    public var conditions: [String]
    /// Where it is written.
    public var location: FileLocation

    /// Creates a registration.
    package init(
        service: ServiceReference, scope: String = "transient", implementation: String? = nil, argumentTypes: [String] = [],
        resolves: [ServiceReference] = [], component: String? = nil, source: WiringSource, conditions: [String] = [],
        location: FileLocation
    ) {
        self.service = service
        self.scope = scope
        self.implementation = implementation
        self.argumentTypes = argumentTypes
        self.resolves = resolves
        self.component = component
        self.source = source
        self.conditions = conditions
        self.location = location
    }
}
