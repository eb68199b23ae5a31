import LatticeGraph
import Testing

/// The real CocoaPods data of `Fixtures/` (see its README for the sources).
@Suite struct RealVersionDataTests {
    @Test func everyPodspecConstraintParses() throws {
        let rows = try Fixture.rows("wordpress-podspec-dependencies.tsv")
        #expect(rows.count == 7_662)
        var failures: [String] = []
        var operators: Set<String> = []
        for row in rows {
            let constraint = row.count > 4 ? row[4] : ""
            do {
                let requirement = try VersionRequirement(cocoaPods: constraint)
                operators.formUnion(requirement.constraints.map { "\($0)".prefix { $0 != "(" }.description })
            } catch {
                failures.append("\(row): \(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        // The data uses ~>, = (bare) and nothing exotic; both must be seen.
        #expect(operators.isSuperset(of: ["compatible", "exactly"]))
    }

    /// Commits → pod → resolved version, and every (commit, pod, dependency, constraint) row.
    private func lockHistory() throws -> (resolved: [String: SemanticVersion], constraints: [(key: String, text: String)], commits: Int) {
        let rows = try Fixture.rows("woocommerce-podfile-lock-history.tsv")
        var resolved: [String: SemanticVersion] = [:]
        var constraints: [(key: String, text: String)] = []
        var commits: Set<String> = []
        for row in rows where row.count >= 6 {
            commits.insert(row[0])
            if row[4].isEmpty {
                resolved[row[0] + " " + row[2]] = try SemanticVersion(cocoaPods: row[3])
            } else if !row[5].isEmpty {
                constraints.append((row[0] + " " + row[4], row[5]))
            }
        }
        return (resolved, constraints, commits.count)
    }

    @Test func everyLockedConstraintHoldsForTheResolvedVersion() throws {
        let history = try lockHistory()
        #expect(history.commits == 736)
        #expect(history.constraints.count > 20_000)
        var failures: [String] = []
        for (key, text) in history.constraints {
            let version = try #require(history.resolved[key], "no resolved version for \(key)")
            let requirement = try VersionRequirement(cocoaPods: text)
            if !requirement.isSatisfied(by: version) { failures.append("\(key) \(version) vs \(text)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    /// Flips each resolved version so the constraint should no longer hold: the next major
    /// for `~>` and `=`, the next major past the upper bound for `<`/`<=` ranges. Only pure
    /// lower bounds (`>= 0.9.1`) still hold, and must.
    @Test func flippingTheResolvedVersionBreaksTheConstraint() throws {
        let history = try lockHistory()
        var flipped = 0, lowerOnly = 0
        var failures: [String] = []
        for (key, text) in history.constraints {
            let version = try #require(history.resolved[key])
            let requirement = try VersionRequirement(cocoaPods: text)
            var target = version.nextMajor
            var shouldHold = true
            for constraint in requirement.constraints {
                switch constraint {
                case .compatible, .exactly: shouldHold = false
                case .lessThan(let bound), .atMost(let bound):
                    shouldHold = false
                    if bound.nextMajor > target { target = bound.nextMajor }
                default: break
                }
            }
            if shouldHold { lowerOnly += 1 } else { flipped += 1 }
            if requirement.isSatisfied(by: target) != shouldHold {
                failures.append("\(key): '\(text)' with \(target) should \(shouldHold ? "hold" : "fail")")
            }
        }
        #expect(flipped > 20_000)
        #expect(lowerOnly > 0)
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    @Test func loweringTheResolvedVersionBreaksLowerBounds() throws {
        let history = try lockHistory()
        var failures: [String] = []
        for (key, text) in history.constraints {
            let version = try #require(history.resolved[key])
            let requirement = try VersionRequirement(cocoaPods: text)
            // Every constraint here has a lower bound at or below the resolved version, so
            // a version below every bound (0) must be refused... unless the bound is 0.
            let zero = try SemanticVersion(cocoaPods: "0")
            let lowest = requirement.constraints.compactMap { constraint -> SemanticVersion? in
                switch constraint {
                case .atLeast(let v), .compatible(let v), .exactly(let v), .greaterThan(let v): v
                default: nil
                }
            }
            guard let bound = lowest.first, bound > zero else { continue }
            if requirement.isSatisfied(by: zero) { failures.append("\(key): \(text) accepts 0 (resolved \(version))") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
