public import LatticeGraph

/// One finding of `lattice check`, with its rule, severity and place.
public struct Diagnostic: Sendable, Hashable {
    /// The rule that found it.
    public var rule: Rule
    /// How it is reported (never ``Severity/ignore``: those are dropped).
    public var severity: Severity
    /// The target that depends (or is in no layer, or starts the cycle).
    public var node: String
    /// The target depended on, if any.
    public var dependency: String?
    /// For cycles: the whole path, first repeated last.
    public var cycle: [String]
    /// Where it was written, if known.
    public var location: FileLocation?
    /// What is wrong and "To fix, …".
    public var message: String

    /// Creates a diagnostic.
    public init(rule: Rule, severity: Severity, node: String, dependency: String? = nil, cycle: [String] = [], location: FileLocation? = nil, message: String) {
        self.rule = rule
        self.severity = severity
        self.node = node
        self.dependency = dependency
        self.cycle = cycle
        self.location = location
        self.message = message
    }

    /// The compiler's form: `Package.swift:12:9: error: <message> [layerViolation]`.
    public var compilerForm: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message) [\(rule.rawValue)]"
    }
}
