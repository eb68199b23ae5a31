public import ShopInterfaces

/// Foundation component Network: registers ``CatalogProviding`` over HTTP (or offline).
public struct NetworkComponent: ShopComponent {
    private let client: CatalogClient

    /// Creates the component around `client`.
    public init(client: CatalogClient) { self.client = client }

    public var name: String { "Network" }
    public var version: SemanticVersion { SemanticVersion(2, 3, 1) }
    public var layer: String? { "foundation" }
    public var summary: String { "HTTP catalog client" }
    public var dependencies: [ComponentDependency] { [.init("Log", "~> 1.2")] }

    /// Registers the catalog client.
    public func register(in context: ComponentContext) throws {
        try context.register((any CatalogProviding).self, instance: client)
    }

    /// Notes where the catalog comes from at launch, in the log (required: `lattice scan`
    /// lists it in `requiredServices`, so the host refuses to boot without its provider).
    public func handle(_ event: AppEvent, context: ComponentContext) async {
        guard event.name == .didFinishLaunching else { return }
        do {
            try context.services.resolve((any EventLogging).self).log(.info, name, "catalog from \(client.source)")
        } catch {
            // Not reached once booted: validation checked that the log's provider (Log) is there.
        }
    }
}
