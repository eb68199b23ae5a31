import LatticeCore
import LatticeMediator
import Testing

@Suite struct RegistrationTests {
    @Test func aTakenNameIsADuplicate() throws {
        let (mediator, _) = try shop()
        let error = #expect(throws: MediatorError.self) { try registerCart(on: mediator) }
        #expect(error?.code == .duplicateRegistration)
        #expect(error?.target == "cart")
    }

    @Test func aContractOfAnotherTargetIsRefused() throws {
        let mediator = Mediator()
        let error = #expect(throws: MediatorError.self) {
            try mediator.register("basket") { actions in actions.on(Cart.clear) { _ in 0 } }
        }
        #expect(error?.code == .invalidRegistration)
        #expect(error?.message == "The action 'cart/clear' belongs to the target 'cart', not 'basket'.")
        #expect(error?.fix == "register the action on the target 'cart', or correct the target in the contract's declaration.")
        #expect(mediator.catalog().targets.isEmpty)
    }

    @Test func aMisspeltContractIsReportedAtItsDeclarationWithAFixThatCorrectsIt() throws {
        let mediator = Mediator()
        let misspelt = ActionContract<NoInput, Int>(target: "crat", action: "add")
        let declaredOn = #line - 1
        let error = #expect(throws: MediatorError.self) {
            try mediator.register("cart") { actions in actions.on(misspelt) { _ in 0 } }
        }
        #expect(error?.code == .invalidRegistration)
        #expect(error?.explanation == "The action 'crat/add' belongs to the target 'crat', not 'cart'. To fix, correct the target in the contract's declaration: 'crat' looks like a misspelling of 'cart'.")
        // Never "register it on 'crat'", and at the contract, not at the registration (a generated file, for annotations).
        #expect(error?.fileID == #fileID)
        #expect(error?.line == declaredOn)
        // Where a contract is declared does not make it another contract.
        #expect(misspelt == ActionContract<NoInput, Int>(target: "crat", action: "add"))
        #expect(Set([misspelt, ActionContract<NoInput, Int>(target: "crat", action: "add")]).count == 1)
    }

    @Test func anErrorThatEndsASentenceIsQuotedWithoutDoubledPunctuation() async throws {
        let mediator = Mediator()
        let closed = ActionContract<NoInput, Int>(target: "till", action: "open")
        try mediator.register("till") { actions in
            actions.on(closed) { _ throws -> Int in throw MediatorError.targetNotFound(target: "till", message: "The till is closed.", fix: "open it") }
        }
        let error = await #expect(throws: MediatorError.self) { _ = try await mediator.perform(closed, NoInput()) }
        let message = try #require(error?.message)
        #expect(message.contains("The till is closed. To fix, open it. See `underlying`."), "\(message)")
        #expect(LatticeErrorText.problems(in: message).isEmpty, "\(message)")
    }

    @Test func anActionRegisteredTwiceIsRefused() throws {
        let mediator = Mediator()
        let error = #expect(throws: MediatorError.self) {
            try mediator.register("cart") { actions in
                actions.on(Cart.clear) { _ in 0 }
                actions.on(Cart.clear) { _ in 1 }
            }
        }
        #expect(error?.code == .invalidRegistration)
        #expect(error?.message.contains("registered twice") == true)
    }

    @Test func namesAURLWouldChangeAreRefused() throws {
        let mediator = Mediator()
        for name in ["", "my cart", "cart/x", "cärt", "a?b"] {
            let error = #expect(throws: MediatorError.self) { try mediator.register(name) { _ in } }
            #expect(error?.code == .invalidRegistration)
        }
        let bad = ActionContract<NoInput, Int>(target: "ok", action: "do it")
        let error = #expect(throws: MediatorError.self) { try mediator.register("ok") { $0.on(bad) { _ in 1 } } }
        #expect(error?.message.contains("'do it'") == true)
        try mediator.register("Good-name_1.0") { _ in }
    }
}
