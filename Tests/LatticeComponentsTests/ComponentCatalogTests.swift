import Foundation
import LatticeComponents
import LatticeGraph
import LatticeManifest
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
        let configuration = ComponentConfiguration(manifest.components.map {
            .init(name: $0.name, isEnabled: $0.isEnabled, isOptional: $0.isOptional, location: $0.location)
        })
        let components = try shopCatalog().components(for: configuration)
        #expect(components.map(\.name) == ["Payment", "Cart", "Storage", "Log"])
        let host = try ComponentHost(
            components: components, optional: configuration.optionalNames, layers: nil, locations: configuration.locations)
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
