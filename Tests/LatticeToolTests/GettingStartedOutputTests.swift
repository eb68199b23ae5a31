import Foundation
import LatticeScan
import LatticeTool
import Testing

/// The getting-started article (Sources/Lattice/Lattice.docc/GettingStarted.md) shows the
/// diagnostic the whole-app check prints for its own home screen when nothing provides the
/// cart. This runs the check on the article's own samples and compares: the article shows
/// what the tool prints.
@Suite struct GettingStartedOutputTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Lattice/Lattice.docc/GettingStarted.md")

    /// The article's fenced blocks of `language`, in order.
    static func blocks(_ language: String) throws -> [String] {
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [String] = [], current: [String]?
        for line in lines {
            if current == nil, line == "```" + language { current = [] }
            else if current != nil, line == "```" { blocks.append(current!.joined(separator: "\n")); current = nil }
            else if current != nil { current!.append(line) }
        }
        return blocks
    }

    @Test func theWiringDiagnosticShownIsWhatTheCheckPrints() throws {
        let samples = try Self.blocks("swift")
        let interfaces = try #require(samples.first { $0.hasPrefix("// ShopInterfaces") })
        let home = try #require(samples.first { $0.hasPrefix("// HomeFeature") })
        let shown = try #require(Self.blocks("text").first { $0.contains("[unprovidedService]") })

        // A package with the article's interface module and home screen, and no cart.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("getting-started-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (target, file, text) in [("ShopInterfaces", "ShopInterfaces.swift", interfaces), ("HomeFeature", "HomeComponent.swift", home)] {
            let directory = root.appendingPathComponent("Sources/\(target)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let targets = SourceScanner.scanPackage(root: root.path, targets: ["ShopInterfaces", "HomeFeature"])
        let printed = WiringCheck(targets: targets).run().map(\.compilerForm)
        #expect(printed == [shown], "GettingStarted.md shows a diagnostic the check does not print. To fix, copy the printed one into the article.")
    }
}
