/// A small pseudo-random generator (xorshift), one per thread: deterministic picks
/// without a lock.
public struct SoakRandom {
    private var state: UInt64

    public init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// A number in `0..<bound`.
    public mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
}
