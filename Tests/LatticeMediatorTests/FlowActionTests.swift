import Foundation
import LatticeCore
import LatticeMediator
import Testing

private enum Picker {
    static let pick = ActionContract<Int, String>(target: "picker", action: "pick")
    static let confirm = ActionContract<Confirmation, Bool>(target: "picker", action: "confirm", exposure: .external)
}

private struct Confirmation: Codable, Sendable {
    var question: String
}

/// A screen holding its reply while it is shown.
private final class Screen: Sendable {
    let reply: Reply<String>
    init(_ reply: Reply<String>) { self.reply = reply }
}

@Suite(.timeLimit(.minutes(1))) struct FlowActionTests {
    @Test func aFlowActionReturnsWhatTheFlowSendsLater() async throws {
        let mediator = Mediator()
        let screens = LockedBox<[Screen]>([])
        try mediator.register("picker") { actions in
            actions.flow(Picker.pick) { user, reply in screens.withLock { $0.append(Screen(reply)) } }
        }
        async let picked = mediator.perform(Picker.pick, 7)
        while screens.withLock({ $0.isEmpty }) { await Task.yield() }
        _ = screens.withLock { $0[0].reply.send("1 Main St") }
        #expect(try await picked == "1 Main St")
    }

    @Test func aFlowThatGoesAwayUnansweredIsNoResult() async throws {
        let mediator = Mediator()
        try mediator.register("picker") { actions in
            actions.flow(Picker.pick) { _, _ in }
        }
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(Picker.pick, 1) }
        #expect(error?.code == .noResult)
        #expect(error == MediatorError.noResult(target: "picker", action: "pick"))
    }

    @Test func aFlowThatSendsAnotherTypeIsAnOutputMismatch() async throws {
        let mediator = Mediator()
        try mediator.register("picker") { actions in
            actions.flow(Picker.pick) { _, reply in reply.retyped(Int.self).send(42) }
        }
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(Picker.pick, 1) }
        #expect(error?.code == .outputMismatch)
        #expect(error?.message == "The flow started by 'picker/pick' sent a value of type Int, but the action returns String.")
        #expect(error?.fix.contains("send a String through the flow's Reply") == true)
    }

    @Test func cancellingTheCallerCancelsTheFlow() async throws {
        let mediator = Mediator()
        let screens = LockedBox<[Screen]>([])
        let closed = LockedBox(false)
        try mediator.register("picker") { actions in
            actions.flow(Picker.pick) { _, reply in
                reply.onCancel { closed.withLock { $0 = true } }
                screens.withLock { $0.append(Screen(reply)) }
            }
        }
        let waiting = Task { try await mediator.perform(Picker.pick, 1) }
        while screens.withLock({ $0.isEmpty }) { await Task.yield() }
        waiting.cancel()
        let result = await waiting.result
        #expect(throws: MediatorError.cancelled(target: "picker", action: "pick")) { try result.get() }
        #expect(closed.withLock { $0 })
    }

    @Test func aFlowCancelledByTheUserOrFailingSaysSo() async throws {
        struct Declined: Error {}
        let mediator = Mediator()
        let fails = LockedBox(false)
        try mediator.register("picker") { actions in
            actions.flow(Picker.pick) { _, reply in
                if fails.withLock({ $0 }) { reply.fail(Declined()) } else { reply.cancel() }
            }
        }
        let cancelled = await #expect(throws: MediatorError.self) { try await mediator.perform(Picker.pick, 1) }
        #expect(cancelled?.code == .cancelled)
        fails.withLock { $0 = true }
        let failed = await #expect(throws: MediatorError.self) { try await mediator.perform(Picker.pick, 1) }
        #expect(failed?.code == .actionFailed)
        #expect(failed?.underlying is Declined)
    }

    @Test func aRemoteCallAwaitsTheFlowToo() async throws {
        let mediator = Mediator(policy: TrustPolicy(allowedSchemes: ["shop"]))
        let asked = LockedBox<[String]>([])
        try mediator.register("picker") { actions in
            actions.flow(Picker.confirm) { confirmation, reply in
                asked.withLock { $0.append(confirmation.question) }
                reply.send(true)
            }
        }
        let url = try #require(URL(string: "shop://picker/confirm?question=Pay%3F"))
        let answer = try await mediator.perform(url: url, origin: .push)
        #expect(answer as? Bool == true)
        #expect(asked.withLock { $0 } == ["Pay?"])
    }

    @Test func aFlowActionIsAsynchronous() throws {
        let mediator = Mediator()
        try mediator.register("picker") { actions in
            actions.flow(Picker.pick) { _, reply in reply.send("now") }
        }
        let error = #expect(throws: MediatorError.self) { try mediator.performSync(Picker.pick, 1) }
        #expect(error?.code == .asyncAction)
    }
}
