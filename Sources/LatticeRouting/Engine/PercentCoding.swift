/// Percent-decoding and -encoding on UTF-8 bytes, without Foundation.
enum PercentCoding {
    /// Decodes `bytes[range]`. `%XX` becomes the byte XX (so `%2F` stays inside one value
    /// and `%2B` is always `+`); `+` becomes a space when `plusIsSpace`. A `%` not
    /// followed by two hex digits is kept as it is.
    ///
    /// - Complexity: O(*n*); copies only (no decoding work) when there is nothing to decode.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool) -> String {
        // SAFETY: `range` lies within `bytes` (a capture or query range of the URL just parsed);
        // `output` has room for `slice.count` bytes, and decoding never writes more bytes than it
        // reads.
        let slice = unsafe UnsafeBufferPointer(rebasing: bytes[range])
        var needsWork = false
        for unsafe byte in unsafe slice where byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) {
            needsWork = true
            break
        }
        guard needsWork else { return unsafe String(decoding: slice, as: UTF8.self) }
        return unsafe String(unsafeUninitializedCapacity: slice.count) { output in
            unsafe decode(slice, into: output, plusIsSpace: plusIsSpace)
        }
    }

    /// Runs `body` on `input` decoded into a temporary buffer. Out of line, so that a hot
    /// caller which decodes only on a rare path (the trie's walk, for a segment with
    /// escapes) holds no temporary buffer, and so no stack check, of its own.
    @inline(never)
    static func withDecoded<Result>(_ input: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // SAFETY: the buffer has room for `input.count` bytes, which decoding never outgrows;
        // `body` reads only the decoded bytes, and does not keep them.
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: input.count) { buffer in
            let length = unsafe decode(input, into: buffer, plusIsSpace: false)
            return unsafe body(UnsafeBufferPointer(rebasing: buffer[0..<length]))
        }
    }

    /// Decodes `input` into `output` (at least as long), returning the decoded length.
    static func decode(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, plusIsSpace: Bool) -> Int {
        var read = 0
        var written = 0
        while read < input.count {
            // SAFETY: `range` lies within `bytes` (a capture or query range of the URL just
            // parsed); `output` has room for `slice.count` bytes, and decoding never writes more
            // bytes than it reads.
            let byte = unsafe input[read]
            if byte == UInt8(ascii: "%"), read + 2 < input.count, let high = unsafe hexValue(input[read + 1]), let low = unsafe hexValue(input[read + 2]) {
                unsafe output[written] = high << 4 | low
                read += 3
            } else if plusIsSpace && byte == UInt8(ascii: "+") {
                unsafe output[written] = UInt8(ascii: " ")
                read += 1
            } else {
                unsafe output[written] = byte
                read += 1
            }
            written += 1
        }
        return written
    }

    /// What is wrong with the percent-encoding of `bytes[range]`, or `nil` when every `%`
    /// starts a two-hex-digit escape and the decoded bytes are UTF-8 (what a URL from
    /// outside must be: it is refused, never repaired).
    ///
    /// - Complexity: O(*n*) in the range's length, with no allocation; a range without `%`
    ///   is only scanned (the string's own bytes are UTF-8 already).
    static func encodingProblem(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        // SAFETY: `range` lies within `bytes` (the path and query of the URL just parsed);
        // every read below is checked against its bounds.
        var index = range.lowerBound
        while index < range.upperBound, unsafe bytes[index] != UInt8(ascii: "%") { index += 1 }
        guard index < range.upperBound else { return nil }
        // Decoded bytes are checked as a UTF-8 stream: `need` continuation bytes are expected,
        // each within `low...high` for the first (overlong forms and surrogates are rejected).
        var need = 0
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        var sequenceStart = range.lowerBound
        index = range.lowerBound
        while index < range.upperBound {
            let start = index
            var byte = unsafe bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < range.upperBound, let hi = unsafe hexValue(bytes[index + 1]), let lo = unsafe hexValue(bytes[index + 2]) else {
                    let end = min(index + 3, range.upperBound)
                    let escape = unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                    return "'\(escape)' at byte \(index) is not '%' and two hex digits"
                }
                byte = hi << 4 | lo
                index += 3
            } else {
                index += 1
            }
            if need > 0 {
                guard byte >= low && byte <= high else { return "the bytes from byte \(sequenceStart) do not decode to UTF-8" }
                need -= 1
                low = 0x80
                high = 0xBF
                continue
            }
            sequenceStart = start
            switch byte {
            case 0x00...0x7F: break
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; high = 0x9F
            case 0xF0: need = 3; low = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; high = 0x8F
            default: return "the bytes from byte \(start) do not decode to UTF-8"
            }
        }
        return need > 0 ? "the bytes from byte \(sequenceStart) do not decode to UTF-8" : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Percent-encodes `value` for use as one path segment or query value: everything
    /// but unreserved characters (`A-Z a-z 0-9 - . _ ~`) is encoded, so a `/` in a value
    /// stays inside that value.
    static func encode(_ value: String) -> String {
        // Most values and literals (`orders`, `42`) need no escape: they are returned as
        // they are, without copying.
        guard !value.utf8.allSatisfy(isUnreserved) else { return value }
        var output: [UInt8] = []
        output.reserveCapacity(value.utf8.count * 3)
        encode(value, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `value` percent-encoded (as ``encode(_:)`` writes it) to `output`.
    static func encode(_ value: String, into output: inout [UInt8]) {
        for byte in value.utf8 {
            if isUnreserved(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            }
        }
    }

    /// The uppercase hexadecimal digit of `value` (0 to 15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
