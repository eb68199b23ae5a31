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
        #expect(mediator.catalog().targets.isEmpty)
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
