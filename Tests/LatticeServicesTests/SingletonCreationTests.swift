import Foundation
import LatticeCore
import LatticeServices
import Synchronization
import Testing

/// The first creation of singletons waits only for the same singleton: a factory that
/// waits for another thread never blocks that thread's resolves of other singletons, and
/// two threads creating singletons that need each other get the cycle, not a deadlock.
///
/// A deadlock here is a test that never finishes: each runs the resolves on threads of its
/// own and awaits them, so the time limit ends the test (the blocked threads stay blocked).
@Suite(.timeLimit(.minutes(1))) struct SingletonCreationTests {
    final class Fast: Sendable {}
    final class Slow: Sendable {
        let fast: Fast
        init(fast: Fast) { self.fast = fast }
    }

    /// The scenario: the factory of `Slow` waits for another thread, which
    /// resolves `Fast`, a different singleton not yet created. A registry-wide creation
    /// lock held by the first thread would block the second for ever.
    @Test func aFactoryWaitingForAThreadThatResolvesAnotherSingletonFinishes() async throws {
        let services = ServiceRegistry()
        try services.register(Fast.self, scope: .singleton) { _ in Fast() }
        // Unowned: a registration that holds its registry would keep both for ever.
        try services.register(Slow.self, scope: .singleton) { [unowned services] _ in
            Slow(fast: try waitForAnotherThread { try services.resolve(Fast.self) })
        }
        let slow = try await onNewThread { try services.resolve(Slow.self) }
        #expect(slow.fast === (try services.resolve(Fast.self)))
        #expect(slow === (try services.resolve(Slow.self)))
    }

    /// The same with the main thread: the factory waits for the main queue (as a factory
    /// that builds something on the main thread does), where the app resolves another singleton.
    @Test func aFactoryWaitingForTheMainQueueWhichResolvesAnotherSingletonFinishes() async throws {
        let services = ServiceRegistry()
        try services.register(Fast.self, scope: .singleton) { _ in Fast() }
        try services.register(Slow.self, scope: .singleton) { [unowned services] _ in
            Slow(fast: try DispatchQueue.main.sync { try services.resolve(Fast.self) })
        }
        let slow = try await onNewThread { try services.resolve(Slow.self) }
        #expect(slow.fast === (try services.resolve(Fast.self)))
    }

    /// Two threads each start creating a singleton, then each needs the other's: the
    /// second to ask finds the first waiting for it and throws the cycle instead of
    /// waiting; the first then creates what it waited for and meets the cycle on its own
    /// thread. Both get the typed circular-dependency error naming both, with its fix.
    @Test func twoThreadsCreatingSingletonsThatNeedEachOtherGetTheCycleNotADeadlock() async throws {
        protocol Ping: Sendable {}
        protocol Pong: Sendable {}
        final class Impl: Ping, Pong {}
        let pingStarted = DispatchSemaphore(value: 0), pongStarted = DispatchSemaphore(value: 0)
        let firstPing = Atomic<Bool>(true), firstPong = Atomic<Bool>(true)
        let services = ServiceRegistry()
        // Each factory, the first time it runs, waits until the other has started too,
        // so that each thread holds its own singleton when it asks for the other's.
        try services.register((any Ping).self, scope: .singleton) { r in
            if firstPing.exchange(false, ordering: .relaxed) { pingStarted.signal(); pongStarted.wait() }
            _ = try r.resolve((any Pong).self)
            return Impl()
        }
        try services.register((any Pong).self, scope: .singleton) { r in
            if firstPong.exchange(false, ordering: .relaxed) { pongStarted.signal(); pingStarted.wait() }
            _ = try r.resolve((any Ping).self)
            return Impl()
        }
        async let ping = onNewThread { () -> ServiceError? in
            do throws(ServiceError) { _ = try services.resolve((any Ping).self); return nil } catch { return error }
        }
        async let pong = onNewThread { () -> ServiceError? in
            do throws(ServiceError) { _ = try services.resolve((any Pong).self); return nil } catch { return error }
        }
        let errors = try await [ping, pong]
        #expect(errors.map { $0?.code } == [.circularDependency, .circularDependency])
        #expect(errors[0]?.cycle == ["Ping", "Pong", "Ping"], "\(String(describing: errors[0]))")
        #expect(errors[1]?.cycle == ["Pong", "Ping", "Pong"], "\(String(describing: errors[1]))")
        for error in errors {
            #expect(error?.explanation.contains("To fix, break the cycle") == true)
        }
    }

    /// A singleton whose factory caught the cycle it met may be created further in on the
    /// same thread: the outer creation hands out that one, never a second instance.
    @Test func aFactoryThatCatchesItsCycleStillGivesOneInstance() throws {
        final class Node: Sendable {}
        let services = ServiceRegistry()
        let made = Counter()
        let handedIn = LockedBox<[ObjectIdentifier]>([])
        try services.register(Node.self, scope: .singleton) { r in
            if let inner = try? r.resolve(Node.self) { handedIn.withLock { $0.append(ObjectIdentifier(inner)) } }
            made.increment()
            return Node()
        }
        let node = try services.resolve(Node.self)
        #expect(made.count > 1, "the factory ran again further in")
        #expect(node === (try services.resolve(Node.self)))
        // Every factory further out got the instance stored innermost: the one handed out.
        let inner = handedIn.withLock { $0 }
        #expect(!inner.isEmpty && inner.allSatisfy { $0 == ObjectIdentifier(node) })
    }
}

/// Runs `body` on a new thread and awaits what it returns. The wait ends when the test is
/// cancelled (its time limit), throwing `CancellationError` and leaving the thread blocked.
func onNewThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    let outcome = ThreadOutcome<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            outcome.await(continuation)
            let thread = Thread { outcome.finish(Result { try body() }) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    } onCancel: {
        outcome.finish(.failure(CancellationError()))
    }
}

/// Runs `body` on another thread and blocks until it returns.
func waitForAnotherThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) throws -> Value {
    let done = DispatchSemaphore(value: 0)
    let result = LockedBox<Result<Value, any Error>?>(nil)
    let thread = Thread {
        let value = Result { try body() }
        result.withLock { $0 = value }
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    return try result.withLock { $0 }!.get()
}

/// What a thread returned, handed to the one continuation awaiting it, once.
private final class ThreadOutcome<Value: Sendable>: Sendable {
    private let state = LockedBox<(waiting: CheckedContinuation<Value, any Error>?, result: Result<Value, any Error>?)>((nil, nil))

    func await(_ continuation: CheckedContinuation<Value, any Error>) {
        let early = state.withLock { state -> Result<Value, any Error>? in
            if let result = state.result { return result }
            state.waiting = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    func finish(_ result: Result<Value, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(with: result)
    }
}
