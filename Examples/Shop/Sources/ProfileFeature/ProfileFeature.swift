public import ShopInterfaces

/// Feature component Profile: the profile (login required) and the login screen.
public struct ProfileFeature: ShopComponent {
    /// Creates the feature.
    public init() {}

    public var name: String { "Profile" }
    public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
    public var layer: String? { "features" }
    public var summary: String { "Profile and login screen" }
    public var dependencies: [ComponentDependency] { [.init("Account", "~> 1.0"), .init("Cart", ">= 2.0")] }

    /// Adds the profile, the profile tab's first screen (login), and the login sheet, over
    /// whatever the tab shows (both exposed).
    public func register(in context: ComponentContext) throws {
        let services = context.services
        try context.addScreen(Destination(ShopRoutes.profile, tab: ShopTabs.profile), summary: "Profile (login)", exposure: .external, requiresLogin: true) { _ in
            ProfileScreen(services: services)
        }
        try context.addScreen(Destination(ShopRoutes.login, presentation: .sheet), summary: "Login", exposure: .external) { _ in
            LoginScreen()
        }
    }
}

struct ProfileScreen: Screen {
    let services: ServiceRegistry
    var title: String { "Profile" }

    func render(on display: any Display) async throws {
        let user = try services.resolve((any CurrentUserProviding).self).currentUser
        let count = try services.resolve((any CartCounting).self).itemCount()
        display.heading("Profile")
        display.line("  User: \(user?.name ?? "nobody")   Cart: \(count) item(s)")
    }
}

struct LoginScreen: Screen {
    var title: String { "Login" }

    func render(on display: any Display) async throws {
        display.heading("Login")
        display.line("  Type: login NAME PASSWORD (try: login alice secret), or close")
    }
}
