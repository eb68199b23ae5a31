/// A version number: numeric components, pre-release identifiers and build metadata,
/// ordered by Semantic Versioning 2.0 precedence.
///
/// Parse a strict SemVer 2.0 version (`1.2.3`, `2.0.0-rc.1+build.5`) with
/// ``init(_:fileID:line:)``, or a CocoaPods version (`1.2`, `4.5.7.1`, `1.0-beta.2`,
/// `3.2.2.beta-3`) with ``init(cocoaPods:fileID:line:)``.
///
/// ```swift
/// let version = try SemanticVersion("2.1.0-beta.2")
/// version < SemanticVersion(2, 1, 0)   // true: a pre-release comes before its release
/// ```
///
/// Precedence (`<`, `==`) follows SemVer 2.0: components compare numerically, a missing
/// component counts as `0` (so `1.2` equals `1.2.0`, as in CocoaPods); a version with
/// pre-release identifiers comes before the same version without; identifiers compare
/// numerically when both are digits, otherwise in ASCII order, and digits come before
/// letters. Build metadata never affects precedence or equality; compare
/// ``description`` when the exact text matters.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numeric components, at least one: `[1, 2, 3]` for `1.2.3`. CocoaPods versions
    /// may have one, two, three or more.
    public let components: [Int]
    /// The pre-release identifiers: `["beta", "2"]` for `1.0.0-beta.2`. Empty for a release.
    public let prerelease: [String]
    /// The build metadata identifiers: `["build", "5"]` for `1.0.0+build.5`.
    public let build: [String]

    /// Creates a release version `major.minor.patch`.
    ///
    /// Values above `Int.max` are clamped to it.
    public init(_ major: UInt, _ minor: UInt = 0, _ patch: UInt = 0) {
        self.components = [Int(clamping: major), Int(clamping: minor), Int(clamping: patch)]
        self.prerelease = []
        self.build = []
    }

    /// Creates a version from parts already checked by a parser.
    init(checkedComponents: [Int], prerelease: [String], build: [String]) {
        self.components = checkedComponents
        self.prerelease = prerelease
        self.build = build
    }

    /// Parses a strict Semantic Versioning 2.0 version: `MAJOR.MINOR.PATCH`, optionally
    /// `-PRERELEASE` and `+BUILD` (`1.0.0-alpha.1+exp.sha.5114f85`).
    ///
    /// - Throws: ``GraphError/Code/malformedVersion`` naming the first problem (wrong
    ///   number of components, a leading zero, an empty identifier, a forbidden character)
    ///   and how to write the version instead.
    public init(_ text: String, fileID: String = #fileID, line: Int = #line) throws(GraphError) {
        self = try VersionParser.semVer(text, fileID: fileID, line: line)
    }

    /// Parses a version the way CocoaPods reads one: one or more dot-separated parts, the
    /// first starting with a digit (`1`, `1.2`, `4.5.7.1`, `1.0-beta.2`, `3.2.2.beta-3`),
    /// optionally `+METADATA`. Surrounding spaces are ignored.
    ///
    /// As in CocoaPods, the text is read as runs of digits and runs of letters: the leading
    /// numbers are the ``components``; the rest, from the first letters on, are the
    /// ``prerelease`` identifiers (`1.0-beta.2` → `[1, 0]`, `["beta", "2"]`). A version is a
    /// pre-release when it has letters, so `1.0.0-1` reads as the release `1.0.0.1`, as it
    /// does in CocoaPods.
    ///
    /// - Throws: ``GraphError/Code/malformedVersion`` naming the problem.
    public init(cocoaPods text: String, fileID: String = #fileID, line: Int = #line) throws(GraphError) {
        self = try VersionParser.cocoaPods(text, fileID: fileID, line: line)
    }

    /// The first component.
    public var major: Int { components[0] }
    /// The second component, `0` when there is none.
    public var minor: Int { components.count > 1 ? components[1] : 0 }
    /// The third component, `0` when there is none.
    public var patch: Int { components.count > 2 ? components[2] : 0 }
    /// Whether the version has pre-release identifiers.
    public var isPrerelease: Bool { !prerelease.isEmpty }

    /// The same version without pre-release identifiers and build metadata (`1.2.0-beta`
    /// → `1.2.0`).
    public var release: SemanticVersion {
        SemanticVersion(checkedComponents: components, prerelease: [], build: [])
    }

    /// The next major release: `(major + 1).0.0`.
    public var nextMajor: SemanticVersion {
        SemanticVersion(checkedComponents: [Self.increment(major), 0, 0], prerelease: [], build: [])
    }

    /// The next minor release: `major.(minor + 1).0`.
    public var nextMinor: SemanticVersion {
        SemanticVersion(checkedComponents: [major, Self.increment(minor), 0], prerelease: [], build: [])
    }

    /// The text form: components joined by dots, then `-` and the pre-release identifiers,
    /// then `+` and the build metadata (`3.2.2.beta-3` read by CocoaPods prints as
    /// `3.2.2-beta.3`).
    public var description: String {
        var text = components.map(String.init).joined(separator: ".")
        if !prerelease.isEmpty { text += "-" + prerelease.joined(separator: ".") }
        if !build.isEmpty { text += "+" + build.joined(separator: ".") }
        return text
    }

    /// Whether two versions have the same precedence (build metadata and trailing zero
    /// components do not count).
    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        compare(lhs, rhs) == 0
    }

    /// Whether `lhs` comes before `rhs` by SemVer 2.0 precedence.
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// Hashes what precedence looks at, so equal versions hash alike.
    public func hash(into hasher: inout Hasher) {
        var count = components.count
        while count > 1 && components[count - 1] == 0 { count -= 1 }
        for index in 0..<count { hasher.combine(components[index]) }
        hasher.combine(-1)
        for identifier in prerelease {
            if Self.isNumeric(identifier) {
                hasher.combine(0 as UInt8)
                hasher.combine(identifier.drop { $0 == "0" })
            } else {
                hasher.combine(1 as UInt8)
                hasher.combine(identifier)
            }
        }
    }

    /// Three-way comparison by precedence: negative, zero or positive.
    ///
    /// - Complexity: O(*n*) in the number of components and identifiers.
    public static func compare(_ lhs: SemanticVersion, _ rhs: SemanticVersion) -> Int {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, true): return 0
        case (true, false): return 1
        case (false, true): return -1
        case (false, false): break
        }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) {
            let order = compareIdentifiers(left, right)
            if order != 0 { return order }
        }
        return lhs.prerelease.count == rhs.prerelease.count ? 0 : (lhs.prerelease.count < rhs.prerelease.count ? -1 : 1)
    }

    private static func compareIdentifiers(_ left: String, _ right: String) -> Int {
        switch (isNumeric(left), isNumeric(right)) {
        case (true, true):
            let a = left.utf8.drop { $0 == UInt8(ascii: "0") }
            let b = right.utf8.drop { $0 == UInt8(ascii: "0") }
            if a.count != b.count { return a.count < b.count ? -1 : 1 }
            return compareBytes(a, b)
        case (true, false): return -1
        case (false, true): return 1
        case (false, false): return compareBytes(left.utf8, right.utf8)
        }
    }

    private static func compareBytes(_ a: some Sequence<UInt8>, _ b: some Sequence<UInt8>) -> Int {
        var left = a.makeIterator()
        var right = b.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?): if x != y { return x < y ? -1 : 1 }
            }
        }
    }

    static func isNumeric(_ identifier: String) -> Bool {
        !identifier.isEmpty && identifier.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    private static func increment(_ value: Int) -> Int {
        value == Int.max ? value : value + 1
    }
}
