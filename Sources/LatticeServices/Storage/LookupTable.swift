public import Atomics

/// An open-addressing hash table from ``ServiceKey`` to entry, read without locks.
///
/// Writers (holding the registry's state lock) store entry pointers into slots with
/// release ordering; readers load them with acquire ordering and never take a lock, so
/// resolves on several cores do not contend. Slots hold unretained entry pointers: the
/// registry keeps every entry, live or removed, and every table it ever published alive
/// until it is deinitialized, so a reader holding an old pointer is always safe.
///
/// The table stays at most half full (live entries plus removed markers); a writer that
/// would pass that builds a larger table and publishes it.
// SAFETY: `slots` is allocated in `init`, freed in `deinit`, and only reached through
// `slot(_:)`, whose index is masked to the capacity; every access is atomic.
@usableFromInline
@safe
final class LookupTable: @unchecked Sendable {
    @usableFromInline static let empty: UInt = 0
    @usableFromInline static let removed: UInt = 1

    let capacity: Int
    @usableFromInline let mask: Int
    @usableFromInline let slots: UnsafeMutablePointer<UInt.AtomicRepresentation>
    /// Slots in use: live entries plus removed markers. Written under the state lock only.
    private(set) var used = 0

    init(capacity: Int) {
        let size = max(8, capacity.nextPowerOfTwo)
        self.capacity = size
        self.mask = size - 1
        // SAFETY: `size` slots are allocated and every one initialized here, before the
        // table is published; `deinit` frees them once, when no reader can hold the table
        // (the registry keeps every table it published alive as long as itself).
        unsafe self.slots = .allocate(capacity: size)
        for index in 0..<size { unsafe (slots + index).initialize(to: UInt.AtomicRepresentation(Self.empty)) }
    }

    deinit {
        // SAFETY: the registry that kept this table alive is gone, so no reader is left.
        unsafe slots.deinitialize(count: capacity)
        unsafe slots.deallocate()
    }

    /// The slot at `index` (masked, so always in `0..<capacity`), as an atomic.
    @inlinable @inline(__always)
    func slot(_ index: Int) -> UnsafeAtomic<UInt> {
        // SAFETY: `index & mask` is within the `capacity` slots, which live as long as `self`.
        unsafe UnsafeAtomic(at: slots + (index & mask))
    }

    /// The entry stored for `key`, unretained; `nil` if none.
    ///
    /// - Complexity: O(1) expected.
    @inlinable @inline(__always)
    func find(_ key: ServiceKey) -> Unmanaged<AnyRegistration>? {
        var index = Int(truncatingIfNeeded: key.hash) & mask
        while true {
            let bits = slot(index).load(ordering: .acquiring)
            if bits == Self.empty { return nil }
            if bits != Self.removed {
                // SAFETY: slots hold 0, 1 or the address of an entry the registry keeps alive as
                // long as itself (never freed while it can be read), so the entry is valid at +0.
                let entry = unsafe Unmanaged<AnyRegistration>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
                let matches = unsafe entry._withUnsafeGuaranteedRef { candidate in
                    candidate.key.hash == key.hash && candidate.key == key
                }
                if matches { return unsafe entry }
            }
            index = (index &+ 1) & mask
        }
    }

    /// Whether one more entry fits without passing half full.
    var hasRoom: Bool { (used + 1) * 2 <= capacity }

    /// Stores `entry`, replacing the entry with the same key if there is one.
    /// Call under the state lock, after checking ``hasRoom``.
    func store(_ entry: AnyRegistration) {
        // SAFETY: called under the state lock; slot bits other than 0 and 1 are entries the
        // registry keeps alive.
        let bits = unsafe UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque())
        var index = Int(truncatingIfNeeded: entry.key.hash) & mask
        var firstFree: Int?
        while true {
            let current = slot(index).load(ordering: .relaxed)
            if current == Self.empty { break }
            if current == Self.removed {
                if firstFree == nil { firstFree = index }
            } else if unsafe Unmanaged<AnyRegistration>.fromOpaque(UnsafeRawPointer(bitPattern: current)!)
                .takeUnretainedValue().key == entry.key {
                slot(index).store(bits, ordering: .releasing)
                return
            }
            index = (index &+ 1) & mask
        }
        let target = firstFree ?? index
        if firstFree == nil { used += 1 }
        slot(target).store(bits, ordering: .releasing)
    }

    /// Marks the slot of `key` removed. Call under the state lock.
    func remove(_ key: ServiceKey) {
        var index = Int(truncatingIfNeeded: key.hash) & mask
        while true {
            let current = slot(index).load(ordering: .relaxed)
            if current == Self.empty { return }
            if current != Self.removed,
               // SAFETY: called under the state lock; slot bits other than 0 and 1 are entries the
               // registry keeps alive.
               unsafe Unmanaged<AnyRegistration>.fromOpaque(UnsafeRawPointer(bitPattern: current)!)
                .takeUnretainedValue().key == key {
                slot(index).store(Self.removed, ordering: .releasing)
                return
            }
            index = (index &+ 1) & mask
        }
    }
}

extension Int {
    fileprivate var nextPowerOfTwo: Int {
        self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}
