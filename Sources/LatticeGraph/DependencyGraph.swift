/// Named nodes (components or build targets) and the dependencies between them, with
/// optional layers, version requirements and source locations.
///
/// Build it with ``addNode(_:layer:location:fileID:line:)`` and
/// ``addDependency(from:on:requirement:location:fileID:line:)``; a dependency may name a
/// node that is declared later, or never (``check(_:)`` then reports it). Then ask for the
/// dependency order (``levels(fileID:line:)``, ``topologicalOrder(fileID:line:)``), the
/// cycles (``cycles()``) or a full check against layer rules (``check(_:)``).
///
/// ```swift
/// var graph = DependencyGraph()
/// let cart = try graph.addNode("Cart", layer: "shared")
/// try graph.addDependency(from: cart, on: "Log", requirement: try VersionRequirement(cocoaPods: "~> 1.2"))
/// try graph.addNode("Log", layer: "foundation")
/// let waves = try graph.levels()          // [[Log], [Cart]]
/// ```
///
/// Nodes and edges are stored as arrays of integer indices, and every algorithm is
/// iterative, so deep or large graphs cost neither recursion depth nor hashing on the
/// hot path.
public struct DependencyGraph: Sendable {
    /// A node's identity in one graph. Only meaningful for the graph that returned it.
    public struct NodeID: Hashable, Sendable, Comparable {
        /// The node's position in the graph's storage.
        public let index: Int
        init(_ index: Int32) { self.index = Int(index) }
        /// Orders identifiers by storage position.
        public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
    }

    /// A declared node.
    public struct Node: Sendable, Hashable {
        /// Its identity.
        public let id: NodeID
        /// Its unique name.
        public let name: String
        /// The layer it was declared in, if any; otherwise layer rules assign one by name.
        public let layer: String?
        /// Where it was declared, if known.
        public let location: FileLocation?
    }

    /// A dependency: `from` needs `target`.
    public struct Edge: Sendable, Hashable {
        /// The node that depends.
        public let from: NodeID
        /// The name of the node depended on.
        public let target: String
        /// The node depended on, or `nil` while no node of that name is declared.
        public let to: NodeID?
        /// The versions of the target that `from` accepts, if it says.
        public let requirement: VersionRequirement?
        /// Where the dependency was declared, if known.
        public let location: FileLocation?
    }

    struct EdgeInfo: Sendable {
        var requirement: VersionRequirement?
        var location: FileLocation?
    }

    // Per interned name (declared nodes and names only mentioned as dependencies).
    var names: [String] = []
    var isDeclared: [Bool] = []
    var declaredLayers: [String?] = []
    var nodeLocations: [FileLocation?] = []
    var indexByName: [String: Int32] = [:]
    // Declared nodes in declaration order.
    var declarationOrder: [Int32] = []
    // Edges, struct-of-arrays so the algorithms touch only indices.
    var edgeFrom: [Int32] = []
    var edgeTo: [Int32] = []
    var edgeInfo: [EdgeInfo] = []

    /// Creates an empty graph.
    public init() {}

    /// How many nodes are declared.
    public var nodeCount: Int { declarationOrder.count }
    /// How many dependencies were added, including those on undeclared names.
    public var edgeCount: Int { edgeFrom.count }

    /// The declared nodes, in declaration order.
    public var nodes: [Node] { declarationOrder.map { node(NodeID($0)) } }

    /// Every dependency, in the order added.
    public var edges: [Edge] { (0..<edgeFrom.count).map(edge) }

    /// The node with this identifier.
    public subscript(id: NodeID) -> Node { node(id) }

    /// The identifier of the declared node named `name`, or `nil`.
    public func id(named name: String) -> NodeID? {
        guard let index = indexByName[name], isDeclared[Int(index)] else { return nil }
        return NodeID(index)
    }

    /// The names of `ids`, in the same order.
    public func names(_ ids: some Sequence<NodeID>) -> [String] {
        ids.map { names[$0.index] }
    }

    /// Declares a node.
    ///
    /// - Parameters:
    ///   - name: A name unique in the graph.
    ///   - layer: Its layer name; `nil` lets ``LayerRules`` assign one by name or pattern.
    ///   - location: Where it is declared, for messages.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Returns: Its identifier.
    /// - Throws: ``GraphError/Code/duplicateNode`` when the name is already declared.
    /// - Complexity: Amortized O(1), one hash of `name`.
    @discardableResult
    public mutating func addNode(
        _ name: String, layer: String? = nil, location: FileLocation? = nil,
        fileID: String = #fileID, line: Int = #line
    ) throws(GraphError) -> NodeID {
        let index = intern(name)
        let slot = Int(index)
        if isDeclared[slot] {
            throw GraphError.duplicateNode(
                name, message: "'\(name)' is declared twice\(nodeLocations[slot].map { " (first at \($0))" } ?? "").",
                fileID: fileID, line: line)
        }
        isDeclared[slot] = true
        declaredLayers[slot] = layer
        nodeLocations[slot] = location
        declarationOrder.append(index)
        return NodeID(index)
    }

    /// Records that `from` depends on the node named `target`, which may be declared later.
    ///
    /// - Throws: ``GraphError/Code/unknownNode`` when `from` is not a declared node of
    ///   this graph.
    /// - Complexity: Amortized O(1), one hash of `target`.
    public mutating func addDependency(
        from: NodeID, on target: String, requirement: VersionRequirement? = nil,
        location: FileLocation? = nil, fileID: String = #fileID, line: Int = #line
    ) throws(GraphError) {
        guard from.index >= 0, from.index < names.count, isDeclared[from.index] else {
            throw GraphError.unknownNode(
                "#\(from.index)", message: "Node #\(from.index) is not declared in this graph, so it cannot depend on '\(target)'.",
                fileID: fileID, line: line)
        }
        let to = intern(target)
        edgeFrom.append(Int32(from.index))
        edgeTo.append(to)
        edgeInfo.append(EdgeInfo(requirement: requirement, location: location))
    }

    /// The declared nodes `id` depends on, in the order the dependencies were added
    /// (dependencies on undeclared names are left out).
    ///
    /// - Complexity: O(*e*) for *e* edges in the graph.
    public func dependencies(of id: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        for edge in 0..<edgeFrom.count where Int(edgeFrom[edge]) == id.index && isDeclared[Int(edgeTo[edge])] {
            result.append(NodeID(edgeTo[edge]))
        }
        return result
    }

    /// The declared nodes that depend on `id`, in the order the dependencies were added.
    ///
    /// - Complexity: O(*e*) for *e* edges in the graph.
    public func dependents(of id: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        for edge in 0..<edgeTo.count where Int(edgeTo[edge]) == id.index {
            result.append(NodeID(edgeFrom[edge]))
        }
        return result
    }

    /// The dependencies leaving `id` (including those on undeclared names), in the order added.
    ///
    /// - Complexity: O(*e*) for *e* edges in the graph.
    public func edges(from id: NodeID) -> [Edge] {
        (0..<edgeFrom.count).filter { Int(edgeFrom[$0]) == id.index }.map(edge)
    }

    /// The dependencies on `id` (every requirer with its requirement), in the order added.
    ///
    /// - Complexity: O(*e*) for *e* edges in the graph.
    public func edges(to id: NodeID) -> [Edge] {
        (0..<edgeTo.count).filter { Int(edgeTo[$0]) == id.index }.map(edge)
    }

    private mutating func intern(_ name: String) -> Int32 {
        if let index = indexByName[name] { return index }
        let index = Int32(names.count)
        names.append(name)
        isDeclared.append(false)
        declaredLayers.append(nil)
        nodeLocations.append(nil)
        indexByName[name] = index
        return index
    }

    func node(_ id: NodeID) -> Node {
        Node(id: id, name: names[id.index], layer: declaredLayers[id.index], location: nodeLocations[id.index])
    }

    func edge(_ index: Int) -> Edge {
        let to = edgeTo[index]
        return Edge(
            from: NodeID(edgeFrom[index]), target: names[Int(to)],
            to: isDeclared[Int(to)] ? NodeID(to) : nil,
            requirement: edgeInfo[index].requirement, location: edgeInfo[index].location)
    }
}
