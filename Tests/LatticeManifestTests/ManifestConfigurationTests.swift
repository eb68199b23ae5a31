import Foundation
import LatticeComponents
import LatticeGraph
import LatticeManifest
import Testing

/// Reading a manifest from its file, and the manifest as a catalog configuration.
@Suite struct ManifestConfigurationTests {
    func fixturePath() throws -> String {
        try #require(Bundle.module.url(forResource: "components", withExtension: "yml", subdirectory: "Fixtures")).path
    }

    @Test func readsTheFileAndNamesItInLocations() throws {
        let path = try fixturePath()
        let manifest = try ComponentManifest(contentsOfFile: path)
        #expect(manifest.file == path)
        #expect(manifest.components[2].location == FileLocation(file: path, line: 17, column: 11))
    }

    @Test func aMissingFileIsAnUnreadableFileErrorNamingIt() throws {
        let path = "/nonexistent/components.yml"
        let error = try #require(throws: ManifestError.self) { try ComponentManifest(contentsOfFile: path) }
        #expect(error.code == .unreadableFile)
        #expect(error.location.file == path)
        #expect(error.message.contains("'\(path)' cannot be read"))
        #expect(error.fix == "check the path and that the file is readable")
    }

    @Test func aBadFileKeepsTheDecodingError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString).yml")
        try Data("components:\n  - name: Log\n    versoin: 1.0.0\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = try #require(throws: ManifestError.self) { try ComponentManifest(contentsOfFile: file.path) }
        #expect(error.code == .unknownKey)
        #expect(error.location.file == file.path)
    }

    @Test func theConfigurationKeepsEveryEntryInOrderWithVersionsAndLocations() throws {
        let manifest = try ComponentManifest(contentsOfFile: try fixturePath())
        let configuration = manifest.configuration
        #expect(configuration.entries.map(\.name) == manifest.components.map(\.name))
        #expect(configuration.entries.map(\.version) == manifest.components.map(\.version))
        #expect(configuration.entries.map(\.location) == manifest.components.map(\.location))
        #expect(configuration.entries.map(\.isEnabled) == [true, true, true, true, true, false])
        #expect(configuration.optionalNames == ["Payment"])
        #expect(!configuration.includesUnlisted, "the file is the whole list")
        #expect(manifest.layerRules == manifest.layers)
        #expect(ComponentManifest(file: "empty.yml", components: []).layerRules == .threeLayerDefault)
    }
}
