public import Logging

/// A line logged while a ``ComponentTestHost`` ran, by the host, the registry, the router
/// or the mediator.
public struct LogRecord: Sendable, Hashable, CustomStringConvertible {
    /// The logger's label: `lattice.components`, `lattice.services`, `lattice.routing` or
    /// `lattice.mediator`.
    public let label: String
    /// The level.
    public let level: Logger.Level
    /// The message.
    public let message: String
    /// The metadata, as text (`code`, `subject`, `component`, …).
    public let metadata: [String: String]

    /// Creates a record (the test host makes these).
    public init(label: String, level: Logger.Level, message: String, metadata: [String: String] = [:]) {
        self.label = label
        self.level = level
        self.message = message
        self.metadata = metadata
    }

    /// `[warning] lattice.routing: message`.
    public var description: String { "[\(level)] \(label): \(message)" }
}
