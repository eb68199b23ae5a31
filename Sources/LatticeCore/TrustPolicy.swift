/// The rules a URL or by-name call from outside the app must pass before anything runs.
///
/// Calls whose ``Origin`` is ``Origin/app`` skip the policy. Everything else is checked
/// in this order: forbidden schemes, allowed schemes, allowed hosts for web links, then
/// the size limits. The router checks the URL's length before all of them, before it
/// reads the URL, and counts path segments only up to one past the limit; it then
/// refuses broken percent-encoding (``TrustRefusal/Reason/invalidEncoding(_:)``), a URL
/// that nothing exposed answers (``TrustRefusal/Reason/notFound(_:)``) and a route or
/// fallback that is not exposed. The mediator too requires the action to be exposed.
///
/// ```swift
/// var policy = TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"])
/// policy.onRefusal = { refusal in logger.warning("\(refusal)") }
/// ```
public struct TrustPolicy: Sendable {
    /// Size limits for URLs from outside the app.
    public struct Limits: Hashable, Sendable {
        /// The longest URL accepted, in UTF-8 bytes.
        public var maxURLLength: Int
        /// The most path segments accepted.
        public var maxSegments: Int
        /// The most query items accepted.
        public var maxQueryItems: Int
        /// The longest single parameter value accepted, in UTF-8 bytes after decoding.
        public var maxValueLength: Int

        /// Creates limits; the defaults suit deep links and push payloads.
        public init(maxURLLength: Int = 2048, maxSegments: Int = 32, maxQueryItems: Int = 32, maxValueLength: Int = 1024) {
            self.maxURLLength = maxURLLength
            self.maxSegments = maxSegments
            self.maxQueryItems = maxQueryItems
            self.maxValueLength = maxValueLength
        }
    }

    /// Schemes that never open from outside, whatever else is allowed.
    public static let forbiddenSchemes: Set<String> = [
        "javascript", "data", "file", "vbscript", "about", "blob", "content", "filesystem",
    ]

    /// Schemes (lowercase) that may open from outside. Empty means any scheme not forbidden.
    public var allowedSchemes: Set<String>
    /// Hosts (lowercase) that web links (`http`, `https`) may carry. Empty means none:
    /// a web link from outside is refused until its host is listed.
    public var allowedHosts: Set<String>
    /// Size limits.
    public var limits: Limits
    /// Called with every refusal, for logging and metrics. Runs on the caller's thread.
    public var onRefusal: (@Sendable (TrustRefusal) -> Void)?

    /// Creates a policy.
    public init(
        allowedSchemes: Set<String> = [],
        allowedHosts: Set<String> = [],
        limits: Limits = Limits(),
        onRefusal: (@Sendable (TrustRefusal) -> Void)? = nil
    ) {
        self.allowedSchemes = Set(allowedSchemes.map { $0.lowercased() })
        self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
        self.limits = limits
        self.onRefusal = onRefusal
    }

    /// Whether `scheme` is a web scheme, whose host must then be allowed.
    public static func isWebScheme(_ scheme: String) -> Bool {
        let lower = scheme.lowercased()
        return lower == "http" || lower == "https"
    }

    /// Checks the parts of a URL that came from `origin`.
    ///
    /// Returns `nil` when the URL may proceed (always, for ``Origin/app``), otherwise the
    /// refusal, which has already been passed to ``onRefusal``.
    ///
    /// - Parameters:
    ///   - subject: The URL as received, for the report.
    ///   - scheme: Its scheme, any case.
    ///   - host: Its host, if it has one.
    ///   - length: Its length in UTF-8 bytes.
    ///   - segmentCount: How many path segments it has.
    ///   - queryItemCount: How many query items it has.
    ///   - origin: Where it came from.
    ///   - fileID: The file of the call being checked, for the refusal.
    ///   - line: The line of that call.
    public func check(
        subject: String, scheme: String, host: String?, length: Int,
        segmentCount: Int, queryItemCount: Int, origin: Origin,
        fileID: String = #fileID, line: Int = #line
    ) -> TrustRefusal? {
        guard origin.isExternal else { return nil }
        let lowerScheme = scheme.lowercased()
        let reason: TrustRefusal.Reason?
        if Self.forbiddenSchemes.contains(lowerScheme) {
            reason = .forbiddenScheme(lowerScheme)
        } else if !allowedSchemes.isEmpty && !allowedSchemes.contains(lowerScheme) {
            reason = .schemeNotAllowed(lowerScheme)
        } else if Self.isWebScheme(lowerScheme), !allowedHosts.contains((host ?? "").lowercased()) {
            reason = .hostNotAllowed((host ?? "").lowercased())
        } else if length > limits.maxURLLength {
            reason = .urlTooLong(length: length, limit: limits.maxURLLength)
        } else if segmentCount > limits.maxSegments {
            reason = .tooManySegments(count: segmentCount, limit: limits.maxSegments)
        } else if queryItemCount > limits.maxQueryItems {
            reason = .tooManyQueryItems(count: queryItemCount, limit: limits.maxQueryItems)
        } else {
            reason = nil
        }
        guard let reason else { return nil }
        return refuse(reason, subject: subject, origin: origin, fileID: fileID, line: line)
    }

    /// Builds a refusal for a rule checked elsewhere (exposure, a parameter's type, a
    /// value's length), reports it to ``onRefusal`` and returns it.
    public func refuse(
        _ reason: TrustRefusal.Reason, subject: String, origin: Origin,
        fileID: String = #fileID, line: Int = #line
    ) -> TrustRefusal {
        let refusal = TrustRefusal(reason: reason, subject: subject, origin: origin, fileID: fileID, line: line)
        onRefusal?(refusal)
        return refusal
    }
}
