import LatticeCore
import LatticeGraph
import PropertyBased
import Testing

@Suite struct SemanticVersionTests {
    @Test func parsesStrictSemVer() throws {
        let version = try SemanticVersion("1.0.0-alpha.1+exp.sha.5114f85")
        #expect(version.components == [1, 0, 0])
        #expect(version.prerelease == ["alpha", "1"])
        #expect(version.build == ["exp", "sha", "5114f85"])
        #expect(version.isPrerelease)
        #expect(version.description == "1.0.0-alpha.1+exp.sha.5114f85")
        #expect(try SemanticVersion("10.20.30") == SemanticVersion(10, 20, 30))
    }

    @Test(arguments: [
        ("1.2", "exactly three"), ("1.2.3.4", "exactly three"), ("01.2.3", "leading zero"),
        ("1.2.3-01", "leading zero"), ("1.2.3-", "empty"), ("1.2.3+", "empty"), ("1..3", "empty"),
        ("v1.2.3", "'v' prefix"), ("1.2.3-be_ta", "character"), ("1.2.x", "not a number"),
        ("", "empty"), ("1.2.3 ", "white space"), ("1.2.3-a..b", "empty identifier"),
        ("99999999999999999999.0.0", "too large"),
    ])
    func rejectsMalformedSemVer(text: String, problem: String) {
        #expect {
            _ = try SemanticVersion(text)
        } throws: { error in
            let error = error as? GraphError
            return error?.code == .malformedVersion && error?.subject == text
                && error?.message.contains(problem) == true && error?.explanation.contains("To fix") == true
        }
    }

    @Test func suggestsThePaddedVersion() {
        #expect(throws: GraphError.self) { try SemanticVersion("1.2") }
        do {
            _ = try SemanticVersion("1.2")
        } catch {
            #expect(error.fix.contains("write '1.2.0'"))
            #expect(error.fileID.hasSuffix("SemanticVersionTests.swift"))
        }
    }

    @Test func followsSemVerPrecedence() throws {
        // The chain from semver.org, item 11.
        let chain = try [
            "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
            "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1.0", "2.0.0", "10.0.0",
        ].map { try SemanticVersion($0) }
        for (lower, higher) in zip(chain, chain.dropFirst()) {
            #expect(lower < higher, "\(lower) < \(higher)")
            #expect(!(higher < lower))
        }
        #expect(chain.shuffled().sorted() == chain)
    }

    @Test func ignoresBuildMetadataForPrecedence() throws {
        let a = try SemanticVersion("1.0.0+build.1")
        let b = try SemanticVersion("1.0.0+build.2")
        #expect(a == b)
        #expect(!(a < b) && !(b < a))
        #expect(Set([a, b]).count == 1)
    }

    @Test func readsCocoaPodsVersions() throws {
        #expect(try SemanticVersion(cocoaPods: "1").components == [1])
        #expect(try SemanticVersion(cocoaPods: "0.4").components == [0, 4])
        let four = try SemanticVersion(cocoaPods: "4.5.7.1")
        #expect(four.components == [4, 5, 7, 1])
        #expect(four > SemanticVersion(4, 5, 7))
        #expect(four < SemanticVersion(4, 5, 8))
        let dashed = try SemanticVersion(cocoaPods: "3.2.2.beta-3")
        #expect(dashed.components == [3, 2, 2])
        #expect(dashed.prerelease == ["beta", "3"])
        #expect(dashed.description == "3.2.2-beta.3")
        let short = try SemanticVersion(cocoaPods: " 2.1-beta ")
        #expect(short.components == [2, 1] && short.prerelease == ["beta"])
        #expect(try SemanticVersion(cocoaPods: "1.0") == SemanticVersion(1, 0, 0))
        #expect(try SemanticVersion(cocoaPods: "1.0.0+96ef7ed").build == ["96ef7ed"])
        // Like CocoaPods, digits after letters are separate identifiers: rc10 > rc9.
        #expect(try SemanticVersion(cocoaPods: "1.0.0-rc9") < SemanticVersion(cocoaPods: "1.0.0-rc10"))
    }

    @Test(arguments: ["", "beta", "1..2", "1.2.", "1.2 3", "1.2+", "1.2_3", "-1.0"])
    func rejectsMalformedCocoaPodsVersions(text: String) {
        #expect(throws: GraphError.self) { try SemanticVersion(cocoaPods: text) }
    }

    @Test func nextVersions() throws {
        let version = try SemanticVersion("1.4.2-beta")
        #expect(version.nextMajor == SemanticVersion(2, 0, 0))
        #expect(version.nextMinor == SemanticVersion(1, 5, 0))
        #expect(version.release == SemanticVersion(1, 4, 2))
    }

    @Test func printedVersionsParseBack() async {
        let pool = ["alpha", "beta", "rc", "x-y", "0", "1", "2", "11"]
        let identifiers = Gen.int(in: 0...(pool.count - 1)).map { pool[$0] }.array(of: 0...3)
        await propertyCheck(
            input: Gen.int(in: 0...50), Gen.int(in: 0...50), Gen.int(in: 0...50), identifiers
        ) { major, minor, patch, prerelease in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let text = "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
                let version = try SemanticVersion(text)
                #expect(version.description == text)
                #expect(version.components == [major, minor, patch])
            } catch {
                Issue.record(error)
            }
        }
    }

    @Test func precedenceIsATotalOrder() async {
        let samples = [
            "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta.2", "1.0.0-beta.11",
            "1.0.0", "1.0.0+meta", "1.0.1-rc.1", "1.0.1", "2.0.0-0", "2.0.0",
        ]
        let version = Gen.int(in: 0...(samples.count - 1)).map { samples[$0] }
        await propertyCheck(input: version, version, version) { a, b, c in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let x = try SemanticVersion(a), y = try SemanticVersion(b), z = try SemanticVersion(c)
                let forward = SemanticVersion.compare(x, y)
                #expect(forward == -SemanticVersion.compare(y, x))
                #expect((forward == 0) == (x == y))
                #expect((forward == 0) == (x.hashValue == y.hashValue) || forward != 0)
                if x <= y && y <= z { #expect(x <= z) }
            } catch {
                Issue.record(error)
            }
        }
    }
}
