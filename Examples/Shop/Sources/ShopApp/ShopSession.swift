public import ShopInterfaces
import Foundation
import LatticeCore
import LogKit

/// The interactive session: one command per line, the same for a person at the terminal
/// and for `--script FILE`.
public actor ShopSession {
    /// The booted app.
    public let app: ShopApp
    private let display: any Display
    /// The URL a login redirect interrupted, opened again after `login`.
    private var pendingURL: String?
    /// Why the mediator refused the last URL from outside, when the action exists but is
    /// not exposed.
    private var mediatorRefusal: String?

    /// Creates a session over a booted app.
    public init(app: ShopApp, display: any Display) {
        self.app = app
        self.display = display
    }

    /// The commands, for `help`.
    static let commands: [(String, String)] = [
        ("help", "this list"),
        ("home", "open shop://home"),
        ("product ID", "open shop://product/ID"),
        ("add ID [QTY]", "add to the cart (shop://product/ID/add?qty=QTY, inside the app only)"),
        ("cart", "open shop://cart"),
        ("checkout", "pay for the cart (login required)"),
        ("orders", "order history (login required)"),
        ("profile", "your profile (login required)"),
        ("login NAME PASSWORD", "log in (alice/secret, bob/hunter2), then continue a redirected link"),
        ("logout", "log out"),
        ("open URL", "open a URL from inside the app"),
        ("link URL [web|app|push|server]", "a URL from outside (default: web for https, another app otherwise): router, components, then mediator"),
        ("call TARGET.ACTION [k=v ...]", "call a mediator action by name (cart.count, cart.add id=42 qty=2, account.whoami)"),
        ("remote", "fetch the catalog server's command URLs and run them through the mediator (origin: server)"),
        ("background / foreground", "send the app to the background and back"),
        ("routes / services / actions / components", "list what is registered"),
        ("events / log", "analytics events / the last log lines"),
        ("quit", "exit (end of input does the same)"),
    ]

    /// Runs one command line. Returns `false` when the session should end.
    public func execute(_ line: String) async -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let command = words.first, !command.hasPrefix("#") else { return true }
        let arguments = Array(words.dropFirst())
        switch command {
        case "help": help()
        case "home": await open(ShopRoutes.appLink(ShopRoutes.home), from: .app)
        case "product", "p":
            guard let id = integer(arguments.first, "product ID") else { return true }
            await open(ShopRoutes.appLink(ShopRoutes.product.url(id)), from: .app)
        case "add":
            guard let id = integer(arguments.first, "add ID [QTY]") else { return true }
            let quantity = arguments.count > 1 ? integer(arguments[1], "add ID [QTY]") : 1
            guard let quantity else { return true }
            await open(ShopRoutes.appLink(ShopRoutes.addToCart.url(id)) + "?qty=\(quantity)", from: .app)
        case "cart": await open(ShopRoutes.appLink(ShopRoutes.cart), from: .app)
        case "checkout", "pay": await open(ShopRoutes.appLink(ShopRoutes.checkout), from: .app)
        case "orders": await open(ShopRoutes.appLink(ShopRoutes.orders), from: .app)
        case "profile": await open(ShopRoutes.appLink(ShopRoutes.profile), from: .app)
        case "login": await login(arguments)
        case "logout":
            do {
                try app.services.resolve((any AccountManaging).self).logout()
                display.success("Logged out.")
            } catch {
                display.failure("\(error)")
            }
        case "open":
            guard let url = arguments.first else { return usage("open URL") }
            await open(url, from: .app)
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
            let names = Self.commands.flatMap { $0.0.split(separator: " ").prefix(1).map(String.init) } + ["foreground", "services", "actions", "components", "log", "exit", "pay"]
            let hint = closestNames(to: command, in: names, limit: 1).first.map { " Did you mean '\($0)'?" } ?? ""
            display.failure("Unknown command '\(command)'.\(hint) Type 'help' for the list.")
        }
        return true
    }

    // MARK: Navigation

    /// Opens `url`: the router picks the route (checking trust for outside origins; the
    /// login gate redirects login-only screens to the login screen), the route builds a
    /// screen, the session shows it.
    func open(_ url: String, from origin: Origin) async {
        let value: any Sendable
        do {
            value = try await app.router.value(for: url, origin: origin)
        } catch {
            return report(error, url: url)
        }
        guard let screen = value as? any Screen else {
            return display.failure("'\(url)' opened something that is not a screen.")
        }
        if let next = screen.continuation { pendingURL = next }
        do {
            try await screen.render(on: display)
        } catch {
            report(error, url: url)
        }
    }

    /// A URL arriving from outside (another app, a web page, a push) goes through the
    /// component host's open-URL chain: the router first, then the components, then the
    /// mediator for command URLs such as `shop://analytics/track?event=…`.
    func openFromOutside(_ text: String, from origin: Origin) async {
        guard let url = URL(string: text) else {
            // Not even a URL: the router explains (it parses by hand, without Foundation).
            return await open(text, from: origin)
        }
        mediatorRefusal = nil
        do {
            if let handler = try await app.host.open(url, origin: origin) {
                return display.detail("  (handled by \(handler))")
            }
        } catch {
            // The router refused it (trust policy, not exposed, bad parameter).
            return report(error, url: text)
        }
        // Nobody took it: say why, in the mediator's words when it has the action but does
        // not expose it, otherwise in the router's.
        if let refusal = mediatorRefusal { return display.warning("✗ " + refusal) }
        await open(text, from: origin)
    }

    /// Adds the screens (first: the router matches, the session presents the screen and
    /// redirects to login) and the mediator (last) to the host's open-URL chain.
    func installOpenURLHandlers() {
        app.host.addOpenURLHandler(OpenURLHandler(name: "router") { [weak self] request in
            guard let self else { return false }
            return await self.openIfRouted(request)
        }, at: .first)
        app.host.addOpenURLHandler(OpenURLHandler(name: "mediator") { [weak self] request in
            guard let self else { return false }
            return await self.performIfCommand(request)
        }, at: .last)
    }

    private func openIfRouted(_ request: OpenURLRequest) async -> Bool {
        let text = request.url.absoluteString
        guard app.router.canOpen(text, origin: request.origin) else { return false }
        await open(text, from: request.origin)
        return true
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

    private func report(_ error: any Error, url: String) {
        if let routing = error as? RoutingError {
            if let refusal = routing.refusal {
                display.warning("✗ " + refusal.description)
            } else if let shop = routing.underlying as? ShopError {
                display.failure("✗ " + shop.message)
            } else {
                display.failure("✗ " + routing.explanation)
            }
        } else if let shop = error as? ShopError {
            display.failure("✗ " + shop.message)
        } else {
            display.failure("✗ \(error)")
        }
    }

    private func login(_ arguments: [String]) async {
        guard arguments.count == 2 else { return display.failure("Usage: login NAME PASSWORD (try: login alice secret)") }
        do {
            let account = try app.services.resolve((any AccountManaging).self)
            let user = try account.login(name: arguments[0], password: arguments[1])
            display.success("Welcome, \(user.name).")
            try app.services.resolveIfRegistered((any AnalyticsTracking).self)?.track("login", ["user": user.name])
            if let next = pendingURL {
                pendingURL = nil
                display.detail("→ continuing to \(next)")
                await open(next, from: .app)
            }
        } catch {
            report(error, url: "login")
        }
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
            report(error, url: "remote")
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
