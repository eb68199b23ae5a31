import Foundation
import FuzzSupport
import LatticeCore
import LatticeMediator

/// What the exposed action received, and whether the app-only action ran.
nonisolated(unsafe) private var received: Order?
nonisolated(unsafe) private var secretRan = false

private struct Order: Codable, Sendable, Equatable {
    var item: String
    var count: Int
}

private enum Cart {
    static let add = ActionContract<Order, Int>(target: "cart", action: "add", exposure: .external)
    static let secret = ActionContract<NoInput, Int>(target: "cart", action: "secret")
}

private let mediator: Mediator = {
    let mediator = Mediator(policy: TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"]))
    try! mediator.register("cart") { actions in
        actions.on(Cart.add) { _, order in
            received = order
            return order.count
        }
        actions.on(Cart.secret) { _, _ in
            secretRan = true
            return 0
        }
    }
    return mediator
}()

private let origins: [Origin] = [.app, .otherApp(nil), .webPage, .push, .server, .otherApp("com.example"), .webPage, .push]

/// Mediator remote-URL calls (`shop://cart/add?item=…&count=…`): a URL from outside runs
/// only the exposed action, with the values the URL carries, or is refused with a typed
/// error; a refusal names the URL.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMediatorURL(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let (selector, text) = FuzzInput(data, size).selectorAndText
    guard let url = URL(string: text) else { return 0 }  // Callers hold a URL: text that is none never gets here.
    let origin = origins[Int(selector & 7)]
    let input = "\(origin) \(text)"
    received = nil
    secretRan = false
    let mediator = mediator
    let result: Result<any Sendable, MediatorError> = Blocking.run {
        do throws(MediatorError) {
            return .success(try await mediator.perform(url: url, origin: origin))
        } catch {
            return .failure(error)
        }
    }
    if origin.isExternal {
        Invariant.check(!secretRan, "a URL from outside ran the app-only action", input: input)
    }
    switch result {
    case .success(let output):
        if let order = received {
            Invariant.check(output as? Int == order.count, "the action's output is not what it returned", input: input)
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            // A key without a value (`?item&…`) arrives as an empty string.
            Invariant.check(
                items.first(where: { $0.name == "item" }).map { $0.value ?? "" } == order.item,
                "the action got item '\(order.item)', the URL carries \(items)", input: input)
        } else {
            Invariant.check(secretRan, "perform succeeded but no action ran", input: input)
        }
    case .failure(let error):
        Invariant.check(received == nil || error.code == .outputMismatch, "the action ran, yet the call failed: \(error)", input: input)
        let expected: Set<MediatorError.Code> = [.refused, .targetNotFound, .actionNotFound, .invalidParameters]
        Invariant.check(expected.contains(error.code), "unexpected error \(error)", input: input)
        if error.code == .refused {
            // A URL that names no `target/action` is refused whatever its origin; the trust
            // policy's other refusals apply only to calls from outside.
            Invariant.check(
                origin.isExternal || error.refusal?.code == .malformed, "a call from the app was refused by the policy: \(error)", input: input)
            Invariant.check(error.refusal?.subject == url.absoluteString, "the refusal names another URL: \(error)", input: input)
        } else {
            Invariant.check(!error.fix.isEmpty, "the error says how to fix it: \(error)", input: input)
        }
    }
    return 0
}
