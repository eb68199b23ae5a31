public import ShopInterfaces

/// Shared component Account: registers ``AccountManaging`` and the narrow
/// ``CurrentUserProviding`` features use.
public struct AccountComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    /// Its declaration.
    public var info: ComponentInfo {
        ComponentInfo(name: "Account", version: "1.2.0", layer: "shared", dependencies: [.init("Log", "~> 1.0")], summary: "Login and current user")
    }

    /// Registers the account service under both protocols (one instance).
    public func register(in context: ComponentContext) throws {
        try context.services.register((any AccountManaging).self, scope: .singleton, component: info.name) { r in
            Account(log: try r.resolve((any EventLogging).self))
        }
        try context.services.register((any CurrentUserProviding).self, scope: .singleton, component: info.name) { r in
            try r.resolve((any AccountManaging).self)
        }
        let services = context.services
        try context.mediator.register(ShopContracts.whoami.target, make: { try services.resolve((any CurrentUserProviding).self) }) { actions in
            actions.on(ShopContracts.whoami) { account, _ in account.currentUser?.name ?? "nobody" }
        }
    }
}
