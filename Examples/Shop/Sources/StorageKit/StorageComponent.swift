public import Foundation
public import ShopInterfaces

/// Foundation component Storage: opens the SQLite database and registers ``ShopDatabase``.
public struct StorageComponent: ShopComponent {
    /// The folder holding `shop.sqlite`.
    public let directory: URL

    /// Creates the component for `directory`.
    public init(directory: URL) { self.directory = directory }

    public var name: String { "Storage" }
    public var version: SemanticVersion { SemanticVersion(3, 0, 2) }
    public var layer: String? { "foundation" }
    public var summary: String { "SQLite (GRDB), transactional" }
    public var dependencies: [ComponentDependency] { [.init("Log", "~> 1.0")] }

    /// Opens the database (at boot, so a bad folder fails the boot) and registers it.
    public func register(in context: ComponentContext) throws {
        try context.register(ShopDatabase.self, instance: try ShopDatabase(directory: directory))
    }

    /// Checkpoints the write-ahead log when the app goes to the background or terminates,
    /// and logs it (the log is required: `lattice scan` lists it in `requiredServices`, so
    /// the host refuses to boot without a component providing it).
    public func handle(_ event: AppEvent, context: ComponentContext) async {
        guard event.name == .didEnterBackground || event.name == .willTerminate else { return }
        let database: ShopDatabase
        let log: any EventLogging
        do {
            database = try context.services.resolve(ShopDatabase.self)
            log = try context.services.resolve((any EventLogging).self)
        } catch {
            // Not reached once booted: the database is this component's, and validation
            // checked that the log's provider (Log) is there.
            return
        }
        do {
            try database.checkpoint()
            log.log(.info, name, "checkpointed \(database.path) on \(event.name)")
        } catch {
            log.log(.warning, name, "\(error)")
        }
    }
}
