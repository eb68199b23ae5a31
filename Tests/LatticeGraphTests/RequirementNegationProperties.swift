import LatticeGraph
import PropertyBased
import Testing

/// A requirement and its negation split every version into two: each version meets
/// exactly one of them, pre-releases, trailing zeros and build metadata included.
@Suite struct RequirementNegationProperties {
    /// Versions of one to four numbers, some with pre-release identifiers or build
    /// metadata, in CocoaPods notation (which every operator below parses): the numbers
    /// and the index of the suffix.
    static let suffixes = ["", "", "-alpha", "-beta.2", "-rc.1", "-0", "+build.7", "-beta+0"]
    static let parts = zip(Gen.int(in: 0...3).array(of: 1...4), Gen.int(in: 0...(suffixes.count - 1)))
    static func text(_ numbers: [Int], _ suffix: Int) -> String {
        numbers.map(String.init).joined(separator: ".") + suffixes[suffix]
    }
    static let version = parts.map { text($0.0, $0.1) }
    /// A bound and a candidate, often at or next to the bound (where `<` and `<=` differ):
    /// the same version, with a trailing zero, other build metadata, a pre-release of it, or
    /// any other version.
    static let boundAndCandidate = zip(parts, parts, Gen.int(in: 0...5)).map { bound, other, mode -> (String, String) in
        let (numbers, suffix) = bound
        let candidate = switch mode {
        case 0: text(numbers, suffix)
        case 1: text(numbers + [0], suffix)
        case 2: text(numbers, suffix == 0 ? 6 : (suffix == 6 ? 0 : suffix))
        case 3: text(numbers, other.1)
        case 4: text(numbers.dropLast() + [numbers[numbers.count - 1] + 1], other.1)
        default: text(other.0, other.1)
        }
        return (text(numbers, suffix), candidate)
    }

    /// Each operator and the one that holds exactly where it does not.
    static let negations: [(String, String)] = [("=", "!="), (">=", "<"), (">", "<="), ("!=", "="), ("<", ">="), ("<=", ">")]
    static let negation = Gen.int(in: 0...(negations.count - 1)).map { negations[$0] }

    @Test func aRequirementAndItsNegationPartitionVersions() async {
        await propertyCheck(input: Self.negation, Self.boundAndCandidate) { operators, versions in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let (bound, candidate) = versions
                let requirement = try VersionRequirement(cocoaPods: "\(operators.0) \(bound)")
                let negated = try VersionRequirement(cocoaPods: "\(operators.1) \(bound)")
                let version = try SemanticVersion(cocoaPods: candidate)
                #expect(
                    requirement.isSatisfied(by: version) != negated.isSatisfied(by: version),
                    "'\(requirement)' and '\(negated)' on \(candidate): \(requirement.isSatisfied(by: version)), \(negated.isSatisfied(by: version))")
            } catch {
                Issue.record(error)
            }
        }
    }

    /// A conjunction's negation is the disjunction of its constraints' negations: for
    /// `>= a, < b` that is `< a` or `>= b`, and a version meets exactly one side.
    @Test func aRangeAndItsNegationPartitionVersions() async {
        await propertyCheck(input: Self.boundAndCandidate, Self.version, Gen.bool) { near, other, lowIsNear in
            // propertyCheck drops what its body throws: recorded here.
            do {
                // The candidate is next to one of the two bounds.
                let (low, high) = lowIsNear ? (near.0, other) : (other, near.0)
                let candidate = near.1
                let range = try VersionRequirement(cocoaPods: ">= \(low), < \(high)")
                let below = try VersionRequirement(cocoaPods: "< \(low)")
                let above = try VersionRequirement(cocoaPods: ">= \(high)")
                let version = try SemanticVersion(cocoaPods: candidate)
                let outside = below.isSatisfied(by: version) || above.isSatisfied(by: version)
                #expect(range.isSatisfied(by: version) != outside, "'\(range)' on \(candidate)")
            } catch {
                Issue.record(error)
            }
        }
    }
}
