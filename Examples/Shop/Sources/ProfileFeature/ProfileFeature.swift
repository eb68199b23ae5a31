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

    /// Registers `/profile` and `/login` (both exposed).
    public func register(in context: ComponentContext) throws {
        let services = context.services
        try context.addScreen(ShopRoutes.profile, summary: "Profile (login)", exposure: .external, requiresLogin: true) { _ in
            ProfileScreen(services: services)
        }
        try context.addScreen(ShopRoutes.login, summary: "Login (next=URL)", exposure: .external) { request in
            LoginScreen(continuation: request["next"], redirectedFrom: request.redirectedFrom.last)
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
    /// Where to go after logging in.
    let continuation: String?
    /// The URL the login gate stopped, when it redirected here.
    let redirectedFrom: String?
    var title: String { "Login" }

    func render(on display: any Display) async throws {
        if let redirectedFrom { display.warning("→ \(redirectedFrom) needs a login: redirected to shop://login") }
        display.heading("Login")
        if let next = continuation {
            display.warning("  Login required to open \(next). Type: login NAME PASSWORD (try: login alice secret)")
        } else {
            display.line("  Type: login NAME PASSWORD (try: login alice secret)")
        }
    }
}
