import Foundation

/// The router's state behind a lock.
///
/// Why not `Synchronization.Mutex`: on Linux it waits with raw futex calls that the
/// Thread Sanitizer cannot see, so every access under it is reported as a race and the
/// `--sanitize=thread` stress runs become useless. `NSLock` wraps a pthread mutex, which
/// the sanitizer understands, on every platform. (The same reasoning as `Locked` in
/// LatticeCore on main; this module can switch to it once merged.)
final class StateLock<Value> {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

// `value` is only touched while `lock` is held, so sharing is safe when the value is.
extension StateLock: @unchecked Sendable where Value: Sendable {}
