import Foundation

/// A value guarded by an `NSLock`.
///
/// Lattice's own `Locked` is `package`-visible, so a separate package like this sample
/// cannot use it; this is the same idea. `NSLock` (not `Synchronization.Mutex`) so that
/// the Thread Sanitizer sees the lock on Linux.
public final class ShopLock<Value>: @unchecked Sendable {
    // `value` is only touched while `lock` is held; `Value: Sendable` is required by init.
    private let lock = NSLock()
    private var value: Value

    /// Creates the lock around `value`.
    public init(_ value: Value) where Value: Sendable {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
