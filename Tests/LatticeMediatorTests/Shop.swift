import Foundation
import LatticeCore
import LatticeMediator
import Atomics

// A small shop used by the tests: a cart target with typed contracts.

struct AddToCart: Codable, Sendable, Equatable {
    var sku: String
    var quantity: Int
    var gift: Bool
}

struct CartCount: Sendable, Equatable {
    var count: Int
}

struct Address: Codable, Sendable, Equatable {
    var city: String
    var zip: Int
}

enum Speed: String, Codable, Sendable {
    case standard, express
}

struct Shipping: Codable, Sendable, Equatable {
    var address: Address
    var speed: Speed
    var note: String?
    var items: [Int]
}

enum Cart {
    static let target = "cart"
    static let add = ActionContract<AddToCart, CartCount>(target: target, action: "add", exposure: .external)
    static let clear = ActionContract<NoInput, Int>(target: target, action: "clear")
    static let ship = ActionContract<Shipping, String>(target: target, action: "ship", exposure: .external)
    static let checkout = ActionContract<NoInput, String>(target: target, action: "checkout")
    static let missing = ActionContract<NoInput, String>(target: target, action: "missing")
}

struct CartFailure: Error, Equatable {}

// The test doubles below use atomics (swift-atomics) and NSLock, which ThreadSanitizer sees.

/// The cart target: it keeps a running item count.
final class CartTarget: Sendable {
    let items = ManagedAtomic(0)

    func add(_ item: AddToCart) throws -> CartCount {
        guard item.quantity > 0 else { throw CartFailure() }
        return CartCount(count: items.wrappingIncrementThenLoad(by: item.quantity, ordering: .relaxed))
    }

    func clear() -> Int { items.exchange(0, ordering: .relaxed) }
}

/// A thread-safe counter.
final class Counter: Sendable {
    private let value = ManagedAtomic(0)
    func increment() { value.wrappingIncrement(ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

/// Records what a hook sees.
///
/// `@unchecked Sendable`: `values` is only read and written while `lock` is held.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func append(_ value: Value) { lock.withLock { values.append(value) } }
    var all: [Value] { lock.withLock { values } }
}

/// A mediator with the cart registered as `lifetime`, and a counter of the cart instances made.
func shop(lifetime: TargetLifetime = .cached, policy: TrustPolicy = TrustPolicy()) throws -> (Mediator, Counter) {
    let mediator = Mediator(policy: policy)
    let made = Counter()
    try registerCart(on: mediator, lifetime: lifetime, made: made)
    return (mediator, made)
}

func registerCart(on mediator: Mediator, lifetime: TargetLifetime = .cached, made: Counter = Counter()) throws {
    try mediator.register(Cart.target, lifetime: lifetime, make: {
        made.increment()
        return CartTarget()
    }) { actions in
        actions.on(Cart.add) { cart, item in try cart.add(item) }
        actions.on(Cart.clear) { cart, _ in cart.clear() }
        actions.on(Cart.ship) { _, shipping in "\(shipping.address.city) \(shipping.speed.rawValue) \(shipping.items.count)" }
        actions.on(Cart.checkout) { cart, _ async in
            await Task.yield()
            return "paid \(cart.items.load(ordering: .relaxed))"
        }
    }
}
