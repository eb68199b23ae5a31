import InMemoryLogging
import LatticeComponents
import LatticeGraph
import LatticeServices
import Logging
import LatticeCore
import Testing

protocol CartService: Sendable { var items: Int { get } }
struct LiveCart: CartService { let items = 3 }

@Suite struct ComponentBootTests {
    let journal = Journal()

    @Test func bootsInDependencyOrderAndStopsInReverse() async throws {
        let host = try ComponentHost(components: [
            TestComponent("Cart", dependsOn: [.init("Storage")], journal: journal),
            TestComponent("Storage", dependsOn: [.init("Log")], journal: journal),
            TestComponent("Log", journal: journal),
        ], layers: nil)
        let report = try await host.boot()
        #expect(journal.entries(prefix: "start ") == ["Log", "Storage", "Cart"])
        #expect(report.entries.map(\.name) == ["Log", "Storage", "Cart"])
        #expect(report.entries.map(\.wave) == [0, 1, 2])
        #expect(report.entries.allSatisfy { $0.didStart })
        #expect(!report.isDegraded)
        #expect(host.state == .running(degraded: false))
        #expect(host.runningComponents == ["Log", "Storage", "Cart"])
        #expect(await host.shutdown().isEmpty)
        #expect(journal.entries(prefix: "stop ") == ["Cart", "Storage", "Log"])
        #expect(host.state == .stopped)
        #expect(host.runningComponents.isEmpty)
    }

    @Test func componentsOfOneWaveStartConcurrently() async throws {
        let arrived = LockedBox<Int>(0)
        let sawBoth = LockedBox<Int>(0)
        let waitForTheOther: @Sendable (ComponentContext) async throws -> Void = { _ in
            arrived.withLock { $0 += 1 }
            // Bounded: gives up after about 2 s if the starts were sequential.
            for _ in 0..<2_000 where arrived.withLock({ $0 }) < 2 {
                try await Task.sleep(for: .milliseconds(1))
            }
            if arrived.withLock({ $0 }) == 2 { sawBoth.withLock { $0 += 1 } }
        }
        let host = try ComponentHost(components: [
            TestComponent("Log", journal: journal),
            TestComponent("Cart", dependsOn: [.init("Log")], journal: journal).with { $0.onStart = waitForTheOther },
            TestComponent("Search", dependsOn: [.init("Log")], journal: journal).with { $0.onStart = waitForTheOther },
        ], layers: nil)
        #expect(host.waves == [["Log"], ["Cart", "Search"]])
        try await host.boot()
        #expect(sawBoth.withLock { $0 } == 2)
        await host.shutdown()
    }

    @Test func failingStartRollsBackInReverseOrder() async throws {
        let host = try ComponentHost(components: [
            TestComponent("Log", journal: journal),
            TestComponent("Storage", dependsOn: [.init("Log")], journal: journal),
            TestComponent("Analytics", dependsOn: [.init("Log")], journal: journal),
            TestComponent("Cart", dependsOn: [.init("Storage")], journal: journal).with { $0.failsToStart = true },
            TestComponent("Checkout", dependsOn: [.init("Cart")], journal: journal),
        ], layers: nil)
        let error = try await #require(throws: ComponentError.self) { try await host.boot() }
        #expect(error.code == .startFailed)
        #expect(error.subject == "Cart")
        #expect(error.underlying is StartFailure)
        #expect(error.message.contains("'Cart' failed to start: Cart could not open its store"))
        #expect(error.message.contains("stopped in reverse order (Analytics, Storage, Log)"))
        #expect(journal.entries(prefix: "start ") == ["Log", "Storage", "Analytics", "Cart"] || journal.entries(prefix: "start ") == ["Log", "Analytics", "Storage", "Cart"])
        #expect(journal.entries(prefix: "stop ") == ["Analytics", "Storage", "Log"])
        #expect(!journal.entries.contains("stop Cart"))
        #expect(!journal.entries.contains("start Checkout"))
        #expect(host.state == .failed)
        #expect(host.runningComponents.isEmpty)
        let report = try #require(error.report)
        let checkout = try #require(report.entries.first { $0.name == "Checkout" })
        guard case .notReached = checkout.outcome else { Issue.record("Checkout: \(checkout.outcome)"); return }
        // A failed host cannot boot again.
        let again = try await #require(throws: ComponentError.self) { try await host.boot() }
        #expect(again.code == .invalidState)
    }

    @Test func optionalFailureRunsDegradedAndSkipsDependents() async throws {
        let host = try ComponentHost(components: [
            TestComponent("Log", journal: journal),
            TestComponent("Payment", dependsOn: [.init("Log")], journal: journal).with { $0.failsToStart = true; $0.isOptional = true },
            TestComponent("Checkout", dependsOn: [.init("Payment")], journal: journal),
            TestComponent("Receipt", dependsOn: [.init("Checkout")], journal: journal),
            TestComponent("Home", dependsOn: [.init("Log")], journal: journal),
        ], layers: nil, logger: capturing(InMemoryLogHandler()))
        let report = try await host.boot()
        #expect(report.isDegraded)
        #expect(report.notStarted == ["Payment", "Checkout", "Receipt"])
        #expect(host.state == .running(degraded: true))
        #expect(host.runningComponents == ["Log", "Home"])
        let checkout = try #require(report.entries.first { $0.name == "Checkout" })
        guard case .skipped(because: "Payment") = checkout.outcome else { Issue.record("Checkout: \(checkout.outcome)"); return }
        let receipt = try #require(report.entries.first { $0.name == "Receipt" })
        guard case .skipped(because: "Checkout") = receipt.outcome else { Issue.record("Receipt: \(receipt.outcome)"); return }
        let text = report.description
        #expect(text.contains("Degraded: running without Payment, Checkout, Receipt."))
        #expect(text.contains("failed (optional): Payment could not open its store"))
        await host.shutdown()
        #expect(journal.entries(prefix: "stop ") == ["Home", "Log"])
    }

    @Test func optionalByConfigurationName() async throws {
        let host = try ComponentHost(components: [
            TestComponent("Ads", journal: journal).with { $0.failsToStart = true },
        ], optional: ["Ads"], layers: nil, logger: capturing(InMemoryLogHandler()))
        let report = try await host.boot()
        #expect(report.notStarted == ["Ads"])
    }

    @Test func registrationsCarryTheComponentName() async throws {
        let environment = ComponentEnvironment()
        let host = try ComponentHost(components: [
            TestComponent("Cart", journal: journal).with {
                $0.providedServices = [ServiceKeyDescriptor((any CartService).self)]
                $0.onRegister = { context in
                    try context.register((any CartService).self, scope: .singleton) { _ in LiveCart() }
                }
                $0.onStart = { context throws in
                    #expect(try context.services.resolve((any CartService).self).items == 3)
                    #expect(context.component == ComponentIdentity(name: "Cart", version: SemanticVersion(1, 0, 0)))
                }
            },
        ], environment: environment, layers: nil)
        try await host.boot()
        #expect(environment.services.registrations.map(\.component) == ["Cart"])
    }

    @Test func budgetOverrunsAreReported() async throws {
        let logs = InMemoryLogHandler()
        let host = try ComponentHost(components: [
            TestComponent("Slow", journal: journal).with { $0.onStart = { _ in try await Task.sleep(for: .milliseconds(5)) } },
        ], layers: nil, logger: capturing(logs))
        let report = try await host.boot(budget: StartupBudget(total: .nanoseconds(1), perComponent: .nanoseconds(1)))
        #expect(report.isOverBudget)
        #expect(report.budgetWarnings.count == 2)
        #expect(report.budgetWarnings[0].contains("the boot took"))
        #expect(report.budgetWarnings[0].contains("The slowest component is 'Slow'"))
        #expect(report.budgetWarnings[1].contains("'Slow' took"))
        #expect(report.entries[0].duration >= .milliseconds(5))
        #expect(report.description.contains("exceeded"))
        // Over budget is not thrown: the summary says so at info, the only line at info.
        let shown = logs.entries.filter { $0.level >= .info }
        #expect(shown.count == 1, "\(logs.entries.map(\.message))")
        #expect(shown.first.map { "\($0.message)".hasPrefix("Start-up: 1 of 1 components started") } == true)
        #expect(!logs.entries.contains { $0.level > .info })
        logs.clear()
        let unlimited = try ComponentHost(components: [TestComponent("Fast", journal: journal)], layers: nil, logger: capturing(logs))
        #expect(try await unlimited.boot().budgetWarnings.isEmpty)
        #expect(logs.entries.first { "\($0.message)".hasPrefix("Start-up:") }?.level == .debug)
        #expect(!logs.entries.contains { $0.level >= .info })
    }

    @Test func entryPointsInDependencyOrder() throws {
        let host = try ComponentHost(components: [
            TestComponent("Cart", dependsOn: [.init("Log")], journal: journal).with { $0.entryPoint = .screen("cart", url: "shop://cart") },
            TestComponent("Log", journal: journal).with { $0.entryPoint = .command("dump-logs") },
        ], layers: nil)
        #expect(host.entryPoints.map(\.component) == ["Log", "Cart"])
        #expect(host.entryPoints.map(\.entryPoint) == [.command("dump-logs"), .screen("cart", url: "shop://cart")])
    }

    @Test func shutdownBeforeBootDoesNothing() async throws {
        let host = try ComponentHost(components: [TestComponent("Log", journal: journal)], layers: nil)
        #expect(await host.shutdown().isEmpty)
        #expect(host.state == .ready)
        #expect(journal.entries.isEmpty)
    }
}
