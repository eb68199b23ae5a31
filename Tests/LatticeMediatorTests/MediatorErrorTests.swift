import InMemoryLogging
import LatticeCore
import LatticeMediator
import Logging
import Testing

@Suite struct MediatorErrorTests {
    struct Broken: Error {}
    static let wrongTypes = ActionContract<Int, Int>(target: "cart", action: "add")
    static let unhandled = ActionContract<NoInput, Int>(target: "echo", action: "anything")

    /// Triggers every code the mediator can throw and returns the errors.
    static func everyCode() async throws -> [MediatorError] {
        var errors: [MediatorError] = []
        let (mediator, _) = try shop()
        try mediator.register("broken", make: { () throws -> CartTarget in throw Broken() }) { actions in
            actions.on(ActionContract<NoInput, Int>(target: "broken", action: "run")) { _, _ in 1 }
        }
        try mediator.register("echo", make: { CartTarget() }) { actions in
            actions.fallback { _, call in call.action }
        }
        func capture(_ body: () async throws -> Void) async {
            do { try await body() } catch let error as MediatorError { errors.append(error) } catch { Issue.record("not a MediatorError: \(error)") }
        }
        await capture { _ = try await mediator.perform(target: "nope", action: "x") }
        await capture { _ = try await mediator.perform(target: "cart", action: "nope") }
        await capture { _ = try await mediator.perform(target: "cart", action: "add", params: ["sku": "A"]) }
        await capture { _ = try await mediator.perform(Cart.clear, NoInput(), origin: .push) }
        await capture { _ = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 0, gift: false)) }
        await capture { _ = try await mediator.perform(target: "broken", action: "run") }
        await capture { _ = try await mediator.perform(Self.wrongTypes, 1) }
        await capture { _ = try await mediator.perform(Self.unhandled, NoInput()) }
        await capture { _ = try mediator.performSync(Cart.checkout, NoInput()) }
        await capture { try mediator.register(Cart.target, make: { CartTarget() }) { _ in } }
        await capture { try mediator.register("bad name") { _ in } }
        return errors
    }

    @Test func everyCodeTheMediatorThrowsFollowsTheWordingRules() async throws {
        let errors = try await Self.everyCode()
        let codes: [MediatorError.Code] = [
            .targetNotFound, .actionNotFound, .invalidParameters, .refused, .actionFailed, .targetCreationFailed,
            .contractMismatch, .outputMismatch, .asyncAction, .duplicateRegistration, .invalidRegistration,
        ]
        #expect(errors.map(\.code) == codes)
        for error in errors {
            #expect(!error.message.contains("To fix"), "\(error)")
            let fixes = error.fix.isEmpty ? 0 : 1
            #expect(LatticeErrorText.problems(in: error.description, expectedFixes: fixes).isEmpty, "\(error): \(LatticeErrorText.problems(in: error.description, expectedFixes: fixes))")
        }
    }

    @Test func factoriesBuildTheErrorsTheMediatorThrows() async throws {
        let (mediator, _) = try shop()
        await #expect(throws: MediatorError.actionNotFound(target: "cart", action: "nope")) {
            try await mediator.perform(target: "cart", action: "nope")
        }
        #expect(MediatorError.targetNotFound(target: "cart").subject == "cart")
        #expect(MediatorError.actionNotFound(target: "cart", action: "add").subject == "cart/add")
        #expect(MediatorError.actionNotFound(target: "cart", action: "add") != MediatorError.asyncAction(target: "cart", action: "add"))
    }

    /// A failed call is thrown, so it is logged at `debug` only, and a logger at the
    /// default `info` level gets nothing; a success logs nothing at all.
    @Test func aFailedCallIsThrownAndLoggedOnlyAtDebugAndASuccessLogsNothing() async throws {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .trace
        let mediator = Mediator(logger: logger)
        try registerCart(on: mediator)
        _ = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false), origin: .push)
        #expect(handler.entries.isEmpty)

        await #expect(throws: MediatorError.self) { try await mediator.perform(Cart.clear, NoInput(), origin: .push) }
        let entry = try #require(handler.entries.last)
        #expect(handler.entries.count == 1)
        #expect(entry.level == .debug)
        #expect(entry.metadata["code"] == "refused")
        #expect(entry.metadata["subject"] == "cart/clear")
        #expect(entry.metadata["origin"] == "push")

        await #expect(throws: MediatorError.self) { try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 0, gift: false)) }
        #expect(handler.entries.last?.level == .debug)
        #expect(handler.entries.last?.metadata["code"] == "actionFailed")

        let quiet = InMemoryLogHandler()
        let quietMediator = Mediator(logger: Logger(label: "test") { _ in quiet })
        try registerCart(on: quietMediator)
        await #expect(throws: MediatorError.self) { try await quietMediator.perform(Cart.clear, NoInput(), origin: .push) }
        await #expect(throws: MediatorError.self) { try await quietMediator.perform(Cart.add, AddToCart(sku: "A", quantity: 0, gift: false)) }
        await #expect(throws: MediatorError.self) { try await quietMediator.perform(target: "cart", action: "nope") }
        #expect(quiet.entries.isEmpty, "\(quiet.entries.map(\.message))")
    }
}
