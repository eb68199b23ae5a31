import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// A copy of one of the real app fixtures (`Fixtures/Apps/<name>`, see its SOURCE.md) in a
/// fresh temporary directory, whose files a test may change to plant a finding.
struct AppFixture {
    let directory: URL

    init(_ name: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-app-\(UUID().uuidString)")
        let source = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/Apps"))
        try FileManager.default.copyItem(at: source, to: directory)
    }

    /// The bundled, unchanged fixture file `relative` of the app `name`.
    static func original(_ name: String, _ relative: String) throws -> String {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/Apps")).appendingPathComponent(relative).path
    }

    /// The path of `relative` in the copy.
    func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(relative))
    }

    /// Replaces the one occurrence of `old` in `relative` with `new`; returns the line
    /// where `marker` (default: `new`'s first line) then starts.
    @discardableResult
    func replace(_ relative: String, _ old: String, with new: String, marker: String? = nil) throws -> Int {
        let text = try read(relative)
        let parts = text.components(separatedBy: old)
        try #require(parts.count == 2, "'\(old)' occurs \(parts.count - 1) times in \(relative)")
        let changed = parts[0] + new + parts[1]
        try write(relative, changed)
        let wanted = marker ?? String(new.split(separator: "\n", omittingEmptySubsequences: false)[0])
        let range = try #require(changed.range(of: wanted))
        return changed[..<range.lowerBound].count { $0 == "\n" } + 1
    }

    /// Runs `lattice <command> <arguments>`.
    func run(_ command: String, _ arguments: [String]) -> LatticeTool.Run {
        LatticeTool.run([command] + arguments)
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// The `graph --format json` document of a run, for counting nodes and edges.
struct GraphDocument {
    let nodes: [[String: Any]]
    let edges: [[String: Any]]
    let diagnostics: [[String: Any]]

    init(_ run: LatticeTool.Run) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.errorOutput)")
        nodes = object["nodes"] as? [[String: Any]] ?? []
        edges = object["edges"] as? [[String: Any]] ?? []
        diagnostics = object["diagnostics"] as? [[String: Any]] ?? []
    }

    var names: [String] { nodes.compactMap { $0["name"] as? String } }

    func kind(_ name: String) -> String? { nodes.first { $0["name"] as? String == name }?["kind"] as? String }

    func hasEdge(_ from: String, _ to: String) -> Bool {
        edges.contains { $0["from"] as? String == from && $0["to"] as? String == to }
    }

    /// The rules of the findings, `nodeInNoLayer` left out.
    var findings: [String] { diagnostics.compactMap { $0["rule"] as? String }.filter { $0 != "nodeInNoLayer" } }

    /// The nodes in no layer.
    var unlayered: [String] { diagnostics.filter { $0["rule"] as? String == "nodeInNoLayer" }.compactMap { $0["node"] as? String } }
}
