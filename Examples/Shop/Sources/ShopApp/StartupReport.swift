import ShopInterfaces
import StorageKit

extension ShopApp {
    /// What the app prints once booted: components with versions, layers and
    /// dependencies in boot order, the data and catalog in use, counts.
    func writeStartupReport(on display: any Display) {
        let catalog = (try? services.resolve((any CatalogProviding).self))?.source ?? "?"
        let cartCount = (try? services.resolve((any CartCounting).self).itemCount()) ?? 0
        let orders = (try? database.orderCount()) ?? 0
        let routes = router.catalog().entries
        display.heading("Lattice Shop: booted \(components.count) components in \(waves.count) waves")
        display.success("Validated: versions ✓  layers ✓  no cycles ✓")
        writeComponents(on: display)
        display.line("  data:     \(database.path) (cart: \(cartCount) item(s), orders: \(orders))")
        display.line("  catalog:  \(catalog)\(server != nil ? " (local catalog server)" : "")")
        display.line("  services: \(services.registrations.count) · routes: \(routes.count) (\(routes.filter(\.exposed).count) exposed to links from outside)")
        display.line("  trust:    schemes shop, https · web host shop.example.com")
        display.detail("Type 'help' for commands.")
    }

    /// The components table, in boot order.
    func writeComponents(on display: any Display) {
        let wave = Dictionary(waves.enumerated().flatMap { index, names in names.map { ($0, index + 1) } }, uniquingKeysWith: { a, _ in a })
        display.table(["component", "version", "layer", "wave", "depends on"], components.map { component in
            let info = component.info
            return [
                info.name, info.version, info.layer, String(wave[info.name] ?? 0),
                info.dependencies.isEmpty ? "-" : info.dependencies.map { "\($0.name) \($0.requirement)" }.joined(separator: ", "),
            ]
        })
    }
}
