// The doc comments' samples of LatticeManifest. Imported: the module and LatticeGraph (`check`).
import LatticeGraph
import LatticeManifest
import Testing

@Suite("LatticeManifest doc comments")
struct LatticeManifestDocComments {
    @Test("ComponentManifest: the documented YAML decodes and checks clean")
    func manifest() throws {
        // What a reader infers: the YAML block above the sample.
        let text = try #require(DocBlocks.block("Sources/LatticeManifest/ComponentManifest.swift#1")).text
        // sample: Sources/LatticeManifest/ComponentManifest.swift#2
        let manifest = try ComponentManifest(yaml: text, file: "components.yml")
        let (graph, rules) = try manifest.graph()
        for problem in graph.check(rules).violations { print(problem) }   // with file:line:column
        // end sample
        #expect(manifest.components.map(\.name) == ["Log", "Cart"])
        #expect(manifest.components.map(\.layer) == [nil, "shared"])
        #expect(graph.check(rules).violations.isEmpty)
        #expect(rules.layer(forName: "Log") == "foundation")
    }

    // output: Sources/LatticeManifest/ManifestError.swift#1
    @Test("ManifestError: the unknown key's error is what decoding throws")
    func unknownKey() throws {
        let text = """
            components:
              - name: Cart
                version: 1.4.0
                layer: shared
                dependencies:
                  Log: "~> 1.2"
                optinal: true
            """
        let error = #expect(throws: ManifestError.self) { try ComponentManifest(yaml: text, file: "components.yml") }
        ShownOutput.expect(error.map { String(describing: $0) } ?? "", shownIn: "Sources/LatticeManifest/ManifestError.swift#1")
    }
}
