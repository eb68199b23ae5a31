import FuzzSupport
import LatticeGraph

/// Versions the requirements are checked against, besides the ones they name.
private let probes: [SemanticVersion] = ["0.0.1", "1.0.0", "1.2.3", "1.2.3-beta.1", "2.0.0-alpha", "2.0.0", "10.20.30"].map { try! SemanticVersion($0) }

/// Version and requirement parsing, both dialects: a parse either succeeds or throws the
/// typed error with a fix; parse → description → parse gives the same value; each
/// constraint and its negation partition the versions.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVersions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    var named: [SemanticVersion] = []
    for strict in [true, false] {
        do {
            let version = strict ? try SemanticVersion(text) : try SemanticVersion(cocoaPods: text)
            named.append(version)
            let again = strict ? try SemanticVersion(version.description) : try SemanticVersion(cocoaPods: version.description)
            Invariant.check(again == version && again.description == version.description, "'\(version)' reads back as '\(again)'", input: text)
        } catch {
            Invariant.check(error.code == .malformedVersion && !error.fix.isEmpty, "a bad version throws malformedVersion with a fix: \(error)", input: text)
        }
    }
    let parsers: [(String, (String) throws(GraphError) -> VersionRequirement)] = [
        ("cocoaPods", { text throws(GraphError) in try VersionRequirement(cocoaPods: text) }),
        ("swiftPM", { text throws(GraphError) in try VersionRequirement(swiftPM: text) }),
        ("parsing", { text throws(GraphError) in try VersionRequirement(parsing: text) }),
    ]
    for (dialect, parse) in parsers {
        let requirement: VersionRequirement
        do {
            requirement = try parse(text)
        } catch {
            Invariant.check(error.code == .malformedRequirement && !error.fix.isEmpty, "a bad \(dialect) requirement throws malformedRequirement with a fix: \(error)", input: text)
            continue
        }
        if !requirement.constraints.isEmpty {
            do {
                let again = try parse(requirement.description)
                Invariant.check(again == requirement, "\(dialect) '\(requirement)' reads back as '\(again)'", input: text)
            } catch {
                Invariant.fail("\(dialect) '\(requirement)' does not read back: \(error)", input: text)
            }
        }
        var versions = probes + named
        for constraint in requirement.constraints { versions += bounds(constraint) }
        for constraint in requirement.constraints {
            guard let negation = negation(constraint) else { continue }
            for version in versions {
                Invariant.check(
                    constraint.isSatisfied(by: version) != negation.isSatisfied(by: version),
                    "\(constraint) and its negation \(negation) do not partition at \(version)", input: text)
            }
        }
        for version in versions {
            Invariant.check(
                requirement.isSatisfied(by: version) == requirement.constraints.allSatisfy { $0.isSatisfied(by: version) },
                "'\(requirement)' at \(version) is not the conjunction of its constraints", input: text)
        }
    }
    return 0
}

/// The versions a constraint names, and the ones next to them.
private func bounds(_ constraint: VersionRequirement.Constraint) -> [SemanticVersion] {
    let named: [SemanticVersion]
    switch constraint {
    case .exactly(let v), .notEqual(let v), .greaterThan(let v), .atLeast(let v), .lessThan(let v), .atMost(let v),
        .compatible(let v), .upToNextMajor(let v), .upToNextMinor(let v):
        named = [v]
    case .range(let r): named = [r.lowerBound, r.upperBound]
    case .closedRange(let r): named = [r.lowerBound, r.upperBound]
    }
    return named.flatMap { [$0, $0.release, $0.nextMinor, $0.nextMajor] }
}

/// The constraint that holds exactly where `constraint` does not, when there is one.
private func negation(_ constraint: VersionRequirement.Constraint) -> VersionRequirement.Constraint? {
    switch constraint {
    case .exactly(let v): .notEqual(v)
    case .notEqual(let v): .exactly(v)
    case .greaterThan(let v): .atMost(v)
    case .atMost(let v): .greaterThan(v)
    case .atLeast(let v): .lessThan(v)
    case .lessThan(let v): .atLeast(v)
    default: nil
    }
}
