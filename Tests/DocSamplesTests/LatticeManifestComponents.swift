// The samples of the manifest → components mapping (LatticeManifest with LatticeComponents).
import Foundation
import LatticeComponents
import LatticeGraph
import LatticeManifest
import Testing

@Suite("LatticeManifest: from the manifest to the components")
struct LatticeManifestComponents {
    // What a reader infers: two components, and a components.yml that lists them.
    struct LogComponent: Component {
        let name = "Log"
        let version = SemanticVersion(1, 5, 0)
        let layer: String? = "foundation"
    }
    struct CartComponent: Component {
        let name = "Cart"
        let version = SemanticVersion(1, 4, 0)
        let layer: String? = "shared"
        let dependencies = [ComponentDependency("Log", "~> 1.2")]
    }

    /// Writes the manifest a reader infers and returns its path.
    static func writeManifest() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("components-\(UUID().uuidString).yml").path
        try """
            layers:
              - name: foundation
              - name: shared
            components:
              - name: Log
                version: 1.5.0
                layer: foundation
              - name: Cart
                version: 1.4.0
                layer: shared
                dependencies:
                  Log: "~> 1.2"
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("the article: a catalog, the manifest, one host, booted")
    func article() async throws {
        let manifestPath = try Self.writeManifest()
        defer { try? FileManager.default.removeItem(atPath: manifestPath) }
        // sample: Sources/LatticeManifest/LatticeManifest.docc/LatticeManifest.md#2
        var catalog = ComponentCatalog()
        try catalog.register("Log") { LogComponent() }
        try catalog.register("Cart") { CartComponent() }
        let manifest = try ComponentManifest(contentsOfFile: manifestPath)
        let host = try ComponentHost(manifest: manifest, catalog: catalog)
        try await host.boot()
        // end sample
        #expect(host.runningComponents == ["Log", "Cart"])
        await host.shutdown()
    }

    @Test("ComponentHost(manifest:catalog:): validated once, booted")
    func hostFromManifest() async throws {
        let manifestPath = try Self.writeManifest()
        defer { try? FileManager.default.removeItem(atPath: manifestPath) }
        // sample: Sources/LatticeManifest/ComponentHost+Manifest.swift#1
        var catalog = ComponentCatalog()
        try catalog.register("Log") { LogComponent() }
        try catalog.register("Cart") { CartComponent() }
        let manifest = try ComponentManifest(contentsOfFile: manifestPath)
        let host = try ComponentHost(manifest: manifest, catalog: catalog)
        try await host.boot()
        // end sample
        #expect(host.startOrder == ["Log", "Cart"])
        await host.shutdown()
    }

    @Test("ComponentManifest(contentsOfFile:) and its configuration")
    func contentsOfFileAndConfiguration() throws {
        let manifestPath = try Self.writeManifest()
        defer { try? FileManager.default.removeItem(atPath: manifestPath) }
        var catalog = ComponentCatalog()
        try catalog.register("Log") { LogComponent() }
        try catalog.register("Cart") { CartComponent() }
        // sample: Sources/LatticeManifest/ComponentManifest+Components.swift#1
        let manifest = try ComponentManifest(contentsOfFile: manifestPath)
        let host = try ComponentHost(manifest: manifest, catalog: catalog)
        // end sample
        #expect(host.startOrder == ["Log", "Cart"])
        // sample: Sources/LatticeManifest/ComponentManifest+Components.swift#2
        let components = try catalog.components(for: manifest.configuration)
        // end sample
        #expect(components.map(\.name) == ["Log", "Cart"])
    }

    @Test("ComponentConfiguration: from a manifest file, the catalog's components")
    func configurationFromAFile() throws {
        let manifestPath = try Self.writeManifest()
        defer { try? FileManager.default.removeItem(atPath: manifestPath) }
        var catalog = ComponentCatalog()
        try catalog.register("Log") { LogComponent() }
        try catalog.register("Cart") { CartComponent() }
        // sample: Sources/LatticeComponents/ComponentConfiguration.swift#1
        let manifest = try ComponentManifest(contentsOfFile: manifestPath)   // LatticeManifest
        let components = try catalog.components(for: manifest.configuration)
        // end sample
        #expect(components.map(\.version) == [SemanticVersion(1, 5, 0), SemanticVersion(1, 4, 0)])
    }
}
