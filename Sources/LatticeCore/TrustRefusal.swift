/// Why a ``TrustPolicy`` refused a URL or a call from outside the app.
///
/// A refusal is an `Error`: entry points throw it (wrapped in their own error type where
/// they have one) and report it to the policy's ``TrustPolicy/onRefusal`` hook.
public struct TrustRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule that refused.
    public enum Reason: Hashable, Sendable {
        /// The scheme is one that never opens from outside (`javascript`, `data`, `file`, …).
        case forbiddenScheme(String)
        /// The scheme is not in the allowed list.
        case schemeNotAllowed(String)
        /// A web link whose host is not in the allowed list.
        case hostNotAllowed(String)
        /// The URL is longer than ``TrustPolicy/Limits/maxURLLength``.
        case urlTooLong(length: Int, limit: Int)
        /// More path segments than ``TrustPolicy/Limits/maxSegments``.
        case tooManySegments(count: Int, limit: Int)
        /// More query items than ``TrustPolicy/Limits/maxQueryItems``.
        case tooManyQueryItems(count: Int, limit: Int)
        /// A single value longer than ``TrustPolicy/Limits/maxValueLength``.
        case valueTooLong(name: String, length: Int, limit: Int)
        /// The route or action exists but is not exposed to callers outside the app.
        case notExposed(String)
        /// A typed parameter did not validate before the handler could run.
        case invalidParameter(name: String, value: String, expected: String)
        /// The URL could not be parsed at all.
        case malformed(String)
    }

    /// The rule that refused.
    public let reason: Reason
    /// The URL or call that was refused, as it was received.
    public let subject: String
    /// Where it came from.
    public let origin: Origin

    /// Creates a refusal.
    public init(reason: Reason, subject: String, origin: Origin) {
        self.reason = reason
        self.subject = subject
        self.origin = origin
    }

    /// One line that says what was refused, why, and how to allow it if that is intended.
    public var description: String {
        let head = "Refused '\(Self.clip(subject))' from \(origin): "
        switch reason {
        case .forbiddenScheme(let scheme):
            return head + "the scheme '\(scheme)' never opens from outside the app."
        case .schemeNotAllowed(let scheme):
            return head + "the scheme '\(scheme)' is not allowed. To fix, add it to TrustPolicy.allowedSchemes."
        case .hostNotAllowed(let host):
            return head + "the host '\(host)' is not allowed. To fix, add it to TrustPolicy.allowedHosts."
        case .urlTooLong(let length, let limit):
            return head + "the URL is \(length) characters long, the limit is \(limit)."
        case .tooManySegments(let count, let limit):
            return head + "\(count) path segments, the limit is \(limit)."
        case .tooManyQueryItems(let count, let limit):
            return head + "\(count) query items, the limit is \(limit)."
        case .valueTooLong(let name, let length, let limit):
            return head + "the value of '\(name)' is \(length) characters long, the limit is \(limit)."
        case .notExposed(let what):
            return head + "\(what) is not exposed to callers outside the app. To fix, mark it exposed if outside callers may use it."
        case .invalidParameter(let name, let value, let expected):
            return head + "parameter '\(name)' is '\(Self.clip(value))', expected \(expected)."
        case .malformed(let detail):
            return head + "the URL is malformed (\(detail))."
        }
    }

    private static func clip(_ text: String) -> String {
        text.count <= 120 ? text : String(text.prefix(117)) + "..."
    }
}
