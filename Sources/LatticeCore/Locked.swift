public import Synchronization

/// A value guarded by a lock, for the toolkit's own bookkeeping: a
/// `Synchronization.Mutex` whose ordering ThreadSanitizer can see.
///
/// On Linux, `Mutex` hands a contended lock to the next waiter inside the kernel (a
/// priority-inheriting futex), so ThreadSanitizer sees no happens-before edge between two
/// critical sections and reports false races on everything the lock protects, which
/// would make the project's `--sanitize=thread` runs useless. An atomic acquire load at
/// the start of each critical section and a release store at its end make the edge
/// visible; on x86 and ARM they compile to a plain load and store, about free.
///
/// Usable from `@inlinable` code of the toolkit's modules.
@usableFromInline
package struct Locked<Value: ~Copyable>: ~Copyable, Sendable {
    @usableFromInline let mutex: Mutex<Value>
    @usableFromInline let order = Atomic<Int>(0)

    @inlinable
    package init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            _ = order.load(ordering: .acquiring)
            defer { order.store(0, ordering: .releasing) }
            return try body(&value)
        }
    }
}

/// ``Locked`` in a class: a locked value that escaping closures can share (callbacks,
/// tests), where a non-copyable lock cannot be captured.
package final class LockedBox<Value: Sendable>: Sendable {
    private let locked: Locked<Value>

    package init(_ value: Value) {
        locked = Locked(value)
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try locked.withLock { (value: inout sending Value) throws -> sending Result in try body(&value) }
    }
}
