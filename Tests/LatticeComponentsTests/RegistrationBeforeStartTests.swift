import InMemoryLogging
import LatticeComponents
import LatticeCore
import LatticeRouting
import LatticeServices
import Testing

private protocol Greeter: Sendable {}
private protocol Farewell: Sendable {}
private struct Hello: Greeter, Farewell {}

/// The host registers every component before any starts, and compares what each
/// registered with what it declares.
@Suite struct RegistrationBeforeStartTests {
    let journal = Journal()

    private func recording(_ name: String, dependsOn dependencies: [ComponentDependency] = [], register: (@Sendable (ComponentContext) throws -> Void)? = nil) -> TestComponent {
        TestComponent(name, dependsOn: dependencies, journal: journal).with { component in
            component.onRegister = { [journal] context in
                journal.record("register \(name)")
                try register?(context)
            }
        }
    }

    @Test func everyComponentRegistersBeforeAnyStarts() async throws {
        let host = try ComponentHost(components: [
            recording("Log"),
            recording("Storage", dependsOn: [.init("Log")]),
            recording("Cart", dependsOn: [.init("Storage")]),
        ], layers: nil)
        try await host.boot()
        let entries = journal.entries.filter { $0.hasPrefix("register ") || $0.hasPrefix("start ") }
        #expect(entries == ["register Log", "register Storage", "register Cart", "start Log", "start Storage", "start Cart"])
    }

    @Test func aRouteConflictStopsTheBootBeforeAnythingStarts() async throws {
        let host = try ComponentHost(components: [
            recording("Log"),
            recording("Catalog", dependsOn: [.init("Log")]) { context in
                try context.router.add("/product/:id", owner: "Catalog") { _ in .handled }
            },
            recording("Deals", dependsOn: [.init("Log")]) { context in
                try context.router.add("/product/:id", owner: "Deals") { _ in .handled }
            },
        ], layers: nil)
        let error = try await #require(throws: ComponentError.self) { try await host.boot() }
        #expect(error.code == .startFailed)
        #expect(error.subject == "Deals")
        #expect(error.message.contains("'Deals' failed to register"))
        #expect(error.message.contains("nothing had started"))
        #expect((error.underlying as? RoutingError)?.code == .duplicateRoute)
        #expect(journal.entries(prefix: "start ").isEmpty)
        #expect(host.state == .failed)
    }

    @Test func aDeclaredServiceThatIsNotRegisteredRefusesTheBoot() async throws {
        let cart = recording("Cart") { context in
            try context.register((any Farewell).self) { _ in Hello() }
        }.with { $0.providedServices = [ServiceKeyDescriptor((any Greeter).self)] }
        let host = try ComponentHost(components: [recording("Log"), cart], layers: nil)
        let error = try await #require(throws: ComponentError.self) { try await host.boot() }
        let cause = try #require(error.underlying as? ComponentError)
        #expect(cause.code == .undeclaredServices)
        #expect(cause.subject == "Cart")
        #expect(cause.message.contains("it declares 'Greeter' in providedServices but did not register it"))
        #expect(cause.message.contains("it registered 'Farewell' (LatticeComponentsTests/RegistrationBeforeStartTests.swift:"))
        #expect(cause.explanation.contains("To fix, make providedServices list exactly what register(in:) registers"))
        #expect(journal.entries(prefix: "start ").isEmpty)
    }

    @Test func declaredServicesThatMatchBoot() async throws {
        let cart = recording("Cart") { context in
            try context.register((any Greeter).self) { _ in Hello() }
            try context.register((any Greeter).self, name: "formal") { _ in Hello() }
        }.with { $0.providedServices = [ServiceKeyDescriptor((any Greeter).self), ServiceKeyDescriptor((any Greeter).self, name: "formal")] }
        let host = try ComponentHost(components: [cart], layers: nil)
        try await host.boot()
        #expect(host.runningComponents == ["Cart"])
    }

    @Test func aNamedRegistrationIsNotTheUnnamedDeclaration() async throws {
        let cart = recording("Cart") { context in
            try context.register((any Greeter).self, name: "formal") { _ in Hello() }
        }.with { $0.providedServices = [ServiceKeyDescriptor((any Greeter).self)] }
        let host = try ComponentHost(components: [cart], layers: nil)
        let error = try await #require(throws: ComponentError.self) { try await host.boot() }
        #expect((error.underlying as? ComponentError)?.code == .undeclaredServices)
    }

    @Test func anOptionalComponentThatFailsToRegisterIsSkippedWithItsDependents() async throws {
        struct Broken: Error {}
        let host = try ComponentHost(components: [
            recording("Log"),
            recording("Ads", dependsOn: [.init("Log")]) { _ in throw Broken() }.with { $0.isOptional = true },
            recording("Promotions", dependsOn: [.init("Ads")]),
        ], layers: nil, logger: capturing(InMemoryLogHandler()))
        let report = try await host.boot()
        #expect(report.isDegraded)
        #expect(host.runningComponents == ["Log"])
        #expect(!journal.entries.contains("register Promotions"))
        let promotions = try #require(report.entries.first { $0.name == "Promotions" })
        guard case .skipped(because: "Ads") = promotions.outcome else {
            Issue.record("Promotions: \(promotions.outcome)")
            return
        }
    }
}
