/// Why a ``TrustPolicy`` refused a URL or a call from outside the app.
///
/// A refusal is a ``LatticeError``: entry points throw it (wrapped in their own error type
/// where they have one), report it to the policy's ``TrustPolicy/onRefusal`` hook and log
/// it. Two refusals are equal when their ``code`` and ``subject`` are.
public struct TrustRefusal: LatticeError, Hashable {
    /// The kind of refusal, one per ``Reason``. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
            case forbiddenScheme, schemeNotAllowed, hostNotAllowed, urlTooLong, tooManySegments
            case tooManyQueryItems, valueTooLong, notExposed, invalidParameter, malformed
            case notFound, invalidEncoding
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// See ``Reason/forbiddenScheme(_:)``.
        public static let forbiddenScheme = Code(.forbiddenScheme)
        /// See ``Reason/schemeNotAllowed(_:)``.
        public static let schemeNotAllowed = Code(.schemeNotAllowed)
        /// See ``Reason/hostNotAllowed(_:)``.
        public static let hostNotAllowed = Code(.hostNotAllowed)
        /// See ``Reason/urlTooLong(length:limit:)``.
        public static let urlTooLong = Code(.urlTooLong)
        /// See ``Reason/tooManySegments(count:limit:)``.
        public static let tooManySegments = Code(.tooManySegments)
        /// See ``Reason/tooManyQueryItems(count:limit:)``.
        public static let tooManyQueryItems = Code(.tooManyQueryItems)
        /// See ``Reason/valueTooLong(name:length:limit:)``.
        public static let valueTooLong = Code(.valueTooLong)
        /// See ``Reason/notExposed(_:)``.
        public static let notExposed = Code(.notExposed)
        /// See ``Reason/invalidParameter(name:value:expected:)``.
        public static let invalidParameter = Code(.invalidParameter)
        /// See ``Reason/malformed(_:)``.
        public static let malformed = Code(.malformed)
        /// See ``Reason/notFound(_:)``.
        public static let notFound = Code(.notFound)
        /// See ``Reason/invalidEncoding(_:)``.
        public static let invalidEncoding = Code(.invalidEncoding)

        /// The code's name, such as `hostNotAllowed`.
        public var description: String { kind.rawValue }
    }

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
        /// More path segments than ``TrustPolicy/Limits/maxSegments``. `count` is how many
        /// were counted: the router stops counting at one past the limit, so it is at least that.
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
        /// Nothing that outside callers may open answers the URL: no route matches it and
        /// there is no fallback. The text names what was looked for (`route or fallback`).
        case notFound(String)
        /// The URL's percent-encoding is broken (`%G1`, a `%` without two hex digits) or
        /// decodes to bytes that are not UTF-8; the text says which and where. Never repaired.
        case invalidEncoding(String)

        /// The code of this reason.
        public var code: Code {
            switch self {
            case .forbiddenScheme: .forbiddenScheme
            case .schemeNotAllowed: .schemeNotAllowed
            case .hostNotAllowed: .hostNotAllowed
            case .urlTooLong: .urlTooLong
            case .tooManySegments: .tooManySegments
            case .tooManyQueryItems: .tooManyQueryItems
            case .valueTooLong: .valueTooLong
            case .notExposed: .notExposed
            case .invalidParameter: .invalidParameter
            case .malformed: .malformed
            case .notFound: .notFound
            case .invalidEncoding: .invalidEncoding
            }
        }
    }

    /// The rule that refused.
    public let reason: Reason
    /// The URL or call that was refused, as it was received.
    public let subject: String
    /// Where it came from.
    public let origin: Origin
    /// The file of the call that was refused (`#fileID`): the `open` or `perform`.
    public let fileID: String
    /// The line of that call.
    public let line: Int

    /// Creates a refusal.
    public init(reason: Reason, subject: String, origin: Origin, fileID: String = #fileID, line: Int = #line) {
        self.reason = reason
        self.subject = subject
        self.origin = origin
        self.fileID = fileID
        self.line = line
    }

    /// The kind of refusal, from ``reason``.
    public var code: Code { reason.code }

    /// What was refused and why: `Refused 'evil://x' from web page: the scheme 'evil' is not allowed.`
    public var message: String {
        let head = "Refused '\(Self.clip(subject))' from \(origin): "
        switch reason {
        case .forbiddenScheme(let scheme):
            return head + "the scheme '\(scheme)' never opens from outside the app."
        case .schemeNotAllowed(let scheme):
            return head + "the scheme '\(scheme)' is not allowed."
        case .hostNotAllowed(let host):
            return head + "the host '\(host)' is not allowed."
        case .urlTooLong(let length, let limit):
            return head + "the URL is \(length) characters long, the limit is \(limit)."
        case .tooManySegments(let count, let limit):
            return head + "at least \(count) path segments, the limit is \(limit)."
        case .tooManyQueryItems(let count, let limit):
            return head + "\(count) query items, the limit is \(limit)."
        case .valueTooLong(let name, let length, let limit):
            return head + "the value of '\(name)' is \(length) characters long, the limit is \(limit)."
        case .notExposed(let what):
            return head + "\(what) is not exposed to callers outside the app."
        case .invalidParameter(let name, let value, let expected):
            return head + "parameter '\(name)' is '\(Self.clip(value))', expected \(expected)."
        case .malformed(let detail):
            return head + "the URL is malformed (\(detail))."
        case .notFound(let what):
            return head + "no \(what) answers it."
        case .invalidEncoding(let detail):
            return head + "its encoding is invalid (\(detail))."
        }
    }

    /// How to allow it, if that is intended; empty for the refusals that protect the app
    /// whatever the configuration (a forbidden scheme, a malformed URL, a bad parameter).
    public var fix: String {
        switch reason {
        case .schemeNotAllowed: "add the scheme to TrustPolicy.allowedSchemes if outside callers may use it"
        case .hostNotAllowed: "add the host to TrustPolicy.allowedHosts if its links may open the app"
        case .urlTooLong, .tooManySegments, .tooManyQueryItems, .valueTooLong:
            "raise the limit in TrustPolicy.limits if such input is expected"
        case .notExposed: "declare it with exposure: .external if outside callers may use it"
        case .notFound: "add it with exposure: .external if outside callers may open such URLs"
        case .forbiddenScheme, .invalidParameter, .malformed, .invalidEncoding: ""
        }
    }

    /// One line: `Refused '<subject>' from <origin>: <why>. To fix, <fix>.` (no call site:
    /// the error that wraps the refusal gives it).
    public var description: String { explanation }

    /// Hashes what equality compares: the code and the subject.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(subject)
    }

    private static func clip(_ text: String) -> String {
        LatticeErrorText.clip(text, to: 120)
    }
}
