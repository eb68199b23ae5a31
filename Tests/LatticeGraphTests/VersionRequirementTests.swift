import LatticeCore
import LatticeGraph
import Testing

private func pods(_ text: String) throws -> SemanticVersion { try SemanticVersion(cocoaPods: text) }

@Suite struct CocoaPodsRequirementTests {
    private func check(_ requirement: String, accepts: [String], refuses: [String]) throws {
        let parsed = try VersionRequirement(cocoaPods: requirement)
        for version in accepts {
            #expect(parsed.isSatisfied(by: try pods(version)), "\(requirement) should accept \(version)")
        }
        for version in refuses {
            #expect(!parsed.isSatisfied(by: try pods(version)), "\(requirement) should refuse \(version)")
        }
    }

    @Test func optimisticOperator() throws {
        try check("~> 1.2", accepts: ["1.2", "1.2.0", "1.9.9", "1.10", "1.3.0-beta"], refuses: ["1.1.9", "2.0", "2.0.0-beta", "1.2.0-beta"])
        try check("~> 1.2.3", accepts: ["1.2.3", "1.2.99"], refuses: ["1.3.0", "1.2.2", "1.3.0-beta.1"])
        try check("~> 1", accepts: ["1", "1.0.1", "1.99"], refuses: ["2", "0.9"])
        try check("~> 0.8", accepts: ["0.8", "0.9.11"], refuses: ["1.0", "0.7"])
    }

    @Test func optimisticOperatorWithPrereleases() throws {
        // CocoaPods bumps the release part only: `~> 2.1-beta` is >= 2.1-beta and below 3.
        try check("~> 2.1-beta", accepts: ["2.1-beta", "2.1.0-beta.3", "2.1.0", "2.9"], refuses: ["2.0.9", "3.0", "3.0.0-beta.1", "2.1-alpha"])
        try check("~> 1.8.13-beta", accepts: ["1.8.13-beta.1", "1.8.13", "1.8.20"], refuses: ["1.9.0", "1.8.12"])
        try check("~> 3.2.2.beta", accepts: ["3.2.2-beta.3", "3.2.5"], refuses: ["3.3.0", "3.2.1"])
    }

    @Test func fourComponentVersions() throws {
        try check("~> 4.5.7.1", accepts: ["4.5.7.1", "4.5.7.9"], refuses: ["4.5.8", "4.5.7", "4.5.7.0"])
        try check("~> 1.4.2.1", accepts: ["1.4.2.5"], refuses: ["1.4.3"])
        try check("= 1.0.0.0", accepts: ["1.0", "1"], refuses: ["1.0.0.1"])
    }

    @Test func comparisonsAndCombinations() throws {
        try check(">= 1.0, < 2.0", accepts: ["1.0", "1.9.9"], refuses: ["0.9", "2.0", "2.0.1"])
        try check("< 3.0, >= 1.5", accepts: ["2.9"], refuses: ["3.0", "1.4"])
        try check("= 1.8.5", accepts: ["1.8.5", "1.8.5.0"], refuses: ["1.8.6", "1.8.4"])
        try check("1.8.5", accepts: ["1.8.5"], refuses: ["1.8.6"])
        try check("> 1.0", accepts: ["1.0.1"], refuses: ["1.0"])
        try check("<= 1.0", accepts: ["1.0", "0.1"], refuses: ["1.0.1"])
        try check("!= 1.0", accepts: ["1.0.1"], refuses: ["1.0"])
        try check("", accepts: ["0.1", "99"], refuses: [])
    }

    @Test func describesItself() throws {
        let range = try VersionRequirement(cocoaPods: ">=1.0,<2.0")
        #expect(range.description == ">= 1.0, < 2.0")
        #expect(range.explanation == "1.0 or later and below 2.0")
        #expect(try VersionRequirement(cocoaPods: "~> 1.2").explanation == "1.2 or later, below 2")
        #expect(try VersionRequirement(cocoaPods: "~> 1.2.3").explanation == "1.2.3 or later, below 1.3")
        #expect(try VersionRequirement(cocoaPods: "1.8.5").description == "= 1.8.5")
        #expect(try VersionRequirement(cocoaPods: " ").description == "any version")
        #expect(try VersionRequirement(cocoaPods: "~> 2.1-beta").constraints == [.compatible(try pods("2.1-beta"))])
    }

    @Test(arguments: [
        ("=> 1.0", "did you mean '>='"), ("~> ", "no version"), (">= 1.0,", "empty clause"),
        ("~> 1.x.", "empty part"), ("^1.2", "not an operator"), ("~> beta", "start with a digit"),
    ])
    func rejectsMalformedRequirements(text: String, problem: String) {
        #expect {
            _ = try VersionRequirement(cocoaPods: text)
        } throws: { error in
            let error = error as? GraphError
            return error?.code == .malformedRequirement && error?.explanation.contains(problem) == true
                && error?.explanation.contains("To fix") == true
        }
    }
}

@Suite struct SwiftPMRequirementTests {
    private func v(_ text: String) throws -> SemanticVersion { try SemanticVersion(text) }

    @Test func upToNextMajor() throws {
        let requirement = try VersionRequirement(swiftPM: #"from: "1.2.3""#)
        #expect(requirement == .upToNextMajor(from: try v("1.2.3")))
        #expect(requirement.isSatisfied(by: try v("1.2.3")))
        #expect(requirement.isSatisfied(by: try v("1.99.0")))
        #expect(!requirement.isSatisfied(by: try v("2.0.0")))
        #expect(!requirement.isSatisfied(by: try v("1.2.2")))
        // SwiftPM: no pre-release unless a bound is one.
        #expect(!requirement.isSatisfied(by: try v("1.5.0-beta")))
        #expect(try VersionRequirement(swiftPM: #".upToNextMajor(from: "1.2.3")"#) == requirement)
        #expect(requirement.description == #"from: "1.2.3""#)
        #expect(requirement.explanation == "1.2.3 or later, below 2.0.0")
    }

    @Test func upToNextMinorAndExact() throws {
        let minor = try VersionRequirement(swiftPM: #".upToNextMinor(from: "1.4.0")"#)
        #expect(minor.isSatisfied(by: try v("1.4.9")))
        #expect(!minor.isSatisfied(by: try v("1.5.0")))
        let exact = try VersionRequirement(swiftPM: #".exact("1.4.0")"#)
        #expect(exact.isSatisfied(by: try v("1.4.0+build")))
        #expect(!exact.isSatisfied(by: try v("1.4.1")))
        #expect(try VersionRequirement(swiftPM: "exact: 1.4.0") == exact)
        #expect(exact.description == #".exact("1.4.0")"#)
    }

    @Test func ranges() throws {
        let half = try VersionRequirement(swiftPM: #""1.0.0"..<"2.0.0""#)
        #expect(half.isSatisfied(by: try v("1.9.9")))
        #expect(!half.isSatisfied(by: try v("2.0.0")))
        let closed = try VersionRequirement(swiftPM: "1.0.0...1.5.0")
        #expect(closed.isSatisfied(by: try v("1.5.0")))
        #expect(!closed.isSatisfied(by: try v("1.5.1")))
        #expect(closed.description == #""1.0.0"..."1.5.0""#)
        // A pre-release lower bound admits pre-releases, but not of the upper bound.
        let pre = try VersionRequirement(swiftPM: #""2.0.0-beta.1"..<"3.0.0""#)
        #expect(pre.isSatisfied(by: try v("2.0.0-beta.2")))
        #expect(!pre.isSatisfied(by: try v("3.0.0-alpha")))
    }

    @Test(arguments: [
        #"from: "1.2""#, #""2.0.0"..<"1.0.0""#, "1.2.3", #".branch("main")"#, "", #".upToNextMinor("1.0.0")"#,
    ])
    func rejectsMalformedRequirements(text: String) {
        #expect {
            _ = try VersionRequirement(swiftPM: text)
        } throws: { error in
            (error as? GraphError)?.code == .malformedRequirement && (error as? GraphError)?.explanation.contains("To fix") == true
        }
    }
}

@Suite struct EitherDialectTests {
    @Test func parsingTellsTheDialectsApartByNotation() throws {
        #expect(try VersionRequirement(parsing: "~> 1.2") == VersionRequirement(cocoaPods: "~> 1.2"))
        #expect(try VersionRequirement(parsing: ">= 1.0, < 2.0") == VersionRequirement(cocoaPods: ">= 1.0, < 2.0"))
        #expect(try VersionRequirement(parsing: "") == VersionRequirement(cocoaPods: ""))
        #expect(try VersionRequirement(parsing: "from: \"1.2.0\"") == VersionRequirement(swiftPM: "from: \"1.2.0\""))
        #expect(try VersionRequirement(parsing: ".upToNextMinor(from: \"1.2.0\")") == VersionRequirement(swiftPM: ".upToNextMinor(from: \"1.2.0\")"))
        #expect(try VersionRequirement(parsing: "\"1.0.0\"..<\"2.0.0\"") == VersionRequirement(swiftPM: "\"1.0.0\"..<\"2.0.0\""))
        #expect(throws: GraphError.self) { try VersionRequirement(parsing: "=> 1.0") }
    }
}
