import LatticeCore

/// Records the lengths of the very large URLs (1 MB and more) that were parsed, so that a
/// test can tell that a URL refused for its length was never read: one comparison on the
/// parse path, and a lock only for such inputs.
enum LargeInputProbe {
    /// The smallest length recorded.
    static let threshold = 1 << 20

    private static let lengths = LockedBox<Set<Int>>([])

    static func record(_ length: Int) {
        lengths.withLock { _ = $0.insert(length) }
    }

    /// Whether a URL of exactly `length` bytes (at least ``threshold``) was parsed.
    static func parsed(length: Int) -> Bool {
        lengths.withLock { $0.contains(length) }
    }
}
