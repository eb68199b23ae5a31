import Foundation
import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeManifest
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `components.yml` against the components' code, at build time: each difference at the
/// manifest's line, and none when the two agree (however a requirement is written).
@Suite struct ManifestCheckTests {
    static let yaml = """
        components:
          - name: Log
            version: 1.4.0
          - name: Cart
            version: 2.1.0
            dependencies:
              Log: "~> 1.0"
          - name: Home
            version: 1.5.0
            dependencies:
              Cart: "~> 2.0"
              Log: ">= 1.0"
          - name: Profile
            version: 1.0.0
            dependencies:
              Cart: ">= 2.0"
        """

    static func check(_ yaml: String = yaml, edit: (inout PlantedApp) -> Void = { _ in }) throws -> [Diagnostic] {
        var app = ComponentGraphCheckTests.shop()
        edit(&app)
        app.manifest = try ComponentManifest(yaml: yaml, file: "components.yml")
        return try app.check()
    }

    /// The line of the first occurrence of `text` in `yaml`.
    static func line(_ text: String, in yaml: String = yaml) -> Int {
        guard let range = yaml.range(of: text) else { return -1 }
        return yaml[..<range.lowerBound].count { $0 == "\n" } + 1
    }

    @Test func aManifestThatAgreesWithTheCodeHasNoFinding() throws {
        #expect(try Self.check().isEmpty)
        // A requirement written another way that accepts the same versions.
        #expect(try Self.check(Self.yaml.replacingOccurrences(of: #"Log: "~> 1.0""#, with: #"Log: ">= 1.0, < 2.0""#)).isEmpty)
    }

    @Test func aVersionThatDiffersIsReportedInTheCatalogsWords() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "version: 2.1.0", with: "version: 2.2.0")
        let found = try Self.check(yaml)
        #expect(found.map(\.rule) == [.manifestMismatch])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.location?.file == "components.yml")
        #expect(diagnostic.location?.line == Self.line("- name: Cart", in: yaml))
        let words = ComponentCatalog.unexpectedVersion("Cart", expected: SemanticVersion(2, 2, 0), linked: SemanticVersion(2, 1, 0))
        #expect(words == "The configuration expects Cart 2.2.0, but the app links Cart 2.1.0. To fix, write version 2.1.0 for 'Cart' in the configuration, or link the component at 2.2.0.")
        #expect(diagnostic.message == "The configuration expects Cart 2.2.0, but the app links Cart 2.1.0. The component is declared at Sources/CartService/CartService.swift:3:1.")
        #expect(diagnostic.explanation.hasSuffix("To fix, write version 2.1.0 for 'Cart' in the configuration, or link the component at 2.2.0."))
        // The catalog says the same at boot.
        var catalog = ComponentCatalog()
        try catalog.register("Cart") { ComponentDeclaration(name: "Cart", version: SemanticVersion(2, 1, 0)) }
        let manifest = try ComponentManifest(yaml: yaml, file: "components.yml")
        let error = #expect(throws: ComponentError.self) {
            try catalog.components(for: ComponentConfiguration(manifest.configuration.entries.filter { $0.name == "Cart" }))
        }
        #expect(error?.problems.first?.message == words)
    }

    @Test func dependenciesThatDiffer() throws {
        // The manifest has one the code does not.
        var yaml = Self.yaml.replacingOccurrences(of: #"      Cart: ">= 2.0""#, with: "      Cart: \">= 2.0\"\n      Home: \"~> 1.0\"")
        var found = try Self.check(yaml)
        #expect(found.map(\.rule) == [.manifestMismatch])
        #expect(found.first?.location?.line == Self.line(#"Home: "~> 1.0""#, in: yaml))
        #expect(found.first?.explanation == "components.yml says 'Profile' depends on 'Home', but its code (Sources/ProfileFeature/ProfileFeature.swift:3:1) does not; the host takes the dependencies from the code. To fix, add `ComponentDependency(\"Home\", \"~> 1.0\")` to its dependencies, or remove the line here.")

        // The code has one the manifest does not.
        yaml = Self.yaml.replacingOccurrences(of: "      Log: \">= 1.0\"\n", with: "")
        found = try Self.check(yaml)
        #expect(found.map(\.rule) == [.manifestMismatch])
        #expect(found.first?.location?.line == Self.line("- name: Home", in: yaml))
        #expect(found.first?.message.hasPrefix("'Home' depends on 'Log' in its code (Sources/HomeFeature/HomeFeature.swift:") == true)

        // A requirement that differs.
        yaml = Self.yaml.replacingOccurrences(of: #"Log: "~> 1.0""#, with: #"Log: "~> 1.2""#)
        found = try Self.check(yaml)
        #expect(found.map(\.rule) == [.manifestMismatch])
        #expect(found.first?.location?.line == Self.line(#"Log: "~> 1.2""#, in: yaml))
        #expect(found.first?.message.hasPrefix("components.yml says 'Cart' requires Log ~> 1.2, but its code requires Log ~> 1.0 (") == true)
    }

    @Test func aLayerThatDiffers() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "  - name: Home\n", with: "  - name: Home\n    layer: shared\n")
        let found = try Self.check(yaml)
        #expect(found.map(\.rule) == [.manifestMismatch])
        #expect(found.first?.location?.line == Self.line("- name: Home", in: yaml))
        #expect(found.first?.message.hasPrefix("components.yml puts 'Home' in the layer 'shared', but its code (") == true)
        #expect(found.first?.message.hasSuffix("puts it in 'features'; the host checks the code's.") == true)
    }

    @Test func aComponentNoTargetDeclares() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "- name: Profile", with: "- name: Profiles")
        let found = try Self.check(yaml)
        #expect(found.map(\.rule) == [.manifestMismatch])
        #expect(found.first?.location?.line == Self.line("- name: Profiles", in: yaml))
        #expect(found.first?.message == "components.yml lists 'Profiles', which no linked target declares. Did you mean 'Profile'?")
    }

    @Test func whatTheCodeDoesNotSayByLiteralsIsNotCompared() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "version: 2.1.0", with: "version: 2.2.0")
            .replacingOccurrences(of: #"Log: "~> 1.0""#, with: #"Log: "~> 1.2""#)
        let found = try Self.check(yaml) { app in
            app.edit("CartService", "SemanticVersion(2, 1, 0)", "Self.current")
            app.edit("CartService", #"[.init("Log", "~> 1.0")]"#, "Self.needs")
        }
        #expect(found.isEmpty)
    }
}
