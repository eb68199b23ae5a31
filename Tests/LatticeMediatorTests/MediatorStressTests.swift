import LatticeCore
import LatticeMediator
import Testing

@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct MediatorStressTests {
    /// Calls run on many tasks while the cart is unregistered, registered again and released:
    /// every call either succeeds or fails with a not-found error, never anything else.
    @Test func performsWhileTargetsAreRegisteredReleasedAndRemoved() async throws {
        let (mediator, _) = try shop()
        let observed = Counter()
        mediator.setObserver { _ in observed.increment() }
        let unexpected = Recorder<String>()
        let calls = 2_000

        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for index in 0..<calls {
                        do {
                            if (index + worker).isMultiple(of: 2) {
                                _ = try await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false))
                            } else {
                                _ = try await mediator.perform(target: "cart", action: "add", params: ["sku": "A", "quantity": 1, "gift": false])
                            }
                        } catch let error as MediatorError where error.code == .targetNotFound {
                        } catch {
                            unexpected.append("\(error)")
                        }
                    }
                }
            }
            group.addTask {
                for index in 0..<calls {
                    switch index % 3 {
                    case 0: mediator.release(target: "cart")
                    case 1: mediator.unregister("cart")
                    default:
                        do { try registerCart(on: mediator) } catch let error as MediatorError where error.code == .duplicateRegistration {
                        } catch { unexpected.append("\(error)") }
                    }
                    _ = mediator.catalog()
                }
            }
        }
        #expect(unexpected.all.isEmpty)
        #expect(observed.count == 4 * calls)
    }

    /// Concurrent first calls to a cached target all get the one instance that was kept.
    @Test func concurrentFirstCallsShareOneCachedInstance() async throws {
        for _ in 0..<20 {
            let (mediator, _) = try shop()
            let counts = Recorder<Int>()
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        if let count = try? await mediator.perform(Cart.add, AddToCart(sku: "A", quantity: 1, gift: false)) {
                            counts.append(count.count)
                        }
                    }
                }
            }
            // One shared instance: the four counts are 1, 2, 3 and 4.
            #expect(counts.all.sorted() == [1, 2, 3, 4])
        }
    }
}
