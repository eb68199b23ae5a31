public import ShopInterfaces
import Foundation
import LatticeCore
import LogKit
import StorageKit

/// The interactive session: one command per line, the same for a person at the terminal
/// and for `--script FILE`. It runs on the main actor, as a UI does: every link goes through
/// the app's navigator, and the screen on top is rendered once a link is shown.
@MainActor
public final class ShopSession {
    /// The booted app.
    public let app: ShopApp
    private let display: any Display
    /// Why the mediator refused the last URL from outside, when the action exists but is
    /// not exposed.
    private var mediatorRefusal: String?
    /// Why the navigator did not open the last URL from outside, when no route matched it.
    private var notRouted: NavigationError?

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

    // MARK: Navigation

    /// Opens `url` through the navigator (the router's trust policy and interceptors, then
    /// the guards), and renders the screen on top once it is shown.
    func show(_ url: String, from origin: Origin = .app, rendering: Bool = true) async {
        let outcome: NavigationOutcome
        do {
            outcome = try await app.navigator.open(url, origin: origin)
        } catch {
            return report(error)
        }
        await present(outcome, of: url, rendering: rendering)
    }

    /// What the user sees of a link's outcome: the screen on top, the login a link waits
    /// for, or why nothing changed.
    private func present(_ outcome: NavigationOutcome, of url: String, rendering: Bool = true) async {
        switch outcome {
        case .shown:
            if rendering { await renderTop() }
        case .deferred(let condition, _):
            display.warning("→ \(url) waits until \(condition): showing the login")
            // The app's own navigation, not a link: the deferred link stays, to complete after `login`.
            do {
                try await app.navigator.navigate(to: app.screens.destinations.state(for: ShopRoutes.login, from: app.navigator.state))
            } catch {
                return report(error)
            }
            await renderTop()
        case .blocked(let entries):
            let by = entries.map(\.url).joined(separator: ", ")
            display.warning("✗ \(url) is blocked by \(by), which must be finished first\(entries.contains { $0.pattern == ShopRoutes.welcome } ? " (start)" : "").")
        case .superseded(let newer):
            display.detail("  \(url) gave way to \(newer)")
        }
    }

    /// Writes the tab on screen with its screens, then renders the one on top.
    private func renderTop() async {
        writeState(selectedOnly: true)
        guard let entry = app.navigator.state.topEntry else { return }
        do {
            try await app.screens.screen(for: entry).render(on: display)
        } catch {
            report(error)
        }
    }

    /// `where`: each tab and its screens, the selected one marked.
    private func writeState(selectedOnly: Bool = false) {
        let state = app.navigator.state
        for tab in state.tabs where !selectedOnly || tab.id == state.selectedTab {
            let screens = tab.entries.isEmpty ? "(empty)" : tab.entries.map { $0.presentation.isPresented ? "[\($0.presentation) \($0.url)]" : $0.url }.joined(separator: " › ")
            display.detail("\(tab.id == state.selectedTab ? "▸" : " ") \(tab.id): \(screens)")
        }
    }

    /// A change the user made on screen (`back`, `close`, `tab`), taken into the state.
    private func byHand(_ change: (Navigator) throws(NavigationError) -> Void) async {
        do {
            try change(app.navigator)
        } catch {
            return display.failure("✗ " + error.explanation)
        }
        await renderTop()
    }

    /// A URL arriving from outside (another app, a web page, a push) goes through the
    /// component host's open-URL chain: the navigator first, then the components, then the
    /// mediator for command URLs such as `shop://analytics/track?event=…`.
    func openFromOutside(_ text: String, from origin: Origin) async {
        guard let url = URL(string: text) else {
            return display.failure("✗ '\(text)' is not a URL. To fix, write it whole, such as shop://product/42.")
        }
        mediatorRefusal = nil
        notRouted = nil
        do {
            if let handler = try await app.host.open(url, origin: origin) {
                // The navigator's steps and screen say it already.
                if handler != "navigator" { display.detail("  (handled by \(handler))") }
                return
            }
        } catch {
            return report(error)
        }
        // Nobody took it: say why, in the mediator's words when it has the action but does
        // not expose it, otherwise in the navigator's.
        if let refusal = mediatorRefusal { return display.warning("✗ " + refusal) }
        if let notRouted { report(notRouted) }
    }

    /// Adds the navigator (first: links to screens) and the mediator (last: command URLs)
    /// to the host's open-URL chain.
    public func installOpenURLHandlers() {
        app.host.addOpenURLHandler(OpenURLHandler(name: "navigator") { [weak self] request in
            guard let self else { return false }
            return await self.showIfRouted(request)
        }, at: .first)
        app.host.addOpenURLHandler(OpenURLHandler(name: "mediator") { [weak self] request in
            guard let self else { return false }
            return await self.performIfCommand(request)
        }, at: .last)
    }

    /// Opens the request's URL through the navigator, once: `false` when no route matches
    /// it, so the next handler may take it.
    private func showIfRouted(_ request: OpenURLRequest) async -> Bool {
        let url = request.url.absoluteString
        do {
            await present(try await app.navigator.open(url, origin: request.origin), of: url)
        } catch where Self.foundNoRoute(error) {
            notRouted = error
            return false
        } catch {
            report(error)
        }
        return true
    }

    /// Whether the router has no route for the link: `notFound` from inside the app; from
    /// outside, a refusal that says so.
    private static func foundNoRoute(_ error: NavigationError) -> Bool {
        guard let routing = error.routingError else { return false }
        if case .notFound? = routing.refusal?.reason { return true }
        return routing.code == .notFound
    }

    private func performIfCommand(_ request: OpenURLRequest) async -> Bool {
        do {
            let result = try await app.mediator.perform(url: request.url, origin: request.origin)
            display.success("→ \(result)")
            return true
        } catch {
            // Worth saying only when the action exists but is not exposed: for every other
            // refusal (scheme, host, shape) the router's message says it already.
            if case .notExposed? = error.refusal?.reason { mediatorRefusal = error.refusal?.description }
            return false
        }
    }

    /// Writes what went wrong: a refusal in yellow, a failure in red, in the words of the
    /// error that says most (the router's refusal, the shop's message).
    private func report(_ error: any Error) {
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

    // MARK: Commands that change state

    /// `add ID [QTY]`: the mediator's typed `cart.add`, which the Cart component answers.
    private func add(_ arguments: [String]) async {
        guard let id = integer(arguments.first, "add ID [QTY]") else { return }
        let quantity = arguments.count > 1 ? integer(arguments[1], "add ID [QTY]") : 1
        guard let quantity else { return }
        do {
            let count = try await app.mediator.perform(ShopContracts.cartAdd, .init(id: id, qty: quantity))
            display.success("Added \(quantity) × #\(id). Cart: \(count) item(s).")
        } catch {
            if let shop = error.underlying as? ShopError { return display.failure("✗ " + shop.message) }
            display.failure("✗ " + error.explanation)
        }
    }

    /// `pay`, on the checkout: pays for the cart, then shows the new order in the order
    /// history, with the checkout taken off the cart's stack.
    private func pay() async {
        guard app.navigator.state.topEntry?.pattern == ShopRoutes.checkout else {
            return display.failure("✗ Nothing to pay here. To fix, open the checkout first: checkout")
        }
        do {
            guard let user = try app.services.resolve((any CurrentUserProviding).self).currentUser else {
                return display.failure("✗ Paying needs a logged-in user. To fix, log in first.")
            }
            let order = try app.services.resolve((any PaymentProcessing).self).checkout(user: user)
            display.success("Paid \(formatPrice(order.totalCents)) for order #\(order.id) (\(order.lines.count) line(s)). Thank you, \(user.name)!")
            try app.services.resolveIfRegistered((any AnalyticsTracking).self)?.track("order_paid", ["order": String(order.id), "cents": String(order.totalCents)])
            var paid = app.navigator.state
            if let cart = paid.tabs.firstIndex(where: { $0.id == ShopTabs.cart }) { paid.tabs[cart].entries.removeAll { $0.pattern == ShopRoutes.checkout } }
            try await app.navigator.navigate(to: app.screens.destinations.state(for: ShopRoutes.order.url(Int(order.id)), from: paid))
        } catch {
            return report(error)
        }
        await renderTop()
    }

    private func login(_ arguments: [String]) async {
        guard arguments.count == 2 else { return display.failure("Usage: login NAME PASSWORD (try: login alice secret)") }
        do {
            let user = try app.services.resolve((any AccountManaging).self).login(name: arguments[0], password: arguments[1])
            display.success("Welcome, \(user.name).")
            try app.services.resolveIfRegistered((any AnalyticsTracking).self)?.track("login", ["user": user.name])
            if let waiting = app.navigator.deferredLink, let outcome = try await app.navigator.retryDeferredLink() {
                display.detail("→ continuing to \(waiting)")
                return await present(outcome, of: waiting)
            }
            try await closeLogin()
        } catch {
            report(error)
        }
    }

    /// Takes the login sheet away after logging in when no link waited for it.
    private func closeLogin() async throws {
        var target = app.navigator.state
        guard let tab = target.tabs.firstIndex(where: { $0.id == target.selectedTab }),
              let top = target.tabs[tab].topPresentedIndex, target.tabs[tab].entries[top].pattern == ShopRoutes.login
        else { return }
        target.tabs[tab].entries.removeSubrange(top...)
        try await app.navigator.navigate(to: target)
        await renderTop()
    }

    /// `start`: the welcome is done; it goes, for good.
    private func finishWelcome() async {
        guard app.navigator.state.topEntry?.pattern == ShopRoutes.welcome else {
            return display.line("The welcome is done already.")
        }
        do {
            try app.database?.markWelcomeDone()
            // The welcome finishing is the user's tap on its button: it takes itself away.
            try app.navigator.userDismissed()
        } catch {
            return report(error)
        }
        await renderTop()
    }

    private func remote() async {
        do {
            let catalog = try app.services.resolve((any CatalogProviding).self)
            let commands = try await catalog.remoteCommands()
            display.line("Server sent \(commands.count) command(s) from \(catalog.source).")
            for command in commands {
                display.detail("  \(command)")
                await performRemote(command)
            }
        } catch {
            report(error)
        }
    }

    /// Runs a command URL the server sent, through the mediator, as coming from the
    /// server: only actions declared `.external` run.
    func performRemote(_ text: String) async {
        guard let url = URL(string: text) else { return display.failure("✗ The server sent '\(text)', which is not a URL.") }
        do {
            let result = try await app.mediator.perform(url: url, origin: .server)
            display.success("  ✓ ran, result: \(result)")
        } catch {
            display.warning("  ✗ " + (error.refusal?.description ?? error.explanation))
        }
    }

    /// `call cart.add id=42 qty=2`: a mediator call by name, parameters as strings.
    private func call(_ arguments: [String]) async {
        let usage = "call TARGET.ACTION [key=value ...], such as call cart.add id=42 qty=2"
        guard let name = arguments.first, let dot = name.firstIndex(of: ".") else { return display.failure("Usage: \(usage)") }
        var params: [String: any Sendable] = [:]
        for pair in arguments.dropFirst() {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return display.failure("'\(pair)' is not key=value. Usage: \(usage)") }
            params[parts[0]] = parts[1]
        }
        do {
            let result = try await app.mediator.perform(target: String(name[..<dot]), action: String(name[name.index(after: dot)...]), params: params)
            display.success("→ \(result)")
        } catch {
            if let shop = error.underlying as? ShopError { return display.failure("✗ " + shop.message) }
            display.failure("✗ " + error.explanation)
        }
    }

    // MARK: Listings

    private func listRoutes() {
        let entries = app.router.catalog().entries
        display.table(["route", "exposed", "owner", "opens"], entries.map { [$0.pattern, $0.exposure == .external ? "yes" : "no", $0.owner ?? "-", $0.summary ?? ""] })
        display.detail("  Open as shop://… or https://shop.example.com/…; from outside only exposed routes open.")
    }

    private func listActions() {
        let catalog = app.mediator.catalog()
        display.table(["action", "exposure", "input", "output"], catalog.targets.flatMap { target in
            target.actions.map { ["\(target.name).\($0.name)", $0.exposure.rawValue, Self.shortType($0.inputType), Self.shortType($0.outputType)] }
        })
    }

    private func listServices() {
        display.table(["service", "scope", "component"], app.services.registrations.map { info in
            [info.service, info.scope.description, info.component ?? "-"]
        })
    }

    private func listEvents() {
        let events: [String]
        do {
            events = try app.services.resolveIfRegistered((any AnalyticsTracking).self)?.events ?? []
        } catch {
            return display.failure("\(error)")
        }
        display.heading("Analytics events (\(events.count))")
        for event in events { display.line("  " + event) }
    }

    private func listLog() {
        for entry in app.log.entries.suffix(20) {
            display.detail("  [\(entry.level.rawValue)] \(entry.component): \(entry.message)")
        }
    }

    private func help() {
        display.heading("Commands")
        let width = Self.commands.map(\.0.count).max() ?? 0
        for (command, text) in Self.commands {
            display.line("  " + command + String(repeating: " ", count: width - command.count) + "  " + text)
        }
    }

    // MARK: Parsing helpers

    private func usage(_ text: String) -> Bool {
        display.failure("Usage: \(text)")
        return true
    }

    private func integer(_ text: String?, _ usage: String) -> Int? {
        guard let text, let value = Int(text) else {
            display.failure("Expected a number in '\(usage)', got '\(text ?? "")'. To fix, write for example: \(usage.replacingOccurrences(of: "ID", with: "42").replacingOccurrences(of: " [QTY]", with: " 2"))")
            return nil
        }
        return value
    }

    private func externalOrigin(_ name: String?, for url: String) -> Origin? {
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
