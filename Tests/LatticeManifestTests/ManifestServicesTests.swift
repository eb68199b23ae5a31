import Foundation
import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeManifest
import LatticeServices
import Testing

private protocol LoginService: Sendable { var provider: String { get } }
private struct NamedLogin: LoginService { let provider: String }
private protocol APIClient: Sendable { var base: String { get } }
private struct API: APIClient { let base: String }

/// Registers the implementations the manifest below chooses from.
private struct Services: Component {
    let name = "Services"
    let version = SemanticVersion(1, 0, 0)
    func register(in context: ComponentContext) throws {
        try context.register((any LoginService).self, name: "wechat") { _ in NamedLogin(provider: "wechat") }
        try context.register((any LoginService).self, name: "apple") { _ in NamedLogin(provider: "apple") }
        try context.register((any APIClient).self, name: "production") { _ in API(base: "https://api.example.com") }
        try context.register((any APIClient).self, name: "staging") { _ in API(base: "https://staging.example.com") }
    }
}

private let yaml = """
    components:
      - name: Services
        version: 1.0.0
    services:
      LoginService: wechat
      APIClient: production
    environments:
      staging:
        services:
          APIClient: staging
      demo:
        services: { LoginService: apple }
    """

/// `services:` and `environments:` in `components.yml` (item 3 of issue #13).
@Suite struct ManifestServicesTests {
    private func catalog() throws -> ComponentCatalog {
        var catalog = ComponentCatalog()
        try catalog.register("Services") { Services() }
        return catalog
    }

    @Test func decodesTheChoicesAndEnvironmentsWithTheirLocations() throws {
        let manifest = try ComponentManifest(yaml: yaml, file: "components.yml")
        #expect(manifest.services.map(\.service) == ["LoginService", "APIClient"])
        #expect(manifest.services.map(\.implementation) == ["wechat", "production"])
        #expect(manifest.services[0].location == FileLocation(file: "components.yml", line: 5, column: 17))
        #expect(manifest.environments.map(\.name) == ["staging", "demo"])
        #expect(manifest.environments[0].location == FileLocation(file: "components.yml", line: 8, column: 3))
        #expect(manifest.environments[1].services.map(\.implementation) == ["apple"])
        #expect(try ComponentManifest(yaml: "components: []\n", file: "c.yml").services.isEmpty)
    }

    @Test func anEnvironmentsChoicesReplaceTheAppsForTheSameService() throws {
        let manifest = try ComponentManifest(yaml: yaml, file: "components.yml")
        #expect(try manifest.serviceChoices(environment: nil).map(\.implementation) == ["wechat", "production"])
        let staging = try manifest.serviceChoices(environment: "staging")
        #expect(staging.map { "\($0.service): \($0.implementation)" } == ["LoginService: wechat", "APIClient: staging"])
        #expect(staging[1].location.line == 10)
    }

    @Test func anUnknownEnvironmentIsAnErrorWithCloseNames() throws {
        let manifest = try ComponentManifest(yaml: yaml, file: "components.yml")
        let error = try #require(#expect(throws: ManifestError.unknownEnvironment("stagin")) { try manifest.serviceChoices(environment: "stagin") })
        #expect(error.message.contains("it has 'staging' and 'demo'. Did you mean 'staging'?"), "\(error)")
        #expect(LatticeErrorText.problems(in: error.description).isEmpty, "\(error)")
        let none = try #require(#expect(throws: ManifestError.self) {
            try ComponentManifest(yaml: "components: []\n", file: "c.yml").serviceChoices(environment: "staging")
        })
        #expect(none.message.contains("no 'environments' section"))
        // And from the host, before anything is made.
        let hostError = try #require(#expect(throws: ComponentError.self) {
            try ComponentHost(manifest: manifest, catalog: try catalog(), environmentName: "stagin")
        })
        #expect(hostError.code == .invalidComponents)
        #expect((hostError.underlying as? ManifestError)?.code == .unknownEnvironment)
        let head = String(hostError.description.prefix { $0 != "\n" })
        #expect(LatticeErrorText.problems(in: head).isEmpty, "\(hostError)")
        #expect(hostError.problems.count == 1)
    }

    @Test func malformedSectionsAreErrorsAtTheirPlace() throws {
        let cases: [(String, ManifestError.Code, String)] = [
            ("components: []\nservices: [LoginService]\n", .wrongType, "services"),
            ("components: []\nservices:\n  LoginService: \"\"\n", .wrongType, "services.LoginService"),
            ("components: []\nservices:\n  LoginService:\n", .wrongType, "services.LoginService"),
            ("components: []\nenvironments:\n  staging:\n    servises: {}\n", .unknownKey, "environments.staging.servises"),
            ("components: []\nenvironments: [staging]\n", .wrongType, "environments"),
            ("components: []\nservice:\n  LoginService: wechat\n", .unknownKey, "service"),
        ]
        for (text, code, subject) in cases {
            let error = try #require(#expect(throws: ManifestError.self) { try ComponentManifest(yaml: text, file: "c.yml") }, "\(text)")
            #expect(error.code == code, "\(text)")
            #expect(error.subject == subject, "\(text)")
            #expect(LatticeErrorText.problems(in: error.description).isEmpty, "\(error)")
        }
    }

    @Test func theHostRunsWithTheChosenImplementationsOfItsEnvironment() async throws {
        let manifest = try ComponentManifest(yaml: yaml, file: "components.yml")
        for (name, login, api) in [(nil, "wechat", "https://api.example.com"), ("staging", "wechat", "https://staging.example.com"), ("demo", "apple", "https://api.example.com")] {
            let environment = ComponentEnvironment(makesServicesCurrent: false)
            let host = try ComponentHost(manifest: manifest, catalog: try catalog(), environment: environment, environmentName: name)
            try await host.boot()
            #expect(try environment.services.resolve((any LoginService).self).provider == login)
            #expect(try environment.services.resolve((any APIClient).self).base == api)
            await host.shutdown()
        }
    }

    @Test func aNameNobodyRegisteredStopsTheBootWithTheManifestsLineAndColumn() async throws {
        let text = yaml.replacingOccurrences(of: "APIClient: staging", with: "APIClient: stagng")
        let manifest = try ComponentManifest(yaml: text, file: "components.yml")
        let host = try ComponentHost(
            manifest: manifest, catalog: try catalog(), environment: ComponentEnvironment(makesServicesCurrent: false),
            environmentName: "staging")
        let error = try #require(await #expect(throws: ComponentError.self) { try await host.boot() })
        #expect(error.code == .invalidComponents)
        let problem = try #require(error.problems.first)
        #expect(problem.location == FileLocation(file: "components.yml", line: 10, column: 18))
        #expect(problem.component == "Services")
        #expect(problem.description.hasPrefix("components.yml:10:18: The configuration chooses 'stagng' as the implementation of APIClient"), "\(problem)")
        #expect(problem.message.contains("Did you mean 'staging'?"))
        #expect(host.state == .failed)
    }
}
