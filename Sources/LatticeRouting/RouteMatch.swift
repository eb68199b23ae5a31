/// A URL matched to a route, with its parameters.
///
/// Captured values are kept as byte ranges of ``url`` and percent-decoded only when read,
/// so matching allocates nothing for them. Query items are merged into the parameters,
/// the path winning on a clash.
public struct RouteMatch: Sendable {
    /// The matched route.
    public let route: RouteInfo
    /// The URL as given.
    public let url: String
    let captures: CaptureList
    let expansion: Int32
    let query: Range<Int>?
    let plusHandling: PlusHandling

    init(route: RouteInfo, url: String, candidate: Candidate, query: Range<Int>?, plusHandling: PlusHandling) {
        self.init(
            route: route, url: url, expansion: candidate.entry.expansion, captures: candidate.captures, query: query,
            plusHandling: plusHandling)
    }

    init(route: RouteInfo, url: String, expansion: UInt16, captures: CaptureList, query: Range<Int>?, plusHandling: PlusHandling) {
        self.route = route
        self.url = url
        self.captures = captures
        self.expansion = Int32(expansion)
        self.query = query
        self.plusHandling = plusHandling
    }

    /// The value of the path parameter `name`, or else the first query item named so;
    /// percent-decoded. `nil` when neither exists.
    ///
    /// - Complexity: O(*p* + *q*) for *p* path parameters and *q* query bytes.
    public subscript(name: String) -> String? {
        if let index = captureIndex(of: name) { return decodeCapture(index) }
        return queryItems.first { $0.name == name }?.value
    }

    /// Every value of `name`: the path parameter alone if there is one, otherwise each
    /// query item of that name in order (`?tag=a&tag=b` gives `["a", "b"]`).
    public func values(for name: String) -> [String] {
        if let index = captureIndex(of: name) { return [decodeCapture(index)] }
        return queryItems.filter { $0.name == name }.map(\.value)
    }

    /// The path parameter `name` exactly as the URL writes it, not percent-decoded: for a
    /// wildcard, the rest of the path (`a/b%2Fc` for `/files/a/b%2Fc` and `/files/*path`;
    /// `""` when a `*path?` matched no segment). `nil` when the match captured no path
    /// parameter so named (query items are not consulted).
    public func rawValue(_ name: String) -> String? {
        guard let index = captureIndex(of: name) else { return nil }
        let capture = captures[index]
        // SAFETY: the capture's range was found in this match's URL, whose UTF-8 `bytes` is.
        return unsafe url.withUTF8Bytes { bytes in
            unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(capture.start)..<Int(capture.end)]), as: UTF8.self)
        }
    }

    /// The segments the path parameter `name` captured, each percent-decoded on its own,
    /// so an encoded `%2F` stays inside its segment: for a wildcard, one element per
    /// segment of the rest (`["a", "b/c"]` for `a/b%2Fc`; `[]` when a `*path?` matched no
    /// segment; empty segments skipped, as in matching); for a one-segment parameter, its
    /// value alone. `nil` when the match captured no path parameter so named.
    public func segments(_ name: String) -> [String]? {
        guard let index = captureIndex(of: name) else { return nil }
        let capture = captures[index]
        let plus = plusHandling == .spaceEverywhere
        // SAFETY: the capture's range was found in this match's URL, whose UTF-8 `bytes` is;
        // every segment range lies inside it.
        return unsafe url.withUTF8Bytes { bytes in
            var result: [String] = []
            var start = Int(capture.start)
            let end = Int(capture.end)
            while start < end {
                let slash = unsafe URLParts.firstIndex(of: UInt8(ascii: "/"), in: bytes, from: start, to: end) ?? end
                if slash > start { result.append(unsafe PercentCoding.decode(bytes, start..<slash, plusIsSpace: plus)) }
                start = slash + 1
            }
            return result
        }
    }

    /// The value of `name` converted to `T` (`Int`, `UUID`, your own type), or `nil` when
    /// absent or not convertible.
    public func value<T: RouteParameterValue>(_ name: String, as type: T.Type = T.self) -> T? {
        self[name].flatMap(T.init(routeParameter:))
    }

    /// The path parameters, decoded.
    public var pathParameters: [String: String] {
        var result: [String: String] = [:]
        for index in captures.indices {
            if let name = name(ofCapture: index) { result[name] = decodeCapture(index) }
        }
        return result
    }

    /// The query items in order, decoded.
    public var queryItems: [QueryItem] {
        guard let query else { return [] }
        let plus = plusHandling != .literal
        // SAFETY: `bytes` is this match's URL's UTF-8, valid inside `withUTF8Bytes`; the query
        // range was found in that same URL.
        return unsafe url.withUTF8Bytes { bytes in
            var items: [QueryItem] = []
            var start = query.lowerBound
            while start <= query.upperBound {
                var end = start
                while end < query.upperBound, unsafe bytes[end] != UInt8(ascii: "&") { end += 1 }
                if end > start {
                    let equals = unsafe URLParts.firstIndex(of: UInt8(ascii: "="), in: bytes, from: start, to: end)
                    let name = unsafe PercentCoding.decode(bytes, start..<(equals ?? end), plusIsSpace: plus)
                    let value = equals.map { unsafe PercentCoding.decode(bytes, ($0 + 1)..<end, plusIsSpace: plus) } ?? ""
                    items.append(QueryItem(name: name, value: value))
                }
                start = end + 1
            }
            return items
        }
    }

    /// Path parameters and query items in one dictionary (the path wins; for a repeated
    /// query item, the first value). Use ``values(for:)`` or ``multiValueParameters`` for all values.
    public var parameters: [String: String] {
        var result = pathParameters
        for item in queryItems where result[item.name] == nil { result[item.name] = item.value }
        return result
    }

    /// Path parameters and query items, each with all its values.
    public var multiValueParameters: [String: [String]] {
        var result: [String: [String]] = pathParameters.mapValues { [$0] }
        let path = Set(result.keys)
        for item in queryItems where !path.contains(item.name) { result[item.name, default: []].append(item.value) }
        return result
    }

    func name(ofCapture index: Int) -> String? {
        route.parameterIndex(expansion: expansion, capture: index).map { route.parameters[$0].name }
    }

    private func captureIndex(of name: String) -> Int? {
        route.captureIndex(named: name, expansion: expansion, captureCount: captures.count)
    }

    func decodeCapture(_ index: Int) -> String {
        let capture = captures[index]
        let range = Int(capture.start)..<Int(capture.end)
        let plus = plusHandling == .spaceEverywhere
        // SAFETY: the capture's range was found in this match's URL, whose UTF-8 `bytes` is.
        func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            unsafe PercentCoding.decode(bytes, range, plusIsSpace: plus)
        }
        // Read in place, as `match` reads the URL (through `withUTF8Bytes`, the string is
        // retained and released around the read); `withUTF8Bytes` only when that fails.
        return unsafe url.utf8.withContiguousStorageIfAvailable(decode) ?? url.withUTF8Bytes(decode)
    }
}
