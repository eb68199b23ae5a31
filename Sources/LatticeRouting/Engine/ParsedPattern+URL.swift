import LatticeCore

extension ParsedPattern {
    /// Writes the URL for `values` (percent-encoded): the longest expansion whose
    /// parameters all have values; leftover values become sorted query items.
    ///
    /// - Throws: ``RoutingError/Code/missingParameter`` naming the first missing parameter,
    ///   ``RoutingError/Code/invalidParameter`` for a value of the wrong type.
    func url(
        _ values: [String: String], types: [String: ParameterType], subject: String, fileID: String, line: Int
    ) throws(RoutingError) -> String {
        var chosen: Int?
        for (index, indices) in expansionParameters.enumerated() where indices.allSatisfy({ values[parameters[$0].name] != nil }) {
            if chosen.map({ expansionParameters[$0].count < indices.count }) ?? true { chosen = index }
        }
        guard let chosen else {
            let required = expansionParameters.min { $0.count < $1.count } ?? []
            let missing = required.map { parameters[$0].name }.first { values[$0] == nil } ?? "?"
            throw RoutingError.missingParameter(
                subject, parameter: missing,
                fix: "pass it (given: \(values.isEmpty ? "none" : quotedList(values.keys.sorted(), conjunction: "and")))",
                fileID: fileID, line: line)
        }
        var pieces: [String] = []
        var used = Set<String>()
        for segment in expansions[chosen] {
            switch segment {
            case .literal(let text):
                pieces.append(PercentCoding.encode(text))
            case .parameter(let name, let type, let prefix, let suffix):
                let value = values[name] ?? ""
                // SAFETY: the buffer is the value's own UTF-8 array, valid inside the closure that
                // receives it.
                if !type.isEmpty, let known = types[type], unsafe !Array(value.utf8).withUnsafeBufferPointer({ unsafe known.accepts($0) }) {
                    throw RoutingError.invalidParameter(
                        subject, message: "Building '\(subject)': '\(name)' is '\(value)', expected a value of type \(type).",
                        fix: "pass a valid \(type)", fileID: fileID, line: line)
                }
                used.insert(name)
                pieces.append(prefix + PercentCoding.encode(value) + suffix)
            case .wildcard(let name, _):
                used.insert(name)
                pieces.append((values[name] ?? "").split(separator: "/").map { PercentCoding.encode(String($0)) }.joined(separator: "/"))
            }
        }
        var url = scheme.isEmpty ? "/" + pieces.joined(separator: "/") : scheme + "://" + pieces.joined(separator: "/")
        let extra = values.keys.filter { !used.contains($0) }.sorted()
        if !extra.isEmpty {
            url += "?" + extra.map { PercentCoding.encode($0) + "=" + PercentCoding.encode(values[$0] ?? "") }.joined(separator: "&")
        }
        return url
    }
}
