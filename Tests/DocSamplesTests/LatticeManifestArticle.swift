// The LatticeManifest catalog's article, with only what its first sample imports.
// sample: Sources/LatticeManifest/LatticeManifest.docc/LatticeManifest.md#1 part 1/2
import LatticeGraph     // check(_:)
import LatticeManifest
// end sample
import Testing

@Test("LatticeManifest article: a manifest's layer violation is reported with its place")
func latticeManifestArticle() throws {
    // What a reader infers: a components.yml where a foundation component depends on a shared one.
    let text = """
        components:
          - name: CartService
            version: 1.0.0
          - name: LogCore
            version: 1.0.0
            dependencies:
              CartService: ""
        """
    // sample: Sources/LatticeManifest/LatticeManifest.docc/LatticeManifest.md#1 part 2/2
    let manifest = try ComponentManifest(yaml: text, file: "components.yml")
    let (graph, rules) = try manifest.graph()
    for violation in graph.check(rules).violations {
        print(violation)   // components.yml:21:7: 'LogCore' (foundation) depends on ...
    }
    // end sample
    let violations = graph.check(rules).violations.map { String(describing: $0) }
    #expect(violations.count == 1)
    #expect(violations.first?.hasPrefix("components.yml:7:") == true)
    #expect(violations.first?.contains("'LogCore' (foundation) depends on") == true)
}
