import Foundation

/// The recursive lock under which a registry creates singletons.
///
/// Recursive because a singleton's factory resolves other singletons on the same thread.
/// One lock per registry (not per entry) so that two threads creating singletons that
/// depend on each other cannot deadlock: the second waits, then finds the instance made
/// (or the cycle reported) by the first. Only creation takes it; reading a created
/// singleton never does.
final class CreationLock: Sendable {
    private let lock = NSRecursiveLock()

    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
