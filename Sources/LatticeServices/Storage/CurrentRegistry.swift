import LatticeCore
public import Atomics

/// Where ``ServiceRegistry/current`` comes from: a registry bound to the task by
/// ``ServiceRegistry/withCurrent(_:operation:)``, else the one made current process-wide
/// by ``ServiceRegistry/makeCurrent()``.
///
/// The process-wide registry is read without a lock or a retain: it is published as the
/// bits of an unretained pointer, and every registry ever made current is kept alive
/// here, so a read in flight on another thread never finds it freed. The task-local
/// binding is looked up only once some scope has been opened in the process (a test, a
/// preview): an app that never scopes pays one relaxed load for it.
// SAFETY: the atomics are created once, for the life of the process, and only reached
// through their atomic operations; `kept` is only reached under its lock. A struct of two
// pointers, so that reading it never retains anything.
@usableFromInline
@safe
struct CurrentRegistry: @unchecked Sendable {
    /// What a task binds: a registry, or none at all (the process-wide one is hidden).
    @usableFromInline
    enum Binding: Sendable {
        case registry(ServiceRegistry)
        case absent
    }

    @usableFromInline static let shared = CurrentRegistry()
    /// The task's binding, if it has one.
    @usableFromInline static let binding = TaskLocal<Binding?>(wrappedValue: nil)

    /// The process-wide current registry, as the bits of an unretained pointer; 0 for none.
    @usableFromInline let processWide: UnsafeAtomic<UInt>
    /// Whether any task has ever bound a registry. Never cleared: a task created inside a
    /// scope (`Task { }`) keeps the binding after the scope ends.
    @usableFromInline let everBound: UnsafeAtomic<Bool>
    /// Every registry made current, kept alive for the life of the process.
    private static let kept = LockedBox<[ServiceRegistry]>([])

    private init() {
        processWide = UnsafeAtomic.create(0)
        everBound = UnsafeAtomic.create(false)
    }

    /// Makes `registry` the process-wide current one.
    func makeCurrent(_ registry: ServiceRegistry) {
        Self.kept.withLock { kept in
            if !kept.contains(where: { $0 === registry }) { kept.append(registry) }
            // SAFETY: `kept` holds the registry for the life of the process.
            processWide.store(UInt(bitPattern: unsafe Unmanaged.passUnretained(registry).toOpaque()), ordering: .releasing)
        }
    }

    /// The process-wide current registry, retained.
    @usableFromInline var processWideRegistry: ServiceRegistry? {
        let bits = processWide.load(ordering: .acquiring)
        guard bits != 0 else { return nil }
        // SAFETY: a registry made current is kept alive by `kept` for the life of the process.
        return unsafe Unmanaged<ServiceRegistry>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue()
    }

    /// Notes that a task binds a registry from now on.
    func noteBinding() {
        if !everBound.load(ordering: .relaxed) { everBound.store(true, ordering: .relaxed) }
    }
}
