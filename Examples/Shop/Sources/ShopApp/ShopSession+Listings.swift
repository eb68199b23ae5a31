import LatticeCore
import LogKit
import ShopInterfaces

/// The listings: what is registered, the analytics events, the log, the commands.
extension ShopSession {
    func listRoutes() {
        let entries = app.router.catalog().entries
        display.table(["route", "exposed", "owner", "opens"], entries.map { [$0.pattern, $0.exposure == .external ? "yes" : "no", $0.owner ?? "-", $0.summary ?? ""] })
        display.detail("  Open as shop://… or https://shop.example.com/…; from outside only exposed routes open.")
    }

    func listActions() {
        let catalog = app.mediator.catalog()
        display.table(["action", "exposure", "input", "output"], catalog.targets.flatMap { target in
            target.actions.map { ["\(target.name).\($0.name)", $0.exposure.rawValue, Self.shortType($0.inputType), Self.shortType($0.outputType)] }
        })
    }

    func listServices() {
        display.table(["service", "scope", "component"], app.services.registrations.map { info in
            [info.service, info.scope.description, info.component ?? "-"]
        })
    }

    func listEvents() {
        let events: [String]
        do {
            events = try app.services.resolveIfRegistered((any AnalyticsTracking).self)?.events ?? []
        } catch {
            return display.failure("\(error)")
        }
        display.heading("Analytics events (\(events.count))")
        for event in events { display.line("  " + event) }
    }

    func listLog() {
        for entry in app.log.entries.suffix(20) {
            display.detail("  [\(entry.level.rawValue)] \(entry.component): \(entry.message)")
        }
    }

    func help() {
        display.heading("Commands")
        let width = Self.commands.map(\.0.count).max() ?? 0
        for (command, text) in Self.commands {
            display.line("  " + command + String(repeating: " ", count: width - command.count) + "  " + text)
        }
    }
}
