/// The two requirement grammars: CocoaPods' operators and SwiftPM's manifest notation.
enum RequirementParser {
    /// CocoaPods' operators, two-character ones first so that `>=` is not read as `>`.
    private static let cocoaPodsOperators = ["~>", ">=", "<=", "!=", "=", ">", "<"]

    private static func constraint(_ symbol: String, _ version: SemanticVersion) -> VersionRequirement.Constraint {
        switch symbol {
        case "~>": .compatible(version)
        case ">=": .atLeast(version)
        case "<=": .atMost(version)
        case "!=": .notEqual(version)
        case ">": .greaterThan(version)
        case "<": .lessThan(version)
        default: .exactly(version)
        }
    }

    static func cocoaPods(_ text: String, fileID: String, line: Int) throws(GraphError) -> VersionRequirement {
        func fail(_ problem: String, _ fix: String) -> GraphError {
            .malformedRequirement(String(text), notA: "CocoaPods requirement", problem: problem, fix: fix, fileID: fileID, line: line)
        }
        if text.trimmingSpaces().isEmpty { return VersionRequirement([], dialect: .cocoaPods) }
        var constraints: [VersionRequirement.Constraint] = []
        for rawClause in text.split(separator: ",", omittingEmptySubsequences: false) {
            let clause = rawClause.trimmingSpaces()
            guard !clause.isEmpty else {
                throw fail("it has an empty clause", "remove the extra comma")
            }
            let token = clause.prefix { "=<>!~^".contains($0) }
            let symbol = token.isEmpty ? "=" : String(token)
            guard cocoaPodsOperators.contains(symbol) else {
                let hint = ["=>": "'>='", "=<": "'<='", "==": "'='", "~": "'~>'", "^": "'~>'", "~=": "'~>'"][symbol]
                throw fail(
                    "'\(symbol)' is not an operator",
                    "use one of '=', '!=', '>', '>=', '<', '<=', '~>'\(hint.map { " (did you mean \($0)?)" } ?? "")")
            }
            let rest = clause.dropFirst(token.count).trimmingSpaces()
            guard !rest.isEmpty else { throw fail("the clause '\(clause)' has no version", "write a version after the operator, such as '~> 1.2'") }
            let version: SemanticVersion
            do {
                version = try VersionParser.cocoaPods(String(rest), fileID: fileID, line: line)
            } catch {
                throw GraphError(
                    .malformedRequirement, subject: text,
                    message: "'\(text)' is not a CocoaPods requirement: \(error.message)", fix: error.fix,
                    fileID: fileID, line: line)
            }
            constraints.append(constraint(symbol, version))
        }
        return VersionRequirement(constraints, dialect: .cocoaPods)
    }

    static func swiftPM(_ text: String, fileID: String, line: Int) throws(GraphError) -> VersionRequirement {
        func fail(_ problem: String, _ fix: String) -> GraphError {
            .malformedRequirement(String(text), notA: "SwiftPM requirement", problem: problem, fix: fix, fileID: fileID, line: line)
        }
        func version(_ raw: Substring) throws(GraphError) -> SemanticVersion {
            var inner = raw.trimmingSpaces()
            if inner.count >= 2, inner.first == "\"", inner.last == "\"" {
                inner = inner.dropFirst().dropLast()
            }
            do {
                return try VersionParser.semVer(String(inner), fileID: fileID, line: line)
            } catch {
                throw GraphError(
                    .malformedRequirement, subject: text,
                    message: "'\(text)' is not a SwiftPM requirement: \(error.message)", fix: error.fix,
                    fileID: fileID, line: line)
            }
        }
        func call(_ body: Substring, _ prefix: String) -> Substring? {
            guard body.hasPrefix(prefix), body.hasSuffix(")") else { return nil }
            return body.dropFirst(prefix.count).dropLast().trimmingSpaces()
        }
        let body = text.trimmingSpaces()
        let usage = "write from: \"1.2.3\", .upToNextMinor(from: \"1.2.3\"), .exact(\"1.2.3\"), \"1.0.0\"..<\"2.0.0\" or \"1.0.0\"...\"2.0.0\""
        if body.isEmpty { throw fail("it is empty", usage) }
        if body.hasPrefix("from:") {
            return .upToNextMajor(from: try version(body.dropFirst(5)))
        }
        if body.hasPrefix("exact:") {
            return .exact(try version(body.dropFirst(6)))
        }
        if let argument = call(body, ".upToNextMajor(") {
            guard argument.hasPrefix("from:") else { throw fail("the argument needs the label 'from:'", "write .upToNextMajor(from: \"1.2.3\")") }
            return .upToNextMajor(from: try version(argument.dropFirst(5)))
        }
        if let argument = call(body, ".upToNextMinor(") {
            guard argument.hasPrefix("from:") else { throw fail("the argument needs the label 'from:'", "write .upToNextMinor(from: \"1.2.3\")") }
            return .upToNextMinor(from: try version(argument.dropFirst(5)))
        }
        if let argument = call(body, ".exact(") {
            return .exact(try version(argument))
        }
        for keyword in [".branch(", "branch:", ".revision(", "revision:"] where body.hasPrefix(keyword) {
            throw fail("a branch or revision is not a version requirement", "pin a version instead, or leave this dependency without a version check")
        }
        if let half = body.firstRange(of: "..<") {
            let lower = try version(body[..<half.lowerBound])
            let upper = try version(body[half.upperBound...])
            guard lower < upper else {
                throw fail("the lower bound \(lower) is not below the upper bound \(upper)", "swap the bounds or use .exact(\"\(lower)\")")
            }
            return .range(lower..<upper)
        }
        if let closed = body.firstRange(of: "...") {
            let lower = try version(body[..<closed.lowerBound])
            let upper = try version(body[closed.upperBound...])
            guard lower <= upper else {
                throw fail("the lower bound \(lower) is above the upper bound \(upper)", "swap the bounds")
            }
            return .range(lower...upper)
        }
        throw fail("it is not one of SwiftPM's requirement forms", usage)
    }
}
