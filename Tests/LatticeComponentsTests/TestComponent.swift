import Foundation
import InMemoryLogging
import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeServices
import Logging

/// A logger that keeps every line, at every level, in `logs`: a test's host logs there, and
/// nothing reaches the test run's output (swift-log's default handler prints `info` and above).
func capturing(_ logs: InMemoryLogHandler) -> Logging.Logger {
    var logger = Logging.Logger(label: "test") { _ in logs }
    logger.logLevel = .trace
    return logger
}

/// What test components did, in order.
final class Journal: Sendable {
    private let lines = LockedBox<[String]>([])
    func record(_ line: String) { lines.withLock { $0.append(line) } }
    var entries: [String] { lines.withLock { $0 } }
    func entries(prefix: String) -> [String] {
        entries.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}

struct StartFailure: Error, CustomStringConvertible {
    let name: String
    var description: String { "\(name) could not open its store" }
}

/// A configurable component that writes what happens to it in a journal.
struct TestComponent: Component {
    let name: String
    var version = SemanticVersion(1, 0, 0)
    var layer: String? = nil
    var dependencies: [ComponentDependency] = []
    var requiredServices: [ServiceKeyDescriptor] = []
    var providedServices: [ServiceKeyDescriptor] = []
    var entryPoint: EntryPoint? = nil
    var isOptional = false
    var failsToStart = false
    var handlesURLsWithHost: String? = nil
    var journal: Journal
    var onStart: (@Sendable (ComponentContext) async throws -> Void)? = nil
    var onRegister: (@Sendable (ComponentContext) throws -> Void)? = nil

    init(_ name: String, _ version: SemanticVersion = SemanticVersion(1, 0, 0), dependsOn dependencies: [ComponentDependency] = [], journal: Journal) {
        self.name = name
        self.version = version
        self.dependencies = dependencies
        self.journal = journal
    }

    func register(in context: ComponentContext) throws {
        try onRegister?(context)
    }

    func start(_ context: ComponentContext) async throws {
        journal.record("start \(name)")
        try await onStart?(context)
        if failsToStart { throw StartFailure(name: name) }
    }

    func stop(_ context: ComponentContext) async throws {
        journal.record("stop \(name)")
    }

    func handle(_ event: AppEvent, context: ComponentContext) async {
        journal.record("event \(event.name) \(name)")
    }

    func open(_ request: OpenURLRequest, context: ComponentContext) async -> Bool {
        journal.record("open \(name)")
        return request.url.host == handlesURLsWithHost
    }
}

extension TestComponent {
    func with(_ change: (inout TestComponent) -> Void) -> TestComponent {
        var copy = self
        change(&copy)
        return copy
    }
}
