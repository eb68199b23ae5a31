import LatticeCore

/// The rules of a router's `TrustPolicy` that a URL's bytes can be checked against without
/// building a string or hashing one: the schemes, the web hosts and the size limits, in
/// the policy's own terms (its lists compared as they are, the URL's scheme and host
/// lower-cased, as `TrustPolicy.check` does).
///
/// A URL that ``passes(_:_:segmentCount:queryItemCount:)`` passes the
/// policy's `check`. One that does not, or about which the bytes cannot tell (a host that
/// is not ASCII, whose Unicode lower-casing only the policy does), is handed to `check`,
/// which finds the reason and reports it: every refusal still comes from the policy.
struct TrustBytes: Sendable {
    private let forbiddenSchemes: ByteStringList
    private let allowedSchemes: ByteStringList
    private let allowedHosts: ByteStringList
    private let limits: TrustPolicy.Limits
    /// Whether `http` or `https` is forbidden (then web links are looked up in the list too).
    private let forbidsWebSchemes: Bool

    init(_ policy: TrustPolicy) {
        forbiddenSchemes = ByteStringList(TrustPolicy.forbiddenSchemes)
        allowedSchemes = ByteStringList(policy.allowedSchemes)
        allowedHosts = ByteStringList(policy.allowedHosts)
        limits = policy.limits
        forbidsWebSchemes = TrustPolicy.forbiddenSchemes.contains("http") || TrustPolicy.forbiddenSchemes.contains("https")
    }

    /// Whether a URL with these parts passes every rule of `TrustPolicy.check`; `false`
    /// when it does not or when only the policy can tell.
    ///
    /// - Parameters:
    ///   - bytes: The URL's bytes.
    ///   - parts: Its parts (their scheme: ASCII letters, digits, `+`, `-`, `.`, any case).
    ///   - segmentCount: How many path segments it has (at least).
    ///   - queryItemCount: How many query items it has.
    func passes(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, segmentCount: Int, queryItemCount: Int) -> Bool {
        guard bytes.count <= limits.maxURLLength, segmentCount <= limits.maxSegments, queryItemCount <= limits.maxQueryItems else {
            return false
        }
        // SAFETY: the parts' ranges were found inside `bytes`.
        if unsafe (!parts.isWeb || forbidsWebSchemes) && forbiddenSchemes.contains(bytes, lowercasedIn: parts.scheme) { return false }
        if unsafe !allowedSchemes.isEmpty && !allowedSchemes.contains(bytes, lowercasedIn: parts.scheme) { return false }
        guard parts.isWeb else { return true }
        guard let host = parts.host else { return false }
        // SAFETY: as above.
        return unsafe Self.isASCII(bytes, host) && allowedHosts.contains(bytes, lowercasedIn: host)
    }

    /// Whether `bytes[range]` are all ASCII, read eight at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var offset = range.lowerBound
        while offset < range.upperBound {
            // SAFETY: `range` lies within `bytes`; `word` reads only the bytes asked for.
            let word = unsafe SegmentKey.word(bytes, at: offset, length: min(8, range.upperBound - offset), fold: false)
            if word & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        return true
    }
}
