/// Which versions of a dependency are acceptable: a list of constraints that must all hold,
/// written in the CocoaPods or the SwiftPM dialect.
///
/// ```swift
/// let pods = try VersionRequirement(cocoaPods: "~> 1.2")
/// pods.isSatisfied(by: SemanticVersion(1, 9, 0))   // true
/// pods.isSatisfied(by: SemanticVersion(2, 0, 0))   // false
/// pods.explanation                                  // "1.2 or later, below 2"
///
/// let spm = VersionRequirement.upToNextMinor(from: SemanticVersion(1, 4, 0))
/// spm.description                                   // ".upToNextMinor(from: \"1.4.0\")"
/// ```
///
/// Pre-releases: CocoaPods constraints compare by precedence only, as CocoaPods' own
/// `Requirement#satisfied_by?` does (`~> 2.1-beta` accepts `2.1.0-beta.3` and `2.5.0`; a
/// pre-release of the version `~>` stops below, such as `2.0.0-beta` for `~> 1.2`, is
/// refused). SwiftPM ranges follow SwiftPM: a pre-release satisfies a range only when one
/// of its bounds is a pre-release, and never when it is a pre-release of the upper bound.
public struct VersionRequirement: Sendable, Hashable, CustomStringConvertible {
    /// The notation a requirement was written in; it decides how ``description`` prints.
    public enum Dialect: Sendable, Hashable {
        /// Podfile and podspec notation: `~> 1.2`, `>= 1.0, < 2.0`, `= 1.8.5`, `1.8.5`.
        case cocoaPods
        /// Package.swift notation: `from: "1.2.3"`, `.upToNextMinor(from:)`, `.exact`, ranges.
        case swiftPM
    }

    /// One condition on a version.
    public enum Constraint: Sendable, Hashable {
        /// Exactly this version (`= 1.8.5`, bare `1.8.5`, `.exact("1.8.5")`); build metadata
        /// and trailing zeros do not count.
        case exactly(SemanticVersion)
        /// Any version but this one (`!= 1.8.5`).
        case notEqual(SemanticVersion)
        /// Later than this version (`> 1.0`).
        case greaterThan(SemanticVersion)
        /// This version or later (`>= 1.0`).
        case atLeast(SemanticVersion)
        /// Earlier than this version (`< 2.0`).
        case lessThan(SemanticVersion)
        /// This version or earlier (`<= 2.0`).
        case atMost(SemanticVersion)
        /// CocoaPods' optimistic operator `~> v`: `v` or later, and a release below `v`
        /// with its next-to-last number raised (`~> 1.2` → below 2, `~> 1.2.3` → below
        /// 1.3, `~> 1` → below 2, `~> 4.5.7.1` → below 4.5.8).
        case compatible(SemanticVersion)
        /// SwiftPM's `from: v` / `.upToNextMajor(from: v)`: `v` up to the next major.
        case upToNextMajor(SemanticVersion)
        /// SwiftPM's `.upToNextMinor(from: v)`: `v` up to the next minor.
        case upToNextMinor(SemanticVersion)
        /// SwiftPM's `a..<b`.
        case range(Range<SemanticVersion>)
        /// SwiftPM's `a...b`.
        case closedRange(ClosedRange<SemanticVersion>)
    }

    /// The constraints; a version must meet all of them. Empty means any version.
    public let constraints: [Constraint]
    /// The notation the requirement prints in.
    public let dialect: Dialect

    /// Creates a requirement from constraints that must all hold.
    public init(_ constraints: [Constraint], dialect: Dialect) {
        self.constraints = constraints
        self.dialect = dialect
    }

    /// Any version at all.
    public static let any = VersionRequirement([], dialect: .cocoaPods)

    /// SwiftPM's `from: version`: that version up to, not including, the next major.
    public static func upToNextMajor(from version: SemanticVersion) -> VersionRequirement {
        VersionRequirement([.upToNextMajor(version)], dialect: .swiftPM)
    }

    /// SwiftPM's `.upToNextMinor(from: version)`.
    public static func upToNextMinor(from version: SemanticVersion) -> VersionRequirement {
        VersionRequirement([.upToNextMinor(version)], dialect: .swiftPM)
    }

    /// SwiftPM's `.exact(version)`.
    public static func exact(_ version: SemanticVersion) -> VersionRequirement {
        VersionRequirement([.exactly(version)], dialect: .swiftPM)
    }

    /// SwiftPM's `lower..<upper`.
    public static func range(_ range: Range<SemanticVersion>) -> VersionRequirement {
        VersionRequirement([.range(range)], dialect: .swiftPM)
    }

    /// SwiftPM's `lower...upper`.
    public static func range(_ range: ClosedRange<SemanticVersion>) -> VersionRequirement {
        VersionRequirement([.closedRange(range)], dialect: .swiftPM)
    }

    /// Parses a CocoaPods requirement: comma-separated clauses `OP VERSION` with `OP` one
    /// of `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, or no operator for exactly that version.
    /// Versions are read by ``SemanticVersion/init(cocoaPods:fileID:line:)``. An empty
    /// string means any version, as an unconstrained `pod 'Name'` does.
    ///
    /// - Throws: ``GraphError/Code/malformedRequirement`` naming the clause and the fix.
    public init(cocoaPods text: String, fileID: String = #fileID, line: Int = #line) throws(GraphError) {
        self = try RequirementParser.cocoaPods(text, fileID: fileID, line: line)
    }

    /// Parses a SwiftPM requirement as written in a manifest: `from: "1.2.3"`,
    /// `.upToNextMajor(from: "1.2.3")`, `.upToNextMinor(from: "1.2.3")`, `exact: "1.2.3"`,
    /// `.exact("1.2.3")`, `"1.0.0"..<"2.0.0"` or `"1.0.0"..."1.5.0"` (quotes optional).
    /// Versions are strict SemVer 2.0.
    ///
    /// - Throws: ``GraphError/Code/malformedRequirement`` naming the problem and the fix.
    public init(swiftPM text: String, fileID: String = #fileID, line: Int = #line) throws(GraphError) {
        self = try RequirementParser.swiftPM(text, fileID: fileID, line: line)
    }

    /// Parses a requirement in either dialect, telling them apart by their notation:
    /// `from:`, `exact:`, a leading `.` or a `..`/`...` range is SwiftPM, anything else
    /// CocoaPods (`~> 1.2`, `>= 1.0, < 2.0`, a bare version, `""` for any version).
    ///
    /// - Throws: ``GraphError/Code/malformedRequirement`` from the dialect's parser.
    public init(parsing text: String, fileID: String = #fileID, line: Int = #line) throws(GraphError) {
        let isSwiftPM = text.contains("from:") || text.contains("exact:") || text.contains("..") || text.hasPrefix(".")
        self = isSwiftPM
            ? try RequirementParser.swiftPM(text, fileID: fileID, line: line)
            : try RequirementParser.cocoaPods(text, fileID: fileID, line: line)
    }

    /// Whether `version` meets every constraint.
    ///
    /// - Complexity: O(*c*) version comparisons for *c* constraints.
    public func isSatisfied(by version: SemanticVersion) -> Bool {
        constraints.allSatisfy { $0.isSatisfied(by: version) }
    }

    /// The requirement in its dialect's notation: `~> 1.2`, `>= 1.0, < 2.0`,
    /// `from: "1.2.3"`, `"1.0.0"..<"2.0.0"`; `any version` when there is no constraint.
    public var description: String {
        if constraints.isEmpty { return "any version" }
        return constraints.map { $0.notation(dialect) }.joined(separator: ", ")
    }

    /// The requirement in words: `1.2 or later, below 2`, `exactly 1.8.5`.
    public var explanation: String {
        if constraints.isEmpty { return "any version" }
        return constraints.map(\.explanation).joined(separator: " and ")
    }
}

extension VersionRequirement.Constraint {
    /// Whether `version` meets this constraint.
    public func isSatisfied(by version: SemanticVersion) -> Bool {
        switch self {
        case .exactly(let v): return SemanticVersion.compare(version, v) == 0
        case .notEqual(let v): return SemanticVersion.compare(version, v) != 0
        case .greaterThan(let v): return SemanticVersion.compare(version, v) > 0
        case .atLeast(let v): return SemanticVersion.compare(version, v) >= 0
        case .lessThan(let v): return SemanticVersion.compare(version, v) < 0
        case .atMost(let v): return SemanticVersion.compare(version, v) <= 0
        case .compatible(let v):
            return SemanticVersion.compare(version, v) >= 0 && Self.releaseIsBelowBump(of: v, version)
        case .upToNextMajor(let v): return Self.swiftPMContains(version, lower: v, upper: v.nextMajor, closed: false)
        case .upToNextMinor(let v): return Self.swiftPMContains(version, lower: v, upper: v.nextMinor, closed: false)
        case .range(let r): return Self.swiftPMContains(version, lower: r.lowerBound, upper: r.upperBound, closed: false)
        case .closedRange(let r): return Self.swiftPMContains(version, lower: r.lowerBound, upper: r.upperBound, closed: true)
        }
    }

    /// The release `~> v` stays below: drop the last component (when there are two or
    /// more) and raise the new last one, as RubyGems' `Version#bump`.
    static func pessimisticBound(_ version: SemanticVersion) -> SemanticVersion {
        var components = version.components
        if components.count > 1 { components.removeLast() }
        let last = components.count - 1
        if components[last] < Int.max { components[last] += 1 }
        return SemanticVersion(checkedComponents: components, prerelease: [], build: [])
    }

    /// Whether the release part of `version` is below ``pessimisticBound(_:)`` of `v`,
    /// without building the bound.
    private static func releaseIsBelowBump(of v: SemanticVersion, _ version: SemanticVersion) -> Bool {
        let length = max(v.components.count - 1, 1)
        let count = max(version.components.count, length)
        for index in 0..<count {
            let left = index < version.components.count ? version.components[index] : 0
            var right = index < length ? v.components[index] : 0
            if index == length - 1 && right < Int.max { right += 1 }
            if left != right { return left < right }
        }
        return false
    }

    /// SwiftPM's `Range<Version>.contains(version:)` rule.
    private static func swiftPMContains(_ version: SemanticVersion, lower: SemanticVersion, upper: SemanticVersion, closed: Bool) -> Bool {
        if version.isPrerelease {
            if !lower.isPrerelease && !upper.isPrerelease { return false }
            if !upper.isPrerelease && SemanticVersion.compare(version.release, upper.release) == 0 && !closed { return false }
        }
        let order = SemanticVersion.compare(version, upper)
        return SemanticVersion.compare(version, lower) >= 0 && (closed ? order <= 0 : order < 0)
    }

    func notation(_ dialect: VersionRequirement.Dialect) -> String {
        switch self {
        case .exactly(let v): return dialect == .swiftPM ? ".exact(\"\(v)\")" : "= \(v)"
        case .notEqual(let v): return "!= \(v)"
        case .greaterThan(let v): return "> \(v)"
        case .atLeast(let v): return ">= \(v)"
        case .lessThan(let v): return "< \(v)"
        case .atMost(let v): return "<= \(v)"
        case .compatible(let v): return "~> \(v)"
        case .upToNextMajor(let v): return "from: \"\(v)\""
        case .upToNextMinor(let v): return ".upToNextMinor(from: \"\(v)\")"
        case .range(let r): return "\"\(r.lowerBound)\"..<\"\(r.upperBound)\""
        case .closedRange(let r): return "\"\(r.lowerBound)\"...\"\(r.upperBound)\""
        }
    }

    /// The constraint in words: `1.2 or later, below 2`.
    public var explanation: String {
        switch self {
        case .exactly(let v): return "exactly \(v)"
        case .notEqual(let v): return "any version but \(v)"
        case .greaterThan(let v): return "later than \(v)"
        case .atLeast(let v): return "\(v) or later"
        case .lessThan(let v): return "below \(v)"
        case .atMost(let v): return "\(v) or earlier"
        case .compatible(let v): return "\(v) or later, below \(Self.pessimisticBound(v))"
        case .upToNextMajor(let v): return "\(v) or later, below \(v.nextMajor)"
        case .upToNextMinor(let v): return "\(v) or later, below \(v.nextMinor)"
        case .range(let r): return "\(r.lowerBound) or later, below \(r.upperBound)"
        case .closedRange(let r): return "from \(r.lowerBound) through \(r.upperBound)"
        }
    }
}

extension VersionRequirement {
    /// Every version its constraints name (both ends of a range), in order: where what it
    /// accepts changes, for tools that look for a version meeting several requirements.
    package var mentionedVersions: [SemanticVersion] {
        constraints.flatMap { constraint -> [SemanticVersion] in
            switch constraint {
            case .exactly(let v), .notEqual(let v), .greaterThan(let v), .atLeast(let v), .lessThan(let v),
                 .atMost(let v), .compatible(let v), .upToNextMajor(let v), .upToNextMinor(let v):
                [v]
            case .range(let range): [range.lowerBound, range.upperBound]
            case .closedRange(let range): [range.lowerBound, range.upperBound]
            }
        }
    }
}
