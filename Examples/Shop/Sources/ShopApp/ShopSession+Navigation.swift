import Foundation
import ShopInterfaces

/// Links: through the navigator, what the user sees of their outcome, the changes the user
/// makes by hand, and the URLs from outside through the host's open-URL chain.
extension ShopSession {
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
    func present(_ outcome: NavigationOutcome, of url: String, rendering: Bool = true) async {
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
            let hint = entries.contains { $0.pattern == ShopRoutes.welcome } ? " (start)" : ""
            display.warning("✗ \(url) is blocked by \(by), which must be finished first\(hint).")
        case .superseded(let newer):
            display.detail("  \(url) gave way to \(newer)")
        }
    }

    /// Writes the tab on screen with its screens, then renders the one on top.
    func renderTop() async {
        writeState(selectedOnly: true)
        guard let entry = app.navigator.state.topEntry else { return }
        do {
            try await app.screens.screen(for: entry).render(on: display)
        } catch {
            report(error)
        }
    }

    /// `where`: each tab and its screens, the selected one marked.
    func writeState(selectedOnly: Bool = false) {
        let state = app.navigator.state
        for tab in state.tabs where !selectedOnly || tab.id == state.selectedTab {
            let screens = tab.entries.isEmpty ? "(empty)" : tab.entries.map { $0.presentation.isPresented ? "[\($0.presentation) \($0.url)]" : $0.url }.joined(separator: " › ")
            display.detail("\(tab.id == state.selectedTab ? "▸" : " ") \(tab.id): \(screens)")
        }
    }

    /// A change the user made on screen (`back`, `close`, `tab`), taken into the state.
    func byHand(_ change: (Navigator) throws(NavigationError) -> Void) async {
        do {
            try change(app.navigator)
        } catch {
            return display.failure("✗ " + error.explanation)
        }
        app.terminal.userChanged(to: app.navigator.state)
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
    func showIfRouted(_ request: OpenURLRequest) async -> Bool {
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
    static func foundNoRoute(_ error: NavigationError) -> Bool {
        guard let routing = error.routingError else { return false }
        if case .notFound? = routing.refusal?.reason { return true }
        return routing.code == .notFound
    }

    func performIfCommand(_ request: OpenURLRequest) async -> Bool {
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
}
