/// An error from LatticeGraph: what went wrong, for which input, how to fix it, and where
/// in your code the failing call was made.
///
/// Parsing a version or a requirement, declaring a node twice, writing inconsistent layer
/// rules and ordering a graph that has a cycle all fail with a `GraphError`; nothing fails
/// with a silent `nil` or a crash. Compare ``code`` to branch on the kind of failure;
/// print the error (its ``description``) to read it.
public struct GraphError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case malformedVersion, malformedRequirement, duplicateNode, unknownNode
            case invalidRules, cycle
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// A version string is not a valid version in the dialect asked for.
        public static let malformedVersion = Code(.malformedVersion)
        /// A requirement string is not a valid requirement in the dialect asked for.
        public static let malformedRequirement = Code(.malformedRequirement)
        /// A node with the same name is already in the graph.
        public static let duplicateNode = Code(.duplicateNode)
        /// A node identifier or name that is not in the graph.
        public static let unknownNode = Code(.unknownNode)
        /// Layer rules that contradict themselves (a duplicate layer, a rule naming an
        /// unknown layer, an empty name).
        public static let invalidRules = Code(.invalidRules)
        /// The graph has a cycle, so it has no dependency order; ``GraphError/cycles`` has
        /// every cycle's path.
        public static let cycle = Code(.cycle)

        /// The code's name, such as `malformedVersion`.
        public var description: String { "\(kind)" }
    }

    /// The kind of failure.
    public let code: Code
    /// The input concerned: the version or requirement text, the node or layer name.
    public let subject: String
    /// What happened and how to fix it, in full sentences.
    public let message: String
    /// For ``Code/cycle``: each cycle's node names, first repeated last
    /// (`[["A", "B", "C", "A"]]`).
    public let cycles: [[String]]
    /// The file of the call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int

    package init(
        _ code: Code, subject: String, message: String, cycles: [[String]] = [],
        fileID: String, line: Int
    ) {
        self.code = code
        self.subject = subject
        self.message = message
        self.cycles = cycles
        self.fileID = fileID
        self.line = line
    }

    /// `GraphError.malformedVersion at App/Setup.swift:12: <message>`.
    public var description: String {
        "GraphError.\(code) at \(fileID):\(line): \(message)"
    }
}

extension GraphError {
    /// A parse failure: "'TEXT' is not a WHAT: PROBLEM. To fix, FIX."
    static func malformed(_ code: Code, _ text: some StringProtocol, notA what: String, _ problem: String, fix: String, fileID: String, line: Int) -> GraphError {
        GraphError(code, subject: String(text), message: "'\(text)' is not a \(what): \(problem). To fix, \(fix).", fileID: fileID, line: line)
    }
}
