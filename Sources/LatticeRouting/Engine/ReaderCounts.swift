import Atomics

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
/// Why a writer that finds the other parity drained may free what it retired before the
/// last epoch change (the orderings, exactly as the code uses them):
/// - A reader increments its counter (sequentially consistent), then loads the published
///   pointer (sequentially consistent); the writer stores the new pointer, or 0, when it
///   unpublishes (sequentially consistent, in `Router`), and later loads the counters of
///   the parity it checks (sequentially consistent). For a reader counted under that
///   parity, in the single total order of those operations either its increment comes
///   before the writer's load of its counter, and the writer sees it and frees nothing, or
///   it comes after, and then so does its load of the pointer, which therefore sees the
///   unpublish and never the retired snapshot.
/// - A reader counted under the current parity is not checked. It loaded the epoch (with
///   *acquire* ordering only) from the writer's last advance (sequentially consistent, so
///   also a release), which the writer made after unpublishing everything it may now free:
///   the unpublish happens before the reader's increment, so precedes it in the total
///   order, and the reader's load of the pointer sees the unpublish. A reader that loaded
///   a stale epoch is counted under the checked parity: the case above.
/// - The reader decrements its counter with *release* ordering when done; the writer's
///   sequentially consistent load that reads the counter at zero acquires it, so everything
///   the reader did with the snapshot happens before the writer frees it.
// SAFETY: `memory` is allocated in `init`, freed in `deinit`, and only reached through
// `epoch` and `counter(_:)`, whose indices stay inside it; every access is atomic.
@safe
final class ReaderCounts: @unchecked Sendable {
    static let stripeCount = 16
    /// Atomics from one counter to the next: 128 bytes, two cache lines.
    private static let spacing = 16
    /// Counters, in atomics: two parities of `stripeCount` stripes, `spacing` apart.
    private static let counterCount = 2 * stripeCount * spacing

    /// The epoch (alone on its first two cache lines), then the counters.
    private let memory: UnsafeMutablePointer<Int.AtomicRepresentation>

    init() {
        // SAFETY: room for the epoch's two cache lines and every counter, over-aligned to
        // 128 bytes so that each counter has its lines to itself; all initialized here,
        // deinitialized and freed once, in `deinit`.
        let total = Self.spacing + Self.counterCount
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: total * MemoryLayout<Int.AtomicRepresentation>.stride, alignment: 128)
        unsafe memory = unsafe raw.bindMemory(to: Int.AtomicRepresentation.self, capacity: total)
        for index in 0..<total { unsafe (memory + index).initialize(to: Int.AtomicRepresentation(0)) }
    }

    deinit {
        // SAFETY: the router is being destroyed, so no reader or writer is left.
        unsafe memory.deinitialize(count: Self.spacing + Self.counterCount)
        // Freed as raw memory: it was allocated over-aligned.
        unsafe UnsafeMutableRawPointer(memory).deallocate()
    }

    /// The epoch: how many times ``advance()`` ran.
    private var epoch: UnsafeAtomic<Int> {
        // SAFETY: the epoch is the first atomic of `memory`, alive as long as `self`.
        unsafe UnsafeAtomic(at: memory)
    }

    /// The counter of `slot` (a parity and a stripe).
    @inline(__always)
    private func counter(_ slot: Int) -> UnsafeAtomic<Int> {
        // SAFETY: `slot` is below `2 * stripeCount` (a parity bit and a masked stripe), so
        // the counter lies inside `memory`, alive as long as `self`.
        unsafe UnsafeAtomic(at: memory + Self.spacing + slot &* Self.spacing)
    }

    /// The calling thread's stripe, from the address of its stack: threads' stacks lie far
    /// apart, so threads running at once rarely share a stripe.
    @inline(__always)
    static func stripe() -> Int {
        var marker: UInt8 = 0
        // SAFETY: only the address of a local is taken, as a number; the pointer is never
        // dereferenced or kept.
        let address = unsafe withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return Int(truncatingIfNeeded: ((UInt64(address) &>> 12) &* 0x9E37_79B9_7F4A_7C15) &>> 60)
    }

    /// The stripe of a slot returned by ``enter()``.
    @inline(__always)
    static func stripe(ofSlot slot: Int) -> Int { slot & (stripeCount - 1) }

    /// Enters a read section; pass the result to ``leave(_:)``.
    ///
    /// Each call takes its stripe afresh: two sections a thread nests usually share a
    /// stripe, but need not (the stripe comes from a stack address, which differs between
    /// two calls made at different depths, or under AddressSanitizer, whose fake stack
    /// gives every call a frame of its own). Nothing relies on it: each section leaves the
    /// slot it entered.
    @inline(__always)
    func enter() -> Int {
        enter(stripe: Self.stripe())
    }

    /// Enters a read section counted on `stripe` (below ``stripeCount``); for tests that
    /// need two sections on one stripe.
    @inline(__always)
    func enter(stripe: Int) -> Int {
        let slot = (epoch.load(ordering: .acquiring) & 1) &* Self.stripeCount &+ stripe
        counter(slot).wrappingIncrement(ordering: .sequentiallyConsistent)
        return slot
    }

    /// Leaves the read section entered as `slot`.
    @inline(__always)
    func leave(_ slot: Int) {
        counter(slot).wrappingDecrement(ordering: .releasing)
    }

    /// Whether no reader is counted under the parity that is not the current epoch's:
    /// then nothing retired before the last ``advance()`` is still read. Writers only.
    func previousEpochDrained() -> Bool {
        let parity = (epoch.load(ordering: .sequentiallyConsistent) &+ 1) & 1
        for stripe in 0..<Self.stripeCount
        where counter(parity * Self.stripeCount + stripe).load(ordering: .sequentiallyConsistent) != 0 {
            return false
        }
        return true
    }

    /// Starts the next epoch; call only right after ``previousEpochDrained()`` said yes,
    /// under the writers' lock.
    func advance() {
        epoch.wrappingIncrement(ordering: .sequentiallyConsistent)
    }
}
