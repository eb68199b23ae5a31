import LatticeCore
import LatticeGraph
import LatticeManifest
import Testing

@Suite struct ManifestErrorTests {
    static let broken: [(ManifestError.Code, String)] = [
        (.syntax, "components:\n  - name: Cart\n    version: [1.0\n"),
        (.unknownKey, "components:\n  - name: Cart\n    version: 1.0.0\n    optinal: true\n"),
        (.missingKey, "components:\n  - name: Cart\n"),
        (.wrongType, "components:\n  - name: Cart\n    version: 1.0.0\n    enabled: maybe\n"),
        (.malformedVersion, "components:\n  - name: Cart\n    version: one.two\n"),
        (.malformedRequirement, "components:\n  - name: Cart\n    version: 1.0.0\n    dependencies:\n      Log: \"=> 1.2\"\n"),
        (.duplicateComponent, "components:\n  - name: Cart\n    version: 1.0.0\n  - name: Cart\n    version: 1.0.0\n"),
        (.invalidLayers, "layers:\n  - name: base\n  - name: top\n    mayDependOn: [bse]\ncomponents: []\n"),
    ]

    @Test func everyCodeFollowsTheWordingRules() throws {
        for (code, yaml) in Self.broken {
            let error = try #require(#expect(throws: ManifestError.self) { try ComponentManifest(yaml: yaml, file: "components.yml") })
            #expect(error.code == code)
            #expect(!error.subject.isEmpty)
            #expect(!error.message.contains("To fix"), "\(error)")
            #expect(LatticeErrorText.problems(in: error.description).isEmpty, "\(error): \(LatticeErrorText.problems(in: error.description))")
        }
    }

    @Test func factoriesBuildTheErrorsTheDecoderThrows() {
        #expect(throws: ManifestError.unknownKey("components[0].optinal")) {
            try ComponentManifest(yaml: "components:\n  - name: Cart\n    version: 1.0.0\n    optinal: true\n", file: "components.yml")
        }
        #expect(ManifestError.missingKey("components") != ManifestError.wrongType("components"))
    }
}
