// The LatticeMediator catalog's articles, with only what their first samples import.
// sample: Sources/LatticeMediator/LatticeMediator.docc/LatticeMediator.md#1 part 1/3
import LatticeCore      // TrustPolicy
import LatticeMediator
// end sample
// sample: Sources/LatticeMediator/LatticeMediator.docc/RemoteCalls.md#1 part 1/2
import Foundation       // URL
import LatticeCore      // TrustPolicy
import LatticeMediator
// end sample
import Testing

@Suite("LatticeMediator articles")
struct LatticeMediatorArticles {
    // sample: Sources/LatticeMediator/LatticeMediator.docc/LatticeMediator.md#1 part 2/3
    struct AddToCart: Codable, Sendable { var sku: String; var quantity: Int; var gift: Bool }

    enum Cart {
        static let target = "cart"
        static let add = ActionContract<AddToCart, CartCount>(target: target, action: "add", exposure: .external)
    }
    // end sample

    // What a reader infers.
    typealias CartCount = Int
    struct CartTarget: Sendable {
        func add(_ item: AddToCart) -> CartCount { item.quantity }
        func unknown(_ action: String) -> String { "no action \(action)" }
    }
    struct Log: Sendable {
        let warnings = Recorder<String>()
        func warning(_ message: String) { warnings.record(message) }
    }

    @Test("the overview registers a target and performs a typed call")
    func overview() async throws {
        // sample: Sources/LatticeMediator/LatticeMediator.docc/LatticeMediator.md#1 part 3/3
        let mediator = Mediator(policy: TrustPolicy(allowedSchemes: ["shop"]))
        try mediator.register(Cart.target, lifetime: .cached, make: { CartTarget() }) { actions in
            actions.on(Cart.add) { cart, item in cart.add(item) }
            actions.fallback { cart, call in cart.unknown(call.action) }
        }

        let count = try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 2, gift: false))
        // end sample
        #expect(count == 2)
        #expect(try await mediator.perform(target: "cart", action: "remove") as? String == "no action remove")
    }

    @Test("a remote call from a push is checked by the policy, and a refusal logged")
    func remoteCalls() async throws {
        let log = Log()
        let url = URL(string: "https://shop.example.com/cart/add?sku=A1")!
        await #expect(throws: MediatorError.self) {
            // sample: Sources/LatticeMediator/LatticeMediator.docc/RemoteCalls.md#1 part 2/2
            let policy = TrustPolicy(allowedSchemes: ["shop"]) { refusal in log.warning("\(refusal)") }
            let mediator = Mediator(policy: policy)

            // From a push payload:
            let result = try await mediator.perform(url: url, origin: .push)
            // end sample
            _ = result
        }
        #expect(log.warnings.values.count == 1)   // https is not an allowed scheme
    }
}
