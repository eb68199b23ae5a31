import LatticeCore
import LatticeMediator
import Testing

@Suite struct FallbackTests {
    /// A mediator with a `profile` target whose fallback answers, and a `cart` without one.
    func mediator(targetFallback: Exposure? = .app, mediatorFallback: Exposure? = .app) throws -> Mediator {
        let mediator = Mediator()
        try registerCart(on: mediator)
        let show = ActionContract<NoInput, String>(target: "profile", action: "show")
        try mediator.register("profile") { actions in
            actions.on(show) { _ in "profile" }
            if let targetFallback {
                actions.fallback(exposure: targetFallback) { call in "profile fallback: \(call.action) \(call.reason)" }
            }
        }
        if let mediatorFallback {
            mediator.setFallback(exposure: mediatorFallback) { call in "mediator fallback: \(call.target)/\(call.action) \(call.reason)" }
        }
        return mediator
    }

    @Test func theTargetsOwnFallbackComesFirst() async throws {
        let mediator = try mediator()
        let result = try await mediator.perform(target: "profile", action: "edit")
        #expect(result as? String == "profile fallback: edit actionNotFound")
    }

    @Test func thenTheMediatorsFallback() async throws {
        let mediator = try mediator()
        #expect(try await mediator.perform(target: "cart", action: "pay") as? String == "mediator fallback: cart/pay actionNotFound")
        #expect(try await mediator.perform(target: "wallet", action: "pay") as? String == "mediator fallback: wallet/pay targetNotFound")
    }

    @Test func thenAnErrorNamingWhatWasAskedAndWhatExists() async throws {
        let mediator = try mediator(targetFallback: nil, mediatorFallback: nil)
        let action = await #expect(throws: MediatorError.self) { try await mediator.perform(target: "cart", action: "ad") }
        #expect(action?.code == .actionNotFound)
        #expect(action?.message == "The target 'cart' has no action 'ad' and no fallback handled 'cart/ad'. Did you mean 'add'? "
            + "Registered actions: 'add', 'checkout', 'clear' and 'ship'.")
        #expect(action?.fix == "register the action on the target, or correct the name")
        let target = await #expect(throws: MediatorError.self) { try await mediator.perform(target: "carts", action: "add") }
        #expect(target?.code == .targetNotFound)
        #expect(target?.message.contains("Did you mean 'cart'?") == true)
        #expect(target?.message.contains("Registered targets: 'cart' and 'profile'.") == true)
    }

    @Test func typedCallsToUnregisteredActionsFallBackTooAndMustReturnTheOutputType() async throws {
        let mediator = try mediator()
        #expect(try await mediator.perform(Cart.missing, NoInput()) == "mediator fallback: cart/missing actionNotFound")
        let wrongType = ActionContract<NoInput, Int>(target: "nowhere", action: "x")
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(wrongType, NoInput()) }
        #expect(error?.code == .outputMismatch)
    }

    @Test func theFallbackSeesTheTypedInput() async throws {
        let mediator = Mediator()
        mediator.setFallback { call in (call.input as? Int).map { $0 + 1 } ?? -1 }
        #expect(try mediator.performSync(ActionContract<Int, Int>(target: "a", action: "b"), 41) == 42)
    }

    @Test func fallbacksNotExposedDoNotRunForOutsideCalls() async throws {
        let mediator = try mediator(targetFallback: .app, mediatorFallback: .external)
        let result = try await mediator.perform(target: "profile", action: "edit", origin: .push)
        #expect(result as? String == "mediator fallback: profile/edit actionNotFound")

        let closed = try self.mediator(targetFallback: .app, mediatorFallback: .app)
        let error = await #expect(throws: MediatorError.self) { try await closed.perform(target: "profile", action: "edit", origin: .push) }
        #expect(error?.code == .actionNotFound)
    }

    @Test func aThrowingFallbackIsAnActionFailure() async throws {
        let mediator = Mediator()
        mediator.setFallback { _ in throw CartFailure() }
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(target: "a", action: "b") }
        #expect(error?.code == .actionFailed)
        #expect(error?.underlying is CartFailure)
        mediator.setFallback(nil)
        let none = await #expect(throws: MediatorError.self) { try await mediator.perform(target: "a", action: "b") }
        #expect(none?.code == .targetNotFound)
        #expect(none?.message.contains("There are no targets.") == true)
    }
}
