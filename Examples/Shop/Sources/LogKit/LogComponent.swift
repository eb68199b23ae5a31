public import ShopInterfaces

/// Foundation component Log: registers ``EventLogging``.
public struct LogComponent: ShopComponent {
    private let log: Log

    /// Creates the component around `log`.
    public init(log: Log = Log()) { self.log = log }

    public var name: String { "Log" }
    public var version: SemanticVersion { SemanticVersion(1, 4, 0) }
    public var layer: String? { "foundation" }
    public var summary: String { "In-memory log with levels" }

    /// Registers the log.
    public func register(in context: ComponentContext) throws {
        try context.register((any EventLogging).self, instance: log)
    }

    /// Logs every app event.
    public func handle(_ event: AppEvent, context: ComponentContext) async {
        log.log(.info, name, "app event: \(event.name)")
    }
}
