import Foundation
import LatticeCore
import ShopInterfaces
import StorageKit

/// The commands that change state: the cart, paying, logging in, the welcome, and the
/// mediator's actions by name and from the catalog server.
extension ShopSession {
    /// `add ID [QTY]`: the mediator's typed `cart.add`, which the Cart component answers.
    func add(_ arguments: [String]) async {
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
    func pay() async {
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

    func login(_ arguments: [String]) async {
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
    func closeLogin() async throws {
        var target = app.navigator.state
        guard let tab = target.tabs.firstIndex(where: { $0.id == target.selectedTab }),
              let top = target.tabs[tab].topPresentedIndex, target.tabs[tab].entries[top].pattern == ShopRoutes.login
        else { return }
        target.tabs[tab].entries.removeSubrange(top...)
        try await app.navigator.navigate(to: target)
        await renderTop()
    }

    /// `start`: the welcome is done; it goes, for good.
    func finishWelcome() async {
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

    func remote() async {
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
    func call(_ arguments: [String]) async {
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
}
