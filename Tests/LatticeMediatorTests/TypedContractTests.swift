import LatticeCore
import LatticeMediator
import Testing

@Suite struct TypedContractTests {
    @Test func typedCallReachesTheHandlerWithTheInputAsIs() async throws {
        let (mediator, _) = try shop()
        let first = try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 2, gift: false))
        let second = try mediator.performSync(Cart.add, AddToCart(sku: "B2", quantity: 3, gift: true))
        #expect(first == CartCount(count: 2))
        #expect(second == CartCount(count: 5))
    }

    @Test func asyncActionsRunWithPerformAndAreRefusedByPerformSync() async throws {
        let (mediator, _) = try shop()
        _ = try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 4, gift: false))
        #expect(try await mediator.perform(Cart.checkout, NoInput()) == "paid 4")
        let line = #line + 1
        let error = try #require(throws: MediatorError.self) { try mediator.performSync(Cart.checkout, NoInput()) }
        #expect(error.code == .asyncAction)
        #expect(error.fix.contains("try await perform"))
        #expect(error.fileID == #fileID && error.line == line)
    }

    @Test func anActionsErrorIsWrappedWithTheCallSite() async throws {
        let (mediator, _) = try shop()
        let line = #line + 1
        let error = await #expect(throws: MediatorError.self) {
            try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 0, gift: false))
        }
        #expect(error?.code == .actionFailed)
        #expect(error?.underlying is CartFailure)
        #expect(error?.target == "cart" && error?.action == "add")
        #expect(error?.line == line)
        #expect(error?.description.hasPrefix("MediatorError.actionFailed at LatticeMediatorTests/TypedContractTests.swift:") == true)
    }

    @Test func aContractWithOtherTypesUnderTheSameNamesIsAMismatchNotACrash() async throws {
        let (mediator, _) = try shop()
        let impostor = ActionContract<Shipping, Int>(target: Cart.target, action: "add")
        let shipping = Shipping(address: Address(city: "Oslo", zip: 1), speed: .express, note: nil, items: [])
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(impostor, shipping) }
        #expect(error?.code == .contractMismatch)
        #expect(error?.message.contains("AddToCart") == true)
        #expect(error?.message.contains("Shipping") == true)
    }

    @Test func typedCallsFromOutsideRunOnlyExposedActions() async throws {
        let (mediator, _) = try shop()
        let count = try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 1, gift: false), origin: .push)
        #expect(count.count == 1)
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(Cart.clear, NoInput(), origin: .server) }
        #expect(error?.code == .refused)
        #expect(error?.refusal?.reason == .notExposed("the action 'cart/clear'"))
        #expect(try await mediator.perform(Cart.clear, NoInput(), origin: .app) == 1)
    }

    @Test func targetsWithoutAnInstanceTakePlainClosures() async throws {
        let mediator = Mediator()
        let double = ActionContract<Int, Int>(target: "math", action: "double")
        let later = ActionContract<Int, Int>(target: "math", action: "later")
        try mediator.register("math") { actions in
            actions.on(double) { $0 * 2 }
            actions.on(later) { value async in value + 1 }
        }
        #expect(try mediator.performSync(double, 21) == 42)
        #expect(try await mediator.perform(later, 41) == 42)
    }
}
