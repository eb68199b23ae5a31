import Synchronization

/// Counts the threads inside lock-free read sections, so that a writer can tell when
/// memory it has unpublished is no longer read and may be freed.
///
/// Readers are spread over stripes, each on its own cache lines, by the address of their
/// stack, so threads reading at once rarely touch the same counter. A reader increments
/// its stripe, then loads the published pointer; the writer unpublishes, then reads the
/// counters. With both sides sequentially consistent, a stripe seen at zero after the
/// unpublish holds no reader that could still use what was unpublished: whoever entered
/// it since loads the new pointer.
final class ReaderCounts: @unchecked Sendable {
    /// How many stripes (bits of ``idleStripes()``).
    static let stripeCount = 16
    /// Atomics from one stripe to the next: 128 bytes, two cache lines.
    private static let spacing = 16

    /// Every stripe's counter is set: nothing seen idle yet.
    static let allStripes = UInt16.max

    private let memory: UnsafeMutableRawPointer
    private let counters: UnsafeMutablePointer<Atomic<Int>>

    init() {
        let count = Self.stripeCount * Self.spacing
        memory = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<Atomic<Int>>.stride, alignment: 128)
        counters = memory.bindMemory(to: Atomic<Int>.self, capacity: count)
        for index in 0..<count { (counters + index).initialize(to: Atomic(0)) }
    }

    deinit {
        counters.deinitialize(count: Self.stripeCount * Self.spacing)
        // Freed as raw memory: it was allocated over-aligned.
        memory.deallocate()
    }

    /// Enters a read section; pass the result to ``leave(_:)``.
    @inline(__always)
    func enter() -> Int {
        var marker: UInt8 = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let stripe = Int(truncatingIfNeeded: ((address &>> 12) &* 0x9E37_79B9_7F4A_7C15) &>> 60)
        counters[stripe &* Self.spacing].wrappingAdd(1, ordering: .sequentiallyConsistent)
        return stripe
    }

    /// Leaves the read section entered as `stripe`.
    @inline(__always)
    func leave(_ stripe: Int) {
        counters[stripe &* Self.spacing].wrappingSubtract(1, ordering: .releasing)
    }

    /// The stripes with no reader inside at the moment each is read, as bits.
    func idleStripes() -> UInt16 {
        var idle: UInt16 = 0
        for stripe in 0..<Self.stripeCount where counters[stripe * Self.spacing].load(ordering: .sequentiallyConsistent) == 0 {
            idle |= 1 << UInt16(stripe)
        }
        return idle
    }
}
