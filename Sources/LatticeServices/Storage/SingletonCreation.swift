import LatticeCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WinSDK)
import WinSDK
#endif

/// The first creation of singletons: one lock per singleton being created, so that only
/// creating the same singleton waits, and no user code runs under a lock shared by others.
///
/// The thread that creates a singleton holds that singleton's own lock while its factory
/// runs; another thread asking for the same singleton waits on that lock, then finds the
/// instance made. Creating another singleton never waits for it, whatever that factory
/// does (waits for the main thread, for another thread that resolves something else).
///
/// - The creating thread resolving the same singleton again (a cycle on one thread) runs
///   the factory again instead of waiting for itself, as a recursive lock would: the chain
///   grows until the registry reports it as a circular dependency.
/// - Two threads each creating a singleton the other needs would wait for each other for
///   ever. Before waiting, a thread follows who waits for whom (kept here, under a short
///   lock that guards bookkeeping only, never a factory); when that leads back to itself
///   it throws ``ServiceError/Code/circularDependency`` naming the singletons on the cycle
///   instead of waiting. The other thread then creates what it waited for, and meets the
///   cycle on its own thread.
///
/// Process-wide, not per registry, so that a cycle through singletons of two registries is
/// seen too. Entries are keyed by registration id (an alias shares its target's), and a
/// singleton's lock exists only while some thread creates or waits for it.
enum SingletonCreation {
    /// A singleton being created or waited for.
    // SAFETY: `creator` and `users` are only reached under `graph`'s lock; `lock` is a lock.
    final class Cell: @unchecked Sendable {
        /// Held by the creating thread while the factory runs.
        let lock = Locked<Void>(())
        /// The service, for the cycle's message.
        let service: String
        /// The thread running the factory now, if any.
        var creator: UInt?
        /// Threads creating or about to wait: the cell is dropped when none is left.
        var users = 0

        init(service: String) { self.service = service }
    }

    /// Who creates what and who waits for what.
    struct Graph {
        var cells: [UInt64: Cell] = [:]
        /// The registration each waiting thread waits for.
        var waiting: [UInt: UInt64] = [:]
    }

    /// What a thread does about a singleton not yet created.
    private enum Step {
        /// Wait for the cell's lock, then create it unless made meanwhile.
        case create(Cell)
        /// This thread is creating it already: run the factory again, without the lock.
        case reenter
        /// Waiting would close a cycle of threads: these services, the first repeated last.
        case cycle([String])
    }

    private static let graph = Locked<Graph>(Graph())

    /// Runs `create` (which checks for the instance, then makes and publishes it) as the
    /// only creator of the singleton registered as `id`, waiting only for a thread that
    /// creates that same singleton.
    ///
    /// - Throws: What `create` throws; ``ServiceError/Code/circularDependency`` (made by
    ///   `cycle`, from the services on it) when waiting would never end.
    static func once<Value: Sendable>(
        id: UInt64, service: String, cycle: ([String]) -> ServiceError,
        _ create: () throws(ServiceError) -> Value
    ) throws(ServiceError) -> Value {
        let me = currentThread()
        let step = graph.withLock { graph -> Step in
            let cell: Cell
            if let existing = graph.cells[id] {
                cell = existing
            } else {
                cell = Cell(service: service)
                graph.cells[id] = cell
            }
            if let creator = cell.creator {
                if creator == me { return .reenter }
                if let path = graph.cycle(waitingFor: cell, from: creator, to: me) { return .cycle(path) }
            }
            cell.users += 1
            graph.waiting[me] = id
            return .create(cell)
        }
        switch step {
        case .reenter:
            return try create()
        case .cycle(let path):
            throw cycle(path)
        case .create(let cell):
            return try cell.lock.withLock { (_: inout Void) throws(ServiceError) -> Value in
                graph.withLock { graph in
                    graph.waiting[me] = nil
                    cell.creator = me
                }
                defer {
                    graph.withLock { graph in
                        cell.creator = nil
                        cell.users -= 1
                        if cell.users == 0 { graph.cells[id] = nil }
                    }
                }
                return try create()
            }
        }
    }

    /// An id of the calling thread, unique among living threads.
    private static func currentThread() -> UInt {
        #if canImport(WinSDK)
        UInt(GetCurrentThreadId())
        #else
        // SAFETY: `pthread_t` is an integer or a pointer, a machine word either way.
        unsafe unsafeBitCast(pthread_self(), to: UInt.self)
        #endif
    }
}

extension SingletonCreation.Graph {
    /// The services on the cycle that waiting for `cell` (created by `creator`) would close
    /// for thread `me`, `cell`'s service first and last; `nil` when waiting ends, because
    /// some thread on the way waits for nothing (it runs a factory).
    fileprivate func cycle(waitingFor cell: SingletonCreation.Cell, from creator: UInt, to me: UInt) -> [String]? {
        var path = [cell.service]
        var thread = creator
        // Each thread waits for one cell: at most one step per waiting thread.
        for _ in 0...waiting.count {
            if thread == me { return path + [cell.service] }
            guard let id = waiting[thread], let next = cells[id], let nextCreator = next.creator else { return nil }
            path.append(next.service)
            thread = nextCreator
        }
        return nil
    }
}
