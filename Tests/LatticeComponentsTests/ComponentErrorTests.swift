import InMemoryLogging
import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeServices
import Logging
import Testing

@Suite struct ComponentErrorTests {
    struct Broken: Error {}
    let journal = Journal()

    /// Triggers every code LatticeComponents can throw and returns the errors.
    func everyCode() async throws -> [ComponentError] {
        var errors: [ComponentError] = []
        func capture(_ body: () async throws -> Void) async {
            do { try await body() } catch let error as ComponentError { errors.append(error) } catch { Issue.record("not a ComponentError: \(error)") }
        }
        let journal = journal
        await capture { _ = try ComponentHost(components: [TestComponent("Cart", dependsOn: [.init("Storage")], journal: journal)], layers: nil) }
        var failing = TestComponent("Cart", journal: journal)
        failing.failsToStart = true
        let host = try ComponentHost(components: [failing], layers: nil)
        await capture { _ = try await host.boot() }
        var catalog = ComponentCatalog()
        try catalog.register("Cart") { TestComponent("Cart", journal: journal) }
        try catalog.register("Broken") { throw Broken() }
        await capture { _ = try catalog.components(for: ComponentConfiguration([.init(name: "Crat")])) }
        await capture { try catalog.register("Cart") { TestComponent("Cart", journal: journal) } }
        await capture { _ = try catalog.components(for: ComponentConfiguration([.init(name: "Broken")])) }
        await capture { _ = try await host.boot() }
        var undeclared = TestComponent("Deals", journal: journal)
        undeclared.providedServices = [ServiceKeyDescriptor(Int.self)]
        let declaring = try ComponentHost(components: [undeclared], layers: nil)
        await capture {
            do { _ = try await declaring.boot() } catch let error as ComponentError where error.code == .startFailed {
                throw (error.underlying as? ComponentError) ?? error
            }
        }
        return errors
    }

    @Test func everyCodeFollowsTheWordingRules() async throws {
        let errors = try await everyCode()
        let codes: [ComponentError.Code] = [
            .invalidComponents, .startFailed, .unknownComponent, .duplicateFactory, .factoryFailed, .invalidState, .undeclaredServices,
        ]
        #expect(errors.map(\.code) == codes)
        for error in errors {
            #expect(!error.message.contains("To fix"), "\(error)")
            let head = error.description.split(separator: "\n").first.map(String.init) ?? ""
            #expect(LatticeErrorText.problems(in: head).isEmpty, "\(head): \(LatticeErrorText.problems(in: head))")
        }
    }

    @Test func factoriesBuildTheErrorsTheHostThrows() async throws {
        var failing = TestComponent("Cart", journal: journal)
        failing.failsToStart = true
        let host = try ComponentHost(components: [failing], layers: nil)
        await #expect(throws: ComponentError.startFailed("Cart")) { try await host.boot() }
        await #expect(throws: ComponentError.invalidState()) { try await host.boot() }
        #expect(ComponentError.duplicateFactory("Cart") != ComponentError.duplicateFactory("Cart2"))
    }

    /// Fails to start with an error that prints as a sentence, as every Lattice error does.
    struct ClosedTill: Component {
        let name = "Till"
        let version = SemanticVersion(1, 0, 0)
        func start(_ context: ComponentContext) async throws {
            throw ComponentError.invalidState(message: "The till is closed.", fix: "open it")
        }
    }

    @Test func anErrorThatEndsASentenceIsQuotedWithoutDoubledPunctuation() async throws {
        let host = try ComponentHost(components: [ClosedTill()], layers: nil)
        let error = await #expect(throws: ComponentError.self) { try await host.boot() }
        let message = try #require(error?.message)
        #expect(message.hasPrefix("'Till' failed to start: ComponentError.invalidState at "))
        #expect(message.contains("The till is closed. To fix, open it. The boot was stopped and nothing had started."))
        #expect(LatticeErrorText.problems(in: message).isEmpty, "\(message)")
        let factory = ComponentError.startFailed("Till", underlying: ComponentError.invalidState(message: "Closed.", fix: "open it"))
        #expect(LatticeErrorText.problems(in: factory.message).isEmpty, "\(factory.message)")
        #expect(LatticeErrorText.problems(in: ComponentError.stopFailed("Till", underlying: factory).message, expectedFixes: 2).isEmpty)
    }

    @Test func theBootIsLoggedWithEachComponentAndEachProblemReportedOnce() async throws {
        let handler = InMemoryLogHandler()
        var logger = Logging.Logger(label: "test") { _ in handler }
        logger.logLevel = .trace
        let host = try ComponentHost(
            components: [TestComponent("Log", journal: journal), TestComponent("Cart", dependsOn: [.init("Log")], journal: journal)],
            layers: nil, logger: logger)
        _ = try await host.boot()
        // A boot that went well is not news: nothing at info or above.
        #expect(!handler.entries.contains { $0.level >= .info }, "\(handler.entries.map(\.message))")
        let report = try #require(handler.entries.first { "\($0.message)".hasPrefix("Start-up:") })
        #expect("\(report.message)".hasPrefix("Start-up: 2 of 2 components started"))
        #expect(report.level == .debug)
        #expect(report.metadata["components"] == "2")
        #expect(!"\(report.message)".contains("\n"), "one line: the table is another")
        #expect(handler.entries.contains { $0.level == .debug && "\($0.message)".contains("wave 1  Cart") })
        let started = handler.entries.filter { $0.level == .debug && "\($0.message)".hasPrefix("Started") }
        #expect(started.map { $0.metadata["component"] } == ["Log", "Cart"])
        await host.shutdown()
        #expect(handler.entries.filter { $0.level == .debug && "\($0.message)".hasPrefix("Stopping") }.map { $0.metadata["component"] } == ["Cart", "Log"])
        #expect(!handler.entries.contains { $0.level >= .info }, "\(handler.entries.map(\.message))")

        // A required component's failure is thrown, and the caller reports it: the host
        // does not log it as well (it would show twice).
        handler.clear()
        var failing = TestComponent("Pay", journal: journal)
        failing.failsToStart = true
        let broken = try ComponentHost(components: [failing], layers: nil, logger: logger)
        await #expect(throws: ComponentError.startFailed("Pay")) { try await broken.boot() }
        #expect(!handler.entries.contains { $0.level > .debug }, "\(handler.entries.map(\.message))")

        // So is a validation failure.
        handler.clear()
        #expect(throws: ComponentError.self) {
            try ComponentHost(components: [TestComponent("Cart", dependsOn: [.init("Lgo")], journal: journal)], layers: nil, logger: logger)
        }
        #expect(handler.entries.isEmpty)

        // An optional component's failure is not thrown: it is logged at info, once, with
        // the component and the error, and so is the degraded boot's summary.
        handler.clear()
        failing.isOptional = true
        let degraded = try ComponentHost(
            components: [TestComponent("Log", journal: journal), failing], layers: nil, logger: logger)
        _ = try await degraded.boot()
        let failures = handler.entries.filter { $0.level >= .info && "\($0.message)".contains("failed to start") }
        #expect(failures.count == 1)
        #expect("\(failures.first?.message ?? "")" == "'Pay' failed to start: \(StartFailure(name: "Pay"))")
        #expect(failures.first?.metadata["component"] == "Pay")
        #expect(failures.first?.metadata["optional"] == "true")
        #expect(failures.first?.metadata["error"] == "\(StartFailure(name: "Pay"))")
        let summary = try #require(handler.entries.first { "\($0.message)".hasPrefix("Start-up:") })
        #expect(summary.level == .info)
        #expect(summary.metadata["notStarted"] == .array(["Pay"]))
        #expect(handler.entries.filter { $0.level >= .info }.count == 2, "\(handler.entries.map(\.message))")
        #expect(!handler.entries.contains { $0.level > .info })
    }
}
