public import LatticeCore

/// An error from the router: what went wrong, for which URL or pattern, how to fix it,
/// and where in your code the failing call was made.
///
/// Compare ``code`` to branch on the kind of failure; print the error (its
/// ``description``) to read it.
public struct RoutingError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case invalidPattern, duplicateRoute, ambiguousRoute, notFound, refused
            case invalidParameter, handlerFailed, requiresAsync, noValue
            case missingParameter, unknownRoute, malformedURL
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// The pattern cannot be parsed (bad syntax, unknown type, repeated name).
        public static let invalidPattern = Code(.invalidPattern)
        /// The same pattern is already registered; ``RoutingError/conflict`` has both.
        public static let duplicateRoute = Code(.duplicateRoute)
        /// Another pattern matches exactly the same URLs (`:a` and `:b` at the same place).
        public static let ambiguousRoute = Code(.ambiguousRoute)
        /// No route matches the URL and there is no fallback; ``RoutingError/suggestions``
        /// names the closest routes.
        public static let notFound = Code(.notFound)
        /// The trust policy refused the URL; ``RoutingError/refusal`` says why.
        public static let refused = Code(.refused)
        /// A typed parameter has a value of the wrong type.
        public static let invalidParameter = Code(.invalidParameter)
        /// A handler threw; ``RoutingError/underlying`` has its error.
        public static let handlerFailed = Code(.handlerFailed)
        /// A synchronous open reached a route whose handler is asynchronous.
        public static let requiresAsync = Code(.requiresAsync)
        /// `value(for:)` found routes, but none of them built a value (of the type asked for).
        public static let noValue = Code(.noValue)
        /// Building a URL without a value for one of the route's parameters.
        public static let missingParameter = Code(.missingParameter)
        /// Building a URL for a route name that is not registered.
        public static let unknownRoute = Code(.unknownRoute)
        /// The URL string cannot be parsed.
        public static let malformedURL = Code(.malformedURL)

        /// The code's name, such as `notFound`.
        public var description: String { "\(kind)" }
    }

    /// The kind of failure.
    public let code: Code
    /// The URL or pattern concerned.
    public let subject: String
    /// What happened and how to fix it, in full sentences.
    public let message: String
    /// For ``Code/notFound``: the closest registered patterns, closest first.
    public let suggestions: [String]
    /// For ``Code/duplicateRoute`` and ``Code/ambiguousRoute``: both routes.
    public let conflict: RouteConflict?
    /// For ``Code/refused``: the trust policy's refusal (already reported to its hook).
    public let refusal: TrustRefusal?
    /// For ``Code/handlerFailed``: the error the handler threw.
    public let underlying: (any Error)?
    /// The file of the call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int

    init(
        _ code: Code, subject: String, message: String, suggestions: [String] = [],
        conflict: RouteConflict? = nil, refusal: TrustRefusal? = nil, underlying: (any Error)? = nil,
        fileID: String, line: Int
    ) {
        self.code = code
        self.subject = subject
        self.message = message
        self.suggestions = suggestions
        self.conflict = conflict
        self.refusal = refusal
        self.underlying = underlying
        self.fileID = fileID
        self.line = line
    }

    /// `RoutingError.notFound at Feature/Screen.swift:12: <message>`.
    public var description: String {
        "RoutingError.\(code) at \(fileID):\(line): \(message)"
    }
}

extension RoutingError {
    static func invalidPattern(_ pattern: String, _ problem: String, fix: String, fileID: String, line: Int) -> RoutingError {
        RoutingError(.invalidPattern, subject: pattern, message: "The pattern '\(pattern)' is invalid: \(problem). To fix, \(fix).", fileID: fileID, line: line)
    }

    static func refused(_ refusal: TrustRefusal, fileID: String, line: Int) -> RoutingError {
        RoutingError(.refused, subject: refusal.subject, message: refusal.description, refusal: refusal, fileID: fileID, line: line)
    }
}
