public import ShopInterfaces

/// Foundation component Log: registers ``EventLogging``.
public struct LogComponent: ShopComponent {
    private let log: Log

    /// Creates the component around `log`.
    public init(log: Log = Log()) { self.log = log }

    /// Its declaration.
    public var info: ComponentInfo {
        ComponentInfo(name: "Log", version: "1.4.0", layer: "foundation", summary: "In-memory log with levels")
    }

    /// Registers the log.
    public func register(in context: ComponentContext) throws {
        try context.services.register((any EventLogging).self, instance: log, component: info.name)
    }

    /// Logs every app event.
    public func handle(_ event: AppEvent, in context: ComponentContext) async {
        log.log(.info, info.name, "app event: \(event.rawValue)")
    }
}
