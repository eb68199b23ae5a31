import LatticeCore
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
    /// What is wrong, in full sentences.
    public var message: String
    /// How to fix it: the clause after "To fix, " (empty when there is nothing to change).
    public var fix: String
    /// Where.
    public var location: FileLocation

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - rule: What kind of problem (`unparsableFile`, `invalidRoutePattern`, …).
    ///   - severity: Error or warning.
    ///   - message: What is wrong; when `fix` is `nil`, written `<what is wrong> To fix, <how>.`
    ///     and split into ``message`` and ``fix``.
    ///   - fix: How to fix it, as the clause after "To fix, ".
    ///   - location: Where.
    package init(rule: String, severity: Severity, message: String, fix: String? = nil, location: FileLocation) {
        self.rule = rule
        self.severity = severity
        if let fix {
            (self.message, self.fix) = (message, fix)
        } else {
            (self.message, self.fix) = LatticeErrorText.split(message)
        }
        self.location = location
    }

    /// The message and the fix as one text: `<message> To fix, <fix>.`, as errors write it.
    public var explanation: String { LatticeErrorText.sentence(message: message, fix: fix) }

    /// `file:line:col: error: <message> To fix, <fix>. [rule]`.
    public var description: String { "\(location): \(severity.rawValue): \(explanation) [\(rule)]" }
}
