#if canImport(Darwin)
public import Darwin
#elseif canImport(Glibc)
public import Glibc
#elseif canImport(Musl)
public import Musl
#elseif canImport(Android)
public import Android
#elseif canImport(WinSDK)
public import WinSDK
#else
#error("Locked needs a platform lock: os_unfair_lock, pthread_mutex_t or SRWLOCK.")
#endif

#if canImport(Darwin)
@usableFromInline typealias Primitive = os_unfair_lock
#elseif canImport(WinSDK)
@usableFromInline typealias Primitive = SRWLOCK
#else
@usableFromInline typealias Primitive = pthread_mutex_t
#endif

/// The platform's plain (non-recursive) lock, kept in memory its user allocates:
/// `os_unfair_lock` on Apple platforms (there since iOS 10 / macOS 10.12, where
/// `OSAllocatedUnfairLock` needs iOS 16 and `Synchronization.Mutex` iOS 18),
/// `pthread_mutex_t` on Linux and Android, `SRWLOCK` on Windows.
///
/// None of them may move while in use, which is why ``Locked`` allocates their memory.
/// ThreadSanitizer intercepts all of them, so it sees the ordering every critical section
/// gives. Taking and releasing it are inlinable, so a critical section costs the
/// platform's own calls and nothing more; that is why the platform module is imported
/// publicly (it adds nothing to a client's names: imports are not re-exported).
@usableFromInline
enum PlatformLock {
    /// The bytes a lock takes.
    @usableFromInline static var size: Int { unsafe MemoryLayout<Primitive>.size }
    /// The alignment a lock needs.
    @usableFromInline static var alignment: Int { unsafe MemoryLayout<Primitive>.alignment }

    /// Initializes a lock in `memory`: at least ``size`` bytes aligned to ``alignment``,
    /// uninitialized.
    @usableFromInline
    static func initialize(_ memory: UnsafeMutableRawPointer) {
        // SAFETY (all four functions): `memory` is the start of an allocation made for a
        // lock by `Locked`, initialized here before any other use and destroyed once.
        let lock = unsafe memory.bindMemory(to: Primitive.self, capacity: 1)
        #if canImport(Darwin)
        unsafe lock.initialize(to: os_unfair_lock())
        #elseif canImport(WinSDK)
        unsafe InitializeSRWLock(lock)
        #else
        // A default mutex (not recursive, not error-checking) fails to initialize only for
        // lack of memory.
        let result = unsafe pthread_mutex_init(lock, nil)
        precondition(result == 0, "pthread_mutex_init failed (\(result)): the system is out of resources.")
        #endif
    }

    /// Destroys the lock in `memory`; it must be unlocked.
    @usableFromInline
    static func destroy(_ memory: UnsafeMutableRawPointer) {
        let lock = unsafe memory.assumingMemoryBound(to: Primitive.self)
        #if canImport(Darwin) || canImport(WinSDK)
        // Holds no resources.
        unsafe lock.deinitialize(count: 1)
        #else
        _ = unsafe pthread_mutex_destroy(lock)
        #endif
    }

    /// Takes the lock in `memory`, waiting for it.
    @inlinable @inline(__always)
    static func lock(_ memory: UnsafeMutableRawPointer) {
        let lock = unsafe memory.assumingMemoryBound(to: Primitive.self)
        #if canImport(Darwin)
        unsafe os_unfair_lock_lock(lock)
        #elseif canImport(WinSDK)
        unsafe AcquireSRWLockExclusive(lock)
        #else
        // A default mutex taken by a thread that does not hold it cannot fail.
        _ = unsafe pthread_mutex_lock(lock)
        #endif
    }

    /// Releases the lock in `memory`, taken by ``lock(_:)`` on this thread.
    @inlinable @inline(__always)
    static func unlock(_ memory: UnsafeMutableRawPointer) {
        let lock = unsafe memory.assumingMemoryBound(to: Primitive.self)
        #if canImport(Darwin)
        unsafe os_unfair_lock_unlock(lock)
        #elseif canImport(WinSDK)
        unsafe ReleaseSRWLockExclusive(lock)
        #else
        _ = unsafe pthread_mutex_unlock(lock)
        #endif
    }
}
