import LatticeCore

/// A pattern parsed into its method, scheme, parameters and expansions (one per
/// combination of optional groups).
struct ParsedPattern: Sendable {
    var method: String?
    /// The pattern without its method.
    var text: String
    /// The scheme, lower-case; empty for a global route.
    var scheme: String
    var parameters: [RouteParameter]
    var expansions: [[PatternSegment]]
    /// The types its parameters use, for the trie to know them by name.
    var usedTypes: [ParameterType]
    /// For each expansion, the indices into ``parameters`` in capture order.
    var expansionParameters: [[Int]]

    static let maxOptionalGroups = 6

    /// Parses `text`; `types` resolves `<type>` names.
    ///
    /// Syntax: `[METHOD ][scheme://]path` where the path's segments are `literal`,
    /// `:name`, `:name<type>`, `prefix:name<type>suffix` (such as `:name.html`), or a last
    /// `*` / `*name` (one segment or more) or `*?` / `*name?` (none or more); `( … )` groups
    /// are optional (`/p/:t(/new)(/o/:o)`).
    init(_ text: String, method explicitMethod: String?, types: [String: ParameterType], fileID: String, line: Int) throws(RoutingError) {
        func fail(_ problem: String, _ fix: String) -> RoutingError {
            .invalidPattern(text, problem, fix: fix, fileID: fileID, line: line)
        }
        var rest = Substring(text.trimmingSpaces())
        method = explicitMethod.map { $0.uppercased() }
        if let space = rest.firstIndex(of: " ") {
            let word = rest[..<space]
            guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                throw fail("it contains a space", "write the method first ('GET /path') or percent-encode the space as %20")
            }
            guard method == nil || method == String(word) else {
                throw fail("it names the method \(word) but the method argument is \(method ?? "")", "give the method once")
            }
            method = String(word)
            rest = rest[rest.index(after: space)...].drop { $0 == " " }
            guard !rest.contains(" ") else {
                throw fail("it contains a space after the method", "percent-encode the space in the path as %20")
            }
        }
        self.text = String(rest)
        scheme = ""
        var hostFirst = false
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://"), !rest[..<colon].contains("/") {
            let separator = colon..<rest.index(colon, offsetBy: 3)
            let name = rest[..<separator.lowerBound].lowercased()
            // RFC 3986: an ASCII letter, then ASCII letters, digits, '+', '-' or '.' (URLs
            // are read and compared as ASCII there).
            guard let first = name.first, first.isASCII, first.isLetter,
                name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else {
                throw fail("'\(name)' is not a scheme", "start with ASCII letters such as 'shop://' (letters, digits, '+', '-' and '.')")
            }
            guard name != "http" && name != "https" else {
                throw fail("web links are routed by path", "register '\(rest[separator.upperBound...])' as a global route and list the host in Router.Configuration.webHosts")
            }
            scheme = name
            hostFirst = true
            rest = rest[separator.upperBound...]
        }
        if rest.contains("#") || rest.indices.contains(where: { rest[$0] == "?" && !Self.endsWildcard(rest, at: $0) }) {
            throw fail("it contains a query or fragment", "declare only the path; query items are merged into the parameters on their own")
        }
        let variants = try Self.expandOptionalGroups(String(rest), fail: fail)
        var parameters: [RouteParameter] = []
        var expansions: [[PatternSegment]] = []
        var expansionParameters: [[Int]] = []
        for variant in variants {
            var segments: [PatternSegment] = []
            var indices: [Int] = []
            // Split on the scalar '/', not on characters: a '/' followed by a combining mark
            // is one character, and would otherwise hide a separator inside a segment that
            // URLs (split on bytes) never see as one.
            let pieces = variant.unicodeScalars.split(separator: "/", omittingEmptySubsequences: true).map(Substring.init)
            for (position, piece) in pieces.enumerated() {
                var segment = try Self.parseSegment(piece, types: types, fail: fail)
                if position == 0, hostFirst, case .literal(let host) = segment { segment = .literal(String(decoding: host.utf8.map(RouteTrie.lower), as: UTF8.self)) }
                if case .wildcard = segment, position != pieces.count - 1 {
                    throw fail("'*' is not the last segment", "put the rest-of-path wildcard at the end")
                }
                segments.append(segment)
                guard let parameter = Self.parameter(of: segment) else { continue }
                if let existing = parameters.firstIndex(where: { $0.name == parameter.name }) {
                    guard parameters[existing].type == parameter.type, parameters[existing].isWildcard == parameter.isWildcard else {
                        throw fail("'\(parameter.name)' appears with two types", "give it one type everywhere")
                    }
                    guard !indices.contains(existing) else {
                        throw fail("the parameter '\(parameter.name)' appears twice", "give each parameter its own name")
                    }
                    indices.append(existing)
                } else {
                    indices.append(parameters.count)
                    parameters.append(parameter)
                }
            }
            // A URL with more segments is never matched (the matcher's buffers hold
            // `maxSegments`), so such a route could never open.
            guard segments.count <= RouteSnapshot.maxSegments else {
                throw fail(
                    "it has \(segments.count) segments, and URLs of more than \(RouteSnapshot.maxSegments) segments are never matched",
                    "use at most \(RouteSnapshot.maxSegments) segments, or a '*rest' wildcard for the tail")
            }
            expansions.append(segments)
            expansionParameters.append(indices)
        }
        for index in parameters.indices {
            parameters[index].isOptional = !expansionParameters.allSatisfy { $0.contains(index) }
        }
        self.parameters = parameters
        self.usedTypes = parameters.compactMap { types[$0.type] }
        self.expansions = expansions
        self.expansionParameters = expansionParameters
    }

    /// Whether the `?` at `index` ends a last-segment wildcard (`*name?`), rather than
    /// starting a query.
    private static func endsWildcard(_ text: Substring, at index: Substring.Index) -> Bool {
        let after = text.index(after: index)
        guard after == text.endIndex || text[after] == ")" else { return false }
        let start = text[..<index].lastIndex { $0 == "/" || $0 == "(" }.map { text.index(after: $0) } ?? text.startIndex
        return text[start...].first == "*"
    }

    private static func parameter(of segment: PatternSegment) -> RouteParameter? {
        switch segment {
        case .literal: nil
        case .parameter(let name, let type, _, _): RouteParameter(name: name, type: type.isEmpty ? "string" : type, isOptional: false, isWildcard: false)
        case .wildcard(let name, _): RouteParameter(name: name, type: "string", isOptional: false, isWildcard: true)
        }
    }

    /// `/p/:t(/new)(/o/:o)` → every combination of the optional groups, all groups first.
    private static func expandOptionalGroups(_ path: String, fail: (String, String) -> RoutingError) throws(RoutingError) -> [String] {
        var fixed: [String] = [""]
        var groups: [(afterFixed: Int, text: String)] = []
        var current = ""
        var inGroup = false
        // Scalars, not characters: '(' or ')' followed by a combining mark still counts.
        for scalar in path.unicodeScalars {
            switch scalar {
            case "(":
                guard !inGroup else { throw fail("optional groups are nested", "write each optional group on its own: '(/a)(/b)'") }
                fixed[fixed.count - 1] += current
                current = ""
                inGroup = true
            case ")":
                guard inGroup else { throw fail("a ')' has no '('", "balance the parentheses") }
                groups.append((fixed.count - 1, current))
                fixed.append("")
                current = ""
                inGroup = false
            default:
                current.unicodeScalars.append(scalar)
            }
        }
        guard !inGroup else { throw fail("a '(' is not closed", "balance the parentheses") }
        fixed[fixed.count - 1] += current
        guard groups.count <= maxOptionalGroups else {
            throw fail("it has \(groups.count) optional groups", "use at most \(maxOptionalGroups), or register several routes")
        }
        var variants: [String] = []
        for mask in (0..<(1 << groups.count)).reversed() {
            var text = fixed[0]
            for (index, group) in groups.enumerated() {
                if mask & (1 << index) != 0 { text += group.text }
                text += fixed[group.afterFixed + 1]
            }
            variants.append(text)
        }
        return variants
    }

    private static func parseSegment(_ piece: Substring, types: [String: ParameterType], fail: (String, String) -> RoutingError) throws(RoutingError) -> PatternSegment {
        if piece.first == "*" {
            var name = piece.dropFirst()
            let allowsEmpty = name.last == "?"
            if allowsEmpty { name = name.dropLast() }
            guard name.allSatisfy(\.isIdentifierCharacter) else {
                throw fail("'\(piece)' is not a wildcard", "write '*name' (one segment or more) or '*name?' (none or more)")
            }
            return .wildcard(name: name.isEmpty ? "*" : String(name), allowsEmpty: allowsEmpty)
        }
        guard let colon = piece.firstIndex(of: ":") else {
            if piece.contains(where: { "<>*".contains($0) }) {
                throw fail("the segment '\(piece)' has a '<', '>' or '*' outside a parameter", "write parameters as ':name<type>'")
            }
            // Written percent-encoded or not, a literal is compared decoded, as URL segments are.
            guard piece.contains("%") else { return .literal(String(piece)) }
            let text = String(piece)
            // SAFETY: the buffer is the piece's own UTF-8 array, valid inside the closure that
            // receives it.
            return unsafe .literal(text.withUTF8Bytes { unsafe PercentCoding.decode($0, 0..<$0.count, plusIsSpace: false) })
        }
        let prefix = piece[..<colon]
        var cursor = piece.index(after: colon)
        let nameStart = cursor
        while cursor < piece.endIndex, piece[cursor].isIdentifierCharacter { cursor = piece.index(after: cursor) }
        let name = String(piece[nameStart..<cursor])
        guard !name.isEmpty else {
            throw fail("the segment '\(piece)' has a ':' without a name", "write ':name'")
        }
        var type = ""
        if cursor < piece.endIndex, piece[cursor] == "<" {
            guard let close = piece[cursor...].firstIndex(of: ">") else {
                throw fail("'<' is not closed in '\(piece)'", "write ':\(name)<type>'")
            }
            type = String(piece[piece.index(after: cursor)..<close])
            cursor = piece.index(after: close)
            guard let known = types[type] else {
                let hint = closestNames(to: type, in: types.keys)
                throw fail("the type '\(type)' is unknown" + (hint.isEmpty ? "" : " (did you mean \(quotedList(hint))?)"),
                           "use int, uint, double, bool, uuid, string, or list your own in Router.Configuration.parameterTypes")
            }
            if known.kind == .string { type = "" }
        }
        let suffix = piece[cursor...]
        if suffix.contains(where: { ":<>*".contains($0) }) || prefix.contains(where: { "<>*".contains($0) }) {
            throw fail("the segment '\(piece)' has more than one parameter", "use one parameter per segment")
        }
        // A URL's segment is compared byte for byte with the prefix and suffix, and a URL
        // built from the pattern writes them as they are: both must be what a URL carries
        // unencoded.
        for (affix, text) in [("prefix", prefix), ("suffix", suffix)] {
            if let bad = Self.firstUnsafeScalar(in: text) {
                throw fail(
                    "the \(affix) '\(text)' of ':\(name)' contains \(bad.isASCII && bad.value >= 0x20 && bad.value < 0x7F ? "'\(bad)'" : "U+\(String(bad.value, radix: 16, uppercase: true))"), which a URL carries only percent-encoded",
                    "write the \(affix) with letters, digits, -._~!$&'+,;=@ and %XX escapes only, or make that text a literal segment of its own")
            }
        }
        return .parameter(name: name, type: type, prefix: String(prefix), suffix: String(suffix))
    }

    /// The first scalar of `text` a URL does not carry as it is, outside `%XX` escapes.
    private static func firstUnsafeScalar(in text: Substring) -> Unicode.Scalar? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%", index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit, scalars[index + 2].properties.isASCIIHexDigit {
                index += 3
                continue
            }
            if !isSegmentCharacter(scalar) { return scalar }
            index += 1
        }
        return nil
    }

    /// Whether a URL path segment carries `scalar` as it is (RFC 3986 `pchar` without `%`,
    /// `:` and the pattern syntax's `(`, `)` and `*`): ASCII letters and digits and `-._~!$&'+,;=@`.
    private static func isSegmentCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        default: "-._~!$&'+,;=@".unicodeScalars.contains(scalar)
        }
    }
}

extension ParsedPattern {
    /// A pattern known only by its texts and parameters, with no expansions (it matches nothing).
    init(unparsed text: String, method: String?, scheme: String, parameters: [RouteParameter]) {
        self.method = method
        self.text = text
        self.scheme = scheme
        self.parameters = parameters
        self.expansions = []
        self.usedTypes = []
        self.expansionParameters = []
    }
}

extension Character {
    var isIdentifierCharacter: Bool { isASCII && (isLetter || isNumber || self == "_") }
}

extension String {
    func trimmingSpaces() -> Substring {
        var text = self[...]
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}
