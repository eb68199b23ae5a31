import LatticeAnnotations
import Synchronization
public import ShopInterfaces

/// Usage events, kept in memory and written to the log.
@Provides((any AnalyticsTracking).self, scope: .singleton)
public final class Analytics: AnalyticsTracking {
    private let recorded = Mutex<[String]>([])
    private let log: (any EventLogging)?

    /// Creates the tracker.
    public init(log: (any EventLogging)? = nil) { self.log = log }

    /// Creates the tracker with the app's log (what `@Provides` calls).
    convenience init(resolver: Resolver) throws {
        self.init(log: try resolver.resolve((any EventLogging).self))
    }

    /// Records `event` with `properties` (sorted by key in the record).
    public func track(_ event: String, _ properties: [String: String]) {
        let text = ([event] + properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        recorded.withLock { $0.append(text) }
        log?.log(.debug, "Analytics", text)
    }

    /// Every event so far, oldest first.
    public var events: [String] { recorded.withLock { $0 } }
}
