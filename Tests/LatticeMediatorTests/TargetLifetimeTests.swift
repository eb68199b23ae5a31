import LatticeCore
import LatticeMediator
import Testing

@Suite struct TargetLifetimeTests {
    @Test func targetsAreMadeLazilyAndCachedUntilReleased() async throws {
        let (mediator, made) = try shop(lifetime: .cached)
        #expect(made.count == 0)
        #expect(!mediator.isLoaded(target: "cart"))
        _ = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false))
        _ = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false))
        #expect(made.count == 1)
        #expect(mediator.isLoaded(target: "cart"))

        #expect(mediator.release(target: "cart"))
        #expect(!mediator.release(target: "cart"))
        #expect(!mediator.isLoaded(target: "cart"))
        let fresh = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false))
        #expect(fresh.count == 1)
        #expect(made.count == 2)
        #expect(mediator.releaseAll() == 1)
    }

    @Test func perCallTargetsAreNeverKept() async throws {
        let (mediator, made) = try shop(lifetime: .perCall)
        let first = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false))
        let second = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false))
        #expect(first.count == 1 && second.count == 1)
        #expect(made.count == 2)
        #expect(!mediator.isLoaded(target: "cart"))
        #expect(!mediator.release(target: "cart"))
    }

    @Test func aFailingFactoryIsATargetCreationError() async throws {
        let mediator = Mediator()
        let ping = ActionContract<NoInput, String>(target: "broken", action: "ping")
        try mediator.register("broken", make: { () throws -> CartTarget in throw CartFailure() }) { actions in
            actions.on(ping) { _, _ in "pong" }
            actions.fallback { _, _ in "never" }
        }
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(ping, NoInput()) }
        #expect(error?.code == .targetCreationFailed)
        #expect(error?.underlying is CartFailure)
        let viaFallback = await #expect(throws: MediatorError.self) { try await mediator.perform(target: "broken", action: "other") }
        #expect(viaFallback?.code == .targetCreationFailed)
    }

    @Test func unregisteredTargetsAreGoneAndTheirNameIsFree() async throws {
        let (mediator, _) = try shop()
        _ = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false))
        #expect(mediator.unregister("cart"))
        #expect(!mediator.unregister("cart"))
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false)) }
        #expect(error?.code == .targetNotFound)
        try registerCart(on: mediator)
        #expect(try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false)).count == 1)
    }
}
