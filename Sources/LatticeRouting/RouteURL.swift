import LatticeCore

/// Builds a route's URL from its pattern and values: the one URL builder of the router.
///
/// ``TypedRoute/url(_:)``, ``ResultRoute/url(_:)`` and the `url(...)` the `@RoutePath`
/// annotation generates are its typed front ends; ``build(_:values:fileID:line:)`` is for
/// patterns known only at run time (tools, tests, fuzzers).
///
/// A URL it builds matches its own pattern and gives back the same values: each value is
/// percent-encoded (`/`, `?`, `#`, `%`, `+` and every non-ASCII character included), an
/// `*rest` wildcard's value keeps its `/` separators, the longest combination of optional
/// groups whose parameters all have values is written, and values that are not parameters
/// become query items, sorted by name. A value no URL can carry back (an empty segment)
/// is an error rather than a URL that reaches another route, or none.
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
    /// Built-in parameter types (`int`, `uint`, `double`, `bool`, `uuid`) are checked; a
    /// custom `<type>` cannot be known without the router, so any non-empty value is
    /// accepted for it (the router checks it when the URL is opened).
    ///
    /// - Parameters:
    ///   - pattern: The route pattern, as ``Router`` takes it (`[METHOD ][scheme://]path`).
    ///   - values: Each parameter's value, unencoded, by name (an unnamed wildcard's is
    ///     `"*"`); other names become query items.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``RoutingError/Code/invalidPattern`` when the pattern does not parse,
    ///   ``RoutingError/Code/missingParameter`` naming the first missing parameter,
    ///   ``RoutingError/Code/invalidParameter`` for a value of the wrong type, an empty
    ///   value, or a wildcard's value with an empty segment.
    public static func build(
        _ pattern: String, values: [String: String], fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> String {
        let (parsed, types) = try parse(pattern, fileID: fileID, line: line)
        return try build(parsed, values: values, types: types, subject: pattern, checked: true, fileID: fileID, line: line)
    }

    /// The URL of `pattern` for `values`, for builders that cannot throw: the code the
    /// `@RoutePath` annotation generates, whose values have their parameters' Swift types.
    ///
    /// It writes what ``build(_:values:fileID:line:)`` writes. A value that `build` refuses
    /// is written as it is (an empty value leaves an empty segment), so opening the URL
    /// reports the miss with the URL; a missing parameter, or a pattern that does not
    /// parse, gives the pattern itself.
    ///
    /// Each pattern is parsed once and kept (up to 1,024 patterns), as the `url(...)` an
    /// annotation generates gives its own pattern on every call.
    ///
    /// - Parameters:
    ///   - pattern: The route pattern, as ``Router`` takes it.
    ///   - values: Each parameter's value, unencoded, by name.
    public static func buildUnchecked(_ pattern: String, values: [String: String]) -> String {
        guard let prepared = prepared(pattern) else { return pattern }
        return buildUnchecked(prepared.parsed, values: values, types: prepared.types, pattern: pattern)
    }

    /// How many patterns ``buildUnchecked(_:values:)`` keeps parsed: every pattern an app
    /// declares, and a bound for a caller that gives it patterns made at run time (a
    /// pattern beyond it is parsed on each call).
    static let keptPatternLimit = 1_024

    /// The patterns ``buildUnchecked(_:values:)`` parsed, by pattern.
    static let keptPatterns = LockedBox<[String: Prepared]>([:])

    /// `pattern` parsed, from ``keptPatterns`` or parsed now (and kept while there is
    /// room); `nil` when it does not parse.
    private static func prepared(_ pattern: String) -> Prepared? {
        if let kept = keptPatterns.withLock({ $0[pattern] }) { return kept }
        guard let prepared = try? Prepared(pattern) else { return nil }
        keptPatterns.withLock { kept in
            if kept.count < keptPatternLimit { kept[pattern] = prepared }
        }
        return prepared
    }

    /// A pattern parsed once, to build many URLs with `build(_:values:fileID:line:)`:
    /// for the navigation registry, which builds a link's parent screens' URLs on every link.
    package struct Prepared: Sendable {
        let parsed: ParsedPattern
        let types: [String: ParameterType]
        /// The pattern, as given.
        package let pattern: String
        /// The pattern's parameters, in pattern order.
        package var parameters: [RouteParameter] { parsed.parameters }

        /// `pattern`, parsed as `RouteURL.build(_:values:fileID:line:)` parses it.
        ///
        /// - Throws: ``RoutingError/Code/invalidPattern`` when it does not parse.
        package init(_ pattern: String, fileID: String = #fileID, line: Int = #line) throws(RoutingError) {
            (parsed, types) = try RouteURL.parse(pattern, fileID: fileID, line: line)
            self.pattern = pattern
        }
    }

    /// The URL of a prepared pattern for `values`: what `build(_:values:fileID:line:)`
    /// builds from the pattern, without parsing it again.
    package static func build(
        _ prepared: Prepared, values: [String: String], fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> String {
        try build(prepared.parsed, values: values, types: prepared.types, subject: prepared.pattern, checked: true, fileID: fileID, line: line)
    }

    /// `pattern` parsed with the built-in types, and any custom type it names accepting
    /// every value.
    private static func parse(_ pattern: String, fileID: String, line: Int) throws(RoutingError) -> (ParsedPattern, [String: ParameterType]) {
        var types = Dictionary(ParameterType.builtIn.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in RouteShape.typeNames(in: pattern) where types[name] == nil {
            types[name] = ParameterType(name: name) { _ in true }
        }
        return (try ParsedPattern(pattern, method: nil, types: types, fileID: fileID, line: line), types)
    }

    /// The URL of a parsed pattern as ``buildUnchecked(_:values:)`` writes it: values not
    /// checked, the pattern when a parameter is missing.
    static func buildUnchecked(_ parsed: ParsedPattern, values: [String: String], types: [String: ParameterType], pattern: String) -> String {
        (try? build(parsed, values: values, types: types, subject: pattern, checked: false, fileID: #fileID, line: #line)) ?? pattern
    }

    /// The URL of `parsed`, a pattern without optional groups (one expansion), for the
    /// values of its parameters in pattern order, unchecked: what ``TypedRoute/url(_:)``
    /// writes. The values are taken by position, so no dictionary is built for them.
    static func buildUnchecked(_ parsed: ParsedPattern, orderedValues values: [String]) -> String {
        var url = start(parsed)
        var next = 0
        for segment in parsed.expansions[0] {
            if case .literal = segment {
                append(segment, "", to: &url)
            } else {
                append(segment, next < values.count ? values[next] : "", to: &url)
                next += 1
            }
        }
        if parsed.expansions[0].isEmpty { url.append(UInt8(ascii: "/")) }
        return String(decoding: url, as: UTF8.self)
    }

    /// A URL's bytes so far: the scheme of `parsed`, if it has one.
    private static func start(_ parsed: ParsedPattern) -> [UInt8] {
        var url: [UInt8] = []
        url.reserveCapacity(64)
        if !parsed.scheme.isEmpty {
            url += parsed.scheme.utf8
            url += ":/".utf8
        }
        return url
    }

    /// Writes `segment` of a pattern, with `value` for a parameter or a wildcard, percent-encoded.
    private static func append(_ segment: PatternSegment, _ value: String, to url: inout [UInt8]) {
        url.append(UInt8(ascii: "/"))
        switch segment {
        case .literal(let text):
            PercentCoding.encode(text, into: &url)
        case .parameter(_, _, let prefix, let suffix):
            url += prefix.utf8
            PercentCoding.encode(value, into: &url)
            url += suffix.utf8
        case .wildcard:
            for (index, part) in value.split(separator: "/").enumerated() {
                if index > 0 { url.append(UInt8(ascii: "/")) }
                PercentCoding.encode(String(part), into: &url)
            }
        }
    }

    /// Writes the URL of `parsed` for `values` (percent-encoded): the longest expansion
    /// whose parameters all have values; leftover values become sorted query items.
    ///
    /// - Parameters:
    ///   - types: The parameter types by name, to check the values with when `checked`.
    ///   - subject: The pattern or route the error names.
    ///   - checked: Whether values are checked (type, empty segments); unchecked, they
    ///     are written as they are.
    /// - Throws: ``RoutingError/Code/missingParameter`` naming the first missing parameter,
    ///   ``RoutingError/Code/invalidParameter`` (when `checked`) for a value no URL of the
    ///   pattern carries back.
    static func build(
        _ parsed: ParsedPattern, values: [String: String], types: [String: ParameterType], subject: String, checked: Bool,
        fileID: String, line: Int
    ) throws(RoutingError) -> String {
        var chosen: Int?
        for (index, indices) in parsed.expansionParameters.enumerated() where indices.allSatisfy({ values[parsed.parameters[$0].name] != nil }) {
            if chosen.map({ parsed.expansionParameters[$0].count < indices.count }) ?? true { chosen = index }
        }
        guard let chosen else {
            let required = parsed.expansionParameters.min { $0.count < $1.count } ?? []
            let missing = required.map { parsed.parameters[$0].name }.first { values[$0] == nil } ?? "?"
            throw RoutingError.missingParameter(
                subject, parameter: missing,
                fix: "pass it (given: \(values.isEmpty ? "none" : quotedList(values.keys.sorted(), conjunction: "and")))",
                fileID: fileID, line: line)
        }
        func invalid(_ name: String, _ value: String, _ problem: String, fix: String) -> RoutingError {
            RoutingError.invalidParameter(
                subject, message: "Building '\(subject)': '\(name)' is '\(value)', \(problem).", fix: fix, fileID: fileID, line: line)
        }
        // The URL's bytes, made into a string once at the end.
        var url = start(parsed)
        // The values written into the path; the others become query items. Each parameter
        // of an expansion has a name of its own (a pattern refuses a name twice) and a value
        // (the expansion was chosen so): when as many are written as there are values, none
        // is left for the query.
        var written = 0
        for segment in parsed.expansions[chosen] {
            switch segment {
            case .literal:
                append(segment, "", to: &url)
            case .parameter(let name, let type, _, _):
                let value = values[name] ?? ""
                if checked {
                    // A URL's empty segment is skipped when it is read, so it reaches another route or none.
                    guard !value.isEmpty else {
                        throw invalid(name, value, "and a URL does not carry an empty segment", fix: "pass a value with at least one character, or put the parameter in an optional group such as '(/:\(name))' and leave it out")
                    }
                    if !type.isEmpty, let known = types[type], !known.accepts(value) {
                        throw invalid(name, value, "expected a value of type \(type)", fix: "pass a valid \(type)")
                    }
                }
                written += 1
                append(segment, value, to: &url)
            case .wildcard(let name, let allowsEmpty):
                let value = values[name] ?? ""
                if checked, !(value.isEmpty && allowsEmpty), value.split(separator: "/", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
                    let kept = value.split(separator: "/").joined(separator: "/")
                    throw value.isEmpty
                        ? invalid(name, value, "but this wildcard takes one segment or more", fix: "pass at least one segment, or declare the wildcard '*\(name == "*" ? "" : name)?' to allow none")
                        : invalid(name, value, "with an empty segment (a leading, trailing or double '/'), which a URL does not carry back", fix: "pass '\(kept)'")
                }
                written += 1
                append(segment, value, to: &url)
            }
        }
        if parsed.expansions[chosen].isEmpty { url.append(UInt8(ascii: "/")) }
        guard values.count > written else { return String(decoding: url, as: UTF8.self) }
        let used = Set(parsed.expansions[chosen].compactMap { segment -> String? in
            switch segment {
            case .literal: nil
            case .parameter(let name, _, _, _), .wildcard(let name, _): name
            }
        })
        let extra = values.keys.filter { !used.contains($0) }.sorted()
        for (index, name) in extra.enumerated() {
            url.append(UInt8(ascii: index == 0 ? "?" : "&"))
            PercentCoding.encode(name, into: &url)
            url.append(UInt8(ascii: "="))
            PercentCoding.encode(values[name] ?? "", into: &url)
        }
        return String(decoding: url, as: UTF8.self)
    }
}
