public import ShopInterfaces

/// Shared component Account: registers ``AccountManaging``, the narrow
/// ``CurrentUserProviding`` features use, and the mediator target `account`.
public struct AccountComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    public var name: String { "Account" }
    public var version: SemanticVersion { SemanticVersion(1, 2, 0) }
    public var layer: String? { "shared" }
    public var summary: String { "Login and current user" }
    public var dependencies: [ComponentDependency] { [.init("Log", "~> 1.0")] }
    public var requiredServices: [ServiceKeyDescriptor] { [key((any EventLogging).self)] }
    public var providedServices: [ServiceKeyDescriptor] { [key((any AccountManaging).self), key((any CurrentUserProviding).self)] }

    /// Registers the account service under both protocols (one instance).
    public func register(in context: ComponentContext) throws {
        try context.register((any AccountManaging).self, scope: .singleton) { r in
            Account(log: try r.resolve((any EventLogging).self))
        }
        try context.register((any CurrentUserProviding).self, scope: .singleton) { r in
            try r.resolve((any AccountManaging).self)
        }
        let services = context.services
        try context.mediator.register(ShopContracts.whoami.target, make: { try services.resolve((any CurrentUserProviding).self) }) { actions in
            actions.on(ShopContracts.whoami) { account, _ in account.currentUser?.name ?? "nobody" }
        }
    }
}
