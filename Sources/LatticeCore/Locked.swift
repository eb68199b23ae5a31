import Foundation

/// A value guarded by a lock, for the toolkit's own bookkeeping.
///
/// Why not `Synchronization.Mutex`: on Linux it waits with raw futex calls that the
/// Thread Sanitizer cannot see, so every access under it is reported as a race and the
/// project's `--sanitize=thread` runs become useless. `NSLock` wraps a pthread mutex,
/// which the sanitizer understands, on every platform.
package final class Locked<Value> {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

// `value` is only touched while `lock` is held, so sharing is safe when the value is.
extension Locked: @unchecked Sendable where Value: Sendable {}
