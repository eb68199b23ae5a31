import Foundation
@_spi(LatticeInternals) @testable import LatticeTool
import Testing

/// The build of the tool a saved scan or summary is valid for: the same after SwiftPM
/// relinks the same tool, different once its sources change.
@Suite struct ToolIdentityTests {
    /// A fake executable and a `Sources` tree with one file per module.
    struct Build {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-identity-\(UUID().uuidString)").path
        var executable: String { root + "/lattice" }
        var sources: String { root + "/Sources" }

        init() throws {
            for module in ToolIdentity.modules { try write("Sources/\(module)/File.swift", "// \(module)\n") }
            try write("Sources/LatticeScan/Nested/Deeper.swift", "// nested\n")
            try write("lattice", "binary")
        }

        func write(_ path: String, _ text: String, modified: Date? = nil) throws {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path) }
        }

        var identity: String { ToolIdentity.identity(executable: executable, sources: sources) }
    }

    @Test func aRelinkedToolIsTheSameBuild() throws {
        let build = try Build()
        defer { try? FileManager.default.removeItem(atPath: build.root) }
        let before = build.identity
        #expect(before.hasPrefix("sources "))
        try build.write("lattice", "binary", modified: Date(timeIntervalSinceNow: 60))
        #expect(build.identity == before)
    }

    @Test func anEditedSourceIsAnotherBuild() throws {
        let build = try Build()
        defer { try? FileManager.default.removeItem(atPath: build.root) }
        let before = build.identity
        try build.write("Sources/LatticeScan/Nested/Deeper.swift", "// nested, edited\n")
        #expect(build.identity != before)
        let edited = build.identity
        try build.write("Sources/LatticeRouting/New.swift", "// a new file\n")
        #expect(build.identity != edited)
    }

    @Test func anotherExecutableSizeIsAnotherBuild() throws {
        let build = try Build()
        defer { try? FileManager.default.removeItem(atPath: build.root) }
        let before = build.identity
        try build.write("lattice", "a larger binary")
        #expect(build.identity != before)
    }

    @Test func withoutItsSourcesTheExecutableDateDecides() throws {
        let build = try Build()
        defer { try? FileManager.default.removeItem(atPath: build.root) }
        try FileManager.default.removeItem(atPath: build.sources + "/LatticeGraph")
        let before = build.identity
        #expect(before.hasPrefix("executable "))
        try build.write("lattice", "binary", modified: Date(timeIntervalSinceNow: 60))
        #expect(build.identity != before)
    }

    @Test func theRunningToolFindsItsSources() {
        #expect(ToolIdentity.current.hasPrefix("sources "))
    }
}
