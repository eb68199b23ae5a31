public import LatticeNavigation
import Synchronization

/// The screens the features add, by the pattern of their route: how to make each one, and
/// whether it needs a logged-in user.
///
/// The app makes one, with the ``DestinationRegistry`` of its tabs, and provides it as a
/// service before the components boot; each feature adds its screens through
/// `ComponentContext.addScreen(_:summary:exposure:requiresLogin:fileID:line:make:)`. The
/// app's navigator then shows any of them without the app naming one: a route's handler
/// hands the link to the navigator, and the app shows ``screen(for:)`` of the entry on top.
public final class ShopScreens: Sendable {
    /// Where each screen sits: its tab, the screen beneath it, how it is shown, whether
    /// links may skip it.
    public let destinations: DestinationRegistry
    /// The navigator the routes' handlers hand links to, once the app has made it.
    @MainActor private weak var navigator: Navigator?
    private let pages = Mutex<[String: Page]>([:])

    private struct Page: Sendable {
        let make: @Sendable (NavigationEntry) throws -> any Screen
        let requiresLogin: Bool
    }

    /// Screens for an app whose tabs and destinations are `destinations`.
    public init(destinations: DestinationRegistry) {
        self.destinations = destinations
    }

    /// Hands the links of every screen's route to `navigator`, which the app keeps.
    @MainActor
    public func attach(_ navigator: Navigator) {
        self.navigator = navigator
    }

    /// Adds the screen of the destination `pattern`.
    func add(_ pattern: String, requiresLogin: Bool, make: @escaping @Sendable (NavigationEntry) throws -> any Screen) {
        pages.withLock { $0[pattern] = Page(make: make, requiresLogin: requiresLogin) }
    }

    /// Shows the link `request` through the navigator: what a screen's route does.
    ///
    /// - Throws: ``ShopError`` when no navigator is attached; the navigator's errors.
    @MainActor
    func show(_ request: RouteRequest) async throws -> RouteResponse {
        guard let navigator else {
            throw ShopError(.notFound, subject: request.url, message: "No navigator shows '\(request.url)'. To fix, attach one with ShopScreens.attach(_:) before opening links.")
        }
        return try await navigator.show(request)
    }

    /// The screen `entry` shows.
    ///
    /// - Throws: ``ShopError`` when no feature added a screen for its pattern; what making
    ///   the screen throws.
    public func screen(for entry: NavigationEntry) throws -> any Screen {
        guard let page = pages.withLock({ $0[entry.pattern] }) else {
            throw ShopError(.notFound, subject: entry.pattern, message: "No feature added a screen for '\(entry.pattern)'. To fix, add it with context.addScreen in the feature that owns the route.")
        }
        return try page.make(entry)
    }

    /// Adds a stand-in destination and screen for each screen the destinations sit on
    /// that no running feature added (the storefront beneath a product page, when only
    /// ProductDetail runs), so that a feature run alone still builds its stacks. Returns
    /// their patterns.
    @discardableResult
    public func addStandInsForAbsentParents() throws -> [String] {
        let standIns = try destinations.addStandInsForAbsentParents(owner: "stand-in")
        for standIn in standIns {
            add(standIn.pattern, requiresLogin: false) { entry in StandInScreen(pattern: entry.pattern) }
        }
        return standIns.map(\.pattern)
    }

    /// Whether the screen of `pattern` needs a logged-in user.
    public func requiresLogin(_ pattern: String) -> Bool {
        pages.withLock { $0[pattern]?.requiresLogin ?? false }
    }

    /// The guard that holds a link to a login-only screen until somebody logs in; the app
    /// then calls `Navigator.retryDeferredLink()`, and the link completes as it was asked.
    public func loginGuard(_ users: any CurrentUserProviding) -> NavigationGuard {
        NavigationGuard("login") { [self] request in
            guard let pattern = request.match?.route.pattern, requiresLogin(pattern), users.currentUser == nil else { return .proceed }
            return .deferred(until: "logged in")
        }
    }
}

/// What a screen of a feature that does not run shows, when another feature runs alone.
private struct StandInScreen: Screen {
    let pattern: String
    var title: String { pattern }

    func render(on display: any Display) async throws {
        display.detail("  (\(pattern): the feature that shows it does not run)")
    }
}
