/// One problem ``DependencyGraph/check(_:)`` found: its kind, both ends, where it was
/// declared, and a message that says how to fix it.
public struct GraphViolation: Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem. New kinds may be added; switch with a `default` case.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable {
            case layerViolation, sameLayerDependency, cycle, nodeInNoLayer, unknownDependency
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// A node depends on a node in a layer its own layer may not depend on (a lower
        /// layer reaching up, or a pair the rules do not allow).
        public static let layerViolation = Kind(.layerViolation)
        /// Two nodes of a layer whose nodes must not depend on each other (features).
        public static let sameLayerDependency = Kind(.sameLayerDependency)
        /// The dependencies form a cycle; ``GraphViolation/cycle`` has the whole path.
        public static let cycle = Kind(.cycle)
        /// A node that no rule puts in a layer, or that names a layer the rules lack.
        public static let nodeInNoLayer = Kind(.nodeInNoLayer)
        /// A dependency on a name that is not a node of the graph.
        public static let unknownDependency = Kind(.unknownDependency)

        /// The kind's name, such as `layerViolation`.
        public var description: String { "\(value)" }
    }

    /// The kind of problem.
    public let kind: Kind
    /// The node concerned: the one that depends, the one in no layer, or the first node
    /// of the cycle.
    public let node: String
    /// The other end: the node depended on (`nil` for ``Kind/nodeInNoLayer``; for a cycle,
    /// the node the first one depends on).
    public let dependency: String?
    /// The layer of ``node``, if it has one.
    public let nodeLayer: String?
    /// The layer of ``dependency``, if it has one.
    public let dependencyLayer: String?
    /// For ``Kind/cycle``: the path, first node repeated last (`["A", "B", "C", "A"]`).
    public let cycle: [String]
    /// Where the offending dependency (or node) was declared, if known.
    public let location: FileLocation?
    /// What is wrong and "To fix, …", in full sentences.
    public let message: String

    /// Creates a violation (for tools that add their own kinds of checks).
    public init(
        kind: Kind, node: String, dependency: String? = nil, nodeLayer: String? = nil,
        dependencyLayer: String? = nil, cycle: [String] = [], location: FileLocation? = nil, message: String
    ) {
        self.kind = kind
        self.node = node
        self.dependency = dependency
        self.nodeLayer = nodeLayer
        self.dependencyLayer = dependencyLayer
        self.cycle = cycle
        self.location = location
        self.message = message
    }

    /// `location: message`, or just the message when there is no location.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}

/// The outcome of ``DependencyGraph/check(_:)``: every violation, each node's layer and,
/// when the graph is acyclic, the dependency order in waves.
public struct GraphReport: Sendable {
    /// Every problem found, in a stable order: nodes in no layer (declaration order), then
    /// dependency problems (the order dependencies were added), then cycles.
    public let violations: [GraphViolation]
    /// The waves of ``DependencyGraph/levels(fileID:line:)``; empty when there is a cycle.
    public let levels: [[DependencyGraph.NodeID]]
    let layerNames: [String?]

    /// Whether nothing is wrong.
    public var isValid: Bool { violations.isEmpty }

    /// All nodes in dependency order (the waves one after another); empty when there is a cycle.
    public var order: [DependencyGraph.NodeID] { levels.flatMap { $0 } }

    /// The layer node `id` was placed in (its own, or by the rules' patterns), or `nil`.
    public func layer(of id: DependencyGraph.NodeID) -> String? {
        id.index < layerNames.count ? layerNames[id.index] : nil
    }
}
