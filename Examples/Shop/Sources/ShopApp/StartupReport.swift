import ShopInterfaces
import StorageKit
import Foundation

extension ShopApp {
    /// What the app prints once booted: components with versions, layers and
    /// dependencies in boot order, the data and catalog in use, counts.
    func writeStartupReport(on display: any Display) {
        let routes = router.catalog().entries
        let milliseconds = Double(report.total.components.attoseconds / 1_000_000_000_000) / 1000 + Double(report.total.components.seconds) * 1000
        display.heading("Lattice Shop: booted \(report.entries.filter(\.didStart).count) components in \(host.waves.count) waves")
        display.success("Validated: versions ✓  layers ✓  no cycles ✓  services ✓")
        display.detail("  started in \(String(format: "%.1f", milliseconds)) ms\(report.isDegraded ? ", degraded: " + report.notStarted.joined(separator: ", ") : "")")
        if let alone = report.runningAlone { display.line("  \(alone)") }
        writeComponents(on: display)
        do {
            if let database {
                let cartCount = try services.resolveIfRegistered((any CartCounting).self)?.itemCount() ?? 0
                display.line("  data:     \(database.path) (cart: \(cartCount) item(s), orders: \(try database.orderCount()))")
            } else {
                display.line("  data:     none (Storage does not run)")
            }
            if let manifestPath { display.line("  manifest: \(manifestPath)") }
            let catalog = try services.resolveIfRegistered((any CatalogProviding).self)?.source ?? "none (Network does not run)"
            display.line("  catalog:  \(catalog)\(server != nil ? " (local catalog server)" : "")")
        } catch {
            display.failure("  \(error)")
        }
        display.line("  services: \(services.registrations.count) · routes: \(routes.count) (\(routes.filter { $0.exposure == .external }.count) exposed to links from outside)")
        display.line("  trust:    schemes shop, https · web host shop.example.com")
        display.detail("Type 'help' for commands.")
    }

    /// The components table, in start order.
    func writeComponents(on display: any Display) {
        display.table(["component", "version", "layer", "wave", "depends on", "summary"], report.entries.compactMap { entry in
            guard let component = components[entry.name] else { return nil }
            return [
                component.name, "\(component.version)", component.layer ?? "-", String(entry.wave + 1),
                component.dependencies.isEmpty ? "-" : component.dependencies.map { "\($0.name) \($0.requirement)" }.joined(separator: ", "),
                component.summary,
            ]
        })
    }
}
