/// A short list of byte strings (schemes, hosts) that a URL's bytes are looked up in,
/// stored flat as little-endian words, so that a lookup compares eight bytes at a time
/// and counts no reference (an array of arrays retains each entry it visits).
struct ByteStringList: Sendable {
    /// Each entry's length and where its words start in ``words``.
    private let entries: [(length: Int, firstWord: Int)]
    /// Every entry's bytes as words of eight, zero-padded.
    private let words: [UInt64]

    /// A list of `strings`, compared as they are (their UTF-8 bytes).
    init<Strings: Sequence<String>>(_ strings: Strings) {
        var entries: [(length: Int, firstWord: Int)] = []
        var words: [UInt64] = []
        for string in strings {
            let bytes = Array(string.utf8)
            entries.append((bytes.count, words.count))
            // SAFETY: `word` reads at most `bytes.count - offset` bytes at `offset`, inside the buffer.
            unsafe bytes.withUnsafeBufferPointer { buffer in
                var offset = 0
                while offset < buffer.count {
                    unsafe words.append(SegmentKey.word(buffer, at: offset, length: min(8, buffer.count - offset), fold: false))
                    offset += 8
                }
            }
        }
        self.entries = entries
        self.words = words
    }

    /// Whether the list is empty.
    var isEmpty: Bool { entries.isEmpty }

    /// Whether the list holds `bytes[range]` with its ASCII capitals lower-cased.
    ///
    /// Takes the whole buffer and a range in it, so that a short range (a scheme) is still
    /// read as one word when eight bytes of the buffer cover it.
    /// - Complexity: O(*n* + *m*/8) for *n* entries and *m* bytes.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, lowercasedIn range: Range<Int>) -> Bool {
        let count = range.count
        // SAFETY: `range` lies within `bytes`, and `word` reads only the bytes asked for.
        let first = unsafe SegmentKey.word(bytes, at: range.lowerBound, length: min(8, count), fold: true)
        for entry in entries where entry.length == count && words[entry.firstWord] == first {
            var offset = 8
            var word = entry.firstWord + 1
            // SAFETY: as above; `offset` stays below `count`.
            while offset < count, unsafe words[word] == SegmentKey.word(
                bytes, at: range.lowerBound + offset, length: min(8, count - offset), fold: true) {
                offset += 8
                word += 1
            }
            if offset >= count { return true }
        }
        return false
    }
}
