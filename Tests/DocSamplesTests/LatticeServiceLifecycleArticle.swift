// The article's functions, verbatim; the tests below run them on components that journal
// their starts and stops.

// sample: Sources/LatticeServiceLifecycle/LatticeServiceLifecycle.docc/LatticeServiceLifecycle.md#1 part 1/2
import LatticeComponents
import LatticeServiceLifecycle
import Logging
import ServiceLifecycle
import UnixSignals      // .sigterm, .sigint
// end sample
// sample: Sources/LatticeServiceLifecycle/LatticeServiceLifecycle.docc/LatticeServiceLifecycle.md#2 part 1/2
import LatticeComponents
import LatticeServiceLifecycle
import Logging
import ServiceLifecycle
import UnixSignals
// end sample
// sample: Sources/LatticeServiceLifecycle/LatticeServiceLifecycle.docc/LatticeServiceLifecycle.md#3 part 1/2
import LatticeComponents
import LatticeServiceLifecycle
import Logging
import ServiceLifecycle
import ServiceLifecycleTestKit
// end sample
import LatticeCore
import LatticeGraph
import Testing

// sample: Sources/LatticeServiceLifecycle/LatticeServiceLifecycle.docc/LatticeServiceLifecycle.md#1 part 2/2
func runServer(_ components: [any Component], logger: Logger) async throws {
    let host = try ComponentHost(components: components, logger: logger)
    let group = ServiceGroup(
        services: [ComponentHostService(host)],
        gracefulShutdownSignals: [.sigterm, .sigint],
        logger: logger)
    try await group.run()
}
// end sample

// sample: Sources/LatticeServiceLifecycle/LatticeServiceLifecycle.docc/LatticeServiceLifecycle.md#2 part 2/2
func runServer(_ host: ComponentHost, server: some Service, logger: Logger) async throws {
    try await host.boot()
    let group = ServiceGroup(
        services: [ComponentHostService(host), server],
        gracefulShutdownSignals: [.sigterm],
        logger: logger)
    try await group.run()
}
// end sample

// sample: Sources/LatticeServiceLifecycle/LatticeServiceLifecycle.docc/LatticeServiceLifecycle.md#3 part 2/2
func bootAndStop(_ host: ComponentHost) async throws {
    try await testGracefulShutdown { trigger in
        let group = ServiceGroup(services: [ComponentHostService(host)], logger: Logger(label: "test"))
        async let running: Void = group.run()
        trigger.triggerGracefulShutdown()
        try await running
    }
}
// end sample

/// A server component that journals its start and stop.
private struct Journaled: Component {
    let name: String
    let version = SemanticVersion(1, 0, 0)
    var dependencies: [ComponentDependency] = []
    let journal: LockedBox<[String]>
    func start(_ context: ComponentContext) async throws { journal.withLock { $0.append("start \(name)") } }
    func stop(_ context: ComponentContext) async throws { journal.withLock { $0.append("stop \(name)") } }
}

/// A service that ends the group as soon as it runs (a server that fails).
private struct EndsAtOnce: Service {
    struct Closed: Error {}
    func run() async throws { throw Closed() }
}

@Suite("Service lifecycle: the article's samples")
struct LatticeServiceLifecycleArticleSamples {
    private func components(_ journal: LockedBox<[String]>) -> [any Component] {
        [Journaled(name: "Store", journal: journal), Journaled(name: "API", dependencies: [ComponentDependency("Store")], journal: journal)]
    }

    @Test("the components of a server boot, and stop in reverse order when the group ends", .timeLimit(.minutes(1)))
    func bootsAndStops() async throws {
        let journal = LockedBox<[String]>([])
        let host = try ComponentHost(components: components(journal), layers: nil)
        try await bootAndStop(host)
        #expect(journal.withLock { $0 } == ["start Store", "start API", "stop API", "stop Store"])
    }

    @Test("a host booted before the group stops after the server", .timeLimit(.minutes(1)))
    func bootedFirst() async throws {
        let journal = LockedBox<[String]>([])
        let host = try ComponentHost(components: components(journal), layers: nil)
        await #expect(throws: EndsAtOnce.Closed.self) {
            try await runServer(host, server: EndsAtOnce(), logger: Logger(label: "test"))
        }
        #expect(journal.withLock { $0 } == ["start Store", "start API", "stop API", "stop Store"])
    }

    @Test("runServer refuses components that do not fit, before anything starts")
    func refusesInvalidComponents() async throws {
        let journal = LockedBox<[String]>([])
        let broken: [any Component] = [Journaled(name: "API", dependencies: [ComponentDependency("Store")], journal: journal)]
        await #expect(throws: ComponentError.self) { try await runServer(broken, logger: Logger(label: "test")) }
        #expect(journal.withLock { $0 }.isEmpty)
    }
}
