import LatticeCore
import LatticeGraph

/// Version requirements that a component's version does not meet, explained with every
/// requirer of that component (dependency hell, explained).
enum VersionConflicts {
    static func problems(in members: [ValidatedSet.Member], locations: [String: FileLocation]) -> [ComponentProblem] {
        // Fast pass: most sets have no conflict.
        var conflicted: [Int] = []
        var isConflicted = [Bool](repeating: false, count: members.count)
        for member in members {
            for (dependency, target) in zip(member.declared, member.targets) {
                guard let target else { continue }
                if !dependency.requirement.isSatisfied(by: members[target].identity.version) && !isConflicted[target] {
                    isConflicted[target] = true
                    conflicted.append(target)
                }
            }
        }
        guard !conflicted.isEmpty else { return [] }
        return conflicted.map { explain($0, members: members, locations: locations) }
    }

    private struct Requirer {
        let identity: ComponentIdentity
        let requirement: VersionRequirement
        let isMet: Bool
        /// Where the dependency is written.
        let location: FileLocation?
    }

    private static func explain(_ target: Int, members: [ValidatedSet.Member], locations: [String: FileLocation]) -> ComponentProblem {
        let identity = members[target].identity
        let name = identity.name
        var requirers: [Requirer] = []
        for member in members {
            for (position, (dependency, resolved)) in zip(member.declared, member.targets).enumerated() where resolved == target {
                requirers.append(Requirer(
                    identity: member.identity, requirement: dependency.requirement,
                    isMet: dependency.requirement.isSatisfied(by: identity.version),
                    location: position < member.dependencyLocations.count ? member.dependencyLocations[position] : nil))
            }
        }
        let unmet = requirers.filter { !$0.isMet }
        let others = requirers.filter(\.isMet)
        var parts = unmet.map { "\($0.identity) requires \(name) \($0.requirement), but \(name) is \(identity.version)" }
        parts += others.map { "\($0.identity) requires \(name) \($0.requirement)" }
        let requirements = requirers.map(\.requirement)
        let all = requirers.count == 2 ? "both" : "all of them"
        let verdict: String
        let fix: String
        if let candidate = satisfyingVersion(requirements, current: identity.version) {
            verdict = "\(name) \(candidate) would satisfy \(all)"
            fix = "To fix, use \(name) \(candidate), or relax the requirement of \(quotedList(unmet.map(\.identity.name), conjunction: "and"))."
        } else if requirers.count == 1 {
            verdict = "no version of \(name) satisfies it besides another \(name)"
            fix = "To fix, update \(unmet[0].identity.name) to accept \(name) \(identity.version), or use a version of \(name) that meets \(unmet[0].requirement)."
        } else {
            verdict = "no version of \(name) satisfies \(all)"
            // The way that works for the others: the version the unmet requirers accept lies
            // above the current one, below it, or (a `!=`) either side.
            var alternative = ""
            if !others.isEmpty, let direction = wantedDirection(unmet.map(\.requirement), current: identity.version) {
                alternative = "or use \(direction) \(name) that \(unmet.count == 1 ? "it accepts" : "they accept") and update "
                    + "\(quotedList(others.map(\.identity.name), conjunction: "and")) to accept it too, "
            }
            fix = "To fix, update \(quotedList(unmet.map(\.identity.name), conjunction: "and")) to accept \(name) \(identity.version), "
                + "\(alternative)so that one version satisfies every requirer."
        }
        return ComponentProblem(
            kind: .versionMismatch, component: unmet.first?.identity.name ?? name,
            related: [name] + requirers.map(\.identity.name).filter { $0 != unmet.first?.identity.name },
            location: unmet.first.flatMap { $0.location ?? locations[$0.identity.name] },
            message: "\(parts.joined(separator: "; ")) — \(verdict). \(fix)")
    }

    /// `a newer`, `an older` or `another`: where the versions that every one of `requirements`
    /// accepts lie from `current`, judged on the versions the requirements mention and
    /// their neighbours; `nil` when none of those is accepted by all of them.
    static func wantedDirection(_ requirements: [VersionRequirement], current: SemanticVersion) -> String? {
        let mentioned = requirements.flatMap(\.mentionedVersions)
        let candidates = mentioned + mentioned.map { SemanticVersion(UInt(max(0, $0.major)), UInt(max(0, $0.minor)), UInt(max(0, $0.patch)) + 1) }
        let accepted = candidates.filter { candidate in candidate != current && requirements.allSatisfy { $0.isSatisfied(by: candidate) } }
        let newer = accepted.contains { $0 > current }, older = accepted.contains { $0 < current }
        if newer && older { return "another" }
        return newer ? "a newer" : older ? "an older" : nil
    }

    /// A version meeting every requirement, if one of the candidates does: the highest of
    /// the versions the requirements mention, else the next patch of one (for `>`), else zero.
    static func satisfyingVersion(_ requirements: [VersionRequirement], current: SemanticVersion) -> SemanticVersion? {
        let mentioned = requirements.flatMap(\.mentionedVersions)
        let nextPatches = mentioned.map { SemanticVersion(UInt(max(0, $0.major)), UInt(max(0, $0.minor)), UInt(max(0, $0.patch)) + 1) }
        for candidates in [mentioned, nextPatches, [SemanticVersion(0, 0, 0)]] {
            let fit = candidates.sorted(by: >).first { candidate in
                candidate != current && requirements.allSatisfy { $0.isSatisfied(by: candidate) }
            }
            if let fit { return fit }
        }
        return nil
    }
}
