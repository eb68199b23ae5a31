import Foundation
import LatticeCore
import LatticeGraph
import LatticeManifest
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// A small app written as sources, one file per target, scanned with `SourceScanner` and
/// checked with ``WiringCheck``: what the build plugin does, without a build.
struct PlantedApp {
    /// The sources: target → file text. Each target is one file, `Sources/<target>/<target>.swift`.
    var targets: [(name: String, source: String)]
    var configuration = ToolConfiguration.standard
    var manifest: ComponentManifest?

    init(_ targets: [(String, String)]) {
        self.targets = targets.map { (name: $0.0, source: $0.1) }
    }

    /// A component target: `struct <Type>: Component` with the members given as code lines.
    static func component(_ type: String, _ members: String, extra: String = "") -> String {
        """
        import Lattice

        public struct \(type): Component {
            public init() {}
        \(members.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        }
        \(extra)
        """
    }

    /// Replaces `old` with `new` in the target named `target`.
    mutating func edit(_ target: String, _ old: String, _ new: String) {
        guard let index = targets.firstIndex(where: { $0.name == target }), targets[index].source.contains(old) else {
            preconditionFailure("'\(old)' is not in \(target)")
        }
        targets[index].source = targets[index].source.replacingOccurrences(of: old, with: new)
    }

    /// The scans of every target, written to a temporary package and read back.
    func scans() throws -> [ScannedTarget] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-planted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, source) in targets {
            let directory = root.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: directory.appendingPathComponent("\(name).swift"))
        }
        return SourceScanner.scanPackage(root: root.path, targets: targets.map(\.name))
    }

    /// The whole-app check's findings, each checked against the wording rules: one "To fix,"
    /// for an error or a warning, none for a note, no doubled punctuation.
    func check(sourceLocation: SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let found = WiringCheck(targets: try scans(), configuration: configuration, manifest: manifest).run()
        for diagnostic in found {
            let problems = LatticeErrorText.problems(in: diagnostic.compilerForm, expectedFixes: diagnostic.severity == .note ? 0 : 1)
            #expect(problems.isEmpty, "\(diagnostic.compilerForm): \(problems)", sourceLocation: sourceLocation)
        }
        return found
    }

    /// `Sources/<target>/<target>.swift:<line>`, the line of the first occurrence of `text`.
    func place(_ target: String, _ text: String) -> String {
        guard let source = targets.first(where: { $0.name == target })?.source,
              let range = source.range(of: text) else { return "\(text) not in \(target)" }
        let line = source[..<range.lowerBound].count { $0 == "\n" } + 1
        return "Sources/\(target)/\(target).swift:\(line)"
    }
}
