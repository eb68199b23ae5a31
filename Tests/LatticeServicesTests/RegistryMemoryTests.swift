import Atomics
import LatticeCore
@testable import LatticeServices
import Logging
import Testing

/// An owner-bound service another owner-bound service depends on.
final class OwnedDependency: Sendable {
    let live: ManagedAtomic<Int>
    init(live: ManagedAtomic<Int>) {
        self.live = live
        live.wrappingIncrement(ordering: .relaxed)
    }
    deinit { live.wrappingDecrement(ordering: .relaxed) }
}

/// What a registry holds over a long run: owner-bound instances go with their owners, and
/// what replaced registrations leave behind has a measured size and is freed with the
/// registry. Not tagged `.stress` (one thread): it runs in the plain and AddressSanitizer runs.
@Suite struct RegistryMemoryTests {
    static let resolves = 1_000_000

    @Test func aMillionOwnedResolvesWhoseOwnersDieKeepNothing() throws {
        let registry = ServiceRegistry(logger: Logger(label: "memory") { _ in SwiftLogNoOpLogHandler() })
        let liveModels = ManagedAtomic<Int>(0), liveDependencies = ManagedAtomic<Int>(0)
        try registry.register(OwnedDependency.self, scope: .owned) { _ in OwnedDependency(live: liveDependencies) }
        try registry.register(OwnedModel.self, scope: .owned) { r in
            _ = try r.resolve(OwnedDependency.self)
            return OwnedModel(live: liveModels)
        }
        let child = registry.child()
        var wrong = 0

        /// Resolve number `n`: a new owner, its model (and, through the factory, the
        /// model's dependency) resolved twice, from the registry or its child; then the
        /// owner dies.
        func resolve(_ n: Int) throws {
            let owner = Screen()
            let services = n % 2 == 0 ? registry : child
            let model = try services.resolve(OwnedModel.self, owner: owner)
            if try services.resolve(OwnedModel.self, owner: owner) !== model || owner.ownedServices.count != 2 { wrong += 1 }
        }

        for n in 0..<10_000 { try resolve(n) }
        let before = SoakSupport.heapInUse
        for n in 0..<Self.resolves { try resolve(n) }
        let after = SoakSupport.heapInUse

        #expect(wrong == 0, "each owner got one model and one dependency")
        #expect(liveModels.load(ordering: .relaxed) == 0, "every model died with its owner")
        #expect(liveDependencies.load(ordering: .relaxed) == 0, "every dependency died with its owner")
        if let before, let after {
            let growth = after - before
            print("RegistryMemoryTests: \(Self.resolves) owned resolves, owners dying, heap \(before) -> \(after) bytes (\(growth >= 0 ? "+" : "")\(growth))")
            // Keeping each dead owner's two instances would hold at least 1,000,000 × 64
            // bytes; 16 per resolve leaves room for what other tests allocate meanwhile.
            #expect(growth < 16 * Self.resolves, "the heap grew by \(growth) bytes over \(Self.resolves) resolves")
        } else {
            print("RegistryMemoryTests: heap not measured (\(SoakSupport.addressSanitized ? "AddressSanitizer's allocator" : "no glibc")); the live instances were counted")
        }
    }

    /// A registration replaced over and over: each replacement keeps the replaced entry
    /// (and a created singleton's instance) for the life of the registry, as a lock-free
    /// resolve may still be reading it; that is a few hundred bytes each (the figure the
    /// documentation gives), and all of it goes when the registry does.
    @Test func aReplacedRegistrationKeepsAFewHundredBytesUntilTheRegistryGoes() throws {
        let live = ManagedAtomic<Int>(0)
        var registry: ServiceRegistry? = ServiceRegistry(
            options: .init(duplicatePolicy: .replace, onDiagnostic: nil), logger: Logger(label: "memory") { _ in SwiftLogNoOpLogHandler() })
        try registry?.register((any Storage).self, scope: .singleton) { _ in DiskStorage() }
        func replace(_ rounds: Int) throws {
            for _ in 0..<rounds {
                try registry?.register(OwnedModel.self, scope: .singleton) { _ in OwnedModel(live: live) }
                _ = try registry?.resolve(OwnedModel.self)
                try registry?.register((any VersionedService).self) { _ in VersionedValue(version: 1) }
            }
        }
        try replace(1_000)
        let rounds = 20_000
        let before = SoakSupport.heapInUse
        try replace(rounds)
        let after = SoakSupport.heapInUse
        #expect(live.load(ordering: .relaxed) == 1_000 + rounds, "every replaced singleton is kept while the registry lives")
        let retired = registry?.state.withLock { ($0.retiredEntries.count, $0.retiredTables.count) }
        #expect(retired?.0 == 2 * (1_000 + rounds) - 2, "one retired entry per replacement")
        #expect(retired?.1 == 0, "replacing never outgrows the table")
        if let before, let after {
            let perReplacement = Double(after - before) / Double(2 * rounds)
            print("RegistryMemoryTests: \(2 * rounds) replacements (half of a created singleton, half of a transient), heap +\(after - before) bytes, \(perReplacement) bytes each")
            #expect(perReplacement < 1_024, "each replacement keeps \(perReplacement) bytes")
        }
        registry = nil
        #expect(live.load(ordering: .relaxed) == 0, "the registry's end frees every replaced singleton")
    }
}
