import LatticeComponents
import LatticeCore
import Testing

/// Restarts while many tasks send events: the component that never stops gets every event,
/// every restart completes, everything runs at the end, and TSan sees no race.
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct ComponentRestartStressTests {
    @Test(.timeLimit(.minutes(1))) func restartWhileEventsAreSentFromManyTasks() async throws {
        let log = CountingComponent("Log")
        let storage = CountingComponent("Storage", dependsOn: ["Log"])
        let cart = CountingComponent("Cart", dependsOn: ["Storage"])
        let search = CountingComponent("Search", dependsOn: ["Log"])
        let host = try ComponentHost(components: [log, storage, cart, search], layers: nil)
        try await host.boot()
        let tasks = 8, perTask = 200, restarts = 50
        let refused = LockedBox<Int>(0)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for step in 0..<perTask {
                        await host.send(AppEvent("tick", payload: 1))
                        if step % 10 == 0 { _ = host.runningComponents; _ = host.entryPoints }
                    }
                }
            }
            group.addTask {
                for round in 0..<restarts {
                    let name = round % 2 == 0 ? "Storage" : "Cart"
                    do {
                        let restarted = try await host.restart(name)
                        #expect(restarted.first == name)
                    } catch let error as ComponentError where error.code == .invalidState {
                        refused.withLock { $0 += 1 }   // another restart of the same components is under way
                    }
                }
            }
            group.addTask {
                for _ in 0..<restarts {
                    do { try await host.restart("Search") } catch let error as ComponentError where error.code == .invalidState {
                        refused.withLock { $0 += 1 }
                    }
                }
            }
            try await group.waitForAll()
        }
        // Log never stopped: it saw every event; the others saw at most as many.
        let sent = tasks * perTask
        #expect(log.events.withLock { $0 } == sent)
        #expect(log.payloadSum.withLock { $0 } == sent)
        for component in [storage, cart, search] {
            #expect(component.events.withLock { $0 } <= sent)
        }
        #expect(refused.withLock { $0 } == 0)
        #expect(Set(host.runningComponents) == ["Log", "Storage", "Cart", "Search"])
        #expect(await host.shutdown().isEmpty)
    }
}
