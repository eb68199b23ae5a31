/// A short list of byte strings (schemes, hosts) that a URL's bytes are looked up in,
/// stored flat as little-endian words, so that a lookup compares eight bytes at a time
/// and counts no reference (an array of arrays retains each entry it visits).
struct ByteStringList: Sendable {
    /// The entries back to back: each is its byte count, then its bytes as words of eight,
    /// zero-padded (one word at least, so that an entry's first word can always be read).
    private let words: [UInt64]

    /// A list of `strings`, compared as they are (their UTF-8 bytes).
    init<Strings: Sequence<String>>(_ strings: Strings) {
        var words: [UInt64] = []
        for string in strings {
            let bytes = Array(string.utf8)
            words.append(UInt64(bytes.count))
            // SAFETY: `word` reads at most `bytes.count - offset` bytes at `offset`, inside the buffer.
            unsafe bytes.withUnsafeBufferPointer { buffer in
                var offset = 0
                repeat {
                    unsafe words.append(SegmentKey.word(buffer, at: offset, length: min(8, buffer.count - offset), fold: false))
                    offset += 8
                } while offset < buffer.count
            }
        }
        self.words = words
    }

    /// Whether the list is empty.
    var isEmpty: Bool { words.isEmpty }

    /// Whether the list holds `bytes[range]` with its ASCII capitals lower-cased.
    ///
    /// Takes the whole buffer and a range in it, so that a short range (a scheme) is still
    /// read as one word when eight bytes of the buffer cover it. The first word of the
    /// range is read once; an entry's further words are compared only when its length
    /// and first word agree.
    /// - Complexity: O(*n* + *m*/8) for *n* entries and *m* bytes.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, lowercasedIn range: Range<Int>) -> Bool {
        let length = range.count
        // SAFETY: `range` lies within `bytes`, and `word` reads only the bytes asked for;
        // `at` and `at + 1 + index` stay inside `entries`: every entry is its length and
        // then `max(1, (length + 7) / 8)` words, as `init` wrote them.
        let first = unsafe SegmentKey.word(bytes, at: range.lowerBound, length: min(8, length), fold: true)
        return unsafe words.withUnsafeBufferPointer { entries in
            var at = 0
            while at < entries.count {
                let entryLength = unsafe Int(truncatingIfNeeded: entries[at])
                let wordCount = max(1, (entryLength &+ 7) &>> 3)
                if entryLength == length, unsafe entries[at &+ 1] == first {
                    var index = 1
                    while index < wordCount {
                        let offset = index &<< 3
                        let word = unsafe SegmentKey.word(bytes, at: range.lowerBound &+ offset, length: min(8, length &- offset), fold: true)
                        guard unsafe entries[at &+ 1 &+ index] == word else { break }
                        index &+= 1
                    }
                    if index == wordCount { return true }
                }
                at &+= 1 &+ wordCount
            }
            return false
        }
    }
}
