public import LatticeCore

/// An error from the router: what went wrong, for which URL or pattern, how to fix it,
/// and where in your code the failing call was made.
///
/// Compare ``code`` to branch on the kind of failure; print the error (its
/// ``description``) to read it. Two errors are equal when their code and ``subject`` are:
/// `#expect(throws: RoutingError.notFound("shop://nowhere")) { … }`.
public struct RoutingError: LatticeError {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
            case invalidPattern, duplicateRoute, ambiguousRoute, notFound, refused
            case invalidParameter, handlerFailed, requiresAsync, noValue
            case missingParameter, unknownRoute, malformedURL
            case intercepted, redirectLoop, noResult, cancelled, unexpectedResult
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// The pattern cannot be parsed (bad syntax, unknown type, repeated name).
        public static let invalidPattern = Code(.invalidPattern)
        /// The same pattern is already registered; ``RoutingError/conflict`` has both.
        public static let duplicateRoute = Code(.duplicateRoute)
        /// Another pattern takes the same place in the matching order (`:a` and `:b`, or
        /// `*a` and `*b?`, at the same place), so nothing decides which of them a URL reaches.
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
        /// A synchronous open reached a route whose handler is asynchronous, or isolated to
        /// the main actor while the open ran off the main thread.
        public static let requiresAsync = Code(.requiresAsync)
        /// `value(for:)` found routes, but none of them built a value (of the type asked for).
        public static let noValue = Code(.noValue)
        /// Building a URL without a value for one of the route's parameters.
        public static let missingParameter = Code(.missingParameter)
        /// Building a URL for a route name that is not registered.
        public static let unknownRoute = Code(.unknownRoute)
        /// The URL string cannot be parsed.
        public static let malformedURL = Code(.malformedURL)
        /// An interceptor refused to open the URL (login required, feature off);
        /// ``RoutingError/interceptor`` names it.
        public static let intercepted = Code(.intercepted)
        /// Interceptors redirected the URL in a loop, or more often than
        /// ``Router/Configuration/maxRedirects``.
        public static let redirectLoop = Code(.redirectLoop)
        /// An awaited flow ended without sending a result (every copy of its `Reply` was
        /// released, or every handler declined).
        public static let noResult = Code(.noResult)
        /// An awaited flow was cancelled: by the flow itself (`Reply.cancel()`) or because
        /// the caller's task was cancelled.
        public static let cancelled = Code(.cancelled)
        /// An awaited flow sent a result of another type than the caller expects.
        public static let unexpectedResult = Code(.unexpectedResult)

        /// The code's name, such as `notFound`.
        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// The URL or pattern concerned (the route's name for ``Code/unknownRoute``).
    public var subject: String { storage.refusal?.subject ?? storage.subject }
    /// What happened, in full sentences. For ``Code/notFound`` from `Router.open(_:method:origin:attachments:fileID:line:)`
    /// and the other entries, it names the closest routes, worked out when first read.
    public var message: String {
        if let refusal = storage.refusal, text.isEmpty { return refusal.message }
        guard let pendingSuggestions else { return text }
        let names = pendingSuggestions.names
        return names.isEmpty ? text : text + " The closest routes are \(quotedList(names))."
    }
    /// How to fix it: the clause after "To fix, "; empty when the failure is a handler's own error.
    public var fix: String {
        if let refusal = storage.refusal, text.isEmpty { return refusal.fix }
        return storedFix
    }
    /// The fix as given (for a refusal, empty: the refusal's own is read when asked for).
    private var storedFix: String { storage.fix }
    /// For ``Code/notFound``: the closest registered patterns, closest first. When the
    /// router threw the error, they are worked out the first time this or ``message`` is
    /// read (not when the URL missed), from the routes the miss saw, with bounded work.
    public var suggestions: [String] { pendingSuggestions?.names ?? storedSuggestions }
    /// The message without suggestions still to work out; empty for a refusal, whose
    /// message is the refusal's, built only when read (a flood of refused URLs from outside
    /// then builds no text unless it is logged).
    var text: String { storage.message }
    var storedSuggestions: [String] { storage.suggestions }
    /// The suggestions of a router's miss, worked out when first read.
    var pendingSuggestions: PendingSuggestions? { storage.pendingSuggestions }
    /// For ``Code/duplicateRoute`` and ``Code/ambiguousRoute``: both routes.
    public var conflict: RouteConflict? { storage.conflict }
    /// For ``Code/refused``: the trust policy's refusal (already reported to its hook).
    public var refusal: TrustRefusal? { storage.refusal }
    /// For ``Code/refused``: the refusal's code, read without copying the refusal.
    var refusalCode: TrustRefusal.Code? { storage.refusalCode }
    /// For ``Code/handlerFailed``: the error the handler threw (or the flow failed with).
    public var underlying: (any Error)? { storage.underlying }
    /// For ``Code/intercepted`` and ``Code/redirectLoop``: the interceptor that refused or
    /// redirected last.
    public var interceptor: String? { storage.interceptor }
    /// The file of the call that failed (`#fileID`).
    public var fileID: String { storage.fileID }
    /// The line of that call.
    public var line: Int { storage.line }
    /// Everything but the code, in one reference: the error travels through every
    /// `throws(RoutingError)` and is copied on the way, and a copy then counts one
    /// reference instead of one per string (a refused miss from outside measured about a
    /// quarter of its instructions in copying and destroying the error).
    private let storage: Storage

    private final class Storage: Sendable {
        let subject: String
        let message: String
        let fix: String
        let suggestions: [String]
        let pendingSuggestions: PendingSuggestions?
        let conflict: RouteConflict?
        let refusal: TrustRefusal?
        let refusalCode: TrustRefusal.Code?
        let underlying: (any Error)?
        let interceptor: String?
        let fileID: String
        let line: Int

        init(
            subject: String, message: String, fix: String, suggestions: [String], pendingSuggestions: PendingSuggestions?,
            conflict: RouteConflict?, refusal: TrustRefusal?, underlying: (any Error)?, interceptor: String?,
            fileID: String, line: Int
        ) {
            self.subject = subject
            self.message = message
            self.fix = fix
            self.suggestions = suggestions
            self.pendingSuggestions = pendingSuggestions
            self.conflict = conflict
            self.refusal = refusal
            self.refusalCode = refusal?.code
            self.underlying = underlying
            self.interceptor = interceptor
            self.fileID = fileID
            self.line = line
        }
    }

    package init(
        _ code: Code, subject: String, message: String, fix: String, suggestions: [String] = [],
        pendingSuggestions: PendingSuggestions? = nil,
        conflict: RouteConflict? = nil, refusal: TrustRefusal? = nil, underlying: (any Error)? = nil,
        interceptor: String? = nil, fileID: String, line: Int
    ) {
        self.code = code
        self.storage = Storage(
            subject: subject, message: message, fix: fix, suggestions: suggestions, pendingSuggestions: pendingSuggestions,
            conflict: conflict, refusal: refusal, underlying: underlying, interceptor: interceptor, fileID: fileID, line: line)
    }

    /// `RoutingError.code at File.swift:12: <message> To fix, <fix>.`
    public var description: String {
        "RoutingError.\(code) at \(fileID):\(line): \(explanation)"
    }
}

// MARK: Factories, one per code

extension RoutingError {
    /// ``Code/invalidPattern``: `pattern` cannot be parsed because of `problem`.
    public static func invalidPattern(
        _ pattern: String, _ problem: String = "it cannot be parsed", fix: String = "correct the pattern",
        fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(.invalidPattern, subject: pattern, message: "The pattern '\(pattern)' is invalid: \(problem).", fix: fix, fileID: fileID, line: line)
    }

    /// ``Code/duplicateRoute``: `pattern` is already registered.
    public static func duplicateRoute(
        _ pattern: String, conflict: RouteConflict? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .duplicateRoute, subject: pattern, message: message ?? conflict.map { "\($0)." } ?? "'\(pattern)' is already registered.",
            fix: fix ?? Self.conflictFix, conflict: conflict, fileID: fileID, line: line)
    }

    /// ``Code/ambiguousRoute``: another pattern takes the same place in the matching order as
    /// `pattern` (same edges, other names), so nothing decides between them.
    public static func ambiguousRoute(
        _ pattern: String, conflict: RouteConflict? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .ambiguousRoute, subject: pattern,
            message: message ?? conflict.map { "\($0)." } ?? "Another route takes the same place in the matching order as '\(pattern)', so nothing decides which of them a URL reaches.",
            fix: fix ?? Self.conflictFix, conflict: conflict, fileID: fileID, line: line)
    }

    /// ``Code/notFound``: no route matches `url`.
    public static func notFound(
        _ url: String, suggestions: [String] = [], message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        let hint = suggestions.isEmpty ? "" : " The closest routes are \(quotedList(suggestions))."
        return RoutingError(
            .notFound, subject: url, message: message ?? "No route matches '\(url)'.\(hint)",
            fix: fix ?? "register a route for it, set a fallback with setFallback(exposure:_:), or check the spelling",
            suggestions: suggestions, fileID: fileID, line: line)
    }

    /// ``Code/notFound`` from a router's miss: the suggestions are worked out when read.
    static func notFound(_ url: String, pending: PendingSuggestions, fileID: String, line: Int) -> RoutingError {
        RoutingError(
            .notFound, subject: url, message: "No route matches '\(url)'.",
            fix: "register a route for it, set a fallback with setFallback(exposure:_:), or check the spelling",
            pendingSuggestions: pending, fileID: fileID, line: line)
    }

    /// The error as logged: without suggestions still to work out, so that logging a miss
    /// does not work them out.
    var withoutPendingSuggestions: RoutingError {
        guard pendingSuggestions != nil else { return self }
        return RoutingError(
            code, subject: subject, message: text, fix: storedFix, suggestions: storedSuggestions, conflict: conflict,
            refusal: refusal, underlying: underlying, fileID: fileID, line: line)
    }

    /// ``Code/refused``: the trust policy refused the URL; the subject is the refusal's.
    public static func refused(_ refusal: consuming TrustRefusal, fileID: String = #fileID, line: Int = #line) -> RoutingError {
        // The subject, the message and the fix are the refusal's, read from it when asked
        // for: the URL is held once (its reference counted once, not twice, per refusal).
        RoutingError(.refused, subject: "", message: "", fix: "", refusal: refusal, fileID: fileID, line: line)
    }

    /// ``Code/invalidParameter``: a parameter of `url` has a value of the wrong type, or is absent.
    public static func invalidParameter(
        _ url: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .invalidParameter, subject: url, message: message ?? "A parameter of '\(url)' has a value of the wrong type.",
            fix: fix ?? "pass a value of the parameter's type", fileID: fileID, line: line)
    }

    /// ``Code/handlerFailed``: the handler opening `url` threw `underlying`. It has no fix:
    /// the handler's error is the app's own.
    public static func handlerFailed(
        _ url: String, underlying: any Error, message: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .handlerFailed, subject: url, message: message ?? "The handler of '\(url)' threw \(LatticeErrorText.clause(underlying)).",
            fix: "", underlying: underlying, fileID: fileID, line: line)
    }

    /// ``Code/requiresAsync``: `openSync` or `valueSync` of `url` reached an asynchronous handler
    /// (or a `@MainActor` one, off the main thread).
    public static func requiresAsync(
        _ url: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .requiresAsync, subject: url, message: message ?? "The route of '\(url)' has an asynchronous handler.",
            fix: fix ?? "call 'await router.open(…)'", fileID: fileID, line: line)
    }

    /// ``Code/noValue``: routes matched `url`, but none built a value (of the type asked for).
    public static func noValue(
        _ url: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .noValue, subject: url, message: message ?? "No handler for '\(url)' returned a value.",
            fix: fix ?? "return .value(…) from the route's handler, or call open(_:) instead", fileID: fileID, line: line)
    }

    /// ``Code/missingParameter``: building a URL for `pattern` without a value for `parameter`.
    public static func missingParameter(
        _ pattern: String, parameter: String, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .missingParameter, subject: pattern, message: message ?? "Building '\(pattern)' needs a value for '\(parameter)'.",
            fix: fix ?? "pass a value for '\(parameter)'", fileID: fileID, line: line)
    }

    /// ``Code/unknownRoute``: building a URL for `name`, which no route has.
    public static func unknownRoute(
        _ name: String, suggestions: [String] = [], message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        let hint = suggestions.isEmpty ? "" : " Did you mean \(quotedList(suggestions))?"
        return RoutingError(
            .unknownRoute, subject: name, message: message ?? "No route is named '\(name)'.\(hint)",
            fix: fix ?? "pass name: when adding the route", suggestions: suggestions, fileID: fileID, line: line)
    }

    /// ``Code/malformedURL``: `url` cannot be parsed.
    public static func malformedURL(
        _ url: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .malformedURL, subject: url, message: message ?? "The URL '\(url)' cannot be read (scheme or host).",
            fix: fix ?? "write '/path', 'scheme://host/path' or 'https://host/path'", fileID: fileID, line: line)
    }

    private static let conflictFix = "remove one of them, rename a parameter into a literal, or give the parameters different types"
}
