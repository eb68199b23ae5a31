import Foundation
import LatticeScan
import Testing

/// Scans a fixture package of `Fixtures/` and compares with its golden files
/// (`Fixtures/<case>/expected/…`). Run with `LATTICE_UPDATE_GOLDENS=1` to rewrite them in
/// the source tree (then read the diff before committing).
enum FixtureScan {
    static var fixtures: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    }

    static func root(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// Scans `Sources/<target>` of fixture `name`.
    static func scan(_ name: String, target: String) -> ScannedTarget {
        SourceScanner.scanPackage(root: root(name), targets: [target])[0]
    }

    /// Compares `actual` with `Fixtures/<name>/expected/<file>`.
    static func expectGolden(_ actual: String, _ name: String, _ file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expectedURL = fixtures.appendingPathComponent(name).appendingPathComponent("expected").appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["LATTICE_UPDATE_GOLDENS"] != nil {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures").appendingPathComponent(name).appendingPathComponent("expected")
            try? FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: source.appendingPathComponent(file))
            return
        }
        let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? "<missing \(expectedURL.path)>"
        #expect(actual == expected, "\(name)/expected/\(file) differs", sourceLocation: sourceLocation)
    }

    /// A package written to a temporary directory: relative path → text. Returns its root.
    static func temporaryPackage(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-scan-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func diagnosticsText(_ scan: ScannedTarget) -> String {
        scan.diagnostics.map { $0.description + "\n" }.joined()
    }
}
