import LatticeGraph
@_spi(LatticeInternals) import LatticeTool
import Testing

/// Reading `.lattice.yml` into a configuration.
@Suite struct ConfigurationLoaderTests {
    @Test func readsEverySection() throws {
        let configuration = try ConfigurationLoader.parse("""
            layers:
              - name: base
                patterns: [Log, "*Core"]
              - name: domain
                patterns: "*Service"
                mayDependOn: [base]
              - name: ui
                patterns: ["*Feature"]
                mayDependOn: [domain]
                allowsDependenciesWithin: false
            interfaces:
              naming: "I{name}"
              compositionRoots: [App, "*Host"]
            severity:
              nodeInNoLayer: error
              cycle: warning
            tests: include
            exclude: ["*Fixtures"]
            """, file: ".lattice.yml")
        #expect(configuration.rules.layers.map(\.name) == ["base", "domain", "ui"])
        #expect(configuration.rules.layer(forName: "NetCore") == "base")
        #expect(configuration.rules.layer(forName: "CartService") == "domain")
        #expect(configuration.rules.mayDepend(from: "ui", on: "domain"))
        #expect(!configuration.rules.mayDepend(from: "ui", on: "base"))
        #expect(!configuration.rules.mayDepend(from: "ui", on: "ui"))
        #expect(configuration.interfaceName(for: "Cart") == "ICart")
        #expect(configuration.compositionRoots == ["App", "*Host"])
        #expect(configuration.severity(of: .nodeInNoLayer) == .error)
        #expect(configuration.severity(of: .cycle) == .warning)
        #expect(configuration.severity(of: .layerViolation) == .error)
        #expect(configuration.includeTests)
        #expect(configuration.excluded == ["*Fixtures"])
    }

    @Test func emptyFileIsTheStandardConfiguration() throws {
        let configuration = try ConfigurationLoader.parse("# nothing yet\n", file: ".lattice.yml")
        #expect(configuration.rules == LayerRules.threeLayerDefault)
        #expect(configuration.interfaceNaming == "{name}Interface")
        #expect(!configuration.includeTests)
    }

    @Test func errorsCarryKeyAndLine() {
        #expect {
            try ConfigurationLoader.parse("severity:\n  layerViolaton: warning\n", file: "c.yml")
        } throws: { error in
            guard let error = error as? ToolError else { return false }
            return error.code == .malformedConfiguration && error.subject == "layerViolaton"
                && error.location == FileLocation(file: "c.yml", line: 2, column: 3)
                && error.message.contains("Did you mean 'layerViolation'?")
        }
    }
}
