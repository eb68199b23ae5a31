#if canImport(Dispatch)
import Dispatch
#endif

/// Whether the calling code runs on the main dispatch queue, the main actor's executor:
/// where a synchronous call (a router's `open`, a resolve, a mediator's `performSync`) may run
/// a `@MainActor` function in place.
///
/// Asked only when a `@MainActor` handler is about to run, so that an `open` whose handler
/// is not isolated to the main actor pays nothing for it (the caller's `#isolation` would
/// cost every call from the main actor a read of `MainActor.shared`: a retain and a
/// release). The answer is the one `MainActor.assumeIsolated` relies on: it holds in
/// `@MainActor` code, in a block on the main queue, in the main thread's own code (its
/// current queue is the main queue) and in a serial queue that targets the main queue,
/// and nowhere else; `assumeIsolated` then finds the main actor's executor, or checks the
/// main queue itself, and does not trap.
package enum MainQueue {
    #if canImport(Dispatch)
    /// A key set on the main queue only; `getSpecific` reads it on the current queue and
    /// the queues it targets.
    private static let marker: Marker = {
        let marker = Marker()
        DispatchQueue.main.setSpecific(key: marker.key, value: true)
        return marker
    }()

    /// The key, set once on the main queue and only read after.
    private final class Marker: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()
    }
    #endif

    /// Whether the current code runs on the main queue.
    package static var isCurrent: Bool {
        #if canImport(Dispatch)
        DispatchQueue.getSpecific(key: marker.key) == true
        #else
        false
        #endif
    }
}
