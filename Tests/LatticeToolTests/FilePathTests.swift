import Foundation
@_spi(LatticeInternals) @testable import LatticeTool
import Testing

/// The paths both plugins pass to the tool (`FilePath.swift`, the same file in each plugin):
/// a package in `~/Developer/My App` or a folder with an accent must reach the tool as it is
/// on disk. (CI also builds a package with the plugin in such a folder: .ci/check-wired-app.)
@Suite struct FilePathTests {
    @Test func spacesAndAccentsReachTheToolAsTheyAreOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lattice paths \(UUID().uuidString)").appendingPathComponent("My App/José")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        let file = folder.appending(path: "Package.swift")
        try Data("// swift-tools-version:6.0\n".utf8).write(to: file)

        #expect(file.filePath.hasSuffix("/My App/José/Package.swift"))
        #expect(FileManager.default.fileExists(atPath: file.filePath))
        // What the plugins passed before: percent-encoded, a path to no file.
        #expect(!FileManager.default.fileExists(atPath: file.path()))
    }
}
