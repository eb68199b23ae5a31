import InMemoryLogging
import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeServiceLifecycle
import Logging
import ServiceLifecycle
import ServiceLifecycleTestKit
import Testing
import UnixSignals

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the components did, in order.
final class Journal: Sendable {
    let lines = Locked<[String]>([])
    func write(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// A component that writes its start and stop to a journal, and tells when it started.
struct Recorded: Component {
    let name: String
    let version = SemanticVersion(1, 0, 0)
    var dependencies: [ComponentDependency]
    let journal: Journal
    var failsToStart = false
    var started: (@Sendable () -> Void)?

    init(_ name: String, dependsOn: [String] = [], journal: Journal, failsToStart: Bool = false, started: (@Sendable () -> Void)? = nil) {
        self.name = name
        self.dependencies = dependsOn.map { ComponentDependency($0) }
        self.journal = journal
        self.failsToStart = failsToStart
        self.started = started
    }

    func start(_ context: ComponentContext) async throws {
        if failsToStart { throw Failure(reason: "\(name) cannot start") }
        journal.write("start \(name)")
        started?()
    }

    func stop(_ context: ComponentContext) async throws {
        journal.write("stop \(name)")
    }
}

struct Failure: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}

/// A service that fails once the components run.
struct FailingService: Service {
    let after: AsyncStream<Void>
    func run() async throws {
        for await _ in after { break }
        throw Failure(reason: "the HTTP server lost its socket")
    }
}

/// Resumes the waiters once `signal` is called (the components started).
final class Flag: Sendable {
    let stream: AsyncStream<Void>
    let continuation: AsyncStream<Void>.Continuation
    init() { (stream, continuation) = AsyncStream<Void>.makeStream() }
    func signal() { continuation.yield(); continuation.finish() }
    func wait() async { for await _ in stream { break } }
}

func makeHost(_ journal: Journal, logs: InMemoryLogHandler, lastStarted: Flag? = nil, failing: Bool = false) throws -> ComponentHost {
    try ComponentHost(
        components: [
            Recorded("Log", journal: journal),
            Recorded("Store", dependsOn: ["Log"], journal: journal, failsToStart: failing),
            Recorded("API", dependsOn: ["Store"], journal: journal, started: { lastStarted?.signal() }),
        ],
        layers: nil, logger: {
            // The start-up summary of a boot that went well and the shutdown are at debug.
            var logger = Logger(label: "test") { _ in logs }
            logger.logLevel = .trace
            return logger
        }())
}

@Suite("The component host in a service group")
struct ComponentHostServiceTests {
    @Test("a graceful shutdown stops the components in reverse order, logged", .timeLimit(.minutes(1)))
    func gracefulShutdownStopsInReverse() async throws {
        let journal = Journal(), logs = InMemoryLogHandler(), booted = Flag()
        let host = try makeHost(journal, logs: logs, lastStarted: booted)
        try await testGracefulShutdown { trigger in
            let group = ServiceGroup(services: [ComponentHostService(host)], logger: Logger(label: "group") { _ in SwiftLogNoOpLogHandler() })
            async let run: Void = group.run()
            await booted.wait()
            #expect(host.runningComponents == ["Log", "Store", "API"])
            trigger.triggerGracefulShutdown()
            try await run
        }
        #expect(journal.all == ["start Log", "start Store", "start API", "stop API", "stop Store", "stop Log"])
        #expect(host.state == .stopped)
        let messages = logs.entries.map(\.message.description)
        #expect(messages.contains { $0.hasPrefix("Start-up: 3 of 3 components started") })
        #expect(messages.contains("Shutting down the components."))
        #expect(messages.contains("The components are stopped."))
    }

    @Test("a failing service stops the components in reverse order, and the group throws its error", .timeLimit(.minutes(1)))
    func failingServiceStopsTheComponents() async throws {
        let journal = Journal(), logs = InMemoryLogHandler(), booted = Flag()
        let host = try makeHost(journal, logs: logs, lastStarted: booted)
        let group = ServiceGroup(
            services: [ComponentHostService(host), FailingService(after: booted.stream)],
            logger: Logger(label: "group") { _ in SwiftLogNoOpLogHandler() })
        await #expect(throws: Failure.self) { try await group.run() }
        #expect(journal.all == ["start Log", "start Store", "start API", "stop API", "stop Store", "stop Log"])
        #expect(host.state == .stopped)
    }

    @Test("a boot that fails is the service's error; what had started is stopped", .timeLimit(.minutes(1)))
    func failedBootIsThrown() async throws {
        let journal = Journal(), logs = InMemoryLogHandler()
        let host = try makeHost(journal, logs: logs, failing: true)
        let group = ServiceGroup(services: [ComponentHostService(host)], logger: Logger(label: "group") { _ in SwiftLogNoOpLogHandler() })
        let error = await #expect(throws: ComponentError.self) { try await group.run() }
        #expect(error?.code == .startFailed)
        #expect(journal.all == ["start Log", "stop Log"])
        #expect(host.state == .failed)
    }

    @Test("a host booted before the group is only shut down by it", .timeLimit(.minutes(1)))
    func bootedHostIsShutDown() async throws {
        let journal = Journal(), logs = InMemoryLogHandler()
        let host = try makeHost(journal, logs: logs)
        try await host.boot()
        try await testGracefulShutdown { trigger in
            let group = ServiceGroup(services: [ComponentHostService(host)], logger: Logger(label: "group") { _ in SwiftLogNoOpLogHandler() })
            trigger.triggerGracefulShutdown()
            try await group.run()
        }
        #expect(journal.all == ["start Log", "start Store", "start API", "stop API", "stop Store", "stop Log"])
    }

    @Test("a host already shut down is refused with a typed error that says what to do")
    func stoppedHostIsRefused() async throws {
        let journal = Journal(), logs = InMemoryLogHandler()
        let host = try makeHost(journal, logs: logs)
        try await host.boot()
        await host.shutdown()
        let error = await #expect(throws: ComponentError.self) { try await ComponentHostService(host).run() }
        #expect(error?.code == .invalidState)
        #expect(error?.message.contains("the host is stopped") == true)
    }

    @Test("SIGTERM stops the components in reverse order", .timeLimit(.minutes(1)))
    func sigtermStopsTheComponents() async throws {
        let journal = Journal(), logs = InMemoryLogHandler(), booted = Flag()
        let host = try makeHost(journal, logs: logs, lastStarted: booted)
        let group = ServiceGroup(
            services: [ComponentHostService(host)], gracefulShutdownSignals: [.sigterm],
            logger: Logger(label: "group") { _ in SwiftLogNoOpLogHandler() })
        async let run: Void = group.run()
        await booted.wait()
        // The group listens for SIGTERM from the moment it runs, before the host boots.
        kill(getpid(), SIGTERM)
        try await run
        #expect(journal.all == ["start Log", "start Store", "start API", "stop API", "stop Store", "stop Log"])
    }
}
