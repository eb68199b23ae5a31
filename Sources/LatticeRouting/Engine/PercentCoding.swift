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
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if isUnreserved(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
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
