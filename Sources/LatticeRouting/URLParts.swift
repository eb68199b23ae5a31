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

    /// Splits `bytes`; returns `nil` when the scheme or authority is malformed.
    ///
    /// - Complexity: O(*n*) in the URL's length.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var end = bytes.count
        // Scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":".
        if end > 0, Self.isAlpha(bytes[0]) {
            var probe = 1
            while probe < end, Self.isSchemeByte(bytes[probe]) { probe += 1 }
            if probe < end, bytes[probe] == UInt8(ascii: "#") { end = probe }
            if probe < end, bytes[probe] == UInt8(ascii: ":") {
                scheme = 0..<probe
                index = probe + 1
                isWeb = Self.isWeb(bytes, scheme)
            }
        }
        if !scheme.isEmpty, index + 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            if isWeb {
                var authorityEnd = index
                while authorityEnd < end, bytes[authorityEnd] != UInt8(ascii: "/"), bytes[authorityEnd] != UInt8(ascii: "?"),
                      bytes[authorityEnd] != UInt8(ascii: "#") {
                    authorityEnd += 1
                }
                var hostStart = index
                if let at = Self.lastIndex(of: UInt8(ascii: "@"), in: bytes, from: index, to: authorityEnd) { hostStart = at + 1 }
                var hostEnd = authorityEnd
                if let colon = Self.lastIndex(of: UInt8(ascii: ":"), in: bytes, from: hostStart, to: authorityEnd) { hostEnd = colon }
                guard hostStart < hostEnd else { return nil }
                host = hostStart..<hostEnd
                index = authorityEnd
            } else {
                firstSegmentIsHost = true
            }
        } else if isWeb {
            return nil
        }
        // One pass for the query's `?` and the fragment's `#` (the fragment is ignored).
        var cursor = index
        var question = -1
        while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "#") {
                end = cursor
                break
            }
            if byte == UInt8(ascii: "?"), question < 0 { question = cursor }
            cursor += 1
        }
        if question >= 0 {
            path = index..<question
            query = (question + 1)..<end
        } else {
            path = index..<end
        }
    }

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
        guard bytes[0] | 0x20 == UInt8(ascii: "h"), bytes[1] | 0x20 == UInt8(ascii: "t"),
              bytes[2] | 0x20 == UInt8(ascii: "t"), bytes[3] | 0x20 == UInt8(ascii: "p") else { return false }
        return length == 4 || bytes[4] | 0x20 == UInt8(ascii: "s")
    }

    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var index = from
        while index < to {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var index = to - 1
        while index >= from {
            if bytes[index] == byte { return index }
            index -= 1
        }
        return nil
    }
}

/// One path segment: a byte range plus whether it needs percent-decoding.
struct PathSegment {
    var start: Int32
    var end: Int32
    var hasPercent: Bool
    var foldsCase: Bool
}

extension URLParts {
    /// Writes the non-empty path segments into `segments` and returns how many there
    /// are, or `nil` when there are more than `segments.count`.
    ///
    /// Empty segments (`//`, a trailing `/`) are skipped, so `/a/`, `/a` and `a` are one path.
    func split(_ bytes: UnsafeBufferPointer<UInt8>, into segments: UnsafeMutableBufferPointer<PathSegment>, foldAll: Bool) -> Int? {
        var count = 0
        var index = path.lowerBound
        let end = path.upperBound
        while index < end {
            while index < end, bytes[index] == UInt8(ascii: "/") { index += 1 }
            if index == end { break }
            let start = index
            var percent = false
            while index < end, bytes[index] != UInt8(ascii: "/") {
                if bytes[index] == UInt8(ascii: "%") { percent = true }
                index += 1
            }
            guard count < segments.count else { return nil }
            segments[count] = PathSegment(
                start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: index),
                hasPercent: percent, foldsCase: foldAll || (count == 0 && firstSegmentIsHost))
            count += 1
        }
        return count
    }

    /// How many `&`-separated, non-empty query items the URL has.
    func queryItemCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let query else { return 0 }
        var count = 0
        var inItem = false
        for index in query {
            if bytes[index] == UInt8(ascii: "&") {
                inItem = false
            } else if !inItem {
                inItem = true
                count += 1
            }
        }
        return count
    }
}
