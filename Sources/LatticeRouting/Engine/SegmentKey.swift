/// How the trie finds a literal edge: a segment's first eight bytes as one word (`head`)
/// and a hash of all its bytes, both over lower-cased ASCII when the segment folds case.
///
/// Most literal segments are at most eight bytes long, so comparing `head` and the
/// length compares the whole label in one instruction.
struct SegmentKey: Equatable {
    /// Up to the first eight bytes, little-endian, zero-padded.
    var head: UInt64
    /// A hash of the length and every byte.
    var hash: UInt64

    private static let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
    /// Where every hash starts; each eight-byte word is mixed in, then the length.
    private static let seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The key of `bytes[start..<end]`.
    ///
    /// - Complexity: O(*n*) in the segment's length, eight bytes at a time.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, fold: Bool) {
        let length = end - start
        // SAFETY: `start..<end` lies within `bytes`; `word(_:at:length:fold:)` reads only inside
        // it.
        let first = unsafe Self.word(bytes, at: start, length: min(8, length), fold: fold)
        var hash = Self.mix(Self.seed, first)
        var offset = start + 8
        while offset < end {
            hash = unsafe Self.mix(hash, Self.word(bytes, at: offset, length: min(8, end - offset), fold: fold))
            offset += 8
        }
        self.head = first
        self.hash = Self.mix(hash, UInt64(truncatingIfNeeded: length))
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* multiplier
        return mixed ^ (mixed >> 29)
    }

    /// Where this segment's edge under `parent` starts probing.
    @inline(__always)
    func slot(under parent: Int32, mask: Int) -> Int {
        let mixed = (hash ^ (UInt64(UInt32(bitPattern: parent)) &+ 1) &* 0x9E37_79B9_7F4A_7C15) &* Self.multiplier
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// `length` (0 to 8) bytes of `bytes` at `offset` as a little-endian word, zero-padded,
    /// lower-cased when `fold`. Loads eight bytes at once whenever eight readable bytes
    /// cover them; never reads outside `bytes`.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int, fold: Bool) -> UInt64 {
        guard length > 0, let base = bytes.baseAddress else { return 0 }
        // SAFETY: reads `length` (at most 8) bytes at `offset` inside `bytes`: an unaligned 8-byte
        // load only when 8 bytes are there, otherwise the last 8 bytes of a buffer of at least 8,
        // or byte by byte.
        let raw = unsafe UnsafeRawPointer(base)
        var word: UInt64
        if offset + 8 <= bytes.count {
            word = unsafe UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        } else if bytes.count >= 8 {
            let skipped = UInt64(offset + 8 - bytes.count) &* 8
            word = unsafe UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)) &>> skipped
        } else {
            word = 0
            for index in 0..<length { unsafe word |= UInt64(bytes[offset + index]) &<< (UInt64(index) &* 8) }
        }
        if length < 8 { word &= (1 &<< (UInt64(length) &* 8)) &- 1 }
        return fold ? lowercased(word) : word
    }

    /// `word` with its ASCII capitals lower-cased, eight bytes at once (bytes from 0x80
    /// up, parts of UTF-8 sequences, are left alone).
    @inline(__always)
    static func lowercased(_ word: UInt64) -> UInt64 {
        let low7 = word & 0x7F7F_7F7F_7F7F_7F7F
        let capitals = ((low7 &+ 0x3F3F_3F3F_3F3F_3F3F) ^ (low7 &+ 0x2525_2525_2525_2525)) & ~word & 0x8080_8080_8080_8080
        return word | (capitals &>> 2)
    }
}
