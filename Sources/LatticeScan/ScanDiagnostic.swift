public import LatticeGraph

/// A problem found while reading sources.
public struct ScanDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The file or annotation cannot be used.
        case error
        /// Something the scan could not read; the checks may miss it.
        case warning
    }

    /// What kind of problem (`unparsableFile`, `misusedAnnotation`, `unreadableType`, …).
    public var rule: String
    /// Error or warning.
    public var severity: Severity
    /// What is wrong and "To fix, …".
    public var message: String
    /// Where.
    public var location: FileLocation

    /// Creates a diagnostic.
    public init(rule: String, severity: Severity, message: String, location: FileLocation) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `file:line:col: error: message [rule]`.
    public var description: String { "\(location): \(severity.rawValue): \(message) [\(rule)]" }
}
