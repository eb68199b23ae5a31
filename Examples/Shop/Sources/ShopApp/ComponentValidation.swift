import ShopInterfaces

/// The components' declarations checked together before anything registers: every
/// dependency exists, its version satisfies the requirement, layers are respected
/// (features never depend on each other), no cycles. Gives the boot order.
struct ComponentValidation: Sendable {
    /// Every problem, one message each (what, why, "To fix, ...").
    var problems: [String] = []
    /// Boot waves: each wave depends only on earlier waves.
    var waves: [[String]] = []

    var isValid: Bool { problems.isEmpty }
    var order: [String] { waves.flatMap { $0 } }

    init(_ infos: [ComponentInfo]) {
        var graph = DependencyGraph()
        var versions: [String: SemanticVersion] = [:]
        for info in infos {
            let location = FileLocation(file: "component \(info.name)", line: 1)
            do {
                let id = try graph.addNode(info.name, layer: info.layer, location: location)
                versions[info.name] = try SemanticVersion(info.version)
                for dependency in info.dependencies {
                    let requirement = try VersionRequirement(cocoaPods: dependency.requirement)
                    try graph.addDependency(from: id, on: dependency.name, requirement: requirement, location: location)
                }
            } catch {
                problems.append("\(info.name): \(error)")
            }
        }
        let report = graph.check(.threeLayerDefault)
        for violation in report.violations {
            let kind = violation.kind == .layerViolation || violation.kind == .sameLayerDependency ? "layer violation" : "\(violation.kind)"
            problems.append("\(kind): \(violation.message)")
        }
        for edge in graph.edges {
            guard let requirement = edge.requirement, let version = versions[edge.target] else { continue }
            let from = graph[edge.from].name
            if !requirement.isSatisfied(by: version) {
                problems.append("version conflict: \(from) requires \(edge.target) \(requirement), but \(edge.target) is \(version) (\(requirement.explanation)). To fix, update \(from)'s requirement or ship a matching \(edge.target).")
            }
        }
        waves = report.levels.map { graph.names($0) }
    }
}
