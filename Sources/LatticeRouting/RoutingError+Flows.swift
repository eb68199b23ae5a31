import LatticeCore

// MARK: Factories for interceptors and awaited results

extension RoutingError {
    /// ``Code/intercepted``: the interceptor `interceptor` refused to open `url` because of
    /// `reason`.
    public static func intercepted(
        _ url: String, interceptor: String, reason: String, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .intercepted, subject: url, message: "The interceptor '\(interceptor)' refused to open '\(url)': \(reason).",
            fix: fix ?? "meet the interceptor's condition first, or open another URL", interceptor: interceptor,
            fileID: fileID, line: line)
    }

    /// ``Code/redirectLoop``: interceptors redirected `url` along `chain` (the URLs in the
    /// order they were opened) back to a URL already opened, or past the redirect limit.
    public static func redirectLoop(
        _ url: String, chain: [String], interceptor: String? = nil, message: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        let path = chain.map { "'\($0)'" }.joined(separator: " → ")
        let who = interceptor.map { " (last by '\($0)')" } ?? ""
        return RoutingError(
            .redirectLoop, subject: url, message: message ?? "Opening '\(url)' redirected in a loop\(who): \(path).",
            fix: "make the interceptor proceed once its condition holds, or redirect to a URL it does not intercept",
            interceptor: interceptor, fileID: fileID, line: line)
    }

    /// ``Code/noResult``: the flow opened for `url` ended without sending a result.
    public static func noResult(
        _ url: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .noResult, subject: url,
            message: message ?? "The flow opened for '\(url)' ended without a result: every copy of its Reply was released.",
            fix: fix ?? "call reply.send(_:), reply.fail(_:) or reply.cancel() before the flow goes away",
            fileID: fileID, line: line)
    }

    /// ``Code/cancelled``: the flow opened for `url` was cancelled, by itself or by the caller.
    public static func cancelled(
        _ url: String, byCaller: Bool = false, fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .cancelled, subject: url,
            message: byCaller
                ? "The task awaiting the result of '\(url)' was cancelled; the flow was told through Reply.onCancel."
                : "The flow opened for '\(url)' was cancelled before it sent a result.",
            fix: "treat it as the user's choice, or open the URL again", fileID: fileID, line: line)
    }

    /// ``Code/unexpectedResult``: the flow opened for `url` sent `value`, not a `expected`.
    public static func unexpectedResult(
        _ url: String, value: any Sendable, expected: String, fileID: String = #fileID, line: Int = #line
    ) -> RoutingError {
        RoutingError(
            .unexpectedResult, subject: url,
            message: "The flow opened for '\(url)' sent a \(type(of: value)), but the caller awaits a \(expected).",
            fix: "send a \(expected) from the route's Reply, or await the type the route sends", fileID: fileID, line: line)
    }
}
