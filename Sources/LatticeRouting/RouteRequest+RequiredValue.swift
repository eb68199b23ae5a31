extension RouteRequest {
    /// The parameter `name` converted to `T`, or an error naming it.
    ///
    /// The handlers the `@Route` annotation generates read their path parameters with it:
    ///
    /// ```swift
    /// let id = try request.requiredValue("id", as: Int.self)
    /// ```
    ///
    /// - Throws: ``RoutingError/Code/invalidParameter`` when the request has no value for
    ///   `name` or the value is not a `T`.
    public func requiredValue<T: RouteParameterValue>(
        _ name: String, as type: T.Type = T.self, fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> T {
        guard let text = self[name] else {
            throw RoutingError.invalidParameter(
                url, message: "'\(url)' has no parameter '\(name)'.",
                fix: "give the route's pattern a parameter ':\(name)' or read it with value(_:as:) when it is optional",
                fileID: fileID, line: line)
        }
        guard let value = T(routeParameter: text) else {
            throw RoutingError.invalidParameter(
                url, message: "The parameter '\(name)' of '\(url)' is '\(text)', not a \(T.self).",
                fix: "pass a valid value or give the parameter a <type> in the pattern so that such URLs do not match",
                fileID: fileID, line: line)
        }
        return value
    }
}
