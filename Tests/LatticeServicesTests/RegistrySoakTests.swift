import Atomics
import Foundation
import LatticeCore
import LatticeSoakSupport
import LatticeServices
import Logging
import Testing

/// A service whose registrations a writer replaces, each with the next version.
protocol VersionedService: Sendable { var version: Int { get } }
struct VersionedValue: VersionedService { let version: Int }
final class VersionedObject: VersionedService {
    let version: Int
    init(version: Int) { self.version = version }
}

/// A service registered under a name per round, then removed.
struct ChurnValue: Sendable { let round: Int }

/// Something a factory makes from the versioned service: a dependency read through the resolver.
struct VersionedClient: Sendable { let dependency: any VersionedService }

/// An owner-bound model that counts the live ones.
final class OwnedModel: Sendable {
    let live: ManagedAtomic<Int>
    init(live: ManagedAtomic<Int>) {
        self.live = live
        live.wrappingIncrement(ordering: .relaxed)
    }
    deinit { live.wrappingDecrement(ordering: .relaxed) }
}

/// The registry, its child registries and owner-bound services, resolved from three threads
/// for a bounded time (``SoakSupport/soakSeconds``) while two others replace, register and
/// remove; every answer is checked against what must hold at the moment it was given.
/// Tagged `.stress`: CI runs it under ThreadSanitizer (`.ci/run`), where it runs for 1 s.
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct RegistrySoakTests {
    final class Shared: Sendable {
        /// How many named churn registrations are live at once.
        static let window = 8
        let stop = ManagedAtomic<Bool>(false)
        /// The version being registered (stored before `register`) and the last whose
        /// `register` returned, for the transient and the singleton.
        let attempted = ManagedAtomic<Int>(0)
        let published = ManagedAtomic<Int>(0)
        /// The highest churn round whose `register` returned, whose `remove` began, and
        /// whose `remove` returned.
        let added = ManagedAtomic<Int>(-1)
        let removing = ManagedAtomic<Int>(-1)
        let removed = ManagedAtomic<Int>(-1)
        let liveModels = ManagedAtomic<Int>(0)
        let reads = ManagedAtomic<Int>(0)
        let checkedAbsent = ManagedAtomic<Int>(0)
        let checkedPresent = ManagedAtomic<Int>(0)
        let failures = Locked<[String]>([])

        func fail(_ message: String) {
            failures.withLock { if $0.count < 20 { $0.append(message) } }
        }
    }

    @Test func resolvesAnswerRightWhileRegistrationsAreReplacedAndRemoved() throws {
        let quiet = Logger(label: "soak") { _ in SwiftLogNoOpLogHandler() }
        let root = ServiceRegistry(options: .init(duplicatePolicy: .replace, onDiagnostic: nil), logger: quiet)
        let shared = Shared()
        try root.register((any Storage).self, scope: .singleton) { _ in DiskStorage() }
        try root.register((any VersionedService).self) { _ in VersionedValue(version: 0) }
        try root.register((any VersionedService).self, name: "singleton", scope: .singleton) { _ in VersionedObject(version: 0) }
        try root.register(VersionedClient.self) { r in VersionedClient(dependency: try r.resolve((any VersionedService).self)) }
        try root.register(OwnedModel.self, scope: .owned) { _ in OwnedModel(live: shared.liveModels) }
        let storage = ObjectIdentifier(try root.resolve((any Storage).self) as AnyObject)
        // A child that lives all along and overrides one service; the readers go through it too.
        let child = root.child()
        try child.register((any LoginService).self) { _ in QQLogin() }

        let deadline = Date().addingTimeInterval(Soak.seconds)
        onThreads(5) { thread in
            switch thread {
            case 0: Self.replaceVersions(in: root, shared, until: deadline)
            case 1: Self.churnNames(in: root, shared, until: deadline)
            default: Self.read(as: thread, root: root, child: child, storage: storage, shared)
            }
        }

        let failures = shared.failures.withLock { $0 }
        print("RegistrySoakTests: \(Soak.seconds) s, \(shared.reads.load(ordering: .relaxed)) reader rounds, \(shared.published.load(ordering: .relaxed)) versions, \(shared.added.load(ordering: .relaxed) + 1) churn rounds, \(shared.checkedPresent.load(ordering: .relaxed)) live and \(shared.checkedAbsent.load(ordering: .relaxed)) removed registrations checked")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(shared.reads.load(ordering: .relaxed) > 0)
        #expect(shared.checkedAbsent.load(ordering: .relaxed) > 0, "readers checked removed registrations")
        #expect(shared.checkedPresent.load(ordering: .relaxed) > 0, "readers checked live registrations")
        #expect(shared.liveModels.load(ordering: .relaxed) == 0, "every owned model died with its owner")
        let last = shared.published.load(ordering: .relaxed)
        #expect(try root.resolve((any VersionedService).self).version == last)
        #expect(try child.resolve((any VersionedService).self, name: "singleton").version == last)
        #expect(root.registrations.count == 5 + Shared.window)
    }

    /// Replaces the transient and the singleton with the next version, over and over.
    static func replaceVersions(in registry: ServiceRegistry, _ shared: Shared, until deadline: Date) {
        var version = 0
        while version < 100 || Date() < deadline {
            version += 1
            shared.attempted.store(version, ordering: .sequentiallyConsistent)
            do {
                try registry.register((any VersionedService).self) { [version] _ in VersionedValue(version: version) }
                try registry.register((any VersionedService).self, name: "singleton", scope: .singleton) { [version] _ in
                    VersionedObject(version: version)
                }
            } catch {
                shared.fail("replacing with version \(version): \(error)")
            }
            shared.published.store(version, ordering: .sequentiallyConsistent)
        }
        shared.stop.store(true, ordering: .relaxed)
    }

    /// Registers `ChurnValue` under the name of each round and removes the one `window`
    /// rounds older, publishing each round once the call returned.
    static func churnNames(in registry: ServiceRegistry, _ shared: Shared, until deadline: Date) {
        var round = 0
        while !shared.stop.load(ordering: .relaxed) || round < 4 * Shared.window {
            do {
                try registry.register(ChurnValue.self, name: "c\(round)", scope: round % 2 == 0 ? .singleton : .transient) {
                    [round] _ in ChurnValue(round: round)
                }
                shared.added.store(round, ordering: .releasing)
                if round >= Shared.window {
                    shared.removing.store(round - Shared.window, ordering: .sequentiallyConsistent)
                    let count = try registry.remove(ChurnValue.self, name: "c\(round - Shared.window)")
                    if count != 1 { shared.fail("removing c\(round - Shared.window) removed \(count)") }
                    shared.removed.store(round - Shared.window, ordering: .releasing)
                }
            } catch {
                shared.fail("churn round \(round): \(error)")
            }
            round += 1
        }
    }

    static func read(as reader: Int, root: ServiceRegistry, child: ServiceRegistry, storage: ObjectIdentifier, _ shared: Shared) {
        var n = 0
        while !shared.stop.load(ordering: .relaxed) {
            n += 1
            shared.reads.wrappingIncrement(ordering: .relaxed)
            // Through the root, the long-lived child, or a child made for this round.
            let registry = n % 3 == 0 ? root : n % 3 == 1 ? child : root.child()
            do {
                try checkVersions(registry, shared)
                if ObjectIdentifier(try registry.resolve((any Storage).self) as AnyObject) != storage {
                    shared.fail("the stable singleton changed")
                }
                // Only the long-lived child registers a login service; the others fall back to
                // the root, which has none.
                let login = try registry.resolveIfRegistered((any LoginService).self)?.provider
                if login != (registry === child ? "qq" : nil) { shared.fail("login service: \(String(describing: login))") }
                // Owned: one instance per owner, another for another owner, gone with the owner.
                let owner = Screen(), other = Screen()
                let model = try registry.resolve(OwnedModel.self, owner: owner)
                if try registry.resolve(OwnedModel.self, owner: owner) !== model { shared.fail("an owner got two owned models") }
                if try registry.resolve(OwnedModel.self, owner: other) === model { shared.fail("two owners shared an owned model") }
                try checkChurn(registry, n: n &+ reader, shared)
            } catch {
                shared.fail("reader \(reader), round \(n): \(error)")
            }
        }
    }

    /// Versions seen lie between the last replacement that returned before the resolve and
    /// the last one begun after it, directly and through a factory's resolver.
    static func checkVersions(_ registry: ServiceRegistry, _ shared: Shared) throws(ServiceError) {
        let before = shared.published.load(ordering: .sequentiallyConsistent)
        let transient = try registry.resolve((any VersionedService).self).version
        let singleton = try registry.resolve((any VersionedService).self, name: "singleton").version
        let client = try registry.resolve(VersionedClient.self).dependency.version
        let after = shared.attempted.load(ordering: .sequentiallyConsistent)
        for (what, version) in [("transient", transient), ("singleton", singleton), ("through a factory", client)]
        where !(before...after).contains(version) {
            shared.fail("\(what): version \(version), outside \(before)...\(after)")
        }
    }

    /// A churn registration removed before the resolve began is not found; one registered
    /// before it began, whose removal had not begun when it ended, is, with its own value.
    static func checkChurn(_ registry: ServiceRegistry, n: Int, _ shared: Shared) throws(ServiceError) {
        let removedBefore = shared.removed.load(ordering: .acquiring)
        let addedBefore = shared.added.load(ordering: .acquiring)
        guard addedBefore >= 0 else { return }
        let round = max(0, addedBefore - n % (2 * Shared.window))
        let value = try registry.resolveIfRegistered(ChurnValue.self, name: "c\(round)")
        let removingAfter = shared.removing.load(ordering: .sequentiallyConsistent)
        if round <= removedBefore {
            shared.checkedAbsent.wrappingIncrement(ordering: .relaxed)
            if value != nil { shared.fail("c\(round) resolved after its removal returned") }
        } else if round > removingAfter {
            shared.checkedPresent.wrappingIncrement(ordering: .relaxed)
            if value?.round != round { shared.fail("c\(round), live all along, gave \(String(describing: value?.round))") }
        }
    }
}
