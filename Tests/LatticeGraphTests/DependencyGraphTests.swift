import LatticeCore
import LatticeGraph
import Testing

/// Builds a graph from `name: dependencies` pairs, in order.
func makeGraph(_ spec: KeyValuePairs<String, [String]>, layers: [String: String] = [:]) throws -> DependencyGraph {
    var graph = DependencyGraph()
    for (name, dependencies) in spec {
        let id = try graph.addNode(name, layer: layers[name])
        for dependency in dependencies { try graph.addDependency(from: id, on: dependency) }
    }
    return graph
}

@Suite struct DependencyGraphTests {
    @Test func ordersDependenciesFirstInWaves() throws {
        let graph = try makeGraph([
            "App": ["Cart", "Profile"], "Cart": ["Log", "Network"], "Profile": ["Network"],
            "Network": ["Log"], "Log": [], "Analytics": [],
        ])
        let waves = try graph.levels().map { graph.names($0) }
        #expect(waves == [["Log", "Analytics"], ["Network"], ["Cart", "Profile"], ["App"]])
        let order = try graph.topologicalOrder()
        #expect(graph.names(order) == ["Log", "Analytics", "Network", "Cart", "Profile", "App"])
        #expect(graph.names(try graph.longestChain()) == ["App", "Cart", "Network", "Log"])
        #expect(graph.cycles().isEmpty)
    }

    @Test func orderRespectsEveryEdgeAndIsDeterministic() throws {
        var graph = DependencyGraph()
        var generator = SplitMix(seed: 7)
        for index in 0..<300 {
            let id = try graph.addNode("N\(index)")
            if index > 0 {
                for _ in 0..<3 { try graph.addDependency(from: id, on: "N\(generator.next() % UInt64(index))") }
            }
        }
        let order = try graph.topologicalOrder()
        #expect(order.count == 300)
        var position: [DependencyGraph.NodeID: Int] = [:]
        for (index, id) in order.enumerated() { position[id] = index }
        for edge in graph.edges {
            let to = try #require(edge.to)
            #expect(try #require(position[to]) < #require(position[edge.from]))
        }
        #expect(try graph.topologicalOrder() == order)
    }

    @Test func reportsTheWholeCyclePath() throws {
        let graph = try makeGraph(["A": ["B"], "B": ["C"], "C": ["A"], "D": ["A"]])
        #expect(graph.cycles().map { graph.names($0) } == [["A", "B", "C", "A"]])
        #expect {
            _ = try graph.topologicalOrder()
        } throws: { error in
            guard let error = error as? GraphError else { return false }
            return error.code == .cycle && error.cycles == [["A", "B", "C", "A"]]
                && error.message.contains("A → B → C → A") && error.explanation.contains("To fix")
        }
    }

    @Test func reportsEveryCycleAndSelfLoops() throws {
        // Two separate cycles, one sharing a node with a third, and a self-loop.
        let graph = try makeGraph([
            "A": ["B"], "B": ["A", "C"], "C": ["B"], "X": ["Y"], "Y": ["X"], "S": ["S"], "Free": [],
        ])
        let cycles = graph.cycles().map { graph.names($0) }
        #expect(cycles == [["A", "B", "A"], ["B", "C", "B"], ["X", "Y", "X"], ["S", "S"]])
    }

    @Test func coversEveryEdgeOnACycle() throws {
        // A dense strongly connected graph: every edge must appear in some reported cycle.
        let names = ["A", "B", "C", "D"]
        var spec: [(String, [String])] = []
        for name in names { spec.append((name, names.filter { $0 != name })) }
        var graph = DependencyGraph()
        for (name, dependencies) in spec {
            let id = try graph.addNode(name)
            for dependency in dependencies { try graph.addDependency(from: id, on: dependency) }
        }
        var covered: Set<[String]> = []
        for cycle in graph.cycles().map({ graph.names($0) }) {
            #expect(cycle.first == cycle.last)
            for (from, to) in zip(cycle, cycle.dropFirst()) { covered.insert([from, to]) }
        }
        #expect(covered.count == 12)
    }

    @Test func deepChainsNeedNoRecursion() throws {
        var graph = DependencyGraph()
        for index in 0..<50_000 {
            let id = try graph.addNode("N\(index)")
            try graph.addDependency(from: id, on: "N\(index + 1 == 50_000 ? 0 : index + 1)")
        }
        let cycles = graph.cycles()
        #expect(cycles.count == 1)
        #expect(cycles.first?.count == 50_001)
    }

    @Test func rejectsDuplicatesAndForeignIdentifiers() throws {
        var graph = DependencyGraph()
        try graph.addNode("Cart", location: FileLocation(file: "Package.swift", line: 3))
        #expect {
            try graph.addNode("Cart")
        } throws: { error in
            (error as? GraphError)?.code == .duplicateNode && (error as? GraphError)?.message.contains("Package.swift:3") == true
        }
        var other = DependencyGraph()
        let foreign = try other.addNode("A")
        _ = try other.addNode("B")
        let stranger = try other.addNode("C")
        _ = foreign
        #expect(throws: GraphError.self) { try graph.addDependency(from: stranger, on: "Log") }
    }

    @Test func keepsRequirementsAndLocationsOnEdges() throws {
        var graph = DependencyGraph()
        let cart = try graph.addNode("Cart")
        let requirement = try VersionRequirement(cocoaPods: "~> 1.2")
        try graph.addDependency(from: cart, on: "Log", requirement: requirement, location: FileLocation(file: "Package.swift", line: 9, column: 5))
        #expect(graph.edges.first?.to == nil)
        let log = try graph.addNode("Log")
        let edge = try #require(graph.edges(from: cart).first)
        #expect(edge.to == log && edge.target == "Log" && edge.requirement == requirement)
        #expect(edge.location?.description == "Package.swift:9:5")
        #expect(graph.dependencies(of: cart) == [log] && graph.dependents(of: log) == [cart])
        #expect(graph.edges(to: log).map(\.from) == [cart] && graph.edges(to: cart).isEmpty)
        #expect(graph.id(named: "Log") == log && graph.id(named: "Nope") == nil)
        #expect(graph.nodes.map(\.name) == ["Cart", "Log"] && graph[log].name == "Log")
    }
}

/// A small deterministic random number generator for test graphs.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
