public import ShopInterfaces

/// Foundation component Network: registers ``CatalogProviding`` over HTTP (or offline).
public struct NetworkComponent: ShopComponent {
    private let client: CatalogClient

    /// Creates the component around `client`.
    public init(client: CatalogClient) { self.client = client }

    /// Its declaration.
    public var info: ComponentInfo {
        ComponentInfo(name: "Network", version: "2.3.1", layer: "foundation", dependencies: [.init("Log", "~> 1.2")], summary: "HTTP catalog client")
    }

    /// Registers the catalog client.
    public func register(in context: ComponentContext) throws {
        try context.services.register((any CatalogProviding).self, instance: client, component: info.name)
    }

    /// Notes where the catalog comes from at launch.
    public func handle(_ event: AppEvent, in context: ComponentContext) async {
        guard event == .launch else { return }
        (try? context.services.resolve((any EventLogging).self))?.log(.info, info.name, "catalog from \(client.source)")
    }
}
