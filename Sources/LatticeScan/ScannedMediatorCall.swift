public import LatticeGraph

/// One call of the mediator in code: by names (`mediator.perform(target: "cart", action:
/// "add", params: …)`) or by contract (`mediator.perform(ShopContracts.cartAdd, item)`).
public struct ScannedMediatorCall: Sendable, Hashable, Codable {
    /// The target's name when a literal gives it.
    public var target: String?
    /// The action's name when a literal gives it.
    public var action: String?
    /// For a call by contract: the contract as written (`ShopContracts.cartAdd`).
    public var contract: String?
    /// The component type whose code makes the call, if known.
    public var component: String?
    /// The `#if` conditions around it.
    public var conditions: [String]
    /// Where it is written.
    public var location: FileLocation

    /// Creates a call.
    package init(
        target: String? = nil, action: String? = nil, contract: String? = nil, component: String? = nil, conditions: [String] = [],
        location: FileLocation
    ) {
        self.target = target
        self.action = action
        self.contract = contract
        self.component = component
        self.conditions = conditions
        self.location = location
    }
}
