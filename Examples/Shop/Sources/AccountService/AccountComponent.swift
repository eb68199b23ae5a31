public import ShopInterfaces
import LatticeAnnotations

/// Shared component Account: ``Account`` as ``AccountManaging`` (annotated), the narrow
/// ``CurrentUserProviding`` on the same instance, and the mediator target `account`.
@LatticeComponent
public struct AccountComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    public var name: String { "Account" }
    public var version: SemanticVersion { SemanticVersion(1, 2, 0) }
    public var layer: String? { "shared" }
    public var summary: String { "Login and current user" }
    public var dependencies: [ComponentDependency] { [.init("Log", "~> 1.0")] }

    /// Registers the annotated wiring, then ``CurrentUserProviding`` as the same account.
    public func register(in context: ComponentContext) throws {
        try registerAnnotated(in: context)
        try context.register((any CurrentUserProviding).self, scope: .singleton) { r in
            try r.resolve((any AccountManaging).self)
        }
    }
}

/// The mediator target `account`.
@MediatorTarget("account")
struct AccountTarget {
    let account: any CurrentUserProviding

    init(resolver: Resolver) throws {
        account = try resolver.resolve((any CurrentUserProviding).self)
    }

    @Action(ShopContracts.whoami)
    func whoami() -> String {
        account.currentUser?.name ?? "nobody"
    }
}
