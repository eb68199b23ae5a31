import Synchronization
public import ShopInterfaces

/// The app's log: keeps the last lines in memory and passes each to a sink (standard
/// error when verbose).
public final class Log: EventLogging {
    private let kept = Mutex<[LogEntry]>([])
    private let limit: Int
    private let sink: (@Sendable (LogEntry) -> Void)?

    /// Creates a log keeping the last `limit` lines.
    public init(limit: Int = 500, sink: (@Sendable (LogEntry) -> Void)? = nil) {
        self.limit = max(1, limit)
        self.sink = sink
    }

    /// Records a line.
    public func log(_ level: LogLevel, _ component: String, _ message: String) {
        let entry = LogEntry(level: level, component: component, message: message)
        kept.withLock { entries in
            entries.append(entry)
            if entries.count > limit { entries.removeFirst(entries.count - limit) }
        }
        sink?(entry)
    }

    /// The lines kept, oldest first.
    public var entries: [LogEntry] { kept.withLock { $0 } }
}
