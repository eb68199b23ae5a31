import Foundation
import InMemoryLogging
import LatticeComponents
import LatticeCore
import LatticeGraph
import Logging
import Testing

/// A stop that does not end until the test lets it go, and ignores cancellation.
final class StopGate: Sendable {
    private let waiting = LockedBox<[CheckedContinuation<Void, Never>]>([])
    private let opened = LockedBox<Bool>(false)

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = opened.withLock { $0 }
            if resumeNow { continuation.resume() } else { waiting.withLock { $0.append(continuation) } }
        }
    }

    func open() {
        opened.withLock { $0 = true }
        for continuation in waiting.withLock({ list -> [CheckedContinuation<Void, Never>] in defer { list = [] }; return list }) {
            continuation.resume()
        }
    }
}

/// A component whose stop hangs (until the gate opens) or throws.
struct SlowStopComponent: Component {
    let name: String
    let version = SemanticVersion(1, 0, 0)
    var dependencies: [ComponentDependency] = []
    var stopTimeout: Duration? = .milliseconds(20)
    var throwsOnStop = false
    let gate: StopGate
    let journal: Journal

    func stop(_ context: ComponentContext) async throws {
        journal.record("stop \(name)")
        if throwsOnStop { throw StartFailure(name: name) }
        await gate.wait()
    }
}

@Suite struct ComponentRestartTests {
    let journal = Journal()
    /// Where the hosts of these tests log, every level kept.
    let logs = InMemoryLogHandler()
    var logger: Logging.Logger { capturing(logs) }

    /// Log ← Storage ← Cart ← Checkout, and Search ← Log.
    func host() throws -> ComponentHost {
        try ComponentHost(components: [
            TestComponent("Log", journal: journal),
            TestComponent("Storage", dependsOn: [.init("Log")], journal: journal),
            TestComponent("Cart", dependsOn: [.init("Storage")], journal: journal).with {
                $0.entryPoint = .screen("cart", url: "shop://cart")
            },
            TestComponent("Checkout", dependsOn: [.init("Cart")], journal: journal),
            TestComponent("Search", dependsOn: [.init("Log")], journal: journal),
        ], layers: nil)
    }

    @Test func stopStopsTheComponentAndItsDependentsDependentsFirst() async throws {
        let host = try host()
        try await host.boot()
        let stopped = try await host.stop("Storage")
        #expect(stopped == ["Checkout", "Cart", "Storage"])
        #expect(journal.entries(prefix: "stop ") == ["Checkout", "Cart", "Storage"])
        #expect(host.runningComponents == ["Log", "Search"])
        #expect(host.state == .running(degraded: false))
        // Stopped components get no events and no URLs, and their entry points are not offered.
        await host.send(.memoryWarning)
        #expect(journal.entries(prefix: "event memoryWarning ") == ["Log", "Search"])
        _ = try await host.open(try #require(URL(string: "shop://cart")), origin: .app)
        #expect(journal.entries(prefix: "open ") == ["Log", "Search"])
        #expect(host.entryPoints.isEmpty)
        // Stopping again stops nothing.
        #expect(try await host.stop("Cart").isEmpty)
        await host.shutdown()
        #expect(journal.entries(prefix: "stop ") == ["Checkout", "Cart", "Storage", "Search", "Log"])
    }

    @Test func startNeedsItsDependenciesRunningAndStartsItAlone() async throws {
        let host = try host()
        try await host.boot()
        try await host.stop("Storage")
        await #expect(throws: ComponentError.invalidState()) { try await host.start("Cart") }
        try await host.start("Storage")
        #expect(host.runningComponents == ["Log", "Storage", "Search"])
        try await host.start("Cart")
        try await host.start("Cart")   // running already: nothing happens
        #expect(host.runningComponents == ["Log", "Storage", "Search", "Cart"])
        #expect(host.entryPoints.map(\.component) == ["Cart"])
        #expect(journal.entries(prefix: "start ").suffix(2) == ["Storage", "Cart"])
        // Shutdown stops in reverse start order, the restarted ones included.
        await host.shutdown()
        #expect(journal.entries(prefix: "stop ").suffix(4) == ["Cart", "Storage", "Search", "Log"])
    }

    @Test func restartStopsDependentsAndStartsThemAgainInDependencyOrder() async throws {
        let host = try host()
        try await host.boot()
        let restarted = try await host.restart("Storage")
        #expect(restarted == ["Storage", "Cart", "Checkout"])
        #expect(journal.entries(prefix: "stop ") == ["Checkout", "Cart", "Storage"])
        #expect(journal.entries(prefix: "start ").suffix(3) == ["Storage", "Cart", "Checkout"])
        #expect(host.runningComponents == ["Log", "Storage", "Search", "Cart", "Checkout"])
        // A component stopped alone restarts alone.
        try await host.stop("Checkout")
        #expect(try await host.restart("Checkout") == ["Checkout"])
        await host.shutdown()
    }

    @Test func restartNamesWhatDidNotStartAgain() async throws {
        let fails = LockedBox<Bool>(false)
        let host = try ComponentHost(components: [
            TestComponent("Log", journal: journal),
            TestComponent("Storage", dependsOn: [.init("Log")], journal: journal).with {
                $0.onStart = { _ in if fails.withLock({ $0 }) { throw StartFailure(name: "Storage") } }
            },
            TestComponent("Cart", dependsOn: [.init("Storage")], journal: journal),
        ], layers: nil)
        try await host.boot()
        fails.withLock { $0 = true }
        let error = await #expect(throws: ComponentError.startFailed("Storage")) { try await host.restart("Storage") }
        #expect(error?.message.contains("Not started again: 'Cart'.") == true)
        #expect(error?.underlying is StartFailure)
        #expect(host.runningComponents == ["Log"])
        fails.withLock { $0 = false }
        try await host.start("Storage")
        try await host.start("Cart")
        #expect(host.runningComponents == ["Log", "Storage", "Cart"])
    }

    @Test func unknownNamesAndWrongStatesAreTypedErrors() async throws {
        let host = try host()
        let early = await #expect(throws: ComponentError.invalidState()) { try await host.stop("Cart") }
        #expect(early?.message.contains("the host is ready, not running") == true)
        try await host.boot()
        let unknown = await #expect(throws: ComponentError.unknownComponent("Crat")) { try await host.restart("Crat") }
        #expect(unknown?.message.contains("Did you mean 'Cart'?") == true)
        await host.shutdown()
        await #expect(throws: ComponentError.invalidState()) { try await host.start("Log") }
    }

    @Test func aComponentThatDidNotStartAtBootCannotBeStarted() async throws {
        let host = try ComponentHost(components: [
            TestComponent("Log", journal: journal),
            TestComponent("Ads", dependsOn: [.init("Log")], journal: journal).with { $0.isOptional = true; $0.failsToStart = true },
        ], layers: nil, logger: logger)
        try await host.boot()
        let error = await #expect(throws: ComponentError.invalidState()) { try await host.start("Ads") }
        #expect(error?.message.contains("did not start at boot") == true)
    }

    @Test func aStopOverItsTimeoutIsAbandonedAndTheNextGoesOn() async throws {
        let gate = StopGate()
        defer { gate.open() }
        let host = try ComponentHost(components: [
            TestComponent("Log", journal: journal),
            SlowStopComponent(name: "Sync", dependencies: [.init("Log")], gate: gate, journal: journal),
            TestComponent("Feed", dependsOn: [.init("Log")], journal: journal),
        ], layers: nil, logger: logger)
        try await host.boot()
        let failures = await host.shutdown()
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("Sync: 'Sync' did not stop within 20 ms: its stop was abandoned") == true)
        #expect(journal.entries(prefix: "stop ") == ["Feed", "Sync", "Log"])
        #expect(host.state == .stopped)
        // A shutdown's failures are returned, not thrown, and the result is often dropped:
        // each is logged once, at info, with the component.
        let logged = logs.entries.filter { $0.level >= .info }
        #expect(logged.count == 1, "\(logs.entries.map(\.message))")
        #expect(logged.first?.level == .info)
        #expect(logged.first?.metadata["component"] == "Sync")
        #expect(logged.first?.metadata["timeout"] != nil)
        #expect("\(logged.first?.message ?? "")".hasPrefix("'Sync' did not stop within 20 ms"))
    }

    @Test func aStopThatTimesOutOrThrowsAloneIsAStopFailedErrorAfterTheOthersStopped() async throws {
        let gate = StopGate()
        defer { gate.open() }
        let host = try ComponentHost(components: [
            TestComponent("Log", journal: journal),
            SlowStopComponent(name: "Sync", dependencies: [.init("Log")], gate: gate, journal: journal),
            SlowStopComponent(name: "Mail", dependencies: [.init("Sync")], throwsOnStop: true, gate: gate, journal: journal),
        ], layers: nil, logger: logger)
        try await host.boot()
        let error = await #expect(throws: ComponentError.stopFailed("Mail")) { try await host.stop("Sync") }
        // Thrown, so logged at debug only: once for each component that failed to stop.
        #expect(!logs.entries.contains { $0.level > .debug }, "\(logs.entries.map(\.message))")
        #expect(logs.entries.filter { $0.metadata["component"] == "Mail" && "\($0.message)".contains("failed to stop") }.count == 1)
        #expect(error?.underlying is StartFailure)
        #expect(error?.message.contains("'Sync': 'Sync' did not stop within") == true)
        #expect(journal.entries(prefix: "stop ") == ["Mail", "Sync"])
        #expect(host.runningComponents == ["Log"])
        // The host's default applies to a component without its own timeout.
        #expect(ComponentHost.defaultStopTimeout == .seconds(10))
        #expect(TestComponent("X", journal: journal).stopTimeout == nil)
        #expect(await host.shutdown(stopTimeout: .seconds(1)).isEmpty)
    }
}
