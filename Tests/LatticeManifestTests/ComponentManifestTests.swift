import LatticeCore
import Foundation
import LatticeGraph
import LatticeManifest
import Testing

@Suite struct ComponentManifestTests {
    func fixture() throws -> String {
        let url = try #require(Bundle.module.url(forResource: "components", withExtension: "yml", subdirectory: "Fixtures"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func decodesEveryFieldWithLocations() throws {
        let manifest = try ComponentManifest(yaml: try fixture(), file: "components.yml")
        #expect(manifest.components.map(\.name) == ["Log", "Storage", "Cart", "Payment", "Home", "LegacyFeature"])
        let cart = manifest.components[2]
        #expect(cart.version == SemanticVersion(1, 4, 0))
        #expect(cart.layer == "shared")
        #expect(cart.location == FileLocation(file: "components.yml", line: 17, column: 11))
        #expect(cart.dependencies.map(\.name) == ["Log", "Storage"])
        #expect(cart.dependencies[0].location == FileLocation(file: "components.yml", line: 21, column: 7))
        #expect(cart.dependencies[0].requirement == (try VersionRequirement(cocoaPods: "~> 1.2")))
        #expect(cart.dependencies[1].requirement.isSatisfied(by: SemanticVersion(2, 9, 0)))
        #expect(!cart.dependencies[1].requirement.isSatisfied(by: SemanticVersion(3, 0, 0)))
        let payment = manifest.components[3]
        #expect(payment.isOptional)
        #expect(payment.dependencies[0].requirement == .upToNextMajor(from: SemanticVersion(2, 0, 0)))
        #expect(payment.dependencies[1].requirement.constraints.isEmpty)
        let home = manifest.components[4]
        #expect(home.version == (try SemanticVersion(cocoaPods: "1.0")))
        #expect(home.dependencies[0].requirement.constraints.isEmpty)
        #expect(!manifest.components[5].isEnabled)
        #expect(manifest.layers?.layers.map(\.name) == ["foundation", "shared", "features"])
        #expect(manifest.layers?.layers[2].allowsDependenciesWithin == false)
    }

    @Test func graphHasEnabledComponentsWithLocationsAndChecks() throws {
        let manifest = try ComponentManifest(yaml: try fixture(), file: "components.yml")
        let (graph, rules) = try manifest.graph()
        #expect(graph.nodes.map(\.name) == ["Log", "Storage", "Cart", "Payment", "Home"])
        #expect(graph.nodes[2].location == FileLocation(file: "components.yml", line: 17, column: 11))
        let edge = try #require(graph.edges.first { $0.target == "Storage" && graph[$0.from].name == "Cart" })
        #expect(edge.location == FileLocation(file: "components.yml", line: 22, column: 7))
        let report = graph.check(rules)
        #expect(report.isValid, "\(report.violations)")
        #expect(graph.names(report.order) == ["Log", "Storage", "Cart", "Payment", "Home"])
    }

    @Test func defaultLayersWhenTheSectionIsAbsent() throws {
        let manifest = try ComponentManifest(yaml: "components:\n  - name: LogCore\n    version: 1.0.0\n", file: "c.yml")
        #expect(manifest.layers == nil)
        let (_, rules) = try manifest.graph()
        #expect(rules == .threeLayerDefault)
    }

    @Test func layerViolationPointsAtTheDependencyLine() throws {
        let yaml = """
        components:
          - name: LogCore
            version: 1.0.0
            dependencies:
              CartFeature: ""
          - name: CartFeature
            version: 1.0.0
        """
        let (graph, rules) = try ComponentManifest(yaml: yaml, file: "c.yml").graph()
        let violation = try #require(graph.check(rules).violations.first)
        #expect(violation.kind == .layerViolation)
        #expect("\(violation)".hasPrefix("c.yml:5:7: "))
    }

    func decodingError(_ yaml: String) -> ManifestError? {
        do {
            _ = try ComponentManifest(yaml: yaml, file: "app/components.yml")
            return nil
        } catch {
            return error
        }
    }

    @Test func invalidYAMLIsASyntaxErrorWithItsLine() throws {
        let error = try #require(decodingError("components:\n  - name: Cart\n    version: [1.0\n"))
        #expect(error.code == .syntax)
        #expect(error.location.file == "app/components.yml")
        #expect(error.location.line >= 3)
        #expect(error.message.contains("not valid YAML"))
        #expect(error.explanation.contains("To fix"))
    }

    @Test func unknownKeySuggestsCloseNames() throws {
        let error = try #require(decodingError("components:\n  - name: Cart\n    version: 1.0.0\n    optinal: true\n"))
        #expect(error.code == .unknownKey)
        #expect(error.location == FileLocation(file: "app/components.yml", line: 4, column: 5))
        #expect(error.subject == "components[0].optinal")
        #expect(error.message.contains("Did you mean 'optional'?"))
        #expect("\(error)".contains("app/components.yml:4:5"))
        let top = try #require(decodingError("component:\n  - name: Cart\n"))
        #expect(top.code == .unknownKey)
        #expect(top.message.contains("'components'"))
    }

    @Test func missingKeysAreNamed() throws {
        let noVersion = try #require(decodingError("components:\n  - name: Cart\n"))
        #expect(noVersion.code == .missingKey)
        #expect(noVersion.subject == "components[0].version")
        #expect(noVersion.message.contains("'Cart' has no 'version'"))
        let empty = try #require(decodingError(""))
        #expect(empty.code == .missingKey)
        #expect(empty.subject == "components")
    }

    @Test func wrongTypesSayWhatWasExpected() throws {
        let flag = try #require(decodingError("components:\n  - name: Cart\n    version: 1.0.0\n    enabled: maybe\n"))
        #expect(flag.code == .wrongType)
        #expect(flag.subject == "components[0].enabled")
        #expect(flag.location.line == 4)
        #expect(flag.message.contains("true or false"))
        let list = try #require(decodingError("components:\n  name: Cart\n"))
        #expect(list.code == .wrongType)
        #expect(list.message.contains("should be a list"))
        let dependencies = try #require(decodingError("components:\n  - name: Cart\n    version: 1.0.0\n    dependencies: [Log]\n"))
        #expect(dependencies.code == .wrongType)
        #expect(dependencies.subject == "components[0].dependencies")
    }

    @Test func badVersionIsExplained() throws {
        let error = try #require(decodingError("components:\n  - name: Cart\n    version: one.two\n"))
        #expect(error.code == .malformedVersion)
        #expect(error.location == FileLocation(file: "app/components.yml", line: 3, column: 14))
        #expect(error.message.contains("'one.two'"))
        #expect(error.message.contains("Cart"))
    }

    @Test func badRequirementNamesBothComponents() throws {
        let error = try #require(decodingError("components:\n  - name: Cart\n    version: 1.0.0\n    dependencies:\n      Log: \"=> 1.2\"\n"))
        #expect(error.code == .malformedRequirement)
        #expect(error.location.line == 5)
        #expect(error.subject == "components[0].dependencies.Log")
        #expect(error.message.contains("'Cart' on 'Log'"))
        #expect(error.fix.contains("did you mean '>='?"))
    }

    @Test func duplicateComponentPointsAtBoth() throws {
        let error = try #require(decodingError("components:\n  - name: Cart\n    version: 1.0.0\n  - name: Cart\n    version: 2.0.0\n"))
        #expect(error.code == .duplicateComponent)
        #expect(error.location.line == 4)
        #expect(error.message.contains("first at app/components.yml:2:11"))
    }

    @Test func inconsistentLayersPointAtTheLayer() throws {
        let yaml = """
        layers:
          - name: base
          - name: top
            mayDependOn: [bse]
        components: []
        """
        let error = try #require(decodingError(yaml))
        #expect(error.code == .invalidLayers)
        #expect(error.location.line == 3)
        #expect(error.message.contains("Did you mean 'base'?"))
    }
}

@Suite struct ComponentManifestEdgeCaseTests {
    @Test func emptyValuesAreRejectedOrMeanAnyVersion() throws {
        let layerless = #expect(throws: ManifestError.self) {
            try ComponentManifest(yaml: "components:\n  - name: Cart\n    version: 1.0.0\n    layer:\n", file: "c.yml")
        }
        #expect(layerless?.code == .wrongType)
        #expect(layerless?.message.contains("nothing (null)") == true)
        let manifest = try ComponentManifest(yaml: "components:\n  - name: Cart\n    version: 1.0.0\n    dependencies:\n", file: "c.yml")
        #expect(manifest.components[0].dependencies.isEmpty)
        let none = try ComponentManifest(yaml: "components: []\n", file: "c.yml")
        #expect(none.components.isEmpty)
    }
}
