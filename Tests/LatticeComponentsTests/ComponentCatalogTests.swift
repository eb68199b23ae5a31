import Foundation
import InMemoryLogging
import LatticeComponents
import LatticeGraph
import LatticeManifest
import Logging
import Testing

@Suite struct ComponentCatalogTests {
    let journal = Journal()

    func shopCatalog() throws -> ComponentCatalog {
        var catalog = ComponentCatalog()
        let journal = journal
        try catalog.register("Log") { TestComponent("Log", journal: journal) }
        try catalog.register("Storage") { TestComponent("Storage", dependsOn: [.init("Log")], journal: journal) }
        try catalog.register("Cart") { TestComponent("Cart", dependsOn: [.init("Log")], journal: journal) }
        try catalog.register("Payment") {
            TestComponent("Payment", dependsOn: [.init("Log")], journal: journal).with { $0.failsToStart = true }
        }
        try catalog.register("Legacy") { TestComponent("Legacy", journal: journal) }
        return catalog
    }

    @Test func explicitListInCode() async throws {
        let host = try ComponentHost(components: [TestComponent("Log", journal: journal), TestComponent("Cart", dependsOn: [.init("Log")], journal: journal)], layers: nil)
        try await host.boot()
        #expect(journal.entries(prefix: "start ") == ["Log", "Cart"])
    }

    @Test func manifestEnablesDisablesAndOrdersComponents() async throws {
        let yaml = """
        components:
          - name: Payment
            version: 1.0.0
            optional: true
          - name: Cart
            version: 1.0.0
          - name: Storage
            version: 1.0.0
          - name: Log
            version: 1.0.0
          - name: Legacy
            version: 1.0.0
            enabled: false
        """
        let manifest = try ComponentManifest(yaml: yaml, file: "components.yml")
        let configuration = manifest.configuration
        let components = try shopCatalog().components(for: configuration)
        #expect(components.map(\.name) == ["Payment", "Cart", "Storage", "Log"])
        let host = try ComponentHost(
            components: components, optional: configuration.optionalNames, layers: nil, locations: configuration.locations,
            logger: capturing(InMemoryLogHandler()))
        // Within a wave, the file's order decides.
        #expect(host.waves == [["Log"], ["Payment", "Cart", "Storage"]])
        let report = try await host.boot()
        #expect(report.notStarted == ["Payment"])
        await host.send(.didFinishLaunching)
        #expect(journal.entries(prefix: "event didFinishLaunching ") == ["Log", "Cart", "Storage"])
        #expect(!journal.entries.contains("start Legacy"))
    }

    @Test func unlistedComponentsCanBeIncluded() throws {
        let configuration = ComponentConfiguration([.init(name: "Cart"), .init(name: "Payment", isEnabled: false)], includesUnlisted: true)
        #expect(try shopCatalog().components(for: configuration).map(\.name) == ["Cart", "Log", "Storage", "Legacy"])
        let strict = ComponentConfiguration([.init(name: "Cart")])
        #expect(try shopCatalog().components(for: strict).map(\.name) == ["Cart"])
    }

    @Test func unknownNamesAreAllReportedWithSuggestions() throws {
        let configuration = ComponentConfiguration([
            .init(name: "Crt", location: FileLocation(file: "components.yml", line: 3, column: 11)),
            .init(name: "Log"),
            .init(name: "Paymnet", isEnabled: false, location: FileLocation(file: "components.yml", line: 7, column: 11)),
            .init(name: "Log"),
        ])
        let error = try #require(throws: ComponentError.self) { try shopCatalog().components(for: configuration) }
        #expect(error.code == .unknownComponent)
        #expect(error.problems.count == 3)
        #expect(error.problems[0].message.contains("'Crt', which the catalog has no factory for. Did you mean 'Cart'?"))
        #expect(error.problems[0].description.hasPrefix("components.yml:3:11: "))
        #expect(error.problems[1].message.contains("Did you mean 'Payment'?"))
        #expect(error.problems[2].kind == .duplicateName)
        #expect(error.fix.contains("the catalog has 'Log', 'Storage', 'Cart', 'Payment' and 'Legacy'"))
    }

    @Test func duplicateFactoriesAndMisnamedComponentsAreRejected() throws {
        var catalog = try shopCatalog()
        let journal = journal
        let duplicate = #expect(throws: ComponentError.self) { try catalog.register("Log") { TestComponent("Log", journal: journal) } }
        #expect(duplicate?.code == .duplicateFactory)
        try catalog.register("Search") { TestComponent("Find", journal: journal) }
        let misnamed = #expect(throws: ComponentError.self) {
            try catalog.components(for: ComponentConfiguration([.init(name: "Search")]))
        }
        #expect(misnamed?.code == .factoryFailed)
        #expect(misnamed?.message.contains("made a component named 'Find'") == true)
        try catalog.register("Broken") { throw StartFailure(name: "Broken") }
        let broken = #expect(throws: ComponentError.self) {
            try catalog.components(for: ComponentConfiguration([.init(name: "Broken")]))
        }
        #expect(broken?.underlying is StartFailure)
    }
}

/// `ComponentHost(manifest:catalog:)`: the manifest → components mapping users call, with
/// one validation and the manifest's locations in every message.
@Suite struct ManifestHostTests {
    let journal = Journal()

    func catalog() throws -> ComponentCatalog {
        var catalog = ComponentCatalog()
        let journal = journal
        try catalog.register("Log") { TestComponent("Log", SemanticVersion(1, 4, 0), journal: journal).with { $0.layer = "foundation" } }
        try catalog.register("Cart") {
            TestComponent("Cart", SemanticVersion(2, 1, 0), dependsOn: [.init("Log", "~> 1.0")], journal: journal).with { $0.layer = "shared" }
        }
        try catalog.register("Home") {
            TestComponent("Home", dependsOn: [.init("Cart", "~> 2.0")], journal: journal).with { $0.layer = "features" }
        }
        try catalog.register("Search") {
            TestComponent("Search", dependsOn: [.init("Home")], journal: journal).with { $0.layer = "features"; $0.failsToStart = true }
        }
        return catalog
    }

    @Test func aManifestBootsTheComponentsItEnablesInItsOrder() async throws {
        let manifest = try ComponentManifest(yaml: """
            components:
              - name: Home
                version: 1.0.0
              - name: Log
                version: 1.4.0
              - name: Cart
                version: 2.1.0
              - name: Search
                version: 1.0.0
                enabled: false
            """, file: "components.yml")
        let host = try ComponentHost(manifest: manifest, catalog: try catalog())
        #expect(host.startOrder == ["Log", "Cart", "Home"])
        try await host.boot()
        #expect(journal.entries(prefix: "start ") == ["Log", "Cart", "Home"])
    }

    /// Log, Cart, Home and an optional Search (which depends on Home, and fails to start),
    /// with layer rules that do or do not let features depend on each other.
    func manifestWithSearch(featuresMayDependOnEachOther: Bool) throws -> ComponentManifest {
        try ComponentManifest(yaml: """
            layers:
              - name: foundation
              - name: shared
              - name: features
                allowsDependenciesWithin: \(featuresMayDependOnEachOther)
            components:
              - name: Log
                version: 1.4.0
              - name: Cart
                version: 2.1.0
              - name: Home
                version: 1.0.0
              - name: Search
                version: 1.0.0
                optional: true
            """, file: "components.yml")
    }

    @Test func theManifestsLayerRulesAreChecked() throws {
        let manifest = try manifestWithSearch(featuresMayDependOnEachOther: false)
        let error = try #require(throws: ComponentError.self) { try ComponentHost(manifest: manifest, catalog: try catalog()) }
        #expect(error.code == .invalidComponents)
        #expect(error.problems.map(\.kind) == [.layerViolation])
        #expect(error.problems[0].description.hasPrefix("components.yml:13:11: 'Search' depends on 'Home', but both are in 'features'"))
        #expect(journal.entries.isEmpty, "nothing started")
    }

    @Test func theManifestsOptionalComponentsMayFail() async throws {
        let logs = InMemoryLogHandler()
        let host = try ComponentHost(
            manifest: try manifestWithSearch(featuresMayDependOnEachOther: true), catalog: try catalog(), logger: capturing(logs))
        let report = try await host.boot()
        #expect(report.notStarted == ["Search"], "optional in the manifest: its failure degrades the app")
        #expect(journal.entries(prefix: "start ") == ["Log", "Cart", "Home", "Search"])
        // The host made from the manifest logs to the logger it was given.
        #expect(logs.entries.contains { $0.level == .info && $0.metadata["component"] == "Search" }, "\(logs.entries.map(\.message))")
    }

    /// The error `ComponentHost(manifest:catalog:)` throws for a manifest of `components`.
    func refusal(_ components: [(name: String, version: String)]) throws -> ComponentError {
        let yaml = "components:\n" + components.map { "  - name: \($0.name)\n    version: \($0.version)\n" }.joined()
        let manifest = try ComponentManifest(yaml: yaml, file: "components.yml")
        return try #require(throws: ComponentError.self) { try ComponentHost(manifest: manifest, catalog: try catalog()) }
    }

    @Test func aManifestThatDescribesOtherVersionsIsRefusedWithItsLocations() throws {
        let error = try refusal([("Log", "1.5.0"), ("Cart", "2.2.0"), ("Home", "1.0.0")])
        #expect(error.code == .unexpectedVersion)
        #expect(error.problems.map(\.component) == ["Log", "Cart"])
        #expect(error.problems.map(\.kind) == [.versionMismatch, .versionMismatch])
        #expect(error.problems[1].description == "components.yml:4:11: The configuration expects Cart 2.2.0, but the app links Cart 2.1.0. To fix, write version 2.1.0 for 'Cart' in the configuration, or link the component at 2.2.0.")
        #expect(journal.entries.isEmpty, "nothing started")
    }

    @Test func anUnknownNameIsRefusedWithASuggestion() throws {
        let error = try refusal([("Log", "1.4.0"), ("Crat", "2.1.0")])
        #expect(error.code == .unknownComponent)
        #expect(error.problems.first?.description.hasPrefix("components.yml:4:11: The configuration names 'Crat', which the catalog has no factory for. Did you mean 'Cart'?") == true)
    }
}

@Suite struct ManifestValidationTests {
    @Test func aManifestIsValidatedWithTheRuntimeRules() throws {
        let yaml = """
        components:
          - name: Log
            version: 2.0.0
          - name: Cart
            version: 1.0.0
            dependencies:
              Log: "~> 1.2"
          - name: Payment
            version: 3.1.0
            dependencies:
              Log: ">= 2.0"
        """
        let manifest = try ComponentManifest(yaml: yaml, file: "components.yml")
        let declarations = manifest.enabledComponents.map {
            ComponentDeclaration(
                name: $0.name, version: $0.version, layer: $0.layer,
                dependencies: $0.dependencies.map { ComponentDependency($0.name, $0.requirement) }, isOptional: $0.isOptional)
        }
        let locations = Dictionary(uniqueKeysWithValues: manifest.components.map { ($0.name, $0.location) })
        let problems = ComponentHost.validate(declarations, layers: nil, locations: locations)
        #expect(problems.count == 1)
        #expect(problems.first?.description.hasPrefix("components.yml:4:11: Cart 1.0.0 requires Log ~> 1.2, but Log is 2.0.0; Payment 3.1.0 requires Log >= 2.0") == true)
    }
}
