// The README's mediator sample (its own file: it imports Foundation for URL).
// sample: README.md#6 part 1/3
import Foundation   // URL
// end sample
import Lattice   // from the README's first sample
import Testing

@Suite("README: mediator")
struct ReadmeMediator {
    // sample: README.md#6 part 2/3
    struct AddToCart: Codable, Sendable { var sku: String; var quantity: Int; var gift: Bool }
    enum Cart {
        static let add = ActionContract<AddToCart, CartCount>(target: "cart", action: "add", exposure: .external)
    }
    // end sample

    // What a reader infers.
    typealias CartCount = Int
    struct CartTarget: Sendable { func add(_ item: AddToCart) -> CartCount { item.quantity } }

    @Test("the mediator sample performs a typed and a remote call")
    func runs() async throws {
        // sample: README.md#6 part 3/3
        let mediator = Mediator()
        try mediator.register("cart", lifetime: .cached, make: { CartTarget() }) { actions in
            actions.on(Cart.add) { cart, item in cart.add(item) }
        }
        let count = try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 2, gift: false))
        let remote = try await mediator.perform(url: URL(string: "shop://cart/add?sku=A1&quantity=2&gift=false")!, origin: .server)
        // end sample
        #expect(count == 2)
        #expect(remote as? CartCount == 2)
    }
}
