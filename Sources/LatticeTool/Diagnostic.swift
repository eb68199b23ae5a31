import LatticeCore
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
    /// What is wrong, in full sentences.
    public var message: String
    /// How to fix it: the clause after "To fix, ".
    public var fix: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - message: What is wrong; when `fix` is `nil`, written `<what is wrong> To fix, <how>.`
    ///     and split into ``message`` and ``fix``.
    ///   - fix: How to fix it, as the clause after "To fix, ".
    ///   - rule: The rule that found it.
    ///   - severity: How it is reported.
    ///   - node: The target that depends (or is in no layer, or starts the cycle).
    ///   - dependency: The target depended on, if any.
    ///   - cycle: For cycles: the whole path, first repeated last.
    ///   - location: Where it was written, if known.
    package init(
        rule: Rule, severity: Severity, node: String, dependency: String? = nil, cycle: [String] = [],
        location: FileLocation? = nil, message: String, fix: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.node = node
        self.dependency = dependency
        self.cycle = cycle
        self.location = location
        if let fix {
            (self.message, self.fix) = (message, fix)
        } else {
            (self.message, self.fix) = LatticeErrorText.split(message)
        }
    }

    /// The message and the fix as one text: `<message> To fix, <fix>.`, as errors write it.
    public var explanation: String { LatticeErrorText.sentence(message: message, fix: fix) }

    /// The compiler's form: `Package.swift:12:9: error: <message> To fix, <fix>. [layerViolation]`.
    public var compilerForm: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(explanation) [\(rule.rawValue)]"
    }
}
