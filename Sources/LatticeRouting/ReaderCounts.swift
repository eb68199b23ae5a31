import Synchronization

/// Counts the threads inside lock-free read sections, so that a writer can tell when
/// memory it has unpublished is no longer read and may be freed.
///
/// Readers are spread over stripes, each on its own cache lines, by the address of their
/// stack, so threads reading at once rarely touch the same counter. Each stripe has two
/// counters, one per parity of an epoch (as in sleepable RCU): a reader counts itself
/// under the current epoch's parity, then loads the published pointer. The writer
/// unpublishes, and later, once the *other* parity's counters are all zero, frees what
/// it retired before the last epoch change and advances the epoch. New readers always
/// use the current parity, so the other one drains as soon as the readers already in it
/// finish: reclamation never waits on a stream of new readers.
///
/// Safety: every counter operation and the published pointer are sequentially
/// consistent, so a reader either is seen by the writer's check or loads a pointer
/// published after the unpublish.
final class ReaderCounts: @unchecked Sendable {
    static let stripeCount = 16
    /// Atomics from one counter to the next: 128 bytes, two cache lines.
    private static let spacing = 16

    private let memory: UnsafeMutableRawPointer
    private let counters: UnsafeMutablePointer<Atomic<Int>>
    private let epoch = Atomic<Int>(0)

    init() {
        let count = 2 * Self.stripeCount * Self.spacing
        memory = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<Atomic<Int>>.stride, alignment: 128)
        counters = memory.bindMemory(to: Atomic<Int>.self, capacity: count)
        for index in 0..<count { (counters + index).initialize(to: Atomic(0)) }
    }

    deinit {
        counters.deinitialize(count: 2 * Self.stripeCount * Self.spacing)
        // Freed as raw memory: it was allocated over-aligned.
        memory.deallocate()
    }

    /// The calling thread's stripe, from the address of its stack: threads' stacks lie far
    /// apart, so threads running at once rarely share a stripe.
    @inline(__always)
    static func stripe() -> Int {
        var marker: UInt8 = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return Int(truncatingIfNeeded: ((address &>> 12) &* 0x9E37_79B9_7F4A_7C15) &>> 60)
    }

    /// The stripe of a slot returned by ``enter()``.
    @inline(__always)
    static func stripe(ofSlot slot: Int) -> Int { slot & (stripeCount - 1) }

    /// Enters a read section; pass the result to ``leave(_:)``.
    @inline(__always)
    func enter() -> Int {
        let stripe = Self.stripe()
        let slot = (epoch.load(ordering: .acquiring) & 1) &* Self.stripeCount &+ stripe
        counters[slot &* Self.spacing].wrappingAdd(1, ordering: .sequentiallyConsistent)
        return slot
    }

    /// Leaves the read section entered as `slot`.
    @inline(__always)
    func leave(_ slot: Int) {
        counters[slot &* Self.spacing].wrappingSubtract(1, ordering: .releasing)
    }

    /// Whether no reader is counted under the parity that is not the current epoch's:
    /// then nothing retired before the last ``advance()`` is still read. Writers only.
    func previousEpochDrained() -> Bool {
        let parity = (epoch.load(ordering: .sequentiallyConsistent) &+ 1) & 1
        for stripe in 0..<Self.stripeCount
        where counters[(parity * Self.stripeCount + stripe) * Self.spacing].load(ordering: .sequentiallyConsistent) != 0 {
            return false
        }
        return true
    }

    /// Starts the next epoch; call only right after ``previousEpochDrained()`` said yes,
    /// under the writers' lock.
    func advance() {
        epoch.wrappingAdd(1, ordering: .sequentiallyConsistent)
    }
}
