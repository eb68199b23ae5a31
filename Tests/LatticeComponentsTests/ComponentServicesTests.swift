import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeServices
import Testing

private protocol LoginService: Sendable { var provider: String { get } }
private struct NamedLogin: LoginService { let provider: String }
private protocol APIClient: Sendable {}
private struct LiveAPI: APIClient {}

/// What the host does with the registry between registration and start: the
/// implementations chosen by configuration are checked, then the registry made current.
@Suite struct ComponentServicesTests {
    private func loginComponent(_ journal: Journal) -> TestComponent {
        TestComponent("Login", journal: journal).with {
            $0.onRegister = { context in
                try context.register((any LoginService).self, name: "wechat") { _ in NamedLogin(provider: "wechat") }
                try context.register((any LoginService).self, name: "apple") { _ in NamedLogin(provider: "apple") }
            }
        }
    }

    @Test func aChoiceMadeBeforeTheComponentsRegisterIsAppliedAtBoot() async throws {
        let journal = Journal()
        let environment = ComponentEnvironment(makesServicesCurrent: false)
        try environment.services.setDefault((any LoginService).self, to: "apple")
        let host = try ComponentHost(components: [loginComponent(journal)], environment: environment, layers: nil)
        try await host.boot()
        #expect(try environment.services.resolve((any LoginService).self).provider == "apple")
        await host.shutdown()
    }

    @Test func everyChoiceNobodyRegisteredStopsTheBootBeforeAnythingStarts() async throws {
        let journal = Journal()
        let environment = ComponentEnvironment(makesServicesCurrent: false)
        try environment.services.setDefault("LoginService", to: "wechta", fileID: "components.yml", line: 3, column: 17)
        let line = #line + 1
        try environment.services.setDefault((any APIClient).self, to: "staging")
        let host = try ComponentHost(components: [loginComponent(journal)], environment: environment, layers: nil)
        let error = try #require(await #expect(throws: ComponentError.self) { try await host.boot() })
        #expect(error.code == .invalidComponents)
        #expect(error.problems.count == 2)
        #expect(error.problems.map(\.kind) == [.missingService, .missingService])
        #expect(error.problems[0].component == "Login", "the component that registers the type")
        #expect(error.problems[0].location == FileLocation(file: "components.yml", line: 3, column: 17))
        #expect(error.problems[0].message.contains("Did you mean 'wechat'?"), "\(error)")
        #expect(error.problems[1].component == "configuration", "nothing registers APIClient")
        #expect(error.problems[1].location?.line == line)
        #expect((error.underlying as? ServiceError)?.code == .unknownImplementation)
        #expect(journal.entries(prefix: "start ").isEmpty)
        #expect(host.state == .failed)
        let head = String(error.description.prefix { $0 != "\n" })
        #expect(LatticeErrorText.problems(in: head).isEmpty, "\(error)")
        for problem in error.problems { #expect(LatticeErrorText.problems(in: problem.message).isEmpty, "\(problem)") }
    }

    @Test func theHostMakesItsRegistryCurrentWhenItBoots() async throws {
        // Other tests boot hosts in parallel, each making its registry current: try until
        // one boot is not interleaved with theirs.
        var observed = false
        for _ in 0..<50 where !observed {
            let host = try ComponentHost(components: [loginComponent(Journal())], layers: nil)
            try await host.boot()
            let services = host.environment.services
            observed = await Task.detached { ServiceRegistry.current === services }.value
            await host.shutdown()
        }
        #expect(observed)
    }

    @Test func anEnvironmentThatSaysNotToLeavesTheCurrentRegistryAlone() async throws {
        let environment = ComponentEnvironment(makesServicesCurrent: false)
        #expect(!environment.makesServicesCurrent)
        #expect(ComponentEnvironment().makesServicesCurrent)
        let host = try ComponentHost(components: [loginComponent(Journal())], environment: environment, layers: nil)
        try await host.boot()
        let services = environment.services
        #expect(await Task.detached { ServiceRegistry.current !== services }.value)
        // A test binds it to its own task instead.
        let provider = try ServiceRegistry.withCurrent(services) { try inject((any LoginService).self, name: "apple").provider }
        #expect(provider == "apple")
        await host.shutdown()
    }
}
