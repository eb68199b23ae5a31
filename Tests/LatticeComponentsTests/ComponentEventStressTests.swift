import Foundation
import LatticeComponents
import LatticeGraph
import LatticeCore
import Testing

/// Counts the events and URLs it receives.
struct CountingComponent: Component {
    let name: String
    let version = SemanticVersion(1, 0, 0)
    let dependencies: [ComponentDependency]
    let events = LockedBox<Int>(0)
    let payloadSum = LockedBox<Int>(0)
    let urls = LockedBox<Int>(0)
    let byName = LockedBox<[AppEvent.Name: Int]>([:])

    init(_ name: String, dependsOn: [String] = []) {
        self.name = name
        self.dependencies = dependsOn.map { ComponentDependency($0) }
    }

    func handle(_ event: AppEvent, context: ComponentContext) async {
        events.withLock { $0 += 1 }
        byName.withLock { $0[event.name, default: 0] += 1 }
        if let value = event.payload(as: Int.self) { payloadSum.withLock { $0 += value } }
    }

    /// How many events named `name` it received.
    func received(_ name: AppEvent.Name) -> Int { byName.withLock { $0[name] ?? 0 } }

    func open(_ request: OpenURLRequest, context: ComponentContext) async -> Bool {
        urls.withLock { $0 += 1 }
        return request.url.host == name.lowercased()
    }
}

@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct ComponentEventStressTests {
    @Test func concurrentEventsAndURLsReachEveryComponent() async throws {
        let components = [
            CountingComponent("Log"), CountingComponent("Storage", dependsOn: ["Log"]),
            CountingComponent("Cart", dependsOn: ["Storage"]), CountingComponent("Search", dependsOn: ["Log"]),
        ]
        let host = try ComponentHost(components: components, layers: nil)
        try await host.boot()
        let tasks = 8, perTask = 200
        let handledByCart = LockedBox<Int>(0)
        let cartURL = try #require(URL(string: "shop://cart"))
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for step in 0..<perTask {
                        if step % 4 == 0 {
                            if (try? await host.open(cartURL, origin: .app)) == "Cart" { handledByCart.withLock { $0 += 1 } }
                        } else {
                            await host.send(AppEvent("tick", payload: task))
                        }
                    }
                }
                group.addTask {
                    host.addOpenURLHandler(OpenURLHandler(name: "noop\(task)") { _ in false }, at: .last)
                    _ = host.runningComponents
                }
            }
        }
        let opens = tasks * perTask / 4
        let sends = tasks * perTask - opens
        let expectedSum = (0..<tasks).reduce(0, +) * (perTask - perTask / 4)
        for component in components {
            #expect(component.events.withLock { $0 } == sends)
            #expect(component.payloadSum.withLock { $0 } == expectedSum)
        }
        #expect(handledByCart.withLock { $0 } == opens)
        // Cart is last in dependency order (Log, Storage, Search, Cart): all are offered the URL.
        for component in components {
            #expect(component.urls.withLock { $0 } == opens)
        }
        await host.shutdown()
    }

    /// Events sent while the host boots and shuts down reach exactly the components running
    /// when each is sent: none before the boot or after the shutdown, every one after the
    /// boot returned, and (a component starts after its dependency and stops before it)
    /// never a component without its dependency.
    @Test func eventsDuringBootAndShutdownReachTheRunningComponents() async throws {
        let components = (0..<20).map { index in
            CountingComponent("C\(index)", dependsOn: index == 0 ? [] : ["C\(index / 2)"])
        }
        let host = try ComponentHost(components: components, layers: nil)
        await host.send(AppEvent("beforeBoot"))
        let afterBoot = 50
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                let report = try await host.boot()
                #expect(report.entries.allSatisfy(\.didStart) && report.entries.count == 20)
                for _ in 0..<afterBoot { await host.send(AppEvent("afterBoot")) }
            }
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<100 { await host.send(.memoryWarning) }
                }
            }
            try await group.waitForAll()
        }
        #expect(host.runningComponents.count == 20)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await host.shutdown() }
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<100 { await host.send(.didEnterBackground) }
                }
            }
        }
        #expect(host.state == .stopped)
        await host.send(AppEvent("afterShutdown"))
        for component in components {
            #expect(component.received("beforeBoot") == 0, "\(component.name)")
            #expect(component.received("afterBoot") == afterBoot, "\(component.name)")
            #expect(component.received("afterShutdown") == 0, "\(component.name)")
        }
        for (index, component) in components.enumerated() where index > 0 {
            let dependency = components[index / 2]
            for name in [AppEvent.Name.memoryWarning, .didEnterBackground] {
                #expect(
                    component.received(name) <= dependency.received(name),
                    "\(component.name) got \(component.received(name)) \(name), its dependency \(dependency.name) \(dependency.received(name))")
            }
        }
    }
}
