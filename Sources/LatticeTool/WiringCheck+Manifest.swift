internal import LatticeComponents
internal import LatticeCore
internal import LatticeGraph
internal import LatticeManifest
internal import LatticeScan

/// The component manifest (`components.yml`) against the components' code.
extension WiringCheck {
    /// Each enabled component of ``manifest`` against the linked component of that name, at
    /// the manifest's line: a component no linked target declares, a version that differs
    /// (the catalog refuses it at boot, in the same words), a layer that differs, and
    /// dependencies or requirements that differ (the host takes them from the code, so the
    /// manifest describes an app that does not exist). What the code does not say by
    /// literals is not compared.
    func checkManifest(_ index: WiringIndex, _ report: Report) {
        guard let manifest else { return }
        var code: [String: (target: String, component: ScannedComponent)] = [:]
        var unnamed: ScannedComponent?
        for (target, component) in index.components {
            if let name = component.name, !component.unreadMembers.contains("name") {
                code[name] = code[name] ?? (target, component)
            } else {
                unnamed = unnamed ?? component
            }
        }
        var dependencies: [String: [ScannedComponentDependency]] = [:]
        for (_, dependency) in index.componentDependencies {
            if let component = dependency.component { dependencies[component, default: []].append(dependency) }
        }
        let rules = manifest.layerRules
        let file = manifest.file
        for entry in manifest.enabledComponents {
            guard let found = code[entry.name] else {
                if let unnamed {
                    report(.undecidedWiring, file, entry.location,
                           "\(file) lists '\(entry.name)', which no linked component is named by a literal; '\(unnamed.typeName)' (\(unnamed.location)) gives its name by an expression the build cannot read, so it may be '\(entry.name)'. The catalog checks it when the app boots.",
                           entry.name, [])
                } else {
                    let close = closestNames(to: entry.name, in: code.keys.sorted())
                    report(.manifestMismatch, file, entry.location,
                           "\(file) lists '\(entry.name)', which no linked target declares.\(close.isEmpty ? "" : " Did you mean \(quotedList(close))?") To fix, correct the name, link the target that declares '\(entry.name)', or remove its entry.",
                           entry.name, [])
                }
                continue
            }
            let (target, component) = found
            let place = "\(component.location)"
            if let text = component.version, !component.unreadMembers.contains("version"), let version = try? SemanticVersion(text), version != entry.version {
                // The catalog's words at boot, with where the code writes the version.
                let (message, fix) = LatticeErrorText.split(ComponentCatalog.unexpectedVersion(entry.name, expected: entry.version, linked: version))
                report(.manifestMismatch, target, entry.location,
                       LatticeErrorText.sentence(message: "\(message) The component is declared at \(place).", fix: fix), entry.name, [])
            }
            // Compared only when the manifest says a layer: its own, or its rules' by the name.
            if !component.unreadMembers.contains("layer"), let declared = entry.layer ?? manifest.layers?.layer(forName: entry.name) {
                let written = component.layer ?? rules.layer(forName: entry.name)
                if declared != written {
                    report(.manifestMismatch, target, entry.location,
                           "\(file) puts '\(entry.name)' in the layer '\(declared)', but its code (\(place)) puts it in \(written.map { "'\($0)'" } ?? "no layer"); the host checks the code's. To fix, make the two say the same layer.",
                           entry.name, [])
                }
            }
            guard !component.unreadMembers.contains("dependencies") else { continue }
            let written = dependencies[component.typeName] ?? []
            for dependency in entry.dependencies {
                guard let match = written.first(where: { $0.name == dependency.name }) else {
                    report(.manifestMismatch, target, dependency.location,
                           "\(file) says '\(entry.name)' depends on '\(dependency.name)', but its code (\(place)) does not; the host takes the dependencies from the code. To fix, add `ComponentDependency(\"\(dependency.name)\", \"\(dependency.requirement)\")` to its dependencies, or remove the line here.",
                           dependency.name, [])
                    continue
                }
                guard match.isRequirementLiteral else { continue }
                let requirement = try? VersionRequirement(parsing: match.requirement ?? "")
                if let requirement, !Self.sameVersions(requirement, dependency.requirement) {
                    report(.manifestMismatch, target, dependency.location,
                           "\(file) says '\(entry.name)' requires \(dependency.name) \(dependency.requirement), but its code requires \(dependency.name) \(requirement) (\(match.location)); the host checks the code's. To fix, make the two say the same requirement.",
                           dependency.name, [])
                }
            }
            for dependency in written where !entry.dependencies.contains(where: { $0.name == dependency.name }) {
                report(.manifestMismatch, target, entry.location,
                       "'\(entry.name)' depends on '\(dependency.name)' in its code (\(dependency.location)), but \(file) does not say so; the host takes the dependencies from the code. To fix, add `\(dependency.name): \"\(dependency.requirement ?? "")\"` under its dependencies here, or remove the dependency from the code.",
                       dependency.name, [])
            }
        }
    }

    /// Whether two requirements accept the same versions, written alike or not (`~> 1.2`
    /// and `>= 1.2, < 2.0`): judged on the versions they mention and their neighbours.
    static func sameVersions(_ a: VersionRequirement, _ b: VersionRequirement) -> Bool {
        if a == b { return true }
        var probes: Set<SemanticVersion> = [SemanticVersion(0, 0, 0)]
        for version in a.mentionedVersions + b.mentionedVersions {
            let (major, minor, patch) = (UInt(max(0, version.major)), UInt(max(0, version.minor)), UInt(max(0, version.patch)))
            probes.formUnion([
                version, SemanticVersion(major, minor, patch + 1), SemanticVersion(major, minor + 1, 0), SemanticVersion(major + 1, 0, 0),
                patch > 0 ? SemanticVersion(major, minor, patch - 1) : version,
                minor > 0 ? SemanticVersion(major, minor - 1, 99) : version,
                major > 0 ? SemanticVersion(major - 1, 99, 99) : version,
            ])
        }
        return probes.allSatisfy { a.isSatisfied(by: $0) == b.isSatisfied(by: $0) }
    }
}
