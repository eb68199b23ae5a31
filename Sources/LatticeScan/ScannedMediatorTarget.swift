public import LatticeGraph

/// One mediator target and its actions.
public struct ScannedMediatorTarget: Sendable, Hashable, Codable {
    /// One action.
    public struct Action: Sendable, Hashable, Codable {
        /// Its name, or the contract expression when a contract gives it (`ShopContracts.cartAdd`).
        public var name: String
        /// Where it is added.
        public var location: FileLocation

        /// Creates an action.
        package init(name: String, location: FileLocation) {
            self.name = name
            self.location = location
        }
    }

    /// The target's name when a literal gives it, else the expression (`ShopContracts.cartCount.target`).
    public var name: String
    /// Whether ``name`` is a literal (only literals are compared between targets).
    public var isLiteral: Bool
    /// Its actions.
    public var actions: [Action]
    /// The implementing type for an annotated target.
    public var implementation: String?
    /// The component type whose code registers it, if known.
    public var component: String?
    /// Annotation or call.
    public var source: WiringSource
    /// Where it is registered.
    public var location: FileLocation
    /// The `lifetime:` as written (`cached`, `perCall`, …), `nil` when omitted.
    public var lifetime: String?
    /// The `#if` conditions around it, outermost first.
    public var conditions: [String]
    /// Whether it sets a fallback (`actions.fallback { … }`), which handles calls to
    /// actions it does not have.
    package var hasFallback = false

    /// Creates a mediator target.
    package init(
        name: String, isLiteral: Bool = true, actions: [Action] = [], implementation: String? = nil, component: String? = nil,
        source: WiringSource, location: FileLocation, lifetime: String? = nil,
        conditions: [String] = []
    ) {
        self.name = name
        self.isLiteral = isLiteral
        self.actions = actions
        self.implementation = implementation
        self.component = component
        self.source = source
        self.location = location
        self.lifetime = lifetime
        self.conditions = conditions
    }
}
