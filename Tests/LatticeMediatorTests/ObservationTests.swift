import Foundation
import LatticeCore
import LatticeMediator
import Testing

@Suite struct ObservationTests {
    @Test func theObserverSeesEveryCallWithItsOutcome() async throws {
        let (mediator, _) = try shop()
        mediator.setFallback(exposure: .external) { _ in "fallback" }
        let events = Recorder<MediatorEvent>()
        mediator.setObserver { events.append($0) }

        _ = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false))
        _ = try mediator.performSync(target: "cart", action: "clear")
        _ = try await mediator.perform(target: "cart", action: "nope", origin: .push)
        _ = try? await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 0, gift: false))
        _ = try? await mediator.perform(url: #require(URL(string: "shop://cart/clear")), origin: .otherApp("com.example"))
        _ = try? await mediator.perform(url: #require(URL(string: "javascript://x")), origin: .webPage)

        let seen = events.all
        #expect(seen.map(\.target) == ["cart", "cart", "cart", "cart", "cart", ""])
        #expect(seen.map(\.action) == ["add", "clear", "nope", "add", "clear", ""])
        #expect(seen.map(\.origin) == [.app, .app, .push, .app, .otherApp("com.example"), .webPage])
        guard seen.count == 6 else { return }
        #expect(outcome(seen[0]) == "handled")
        #expect(outcome(seen[2]) == "fellBack(actionNotFound, mediator)")
        #expect(outcome(seen[3]) == "failed(actionFailed)")
        #expect(outcome(seen[4]) == "failed(refused)")
        #expect(outcome(seen[5]) == "failed(refused)")

        mediator.setObserver(nil)
        _ = try await mediator.perform(Cart.clear, NoInput())
        #expect(events.all.count == 6)
    }

    /// The duration is the call's, measured around the action: a call whose action sleeps
    /// 20 ms is reported with at least that (a lower bound the clock guarantees).
    @Test func theDurationCoversTheAction() async throws {
        let mediator = Mediator()
        let wait = ActionContract<NoInput, Int>(target: "clock", action: "wait")
        try mediator.register("clock", make: { CartTarget() }) { actions in
            actions.on(wait) { _, _ async throws in
                try await Task.sleep(for: .milliseconds(20))
                return 1
            }
        }
        let events = Recorder<MediatorEvent>()
        mediator.setObserver { events.append($0) }
        #expect(try await mediator.perform(wait, NoInput()) == 1)
        let event = try #require(events.all.first)
        #expect(events.all.count == 1 && event.action == "wait")
        #expect(event.duration >= .milliseconds(20), "\(event.duration)")
    }

    func outcome(_ event: MediatorEvent) -> String {
        switch event.outcome {
        case .handled: "handled"
        case .fellBack(let reason, let level): "fellBack(\(reason), \(level))"
        case .failed(let error): "failed(\(error.code))"
        }
    }
}
