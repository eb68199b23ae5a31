import LatticeCore

/// The rules of a router's `TrustPolicy` that a URL's bytes can be checked against without
/// building a string or hashing one: the schemes, the web hosts and the size limits, in
/// the policy's own terms (its lists compared as they are, the URL's scheme and host
/// lower-cased, as `TrustPolicy.check` does).
///
/// A URL that ``passes(scheme:host:length:segmentCount:queryItemCount:)`` passes the
/// policy's `check`. One that does not, or about which the bytes cannot tell (a host that
/// is not ASCII, whose Unicode lower-casing only the policy does), is handed to `check`,
/// which finds the reason and reports it: every refusal still comes from the policy.
struct TrustBytes: Sendable {
    private let forbiddenSchemes: [[UInt8]]
    private let allowedSchemes: [[UInt8]]
    private let allowedHosts: [[UInt8]]
    private let limits: TrustPolicy.Limits

    init(_ policy: TrustPolicy) {
        forbiddenSchemes = TrustPolicy.forbiddenSchemes.map { Array($0.utf8) }
        allowedSchemes = policy.allowedSchemes.map { Array($0.utf8) }
        allowedHosts = policy.allowedHosts.map { Array($0.utf8) }
        limits = policy.limits
    }

    /// Whether a URL with these parts passes every rule of `TrustPolicy.check`; `false`
    /// when it does not or when only the policy can tell.
    ///
    /// - Parameters:
    ///   - scheme: The scheme's bytes (ASCII: letters, digits, `+`, `-`, `.`), any case.
    ///   - host: The host's bytes for a web link, if it has one.
    func passes(
        scheme: UnsafeBufferPointer<UInt8>, host: UnsafeBufferPointer<UInt8>?, length: Int, segmentCount: Int, queryItemCount: Int
    ) -> Bool {
        guard length <= limits.maxURLLength, segmentCount <= limits.maxSegments, queryItemCount <= limits.maxQueryItems else {
            return false
        }
        // SAFETY: both buffers are slices of the URL's bytes, valid for this call.
        if unsafe RouteTrie.contains(forbiddenSchemes, lowercased: scheme) { return false }
        if unsafe !allowedSchemes.isEmpty && !RouteTrie.contains(allowedSchemes, lowercased: scheme) { return false }
        guard unsafe Self.isWeb(scheme) else { return true }
        guard let host else { return false }
        // SAFETY: as above.
        for unsafe byte in unsafe host where byte >= 0x80 { return false }
        return unsafe RouteTrie.contains(allowedHosts, lowercased: host)
    }

    /// Whether `scheme` is `http` or `https`, any case.
    private static func isWeb(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        // SAFETY: `scheme` is a slice of the URL's bytes, valid for this call.
        unsafe RouteTrie.contains(webSchemes, lowercased: scheme)
    }

    private static let webSchemes: [[UInt8]] = [Array("http".utf8), Array("https".utf8)]
}
