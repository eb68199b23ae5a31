public import Synchronization

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
@usableFromInline
final class LookupTable: @unchecked Sendable {
    @usableFromInline static let empty: UInt = 0
    @usableFromInline static let removed: UInt = 1

    let capacity: Int
    @usableFromInline let mask: Int
    @usableFromInline let slots: UnsafeMutablePointer<Atomic<UInt>>
    /// Slots in use: live entries plus removed markers. Written under the state lock only.
    private(set) var used = 0

    init(capacity: Int) {
        let size = max(8, capacity.nextPowerOfTwo)
        self.capacity = size
        self.mask = size - 1
        self.slots = .allocate(capacity: size)
        for index in 0..<size { (slots + index).initialize(to: Atomic(Self.empty)) }
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    /// The entry stored for `key`, unretained; `nil` if none.
    ///
    /// - Complexity: O(1) expected.
    @inlinable @inline(__always)
    func find(_ key: ServiceKey) -> Unmanaged<AnyEntry>? {
        var index = Int(truncatingIfNeeded: key.hash) & mask
        while true {
            let bits = slots[index].load(ordering: .acquiring)
            if bits == Self.empty { return nil }
            if bits != Self.removed {
                let entry = Unmanaged<AnyEntry>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
                let matches = entry._withUnsafeGuaranteedRef { candidate in
                    candidate.key.hash == key.hash && candidate.key == key
                }
                if matches { return entry }
            }
            index = (index &+ 1) & mask
        }
    }

    /// Whether one more entry fits without passing half full.
    var hasRoom: Bool { (used + 1) * 2 <= capacity }

    /// Stores `entry`, replacing the entry with the same key if there is one.
    /// Call under the state lock, after checking ``hasRoom``.
    func store(_ entry: AnyEntry) {
        let bits = UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque())
        var index = Int(truncatingIfNeeded: entry.key.hash) & mask
        var firstFree: Int?
        while true {
            let current = slots[index].load(ordering: .relaxed)
            if current == Self.empty { break }
            if current == Self.removed {
                if firstFree == nil { firstFree = index }
            } else if Unmanaged<AnyEntry>.fromOpaque(UnsafeRawPointer(bitPattern: current)!)
                .takeUnretainedValue().key == entry.key {
                slots[index].store(bits, ordering: .releasing)
                return
            }
            index = (index &+ 1) & mask
        }
        let target = firstFree ?? index
        if firstFree == nil { used += 1 }
        slots[target].store(bits, ordering: .releasing)
    }

    /// Marks the slot of `key` removed. Call under the state lock.
    func remove(_ key: ServiceKey) {
        var index = Int(truncatingIfNeeded: key.hash) & mask
        while true {
            let current = slots[index].load(ordering: .relaxed)
            if current == Self.empty { return }
            if current != Self.removed,
               Unmanaged<AnyEntry>.fromOpaque(UnsafeRawPointer(bitPattern: current)!)
                .takeUnretainedValue().key == key {
                slots[index].store(Self.removed, ordering: .releasing)
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
