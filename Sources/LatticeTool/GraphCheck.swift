internal import LatticeGraph

/// The outcome of checking a ``ModuleGraph``: diagnostics in a stable order and which
/// dependencies are at fault (for drawing them red).
package struct CheckResult: Sendable {
    /// Every reported finding (ignored rules left out), errors and warnings mixed, in
    /// the order found: targets in no layer, dependency problems, interface problems, cycles.
    package let diagnostics: [Diagnostic]
    /// The layer of each node by name (declared or by pattern); absent when in no layer.
    package let layers: [String: String]
    /// `from → to` pairs of reported dependency findings.
    package let faultyEdges: Set<EdgeKey>
    /// Names of nodes in no layer.
    package let unlayered: Set<String>

    /// How many diagnostics are errors.
    package var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// How many diagnostics are warnings.
    package var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// How many diagnostics are notes (what the check could not decide).
    package var noteCount: Int { diagnostics.count { $0.severity == .note } }

    /// A dependency by its two ends.
    package struct EdgeKey: Sendable, Hashable {
        /// The node that depends.
        package var from: String
        /// The node depended on.
        package var to: String

        /// The dependency of `from` on `to`.
        package init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }
}

extension ModuleGraph {
    /// Checks the graph: LatticeGraph's layer, same-layer, no-layer, unknown-dependency and
    /// cycle checks, plus dependencies on an implementation whose interface target exists
    /// (unless the dependent is a composition root, a test target, or the interface
    /// itself); each finding gets the configuration's severity.
    ///
    /// - Complexity: O(*n* × *p* + *e*) as `DependencyGraph.check(_:)`, plus O(*e*) name
    ///   lookups for the interface rule.
    package func check(_ configuration: ToolConfiguration) -> CheckResult {
        let report = graph.check(configuration.rules)
        var diagnostics: [Diagnostic] = []
        var faulty: Set<CheckResult.EdgeKey> = []
        var unlayered: Set<String> = []
        var cycles: [Diagnostic] = []
        for violation in report.violations {
            guard let rule = Rule(violation.kind) else { continue }
            if rule == .nodeInNoLayer { unlayered.insert(violation.node) }
            let severity = configuration.severity(of: rule)
            guard severity != .ignore else { continue }
            let diagnostic = Diagnostic(
                rule: rule, severity: severity, node: violation.node, dependency: violation.dependency,
                cycle: violation.cycle, location: violation.location, message: violation.message)
            if rule == .cycle {
                for (from, to) in zip(violation.cycle, violation.cycle.dropFirst()) { faulty.insert(.init(from: from, to: to)) }
                cycles.append(diagnostic)
            } else {
                if let dependency = violation.dependency { faulty.insert(.init(from: violation.node, to: dependency)) }
                diagnostics.append(diagnostic)
            }
        }
        let interfaceSeverity = configuration.severity(of: .implementationDependency)
        if interfaceSeverity != .ignore {
            let roots = NamePatterns(configuration.compositionRoots)
            for edge in graph.edges {
                guard edge.to != nil else { continue }
                let from = graph[edge.from].name
                let interface = configuration.interfaceName(for: edge.target)
                guard interface != from, graph.id(named: interface) != nil, kinds[from] != "test", !roots.matches(from) else { continue }
                faulty.insert(.init(from: from, to: edge.target))
                diagnostics.append(Diagnostic(
                    rule: .implementationDependency, severity: interfaceSeverity, node: from, dependency: edge.target, location: edge.location,
                    message: "'\(from)' depends on the implementation '\(edge.target)', but its interface '\(interface)' exists.", fix: "depend on '\(interface)' instead and let the composition root provide '\(edge.target)', or list '\(from)' under interfaces.compositionRoots"))
            }
        }
        let requirementSeverity = configuration.severity(of: .unsatisfiedRequirement)
        if requirementSeverity != .ignore && !versions.isEmpty {
            for edge in graph.edges {
                guard edge.to != nil, let requirement = edge.requirement, let version = versions[edge.target],
                      !requirement.isSatisfied(by: version) else { continue }
                let from = graph[edge.from].name
                faulty.insert(.init(from: from, to: edge.target))
                diagnostics.append(Diagnostic(
                    rule: .unsatisfiedRequirement, severity: requirementSeverity, node: from, dependency: edge.target, location: edge.location,
                    message: "'\(from)' requires '\(edge.target)' \(requirement), but '\(edge.target)' is \(version).", fix: "update the requirement or the version of '\(edge.target)'"))
            }
        }
        // Findings made while reading an app (package pins, manifests that disagree).
        for finding in app?.findings ?? [] {
            var found = finding
            found.severity = configuration.severity(of: finding.rule)
            guard found.severity != .ignore else { continue }
            if let dependency = found.dependency { faulty.insert(.init(from: found.node, to: dependency)) }
            diagnostics.append(found)
        }
        var layers: [String: String] = [:]
        for node in graph.nodes {
            if let layer = report.layer(of: node.id) { layers[node.name] = layer }
        }
        return CheckResult(diagnostics: diagnostics + cycles, layers: layers, faultyEdges: faulty, unlayered: unlayered)
    }
}
