internal import LatticeGraph
internal import Foundation

/// The `--format json` documents of `check` and `graph`: stable keys, sorted.
enum JSONOutput {
    struct Finding: Encodable {
        var rule: String
        var severity: String
        var node: String
        var dependency: String?
        var cycle: [String]?
        var file: String?
        var line: Int?
        var column: Int?
        var message: String
        var fix: String?

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule.rawValue
            severity = diagnostic.severity.rawValue
            node = diagnostic.node
            dependency = diagnostic.dependency
            cycle = diagnostic.cycle.isEmpty ? nil : diagnostic.cycle
            file = diagnostic.location?.file
            line = diagnostic.location?.line
            column = diagnostic.location?.column
            message = diagnostic.explanation
            fix = diagnostic.fix.isEmpty ? nil : diagnostic.fix
        }
    }

    struct Check: Encodable {
        var source: String
        var targets: Int
        var dependencies: Int
        var errors: Int
        var warnings: Int
        var diagnostics: [Finding]
    }

    struct Graph: Encodable {
        struct Layer: Encodable { var name: String; var targets: [String] }
        struct Node: Encodable { var name: String; var kind: String?; var layer: String?; var file: String?; var line: Int?; var column: Int? }
        struct Edge: Encodable { var from: String; var to: String; var condition: String?; var violation: Bool }
        struct External: Encodable { var from: String; var product: String; var package: String? }
        var source: String
        var layers: [Layer]
        var nodes: [Node]
        var edges: [Edge]
        var externals: [External]
        var diagnostics: [Finding]
    }

    static func check(_ graph: ModuleGraph, _ result: CheckResult) -> String {
        encode(Check(
            source: graph.file, targets: graph.graph.nodeCount, dependencies: graph.graph.edgeCount,
            errors: result.errorCount, warnings: result.warningCount, diagnostics: result.diagnostics.map(Finding.init)))
    }

    static func graph(_ graph: ModuleGraph, _ result: CheckResult, layers: [String]) -> String {
        let nodes = graph.graph.nodes
        let document = Graph(
            source: graph.file,
            layers: layers.map { layer in Graph.Layer(name: layer, targets: nodes.filter { result.layers[$0.name] == layer }.map(\.name)) },
            nodes: nodes.map {
                Graph.Node(name: $0.name, kind: graph.kinds[$0.name], layer: result.layers[$0.name], file: $0.location?.file, line: $0.location?.line, column: $0.location?.column)
            },
            edges: graph.graph.edges.enumerated().compactMap { index, edge in
                guard edge.to != nil else { return nil }
                let from = graph.graph[edge.from].name
                return Graph.Edge(
                    from: from, to: edge.target, condition: index < graph.conditions.count ? graph.conditions[index] : nil,
                    violation: result.faultyEdges.contains(.init(from: from, to: edge.target)))
            },
            externals: graph.externals.map { Graph.External(from: $0.from, product: $0.name, package: $0.package) },
            diagnostics: result.diagnostics.map(Finding.init))
        return encode(document)
    }

    /// Pretty, key-sorted JSON with a final newline: every JSON the tool prints.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain structs of strings, numbers and arrays always encode.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
