/// Builds a route's URL from its pattern and values, without a router.
///
/// It writes the URL the way ``Router/url(for:parameters:fileID:line:)`` does
/// (percent-encoded; the longest optional expansion whose parameters all have values;
/// values that are not parameters become sorted query items), for code that knows the
/// pattern but holds no router: the URL builders the `@RoutePath` annotation generates,
/// tools, tests.
///
/// ```swift
/// try RouteURL.build("shop://product/:id<int>/reviews/:page<int>", values: ["id": "42", "page": "2"])
/// // "shop://product/42/reviews/2"
/// try RouteURL.build("shop://search/:term", values: ["term": "red shoes"])
/// // "shop://search/red%20shoes"
/// ```
public enum RouteURL {
    /// The URL of `pattern` for `values`, percent-encoded.
    ///
    /// Built-in parameter types (`int`, `double`, `bool`, `uuid`) are checked; a custom
    /// `<type>` cannot be known without the router, so any value is accepted for it.
    ///
    /// - Parameters:
    ///   - pattern: The route pattern, as ``Router`` takes it (`[METHOD ][scheme://]path`).
    ///   - values: Each parameter's value, unencoded, by name.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``RoutingError/Code/invalidPattern`` when the pattern does not parse,
    ///   ``RoutingError/Code/missingParameter`` naming the first missing parameter,
    ///   ``RoutingError/Code/invalidParameter`` for a value of the wrong type.
    public static func build(
        _ pattern: String, values: [String: String], fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> String {
        var types = Dictionary(ParameterType.builtIn.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in RouteShape.typeNames(in: pattern) where types[name] == nil {
            types[name] = ParameterType(name: name) { _ in true }
        }
        let parsed = try ParsedPattern(pattern, method: nil, types: types, fileID: fileID, line: line)
        return try parsed.url(values, types: types, subject: pattern, fileID: fileID, line: line)
    }
}
