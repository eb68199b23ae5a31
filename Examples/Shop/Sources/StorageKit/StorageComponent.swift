public import Foundation
public import ShopInterfaces

/// Foundation component Storage: opens the SQLite database and registers ``ShopDatabase``.
public struct StorageComponent: ShopComponent {
    /// The folder holding `shop.sqlite`.
    public let directory: URL

    /// Creates the component for `directory`.
    public init(directory: URL) { self.directory = directory }

    /// Its declaration.
    public var info: ComponentInfo {
        ComponentInfo(name: "Storage", version: "3.0.2", layer: "foundation", dependencies: [.init("Log", "~> 1.0")], summary: "SQLite (GRDB), transactional")
    }

    /// Opens the database (eagerly, so a bad folder fails at boot) and registers it.
    public func register(in context: ComponentContext) throws {
        let database = try ShopDatabase(directory: directory)
        try context.services.register(ShopDatabase.self, instance: database, component: info.name)
    }

    /// Checkpoints the write-ahead log when the app leaves the foreground.
    public func handle(_ event: AppEvent, in context: ComponentContext) async {
        guard event == .background || event == .terminate,
              let database = try? context.services.resolve(ShopDatabase.self) else { return }
        let log = try? context.services.resolve((any EventLogging).self)
        do {
            try database.checkpoint()
            log?.log(.info, info.name, "checkpointed \(database.path) on \(event.rawValue)")
        } catch {
            log?.log(.warning, info.name, "\(error)")
        }
    }
}
