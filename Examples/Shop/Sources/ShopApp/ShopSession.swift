public import ShopInterfaces
import Foundation
import LatticeCore
import StorageKit

/// The interactive session: one command per line, the same for a person at the terminal
/// and for `--script FILE`. It runs on the main actor, as a UI does: every link goes through
/// the app's navigator, and the screen on top is rendered once a link is shown.
@MainActor
public final class ShopSession {
    /// The booted app.
    public let app: ShopApp
    let display: any Display
    /// Why the mediator refused the last URL from outside, when the action exists but is
    /// not exposed.
    var mediatorRefusal: String?
    /// Why the navigator did not open the last URL from outside, when no route matched it.
    var notRouted: NavigationError?

    /// Creates a session over a booted app.
    public init(app: ShopApp, display: any Display) {
        self.app = app
        self.display = display
    }

    /// The commands, for `help`.
    static let commands: [(String, String)] = [
        ("help", "this list"),
        ("home", "the storefront"),
        ("product ID", "a product page, on the storefront"),
        ("add ID [QTY]", "add to the cart (the mediator's cart.add, inside the app only)"),
        ("cart", "the cart"),
        ("checkout", "the checkout, on the cart (login required)"),
        ("pay", "pay on the checkout, then see the order"),
        ("orders", "order history (login required)"),
        ("order ID", "one order, on the order history (login required)"),
        ("profile", "your profile (login required)"),
        ("login NAME PASSWORD", "log in (alice/secret, bob/hunter2); a link that waited for it completes"),
        ("logout", "log out"),
        ("start", "finish the first-run welcome"),
        ("back / close / tab NAME", "as the user: go back, close a sheet, select a tab"),
        ("where", "the tabs and their screens"),
        ("open URL", "open a URL from inside the app"),
        ("link URL [web|app|push|server]", "a URL from outside (default: web for https, another app otherwise): navigator, components, then mediator"),
        ("call TARGET.ACTION [k=v ...]", "call a mediator action by name (cart.count, cart.add id=42 qty=2, account.whoami)"),
        ("remote", "fetch the catalog server's command URLs and run them through the mediator (origin: server)"),
        ("background / foreground", "send the app to the background and back"),
        ("routes / services / actions / components", "list what is registered"),
        ("events / log", "analytics events / the last log lines"),
        ("quit", "exit (end of input does the same)"),
    ]

    /// Shows the storefront, and the welcome over it on the first run (when the Home
    /// feature, which adds both, runs).
    public func start() async {
        guard app.screens.destinations.destination(forPattern: ShopRoutes.home) != nil else { return }
        await show(ShopRoutes.home, rendering: false)
        guard let database = app.database, app.screens.destinations.destination(forPattern: ShopRoutes.welcome) != nil else { return }
        do {
            if try !database.isWelcomeDone() { await show(ShopRoutes.welcome) }
        } catch {
            report(error)
        }
    }

    /// Runs one command line. Returns `false` when the session should end.
    public func execute(_ line: String) async -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let command = words.first, !command.hasPrefix("#") else { return true }
        let arguments = Array(words.dropFirst())
        switch command {
        case "help": help()
        case "home": await show(ShopRoutes.home)
        case "product", "p":
            guard let id = integer(arguments.first, "product ID") else { return true }
            await show(ShopRoutes.product.url(id))
        case "add": await add(arguments)
        case "cart": await show(ShopRoutes.cart)
        case "checkout": await show(ShopRoutes.checkout)
        case "pay": await pay()
        case "orders": await show(ShopRoutes.orders)
        case "order":
            guard let id = integer(arguments.first, "order ID") else { return true }
            await show(ShopRoutes.order.url(id))
        case "profile": await show(ShopRoutes.profile)
        case "login": await login(arguments)
        case "logout":
            do {
                try app.services.resolve((any AccountManaging).self).logout()
                display.success("Logged out.")
            } catch {
                report(error)
            }
        case "start": await finishWelcome()
        case "back":
            // The back button pops a pushed screen; on a sheet, "back" closes it.
            if app.navigator.state.topEntry?.presentation.isPresented == true {
                await byHand { navigator throws(NavigationError) in try navigator.userDismissed() }
            } else if (app.navigator.state.entries(in: app.navigator.state.selectedTab)?.count ?? 0) > 1 {
                await byHand { navigator throws(NavigationError) in try navigator.userPopped() }
            } else {
                display.line("Nothing to go back to: this is the first screen of the tab.")
            }
        case "close": await byHand { navigator throws(NavigationError) in try navigator.userDismissed() }
        case "tab":
            let tabs = ShopTabs.all.map(\.rawValue).joined(separator: ", ")
            guard let name = arguments.first else { return usage("tab NAME (\(tabs))") }
            guard ShopTabs.all.contains(TabID(name)) else {
                display.failure("Unknown tab '\(name)'. To fix, name one of \(tabs).")
                return true
            }
            await byHand { navigator throws(NavigationError) in try navigator.userSelected(TabID(name)) }
        case "where": writeState()
        case "open":
            guard let url = arguments.first else { return usage("open URL") }
            await show(url)
        case "link":
            guard let url = arguments.first else { return usage("link URL [web|app|push|server]") }
            guard let origin = externalOrigin(arguments.dropFirst().first, for: url) else { return true }
            await openFromOutside(url, from: origin)
        case "call": await call(arguments)
        case "remote": await remote()
        case "actions": listActions()
        case "background", "foreground":
            let event: AppEvent = command == "background" ? .didEnterBackground : .willEnterForeground
            await app.host.send(event)
            display.success("App went to the \(command) (\(event.name) delivered to \(app.host.runningComponents.count) components).")
        case "routes": listRoutes()
        case "services": listServices()
        case "components": app.writeComponents(on: display)
        case "events": listEvents()
        case "log": listLog()
        case "quit", "exit": return false
        default:
            let names = Self.commands.flatMap { $0.0.split(separator: " ").prefix(1).map(String.init) } + ["foreground", "services", "actions", "components", "log", "exit", "close", "tab"]
            let hint = closestNames(to: command, in: names, limit: 1).first.map { " Did you mean '\($0)'?" } ?? ""
            display.failure("Unknown command '\(command)'.\(hint) Type 'help' for the list.")
        }
        return true
    }

    /// Writes what went wrong: a refusal in yellow, a failure in red, in the words of the
    /// error that says most (the router's refusal, the shop's message).
    func report(_ error: any Error) {
        let routing = (error as? NavigationError)?.routingError ?? error as? RoutingError
        if let refusal = routing?.refusal {
            display.warning("✗ " + refusal.description)
        } else if let shop = (routing?.underlying ?? error) as? ShopError {
            display.failure("✗ " + shop.message)
        } else if let routing {
            display.failure("✗ " + routing.explanation)
        } else if let navigation = error as? NavigationError {
            display.failure("✗ " + navigation.explanation)
        } else {
            display.failure("✗ \(error)")
        }
    }

    // MARK: Parsing helpers

    func usage(_ text: String) -> Bool {
        display.failure("Usage: \(text)")
        return true
    }

    func integer(_ text: String?, _ usage: String) -> Int? {
        guard let text, let value = Int(text) else {
            display.failure("Expected a number in '\(usage)', got '\(text ?? "")'. To fix, write for example: \(usage.replacingOccurrences(of: "ID", with: "42").replacingOccurrences(of: " [QTY]", with: " 2"))")
            return nil
        }
        return value
    }

    func externalOrigin(_ name: String?, for url: String) -> Origin? {
        switch name {
        case nil: return url.lowercased().hasPrefix("http") ? .webPage : .otherApp("com.example.messages")
        case "web": return .webPage
        case "app": return .otherApp("com.example.messages")
        case "push": return .push
        case "server": return .server
        case let other?:
            display.failure("Unknown origin '\(other)'. To fix, use web, app, push or server.")
            return nil
        }
    }

    /// `ShopInterfaces.ShopContracts.AddItem` → `AddItem`.
    static func shortType(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

}
