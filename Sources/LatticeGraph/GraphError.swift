public import LatticeCore

/// An error from LatticeGraph: what went wrong, for which input, how to fix it, and where
/// in your code the failing call was made.
///
/// Parsing a version or a requirement, declaring a node twice, writing inconsistent layer
/// rules and ordering a graph that has a cycle all fail with a `GraphError`; nothing fails
/// with a silent `nil` or a crash. Compare ``code`` to branch on the kind of failure;
/// print the error (its ``description``) to read it. Two errors are equal when their code
/// and ``subject`` are: `#expect(throws: GraphError.malformedVersion("1.x")) { … }`.
public struct GraphError: LatticeError {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
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
        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// The input concerned: the version or requirement text, the node or layer name.
    public let subject: String
    /// What happened, in full sentences.
    public let message: String
    /// How to fix it: the clause after "To fix, ".
    public let fix: String
    /// For ``Code/cycle``: each cycle's node names, first repeated last
    /// (`[["A", "B", "C", "A"]]`).
    public let cycles: [[String]]
    /// The file of the call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int

    package init(
        _ code: Code, subject: String, message: String, fix: String, cycles: [[String]] = [],
        fileID: String, line: Int
    ) {
        self.code = code
        self.subject = subject
        self.message = message
        self.fix = fix
        self.cycles = cycles
        self.fileID = fileID
        self.line = line
    }

    /// `GraphError.code at File.swift:12: <message> To fix, <fix>.`
    public var description: String {
        "GraphError.\(code) at \(fileID):\(line): \(explanation)"
    }
}

// MARK: Factories, one per code

extension GraphError {
    /// ``Code/malformedVersion``: `text` is not a version (`dialect` such as "CocoaPods version").
    public static func malformedVersion(
        _ text: String, notA dialect: String = "version", problem: String = "it cannot be parsed",
        fix: String = "write a version such as 1.2.3", fileID: String = #fileID, line: Int = #line
    ) -> GraphError {
        GraphError(.malformedVersion, subject: text, message: "'\(text)' is not a \(dialect): \(problem).", fix: fix, fileID: fileID, line: line)
    }

    /// ``Code/malformedRequirement``: `text` is not a requirement (`dialect` such as "SwiftPM requirement").
    public static func malformedRequirement(
        _ text: String, notA dialect: String = "requirement", problem: String = "it cannot be parsed",
        fix: String = "write a requirement such as '~> 1.2' or from: \"1.2.3\"", fileID: String = #fileID, line: Int = #line
    ) -> GraphError {
        GraphError(.malformedRequirement, subject: text, message: "'\(text)' is not a \(dialect): \(problem).", fix: fix, fileID: fileID, line: line)
    }

    /// ``Code/duplicateNode``: a node named `name` is declared twice.
    public static func duplicateNode(
        _ name: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> GraphError {
        GraphError(
            .duplicateNode, subject: name, message: message ?? "'\(name)' is declared twice.",
            fix: fix ?? "rename one of them or remove the duplicate", fileID: fileID, line: line)
    }

    /// ``Code/unknownNode``: `node` (a name or `#index`) is not in the graph.
    public static func unknownNode(
        _ node: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> GraphError {
        GraphError(
            .unknownNode, subject: node, message: message ?? "'\(node)' is not declared in this graph.",
            fix: fix ?? "pass an identifier returned by this graph's addNode", fileID: fileID, line: line)
    }

    /// ``Code/invalidRules``: the layer rules contradict themselves about `layer`.
    public static func invalidRules(
        _ layer: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> GraphError {
        GraphError(
            .invalidRules, subject: layer, message: message ?? "The layer rules contradict themselves about '\(layer)'.",
            fix: fix ?? "correct the layer rules", fileID: fileID, line: line)
    }

    /// ``Code/cycle``: the graph has `cycles` (each first repeated last); the subject is the first cycle's first node.
    public static func cycle(
        _ cycles: [[String]], message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> GraphError {
        let paths = cycles.map { $0.joined(separator: " → ") }
        return GraphError(
            .cycle, subject: cycles.first?.first ?? "",
            message: message ?? "The graph has no dependency order because of \(cycles.count == 1 ? "a cycle" : "\(cycles.count) cycles"): \(paths.joined(separator: "; ")).",
            fix: fix ?? "remove one dependency on each cycle, or move what the nodes share into a module they all depend on",
            cycles: cycles, fileID: fileID, line: line)
    }
}
