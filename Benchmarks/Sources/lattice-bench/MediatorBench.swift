import Foundation
import LatticeMediator

/// Three parameters, the shape of the typed call.
struct AddToCart: Codable, Sendable {
    let productID: Int
    let quantity: Int
    let note: String
}

enum CartContracts {
    static let add = ActionContract<AddToCart, Int>(target: "cart", action: "add")
}

/// Runs `body` in a task and waits for it, so async calls can be timed from the harness.
func blocking(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task {
        await body()
        done.signal()
    }
    done.wait()
}

func mediatorCases(into suite: inout Suite, iterations n: Int) {
    let mediator = Mediator()
    try! mediator.register("cart") { actions in
        actions.on(CartContracts.add) { input in input.productID + input.quantity + input.note.utf8.count }
    }
    let input = AddToCart(productID: 40, quantity: 1, note: "a")
    let params: [String: any Sendable] = ["productID": 40, "quantity": 1, "note": "a"]
    check(try! mediator.performSync(CartContracts.add, input) == 42, "typed call")
    check(try! mediator.performSync(target: "cart", action: "add", params: params) as? Int == 42, "untyped call")

    suite.time("lattice.mediator.typed3", operations: n) { n in
        for _ in 0..<n { blackHole(try! mediator.performSync(CartContracts.add, input)) }
    }
    suite.time("lattice.mediator.typed3.async", operations: n / 4) { n in
        blocking {
            for _ in 0..<n { blackHole(try! await mediator.perform(CartContracts.add, input)) }
        }
    }
    suite.time("lattice.mediator.untyped3", operations: n / 20) { n in
        for _ in 0..<n { blackHole(try! mediator.performSync(target: "cart", action: "add", params: params)) }
    }
}
