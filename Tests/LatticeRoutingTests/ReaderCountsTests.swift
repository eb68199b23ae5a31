import Atomics
import Foundation
@testable import LatticeRouting
import Testing

/// The reader counters the router frees replaced snapshots by.
@Suite struct ReaderCountsTests {
    @Test func aReaderOfTheCurrentEpochDoesNotHoldBackThePreviousOne() {
        let readers = ReaderCounts()
        let slot = readers.enter()
        #expect(readers.previousEpochDrained(), "a new reader counts under the current parity")
        readers.leave(slot)
    }

    @Test func aReaderFromBeforeAnAdvanceHoldsItBackUntilItLeaves() {
        let readers = ReaderCounts()
        let slot = readers.enter()
        readers.advance()
        #expect(!readers.previousEpochDrained(), "the reader entered before the advance")
        readers.leave(slot)
        #expect(readers.previousEpochDrained())
    }

    /// Two sections on one stripe are two counts, not a flag: leaving the inner one does
    /// not let the writer free what the outer one reads. (The stripe is given: `enter()`
    /// takes it from a stack address, and under AddressSanitizer, whose fake stack gives
    /// each call a frame of its own, two calls in a row may land on different stripes.)
    @Test func nestedReadersOnOneThreadAreEachCounted() {
        let readers = ReaderCounts()
        let stripe = ReaderCounts.stripe()
        let outer = readers.enter(stripe: stripe)
        let inner = readers.enter(stripe: stripe)
        #expect(outer == inner, "one stripe, one parity: one counter")
        readers.advance()
        readers.leave(inner)
        #expect(!readers.previousEpochDrained(), "the outer reader is still inside")
        readers.leave(outer)
        #expect(readers.previousEpochDrained())
    }

    /// The same through `enter()`, whatever stripes its two calls land on.
    @Test func nestedReadersEnteredAnyWayAreEachCounted() {
        let readers = ReaderCounts()
        let outer = readers.enter()
        let inner = readers.enter()
        readers.advance()
        readers.leave(inner)
        #expect(!readers.previousEpochDrained(), "the outer reader is still inside")
        readers.leave(outer)
        #expect(readers.previousEpochDrained())
    }

    @Test func aReaderAfterAnAdvanceIsNotWaitedFor() {
        let readers = ReaderCounts()
        readers.advance()
        let slot = readers.enter()
        #expect(readers.previousEpochDrained(), "it counts under the new parity, which the writer does not check")
        readers.advance()
        #expect(!readers.previousEpochDrained(), "after the next advance, its parity is the previous one")
        readers.leave(slot)
        #expect(readers.previousEpochDrained())
    }

    @Test func everySlotIsInsideTheCounters() {
        let readers = ReaderCounts()
        for _ in 0..<4 {
            let slot = readers.enter()
            #expect((0..<2 * ReaderCounts.stripeCount).contains(slot))
            #expect((0..<ReaderCounts.stripeCount).contains(ReaderCounts.stripe(ofSlot: slot)))
            readers.leave(slot)
            readers.advance()
        }
    }
}

/// The protocol the router runs, on its own: readers enter, load a published object and
/// read it; one writer publishes new objects and "frees" a retired one (a plain write,
/// which ThreadSanitizer reports as a race if any reader could still read it) once the
/// counters say its readers are gone. Tagged `.stress`: CI runs it under ThreadSanitizer
/// (`.ci/run`).
@Suite(.tags(.stress), .timeLimit(.minutes(2))) struct ReaderCountsStressTests {
    /// A published object; `isFreed` is written without atomics when it is retired for good.
    final class Published: @unchecked Sendable {
        var isFreed = false
        let generation: Int
        init(generation: Int) { self.generation = generation }
    }

    final class Shared: @unchecked Sendable {
        let readers = ReaderCounts()
        let published = ManagedAtomic<UInt>(0)
        let done = ManagedAtomic<Bool>(false)
        let readsOfFreed = ManagedAtomic<Int>(0)
        let reads = ManagedAtomic<Int>(0)
    }

    @Test func readersNeverSeeWhatTheWriterFreed() {
        let shared = Shared()
        let group = DispatchGroup()
        for _ in 0..<3 {
            group.enter()
            Thread {
                while !shared.done.load(ordering: .relaxed) {
                    let slot = shared.readers.enter()
                    let bits = shared.published.load(ordering: .sequentiallyConsistent)
                    if let pointer = UnsafeRawPointer(bitPattern: bits) {
                        let object = Unmanaged<Published>.fromOpaque(pointer).takeUnretainedValue()
                        if object.isFreed { shared.readsOfFreed.wrappingIncrement(ordering: .relaxed) }
                        shared.reads.wrappingIncrement(ordering: .relaxed)
                    }
                    shared.readers.leave(slot)
                }
                group.leave()
            }.start()
        }
        // The writer: as `Router` does under its lock, with one writer instead. It publishes
        // a first object, then starts once the readers read it, so that they run all along.
        let first = Published(generation: -1)
        shared.published.store(UInt(bitPattern: Unmanaged.passUnretained(first).toOpaque()), ordering: .sequentiallyConsistent)
        var current: Published? = first
        while shared.reads.load(ordering: .relaxed) < 1_000 { Thread.sleep(forTimeInterval: 0.000_1) }
        var retiredNewer: [Published] = [], retiredOlder: [Published] = []
        var freed = 0
        // At least 20,000 generations, and on until something was reclaimed: on a loaded
        // machine a reader may sit in the previous epoch through many of them. (A counter that
        // never drains keeps the writer here until the time limit fails the test.)
        var generation = 0
        while generation < 20_000 || freed == 0 {
            generation += 1
            if generation % 1_000 == 0, freed == 0 { Thread.sleep(forTimeInterval: 0.000_1) }
            let next = Published(generation: generation)
            shared.published.store(UInt(bitPattern: Unmanaged.passUnretained(next).toOpaque()), ordering: .sequentiallyConsistent)
            if let current { retiredNewer.append(current) }
            current = next
            if shared.readers.previousEpochDrained() {
                for object in retiredOlder { object.isFreed = true }
                freed += retiredOlder.count
                retiredOlder = retiredNewer
                retiredNewer = []
                if !retiredOlder.isEmpty { shared.readers.advance() }
            }
        }
        shared.done.store(true, ordering: .relaxed)
        group.wait()
        withExtendedLifetime((current, retiredNewer, retiredOlder)) {}
        #expect(shared.readsOfFreed.load(ordering: .relaxed) == 0)
        #expect(freed > 0, "the writer reclaimed while readers ran")
        #expect(shared.reads.load(ordering: .relaxed) > 0)
    }
}
