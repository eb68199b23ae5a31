package import LatticeGraph
internal import Foundation

extension ModuleGraph {
    /// The graph of one or more Xcode projects (a project and the projects it refers to,
    /// or a workspace's projects): one node per target and per Swift package product, one
    /// dependency per target dependency, linked framework and package product, at the line
    /// of the target's list that names it (two ways of depending on the same module count
    /// once, at the first).
    ///
    /// - Node names are target names; a target whose name an earlier project already uses
    ///   is named `Project/Target`. A package product is named after the product (`Product
    ///   (package)` when a target has its name).
    /// - A dependency on another project's target is resolved through the container item
    ///   proxy; a linked framework that no target of its own project builds is matched by
    ///   file name with the one target of the other projects that builds it (Xcode's
    ///   implicit dependencies); a framework no target builds (the SDK's, a binary) is
    ///   not a dependency.
    /// - Kinds are ``XcodeProject/Target/kind`` and `package product`; products of
    ///   remote packages are third-party (``AppModules/thirdParty``: `Swift packages`),
    ///   with the version `pinnedVersions` gives their package.
    /// - Test targets take part only when the configuration includes tests; names
    ///   matching its `exclude` patterns are left out.
    /// - Each remote package requirement (of a package the project lists or uses) that
    ///   the pinned version does not meet is a finding, ``Rule/unsatisfiedRequirement``,
    ///   at the requirement's line.
    ///
    /// - Parameters:
    ///   - projects: The projects, in order (earlier projects keep plain target names).
    ///   - pinnedVersions: Resolved versions by package identity (`Package.resolved`).
    ///   - pinsFile: The file the pins come from, for messages.
    ///   - configuration: Which targets take part.
    ///   - file: The input as printed in summaries (the workspace, or the first project).
    /// - Complexity: O(*t* + *d*) for *t* targets and *d* dependencies, plus O(*t*) per
    ///   linked framework matched by name.
    package init(
        xcodeProjects projects: [XcodeProject], pinnedVersions: [String: SemanticVersion] = [:], pinsFile: String = "Package.resolved",
        configuration: ToolConfiguration = .standard, file: String? = nil
    ) {
        let excluded = NamePatterns(configuration.excluded)
        var taken: Set<String> = []
        var names: [[String: String]] = []
        for project in projects {
            var byID: [String: String] = [:]
            for target in project.targets {
                var name = target.name
                if taken.contains(name) { name = "\(project.name)/\(target.name)" }
                var suffix = 2
                while taken.contains(name) { name = "\(project.name)/\(target.name) \(suffix)"; suffix += 1 }
                taken.insert(name)
                byID[target.id] = name
            }
            names.append(byID)
        }
        var projectIndex: [String: Int] = [:]
        var products: [String: [(project: Int, name: String)]] = [:]
        for (index, project) in projects.enumerated() {
            projectIndex[Self.normalizedPath(project.path)] = projectIndex[Self.normalizedPath(project.path)] ?? index
            for target in project.targets {
                guard let name = names[index][target.id] else { continue }
                for path in Set([target.productPath, target.productName].compactMap { $0 }) { products[path, default: []].append((index, name)) }
            }
        }
        var graph = DependencyGraph()
        var ids: [String: DependencyGraph.NodeID] = [:]
        var kinds: [String: String] = [:]
        var versions: [String: SemanticVersion] = [:]
        var thirdParty: [String: String] = [:]
        var included: Set<String> = []
        for (index, project) in projects.enumerated() {
            for target in project.targets {
                guard let name = names[index][target.id], target.kind != "test" || configuration.includeTests, !excluded.matches(name) else { continue }
                // Names are made unique above, so adding cannot fail.
                ids[name] = try? graph.addNode(name, location: target.location)
                included.insert(name)
                kinds[name] = target.kind
                if let text = target.marketingVersion, let version = try? SemanticVersion(cocoaPods: text) { versions[name] = version }
            }
        }
        func productNode(_ product: String, _ package: XcodeProject.Package?, in project: XcodeProject) -> String? {
            let name = taken.contains(product) ? "\(product) (package)" : product
            guard !excluded.matches(name) else { return nil }
            if ids[name] == nil {
                ids[name] = try? graph.addNode(name, location: project.productDeclarations[product])
                kinds[name] = "package product"
                if let package, package.url != nil {
                    thirdParty[name] = "Swift packages"
                    if let version = pinnedVersions[package.identity] { versions[name] = version }
                }
            }
            return name
        }
        func remoteTargetName(in index: Int, id: String?, productID: String?, name: String) -> String? {
            let project = projects[index]
            let found = project.targets.first { ($0.id == id && id != nil) || ($0.productReferenceID == productID && productID != nil) }
                ?? project.targets.first { $0.name == name }
            return found.flatMap { names[index][$0.id] }
        }
        var seen: Set<CheckResult.EdgeKey> = []
        for (index, project) in projects.enumerated() {
            let directory = (project.path as NSString).deletingLastPathComponent
            for target in project.targets {
                guard let from = names[index][target.id], let fromID = ids[from], included.contains(from) else { continue }
                for dependency in target.dependencies {
                    let to: String?
                    switch dependency.reference {
                    case .target(let id):
                        to = names[index][id]
                    case .remoteTarget(let path, let targetID, let productID, let name):
                        let joined = directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
                        if let other = projectIndex[Self.normalizedPath(joined)] {
                            to = remoteTargetName(in: other, id: targetID, productID: productID, name: name) ?? name
                        } else {
                            to = name
                        }
                    case .product(let path):
                        let candidates = (products[path] ?? []).filter { $0.name != from }
                        let nearby = candidates.filter { $0.project == index }
                        to = candidates.count == 1 ? candidates[0].name : (nearby.count == 1 ? nearby[0].name : nil)
                    case .package(let product, let packageID):
                        to = productNode(product, packageID.flatMap { project.packages[$0] }, in: project)
                    }
                    guard let to, to != from else { continue }
                    // A target left out (a test target, an excluded name) is not depended on.
                    if taken.contains(to) && !included.contains(to) { continue }
                    guard seen.insert(.init(from: from, to: to)).inserted else { continue }
                    try? graph.addDependency(from: fromID, on: to, location: dependency.location)
                }
            }
        }
        var findings: [Diagnostic] = []
        for project in projects {
            let used = Set(project.targets.flatMap(\.dependencies).compactMap { dependency -> String? in
                if case .package(_, let id) = dependency.reference { return id }
                return nil
            })
            for package in project.packages.values.sorted(by: { $0.requirementLocation.line < $1.requirementLocation.line })
            where package.url != nil && (package.isListed || used.contains(package.id)) {
                guard let requirement = package.requirement, let pinned = pinnedVersions[package.identity], !requirement.isSatisfied(by: pinned) else { continue }
                findings.append(Diagnostic(
                    rule: .unsatisfiedRequirement, severity: .error, node: package.identity, location: package.requirementLocation,
                    message: "'\(project.name)' requires the package '\(package.identity)' \(requirement) (\(requirement.explanation)), but \(pinsFile) pins \(pinned).",
                    fix: "change the requirement (the project's Package Dependencies), or resolve the packages again so that Package.resolved pins a version it accepts"))
            }
        }
        self.init(graph: graph, kinds: kinds, conditions: [String?](repeating: nil, count: graph.edgeCount), file: file ?? projects.first?.file ?? "project.pbxproj")
        self.versions = versions
        self.app = AppModules(input: .xcode, thirdParty: thirdParty, findings: findings)
    }

    /// `path` with `.` and `..` components resolved by text (a leading `..` kept) and no
    /// trailing slash: how two references to one project are recognised.
    static func normalizedPath(_ path: String) -> String {
        var parts: [Substring] = []
        let absolute = path.hasPrefix("/")
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
