// The doc comments' samples of LatticeMediator. Imported: the module, LatticeCore (the
// policy) and Foundation (the remote call's URL).
import Foundation
import LatticeCore
import LatticeMediator
import Testing

@Suite("LatticeMediator doc comments")
struct LatticeMediatorDocComments {
    // sample: Sources/LatticeMediator/ActionContract.swift#1 part 1/2
    enum Cart {
        static let add = ActionContract<AddToCart, CartCount>(target: "cart", action: "add", exposure: .external)
    }
    // end sample

    // What a reader infers.
    typealias CartCount = Int
    struct AddToCart: Codable, Sendable { var sku: String; var quantity: Int; var gift: Bool }
    struct Order: Codable, Sendable { var id: Int }
    final class CartTarget: Sendable {
        func add(_ item: AddToCart) -> CartCount { item.quantity }
        func checkout(_ order: Order) async throws -> Int { order.id }
        func unknownAction(_ action: String) -> String { "no action \(action)" }
    }

    @Test("ActionContract: register and perform the contract")
    func actionContract() async throws {
        let mediator = Mediator()
        // sample: Sources/LatticeMediator/ActionContract.swift#1 part 2/2
        try mediator.register("cart", make: { CartTarget() }) { actions in
            actions.on(Cart.add) { cart, item in cart.add(item) }
        }
        let count = try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 2, gift: false))
        // end sample
        #expect(count == 2)
    }

    @Test("Mediator: a typed, an untyped and a remote call reach the same action")
    func mediator() async throws {
        // sample: Sources/LatticeMediator/Mediator.swift#1
        let mediator = Mediator(policy: TrustPolicy(allowedSchemes: ["shop"]))
        try mediator.register("cart", make: { CartTarget() }) { actions in
            actions.on(Cart.add) { cart, item in cart.add(item) }
        }
        let count = try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 2, gift: false))
        let same = try await mediator.perform(target: "cart", action: "add", params: ["sku": "A1", "quantity": 2, "gift": false])
        let remote = try await mediator.perform(url: URL(string: "shop://cart/add?sku=A1&quantity=2&gift=false")!, origin: .push)
        // end sample
        #expect(count == 2)
        #expect(same as? CartCount == 2)
        #expect(remote as? CartCount == 2)
    }

    @Test("TargetActions: actions, an async action and the fallback")
    func targetActions() async throws {
        let mediator = Mediator()
        // sample: Sources/LatticeMediator/TargetActions.swift#1
        try mediator.register("cart", make: { CartTarget() }) { actions in
            actions.on(Cart.add) { cart, item in cart.add(item) }
            actions.on(Cart.checkout) { cart, order in try await cart.checkout(order) }
            actions.fallback { cart, call in cart.unknownAction(call.action) }
        }
        // end sample
        #expect(try await mediator.perform(Cart.checkout, Order(id: 7)) == 7)
        #expect(try await mediator.perform(target: "cart", action: "refund") as? String == "no action refund")
    }
}

extension LatticeMediatorDocComments.Cart {
    /// What a reader of TargetActions infers: a second contract of the target.
    static let checkout = ActionContract<LatticeMediatorDocComments.Order, Int>(target: "cart", action: "checkout")
}
