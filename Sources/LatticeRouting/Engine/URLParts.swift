/// The parts of a URL string, as byte offsets into its UTF-8 bytes.
///
/// Parsed by hand so that routing never touches Foundation's `URL` on the hot path.
/// Accepted shapes: `/path?query#fragment`, `path`, `scheme:path`,
/// `scheme://host/path` (web schemes: the host is the authority; other schemes: the
/// "host" is the first path segment, as in `shop://detail/42`).
struct URLParts {
    /// The scheme without `:`, empty when the URL has none.
    var scheme: Range<Int> = 0..<0
    /// The authority's host for web links (`http`, `https`), lower-case not applied.
    var host: Range<Int>? = nil
    /// The routed path (for custom schemes it starts with the "host").
    var path: Range<Int> = 0..<0
    /// The query without `?`, if any.
    var query: Range<Int>? = nil
    /// Whether the scheme is `http` or `https`.
    var isWeb = false
    /// Whether the first path segment is a custom scheme's host (compared case-insensitively).
    var firstSegmentIsHost = false
    /// Whether the path (as far as it was read) has a `%`.
    var pathHasPercent = false

    /// Splits `bytes`; returns `nil` when the scheme or authority is malformed.
    ///
    /// - Complexity: O(*n*) in the URL's length.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var ignored = 0
        // SAFETY: every index is checked against `end` (at most `bytes.count`) before it is read;
        // word-at-a-time loads happen only with 8 bytes left; segments are written below
        // `segments.count` (extra segments make the parse fail).
        unsafe self.init(bytes, segments: UnsafeMutableBufferPointer(start: nil, count: 0), foldAll: false, segmentCount: &ignored)
    }

    /// Splits `bytes` and, in the same pass over the path, writes its non-empty segments
    /// into `segments`; `segmentCount` is how many there are, or -1 when there are more
    /// than `segments.count` (then none are written past the buffer). Returns `nil` when
    /// the scheme or authority is malformed.
    ///
    /// Empty segments (`//`, a trailing `/`) are skipped, so `/a/`, `/a` and `a` are one path.
    /// With `stopsWhenFull`, the scan stops at the first segment that does not fit (the path
    /// then ends there and there is no query): a URL with too many segments is not read
    /// to its end.
    /// - Complexity: O(*n*) in the URL's length (up to the segment that does not fit).
    @inline(__always)
    init?(
        _ bytes: UnsafeBufferPointer<UInt8>, segments: UnsafeMutableBufferPointer<PathSegment>, foldAll: Bool,
        segmentCount: inout Int, stopsWhenFull: Bool = false
    ) {
        // Positions are kept as 32-bit numbers.
        guard bytes.count <= Int(Int32.max) else { return nil }
        var index = 0
        var end = bytes.count
        // Scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":".
        // SAFETY: every index is checked against `end` (at most `bytes.count`) before it is read;
        // word-at-a-time loads happen only with 8 bytes left; segments are written below
        // `segments.count` (extra segments make the parse fail).
        if end > 0, unsafe Self.isAlpha(bytes[0]) {
            if end >= 8, let base = bytes.baseAddress,
               case let head = SegmentKey.lowercased(unsafe UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))),
               head == Self.httpsSlashes || head & 0x00FF_FFFF_FFFF_FFFF == Self.httpSlashes {
                // A web link, read in one word: `https://` or `http://`, in any case.
                let length = head == Self.httpsSlashes ? 5 : 4
                scheme = 0..<length
                index = length + 1
                isWeb = true
            } else {
                var probe = 1
                while probe < end, unsafe Self.isSchemeByte(bytes[probe]) { probe += 1 }
                if probe < end, unsafe bytes[probe] == UInt8(ascii: "#") { end = probe }
                if probe < end, unsafe bytes[probe] == UInt8(ascii: ":") {
                    scheme = 0..<probe
                    index = probe + 1
                    isWeb = unsafe Self.isWeb(bytes, scheme)
                }
            }
        }
        if !scheme.isEmpty, index + 1 < end, unsafe bytes[index] == UInt8(ascii: "/"), unsafe bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            if isWeb {
                // One pass, eight bytes at a time: the authority's end, its last `@` (the host
                // follows it) and the last `:` after that (the port's).
                var authorityEnd = end
                var at = -1
                var colon = -1
                var offset = index
                authority: while offset < end, let base = bytes.baseAddress {
                    let width = min(8, end - offset)
                    let word = width == 8
                        ? unsafe UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                        : unsafe SegmentKey.word(bytes, at: offset, length: width, fold: false)
                    // A partial word is zero-padded, and a zero byte is no delimiter.
                    var hits = Self.authorityBytes(word)
                    while hits != 0 {
                        let position = offset + hits.trailingZeroBitCount >> 3
                        let byte = unsafe bytes[position]
                        if byte == UInt8(ascii: "@") {
                            at = position
                            colon = -1
                        } else if byte == UInt8(ascii: ":") {
                            colon = position
                        } else {
                            authorityEnd = position
                            break authority
                        }
                        hits &= hits &- 1
                    }
                    offset += width
                }
                let hostStart = at >= 0 ? at + 1 : index
                let hostEnd = colon >= 0 ? colon : authorityEnd
                guard hostStart < hostEnd else { return nil }
                host = hostStart..<hostEnd
                index = authorityEnd
            } else {
                firstSegmentIsHost = true
            }
        } else if isWeb {
            return nil
        }
        // One pass over the path for its segments, the query's `?` and the fragment's `#`
        // (the fragment is ignored).
        let pathStart = index
        var count = 0
        var segmentStart = index
        var percent = false
        scan: while index < end, let base = bytes.baseAddress {
            // Eight bytes at a time, visiting each delimiter among them in order; the last
            // (partial) word is loaded at once whenever eight readable bytes cover it.
            let word: UInt64
            let width: Int
            if index + 8 <= end {
                word = unsafe UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
                width = 8
            } else {
                width = end - index
                word = unsafe SegmentKey.word(bytes, at: index, length: width, fold: false)
            }
            var hits = Self.delimiterBytes(word)
            while hits != 0 {
                let at = index + hits.trailingZeroBitCount >> 3
                let byte = unsafe bytes[at]
                if byte == UInt8(ascii: "%") {
                    percent = true
                    pathHasPercent = true
                } else if byte == UInt8(ascii: "/") {
                    unsafe Self.record(segmentStart, at, percent, in: segments, count: &count, foldAll: foldAll, firstIsHost: firstSegmentIsHost)
                    if stopsWhenFull, count < 0 {
                        index = at
                        break scan
                    }
                    segmentStart = at + 1
                    percent = false
                } else {
                    index = at
                    break scan
                }
                hits &= hits &- 1
            }
            index += width
        }
        unsafe Self.record(segmentStart, index, percent, in: segments, count: &count, foldAll: foldAll, firstIsHost: firstSegmentIsHost)
        path = pathStart..<index
        if index < end, unsafe bytes[index] == UInt8(ascii: "?") {
            let queryStart = index + 1
            index = queryStart
            while index < end, unsafe bytes[index] != UInt8(ascii: "#") { index += 1 }
            query = queryStart..<index
        }
        segmentCount = count
    }

    /// The high bit of each byte of `word` that is `%`, `/`, `?` or `#`.
    @inline(__always)
    private static func delimiterBytes(_ word: UInt64) -> UInt64 {
        let other = differs(word, from: 0x25) & differs(word, from: 0x2F) & differs(word, from: 0x3F) & differs(word, from: 0x23)
        return ~other & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` that is `/`, `?`, `#`, `@` or `:` (what ends
    /// or divides an authority).
    @inline(__always)
    private static func authorityBytes(_ word: UInt64) -> UInt64 {
        let other = differs(word, from: 0x2F) & differs(word, from: 0x3F) & differs(word, from: 0x23)
            & differs(word, from: 0x40) & differs(word, from: 0x3A)
        return ~other & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` that is not `byte` (exact, with no carry between
    /// bytes: bit 7 of `((x & 0x7F) + 0x7F) | x` is set when the byte `x` is not zero).
    @inline(__always)
    private static func differs(_ word: UInt64, from byte: UInt8) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return ((x & low7) &+ low7) | x
    }

    /// Appends the segment `start..<end` if it is not empty; `count` becomes -1 (and stays
    /// so) when `segments` is full.
    @inline(__always)
    private static func record(
        _ start: Int, _ end: Int, _ percent: Bool, in segments: UnsafeMutableBufferPointer<PathSegment>, count: inout Int,
        foldAll: Bool, firstIsHost: Bool
    ) {
        guard end > start, count >= 0 else { return }
        guard count < segments.count else {
            count = -1
            return
        }
        // SAFETY: `count` is checked against `segments.count` before writing.
        unsafe segments[count] = PathSegment(
            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end),
            hasPercent: percent, foldsCase: foldAll || (count == 0 && firstIsHost))
        count += 1
    }

    /// `https://` as a little-endian word.
    private static let httpsSlashes: UInt64 = 0x2F2F_3A73_7074_7468
    /// `http://` as a little-endian word of seven bytes.
    private static let httpSlashes: UInt64 = 0x002F_2F3A_7074_7468

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isAlpha(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isWeb(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let length = range.count
        guard length == 4 || length == 5 else { return false }
        // SAFETY: the scheme's length (4 or 5) was checked before its bytes are read.
        guard unsafe bytes[0] | 0x20 == UInt8(ascii: "h"), unsafe bytes[1] | 0x20 == UInt8(ascii: "t"),
              unsafe bytes[2] | 0x20 == UInt8(ascii: "t"), unsafe bytes[3] | 0x20 == UInt8(ascii: "p") else { return false }
        return unsafe length == 4 || bytes[4] | 0x20 == UInt8(ascii: "s")
    }

    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var index = from
        while index < to {
            // SAFETY: `from..<to` lies within `bytes`.
            if unsafe bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }
}

extension URLParts {
    /// How many `&`-separated, non-empty query items the URL has.
    func queryItemCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let query else { return 0 }
        var count = 0
        var inItem = false
        for index in query {
            // SAFETY: `query` lies within `bytes`.
            if unsafe bytes[index] == UInt8(ascii: "&") {
                inItem = false
            } else if !inItem {
                inItem = true
                count += 1
            }
        }
        return count
    }
}
