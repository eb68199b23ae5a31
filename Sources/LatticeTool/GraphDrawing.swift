internal import LatticeGraph
/// Draws a checked ``ModuleGraph`` as Graphviz DOT or Mermaid: layers as coloured
/// clusters (lowest at the bottom), faulty dependencies and targets in red, conditional
/// dependencies dashed, targets in no layer in a dashed "no layer" box, and a legend.
package struct GraphDrawing: Sendable {
    let graph: ModuleGraph
    let result: CheckResult
    let layerOrder: [String]
    let title: String
    let view: String?
    /// The bands, rows and order the drawing follows.
    package let layout: GraphLayout

    /// Fill and border colours of the layer clusters, by layer position.
    static let palette: [(fill: String, border: String)] = [
        ("#e3f0fb", "#7aa6d6"), ("#e5f4e5", "#7fb77f"), ("#fdf1dc", "#d6ad5c"),
        ("#f1e6f8", "#a57fc2"), ("#fbe4e9", "#d08394"), ("#e0f4f3", "#6db3ad"),
    ]
    static let red = "#d32f2f"

    /// Prepares a drawing of `graph` with the findings in `result`; `layers` is the layer
    /// order, lowest first.
    ///
    /// - Parameters:
    ///   - graph: The modules and their dependencies.
    ///   - result: What the check found, and each module's layer.
    ///   - layers: The layer names, lowest first.
    ///   - title: The drawing's title.
    ///   - view: What part of the whole graph `graph` is (such as "violations
    ///     only"), shown under the title; `nil` for the whole graph.
    package init(graph: ModuleGraph, result: CheckResult, layers: [String], title: String, view: String? = nil) {
        self.graph = graph
        self.result = result
        self.layerOrder = layers
        self.title = title
        self.view = view
        self.layout = GraphLayout(graph: graph, result: result, layers: layers)
    }

    private var faultyNodes: Set<String> {
        Set(result.diagnostics.flatMap { [$0.node] + $0.cycle })
    }

    /// Graphviz DOT text; render with `dot -Tsvg`.
    package func dot() -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        }
        let faultyNodes = self.faultyNodes
        let errors = result.errorCount, warnings = result.warningCount
        let groups = graph.kinds.values.count { $0 == "third-party group" }
        let counted = "\(graph.graph.nodeCount - groups) \(graph.nodeNoun)" + (groups == 0 ? "" : ", \(groups) third-party group\(groups == 1 ? "" : "s")")
        let summary = "\(counted), \(graph.graph.edgeCount) dependencies, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        var lines: [String] = [
            "digraph \(quoted(title)) {",
            "  graph [rankdir=TB, newrank=true, nodesep=0.3, ranksep=0.8, fontname=\"Helvetica\", fontsize=18, labelloc=t, label=\(quoted("\(title)\(view.map { " (\($0))" } ?? "")\n\(summary)"))];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=white, color=\"#5f6b7a\", fontname=\"Helvetica\", fontsize=11, margin=\"0.15,0.05\"];",
            "  edge [color=\"#8c96a3\", arrowsize=0.6];",
        ]
        func nodeLine(_ name: String) -> String {
            var attributes: [String] = []
            switch graph.kinds[name] {
            case "executable", "application", "podfile": attributes.append("shape=box, style=\"filled,bold\"")
            case "test": attributes.append("shape=note")
            case "system", "binary": attributes.append("shape=cylinder")
            default: break
            }
            if faultyNodes.contains(name) { attributes.append("color=\"\(Self.red)\", penwidth=2, fontcolor=\"\(Self.red)\"") }
            return "    \(quoted(name))" + (attributes.isEmpty ? ";" : " [\(attributes.joined(separator: ", "))];")
        }
        var rowOf: [String: Int] = [:]
        var firstOfRows: [String] = []
        for band in layout.bands {
            if let name = band.layer {
                let position = layerOrder.firstIndex(of: name) ?? 0
                let colour = Self.palette[position % Self.palette.count]
                lines.append("  subgraph \(quoted("cluster_layer_\(name)")) {")
                lines.append("    label=\(quoted(name)); fontsize=14; style=\"rounded,filled\"; fillcolor=\"\(colour.fill)\"; color=\"\(colour.border)\"; penwidth=1.5;")
            } else {
                lines.append("  subgraph \"cluster_no_layer\" {")
                lines.append("    label=\"no layer\"; fontsize=14; style=\"rounded,dashed\"; color=\"\(Self.red)\";")
            }
            for row in band.rows {
                for name in row { rowOf[name] = firstOfRows.count }
                firstOfRows.append(row[0])
                lines += row.map(nodeLine)
                lines.append("    { rank=same; \(row.map(quoted).joined(separator: "; ")); }")
            }
            lines.append("  }")
        }
        // The rows, top to bottom: invisible links keep each band below the one above.
        for (upper, lower) in zip(firstOfRows, firstOfRows.dropFirst()) {
            lines.append("  \(quoted(upper)) -> \(quoted(lower)) [style=invis];")
        }
        for (index, edge) in graph.graph.edges.enumerated() where edge.to != nil {
            let from = graph.graph[edge.from].name
            var attributes: [String] = []
            if result.faultyEdges.contains(.init(from: from, to: edge.target)) {
                attributes.append("color=\"\(Self.red)\", penwidth=2.2, arrowsize=0.8")
                let messages = result.diagnostics.filter { $0.node == from && ($0.dependency == edge.target || $0.cycle.contains(edge.target)) }.map(\.message)
                if let first = messages.first { attributes.append("tooltip=\(quoted(first))") }
            }
            if index < graph.conditions.count, let condition = graph.conditions[index] {
                attributes.append("style=dashed, tooltip=\(quoted("when \(condition)"))")
            }
            // A dependency pointing up (a violation) must not pull its target's band up.
            if let fromRow = rowOf[from], let toRow = rowOf[edge.target], toRow < fromRow { attributes.append("constraint=false") }
            lines.append("  \(quoted(from)) -> \(quoted(edge.target))" + (attributes.isEmpty ? ";" : " [\(attributes.joined(separator: ", "))];"))
        }
        lines.append("  \"lattice_legend\" [shape=plaintext, style=\"\", margin=0, label=<")
        lines.append("    <table border=\"1\" color=\"#9aa5b1\" cellborder=\"0\" cellspacing=\"2\" cellpadding=\"3\">")
        lines.append("    <tr><td colspan=\"2\"><b>Legend</b></td></tr>")
        lines.append("    <tr><td><font color=\"#8c96a3\">——▶</font></td><td align=\"left\">allowed dependency (points at what is used)</td></tr>")
        lines.append("    <tr><td><font color=\"\(Self.red)\"><b>——▶</b></font></td><td align=\"left\">violation: layer, feature to feature, cycle, implementation</td></tr>")
        lines.append("    <tr><td><font color=\"#8c96a3\">- - ▶</font></td><td align=\"left\">conditional dependency (some platforms)</td></tr>")
        lines.append("    <tr><td><font color=\"\(Self.red)\">▢</font></td><td align=\"left\">target with a finding</td></tr>")
        lines.append("    <tr><td>▭</td><td align=\"left\">coloured box: a layer, lowest at the bottom</td></tr>")
        lines.append("    </table>>];")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid flowchart text (renders in GitHub and GitLab Markdown).
    package func mermaid() -> String {
        var ids: [String: String] = [:]
        for (index, node) in graph.graph.nodes.enumerated() { ids[node.name] = "n\(index)" }
        func label(_ text: String) -> String { "[\"" + text.replacing("\"", with: "#quot;") + "\"]" }
        let shownTitle = title + (view.map { " (\($0))" } ?? "")
        var lines = ["---", "title: \(shownTitle.replacing(":", with: " "))", "---", "flowchart TB"]
        let groups = (
            layers: layout.bands.compactMap { band in band.layer.map { (name: $0, nodes: band.rows.flatMap { $0 }) } },
            unlayered: layout.bands.first { $0.layer == nil }?.rows.flatMap { $0 } ?? [])
        for (index, group) in groups.layers.enumerated() {
            lines.append("  subgraph L\(index)\(label(group.name))")
            lines += group.nodes.map { "    \(ids[$0] ?? $0)\(label($0))" }
            lines.append("  end")
        }
        if !groups.unlayered.isEmpty {
            lines.append("  subgraph NoLayer[\"no layer\"]")
            lines += groups.unlayered.map { "    \(ids[$0] ?? $0)\(label($0))" }
            lines.append("  end")
        }
        var redLinks: [Int] = []
        var linkCount = 0
        for (index, edge) in graph.graph.edges.enumerated() where edge.to != nil {
            let from = graph.graph[edge.from].name
            let conditional = index < graph.conditions.count && graph.conditions[index] != nil
            lines.append("  \(ids[from] ?? from) \(conditional ? "-.->" : "-->") \(ids[edge.target] ?? edge.target)")
            if result.faultyEdges.contains(.init(from: from, to: edge.target)) { redLinks.append(linkCount) }
            linkCount += 1
        }
        lines.append("  subgraph Legend")
        lines.append("    legendA[\"target\"] -->|allowed| legendB[\"dependency\"]")
        lines.append("    legendC[\"target\"] -->|violation| legendD[\"dependency\"]")
        lines.append("    legendE[\"target\"] -.->|conditional| legendF[\"dependency\"]")
        lines.append("  end")
        redLinks.append(linkCount + 1)
        lines.append("  classDef finding stroke:\(Self.red),stroke-width:2px,color:\(Self.red)")
        let faulty = faultyNodes.compactMap { ids[$0] }.sorted()
        if !faulty.isEmpty { lines.append("  class \(faulty.joined(separator: ",")) finding") }
        for (index, group) in groups.layers.enumerated() {
            let colour = Self.palette[(layerOrder.firstIndex(of: group.name) ?? 0) % Self.palette.count]
            lines.append("  style L\(index) fill:\(colour.fill),stroke:\(colour.border)")
        }
        lines.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:\(Self.red),stroke-width:2.5px")
        return lines.joined(separator: "\n") + "\n"
    }
}
