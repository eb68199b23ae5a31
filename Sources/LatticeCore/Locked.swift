/// A value guarded by a lock, for the toolkit's own bookkeeping.
///
/// The lock is the platform's own (``PlatformLock``: `os_unfair_lock` on Apple platforms,
/// `pthread_mutex_t` on Linux), not `Synchronization.Mutex`, so the runtime has no OS
/// floor of its own (`Mutex` needs iOS 18 / macOS 15). ThreadSanitizer intercepts these
/// locks, so it sees the ordering every critical section gives and the project's
/// `--sanitize=thread` runs report no false races on what a lock protects.
///
/// The lock and the value live in one allocation that never moves (a platform lock must
/// not move while in use); the `Locked` itself may be moved, like any value.
///
/// Usable from `@inlinable` code of the toolkit's modules.
@usableFromInline
@safe
package struct Locked<Value: ~Copyable>: ~Copyable {
    /// The start of the allocation: the lock.
    @usableFromInline let lock: UnsafeMutableRawPointer
    /// The value, after the lock in the same allocation.
    @usableFromInline let value: UnsafeMutablePointer<Value>

    @inlinable
    package init(_ value: consuming sending Value) {
        let alignment = Swift.max(PlatformLock.alignment, MemoryLayout<Value>.alignment)
        let offset = (PlatformLock.size + MemoryLayout<Value>.alignment - 1) / MemoryLayout<Value>.alignment
            * MemoryLayout<Value>.alignment
        // SAFETY: the allocation is large and aligned enough for the lock and, at `offset`,
        // the value; both are initialized here, before anything can reach them, and
        // deinitialized and freed once, in `deinit`.
        let memory = UnsafeMutableRawPointer.allocate(byteCount: offset + MemoryLayout<Value>.size, alignment: alignment)
        unsafe PlatformLock.initialize(memory)
        unsafe self.lock = unsafe memory
        unsafe self.value = unsafe (memory + offset).bindMemory(to: Value.self, capacity: 1)
        unsafe self.value.initialize(to: value)
    }

    deinit {
        // SAFETY: `self` is being destroyed, so no one holds the lock or reaches the value.
        unsafe value.deinitialize(count: 1)
        unsafe PlatformLock.destroy(lock)
        unsafe lock.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        unsafe PlatformLock.lock(lock)
        defer { unsafe PlatformLock.unlock(lock) }
        // SAFETY: the lock is held, so this thread alone reaches the value until `body`
        // returns; `body` cannot keep the `inout` access beyond that.
        return try unsafe body(&value.pointee)
    }
}

// SAFETY: every access to the value goes through `withLock`, under the lock; values
// enter and leave only as `sending`, so no reference to them stays with another thread.
extension Locked: @unchecked Sendable where Value: ~Copyable {}

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
