import Foundation
@testable import LatticeCore
import Testing

/// `Locked` and `LockedBox`: the value, the lock's release on every path, the value's
/// lifetime and alignment.
@Suite struct LockedTests {
    struct Failure: Error, Equatable { let code: Int }

    /// Reports its own deallocation.
    final class Tracked: Sendable {
        let onDeinit: @Sendable () -> Void
        init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    /// A non-copyable value, as `Locked` allows.
    struct Token: ~Copyable {
        var uses = 0
    }

    @Test func aChangeMadeUnderTheLockIsSeenByTheNextCall() {
        let locked = Locked([1, 2])
        let count = locked.withLock { value -> Int in
            value.append(3)
            return value.count
        }
        #expect(count == 3)
        #expect(locked.withLock { $0 } == [1, 2, 3])
    }

    @Test func aThrowingBodyLeavesTheLockFreeAndTheValueAsItLeftIt() {
        let locked = Locked(0)
        #expect(throws: Failure(code: 7)) {
            try locked.withLock { (value: inout Int) throws(Failure) -> Void in
                value = 5
                throw Failure(code: 7)
            }
        }
        // Were the lock still held, this would never return (a plain lock is not recursive).
        #expect(locked.withLock { $0 } == 5)
    }

    @Test func aNonCopyableValueIsUsedInPlace() {
        let locked = Locked(Token())
        for _ in 0..<3 { locked.withLock { $0.uses += 1 } }
        #expect(locked.withLock { $0.uses } == 3)
    }

    @Test func theValueIsReleasedWithTheLock() {
        let released = LockedBox(false)
        do {
            let locked = Locked(Tracked { released.withLock { $0 = true } })
            #expect(locked.withLock { _ in released.withLock { $0 } } == false)
        }
        #expect(released.withLock { $0 }, "destroying the Locked destroys its value")
    }

    @Test func anOverAlignedValueIsStoredAligned() {
        let locked = Locked(SIMD16<Float>(repeating: 1))
        let address = locked.withLock { value in withUnsafeMutablePointer(to: &value) { UInt(bitPattern: $0) } }
        #expect(address % UInt(MemoryLayout<SIMD16<Float>>.alignment) == 0)
        #expect(locked.withLock { $0.sum() } == 16)
    }

    @Test func aBoxIsSharedByEscapingClosures() throws {
        let box = LockedBox<[String]>([])
        let append: @Sendable (String) -> Void = { text in box.withLock { $0.append(text) } }
        append("a")
        append("b")
        #expect(box.withLock { $0 } == ["a", "b"])
        #expect(throws: Failure(code: 1)) { try box.withLock { _ in throw Failure(code: 1) } }
        #expect(box.withLock { $0.count } == 2, "a throwing body leaves the box's lock free")
    }
}

/// Threads contending for one lock: every increment counted once, and no thread ever
/// sees another's half-done change. Tagged `.stress`: CI runs it under ThreadSanitizer,
/// where a lock ThreadSanitizer did not see would be reported as a race.
@Suite(.tags(.stress), .timeLimit(.minutes(2))) struct LockedStressTests {
    /// Two fields a critical section changes one after the other: equal outside it.
    struct Pair { var first = 0; var second = 0 }

    final class Shared: Sendable {
        let pair = Locked(Pair())
        let torn = LockedBox(0)
    }

    @Test func eightThreadsIncrementingOnePairLoseNothing() {
        let shared = Shared()
        let threads = 8, increments = 20_000
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            Thread {
                for _ in 0..<increments {
                    let consistent = shared.pair.withLock { pair -> Bool in
                        let before = pair.first == pair.second
                        pair.first += 1
                        pair.second += 1
                        return before
                    }
                    if !consistent { shared.torn.withLock { $0 += 1 } }
                }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(shared.torn.withLock { $0 } == 0, "no critical section saw another one's half-done change")
        #expect(shared.pair.withLock { $0.first } == threads * increments)
        #expect(shared.pair.withLock { $0.second } == threads * increments)
    }
}
