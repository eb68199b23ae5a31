internal import LatticeGraph

/// A starting `.lattice.yml` proposed from a package's target graph, what `lattice init`
/// writes: every target in a layer and no finding, so every later warning is news.
///
/// Targets are placed by kind, naming and dependency depth, lowest layer first:
/// - `foundation`: the targets with no dependency inside the package, those named as
///   low-level (`*Core`, `*Foundation`, `*Kit`, `*Utilities`, `*Utils`, `*Base`,
///   `*Common`) at most two dependencies up, and everything they use;
/// - up to three depth layers above it (`lower`, `middle`, `shared`): the other targets
///   by the longest chain of dependencies down to the foundation; `*Service`,
///   `*Services`, `*Domain`, `*Business` as high as their users allow;
/// - `features`: `*Feature`, `*Features` (not depending on each other unless they
///   already do);
/// - `apps`: executables, plugins and `*App`;
/// - `testSupport`: `*TestUtils`, `*TestSupport`, `*Testing`, `*TestHelpers`,
///   `*Mocks`, `*Fixtures` (nothing in production may use them);
/// - `examples`: `*Example(s)`, `*Demo(s)`, `*Sample(s)`, `*Benchmark(s)` and targets
///   under `Examples/`, `Benchmarks/`, `Snippets/` (nothing may use them);
/// - `tests` (checked only with `tests: include`): every test target.
///
/// A target that depends on one in a higher layer is raised to that layer, so every
/// dependency points down or within a layer. Targets that already depend on an
/// implementation whose interface exists are listed as composition roots.
package struct ConfigurationProposal: Sendable {
    /// One proposed layer.
    package struct Layer: Sendable, Hashable {
        /// The layer's name.
        package let name: String
        /// Why its members are there, written as a comment.
        package let reason: String
        /// The targets placed in it, in declaration order.
        package let members: [String]
        /// Its patterns: globs of its naming family, then members the globs do not match.
        package let patterns: [String]
        /// Whether its members may depend on each other.
        package let allowsDependenciesWithin: Bool
    }

    /// The layers, lowest first.
    package let layers: [Layer]
    /// Targets that already depend on an implementation whose interface exists.
    package let compositionRoots: [String]
    /// The proposal as a configuration.
    package let configuration: ToolConfiguration
    /// The package's name.
    package let packageName: String
    /// How many targets and dependencies the proposal was made from (tests left out).
    package let targetCount: Int, dependencyCount: Int

    private enum Family: Int, CaseIterable {
        case depth, features, apps, testSupport, examples, tests

        var name: String { ["", "features", "apps", "testSupport", "examples", "tests"][rawValue] }
        var globs: [String] {
            switch self {
            case .depth: []
            case .features: ["*Feature", "*Features"]
            case .apps: ["*App"]
            case .testSupport: ["*TestUtils", "*TestSupport", "*Testing", "*TestHelpers", "*Mocks", "*Fixtures"]
            case .examples: ["*Example", "*Examples", "*Demo", "*Demos", "*Sample", "*Samples", "*Benchmark", "*Benchmarks"]
            case .tests: ["*Tests"]
            }
        }
        var reason: String {
            switch self {
            case .depth: ""
            case .features: "features: user-facing slices"
            case .apps: "executables, plugins and apps: the composition roots"
            case .testSupport: "test support: used by tests only, never by production targets"
            case .examples: "examples and benchmarks: nothing depends on them"
            case .tests: "test targets: checked only with `tests: include`"
            }
        }
    }

    /// Proposes layers for `manifest`'s targets (test targets left out of the graph, but
    /// given the `tests` layer).
    package init(manifest: PackageManifest) {
        let unchecked = ToolConfiguration(rules: Self.emptyRules)
        self.init(
            graph: ModuleGraph(manifest: manifest, configuration: unchecked),
            paths: Dictionary(manifest.targets.map { ($0.name, $0.path ?? "") }, uniquingKeysWith: { first, _ in first }),
            tests: manifest.targets.filter { $0.type == "test" }.map(\.name), name: manifest.name, noun: "targets", scope: "package")
    }

    /// Proposes layers for the app's own modules of a graph read from a `Podfile.lock` or
    /// an Xcode project (``ModuleGraph/app``): its third-party modules are left to the layer
    /// ``AppModules/thirdPartyLayer`` the check adds below every other
    /// (``ModuleGraph/placingThirdParty(in:)``), and its test targets (kind `test`; build
    /// `graph` with tests included to see them) get the `tests` layer. The app's own
    /// modules that a third-party one depends on (React Native's pods depend on the
    /// app's generated `ReactCodegen`), and what of the app's they use, are written into
    /// that layer by name, so that the check is clean.
    package init(app graph: ModuleGraph, name: String) {
        let tests = graph.graph.nodes.map(\.name).filter { graph.kinds[$0] == "test" }
        let isThirdParty = { (name: String) in graph.app?.thirdParty[name] != nil }
        var own = Set(graph.graph.nodes.map(\.name).filter { !isThirdParty($0) && graph.kinds[$0] != "test" })
        // Own modules below a third-party one: what third-party modules use, and down.
        var low: Set<String> = []
        var stack = graph.graph.edges.filter { isThirdParty(graph.graph[$0.from].name) && own.contains($0.target) }.map(\.target)
        while let next = stack.popLast() {
            guard low.insert(next).inserted, let id = graph.graph.id(named: next) else { continue }
            stack += graph.graph.names(graph.graph.dependencies(of: id)).filter(own.contains)
        }
        own.subtract(low)
        let lowest = graph.graph.nodes.map(\.name).filter(low.contains)
        self.init(
            graph: graph.subgraph(keepingNodes: own) { _ in true }, paths: [:], tests: tests, name: name, noun: graph.nodeNoun, scope: "app",
            lowest: lowest.isEmpty ? nil : Layer(
                name: AppModules.thirdPartyLayer, reason: "the app's own \(graph.nodeNoun) that third-party ones depend on, and what they use; the check adds the third-party ones here",
                members: lowest, patterns: lowest, allowsDependenciesWithin: true))
        thirdPartyCount = graph.graph.nodes.count { isThirdParty($0.name) }
    }

    private init(graph: ModuleGraph, paths: [String: String], tests: [String], name: String, noun: String, scope: String, lowest: Layer? = nil) {
        let names = graph.graph.nodes.map(\.name)
        let ids = Dictionary(uniqueKeysWithValues: graph.graph.nodes.map { ($0.name, $0.id) })
        func dependencies(_ name: String) -> [String] { ids[name].map { graph.graph.names(graph.graph.dependencies(of: $0)) } ?? [] }
        func matches(_ name: String, _ family: Family) -> Bool { NamePatterns(family.globs).matches(name) }
        func family(of name: String) -> Family {
            let kind = graph.kinds[name] ?? "regular"
            let path = paths[name] ?? ""
            if matches(name, .examples) || ["Examples/", "Benchmarks/", "Snippets/"].contains(where: path.hasPrefix) { return .examples }
            if matches(name, .testSupport) { return .testSupport }
            if Self.appKinds.contains(kind) || matches(name, .apps) { return .apps }
            if matches(name, .features) { return .features }
            return .depth
        }
        // Dependencies first (a cycle, which SwiftPM forbids, is cut where found).
        var order: [String] = []
        var state: [String: Bool] = [:]  // false: in progress, true: done
        func visit(_ name: String) {
            guard state[name] == nil else { return }
            state[name] = false
            for dependency in dependencies(name) { visit(dependency) }
            state[name] = true
            order.append(name)
        }
        names.forEach(visit)
        // Foundation: the targets with no dependency inside the package, those named as
        // low-level (`*Core`, `*Foundation`, `*Kit`, …) at most two levels up, and
        // everything they use.
        let lowNames = NamePatterns(["*Core", "*Foundation", "*Kit", "*Utilities", "*Utils", "*Base", "*Common"])
        var plainDepth: [String: Int] = [:]
        for name in order where family(of: name) == .depth {
            plainDepth[name] = dependencies(name).compactMap { plainDepth[$0].map { $0 + 1 } }.max() ?? 0
        }
        var foundation: Set<String> = []
        for name in order.reversed() where family(of: name) == .depth {
            guard foundation.contains(name) || (lowNames.matches(name) && plainDepth[name] ?? 0 <= 2) || dependencies(name).isEmpty else { continue }
            var stack = [name]
            while let next = stack.popLast() {
                if foundation.insert(next).inserted { stack += dependencies(next).filter { family(of: $0) == .depth } }
            }
        }
        // Depth above the foundation: the longest chain down to it.
        var depth: [String: Int] = [:]
        for name in order where family(of: name) == .depth {
            depth[name] = foundation.contains(name) ? 0 : 1 + (dependencies(name).compactMap { depth[$0] }.max() ?? 0)
        }
        let deepest = depth.values.max() ?? 0
        let bucketCount = 1 + min(deepest, 3)
        let depthNames = [["foundation"], ["foundation", "shared"], ["foundation", "middle", "shared"], ["foundation", "lower", "middle", "shared"]][bucketCount - 1]
        /// The depth layer of a depth: 0 for the foundation, the rest spread evenly.
        func bucket(_ depth: Int) -> Int { depth == 0 ? 0 : 1 + (depth - 1) * (bucketCount - 1) / max(deepest, 1) }
        // Ranks: depth buckets 0..<bucketCount, then the families above them.
        func familyRank(_ family: Family) -> Int { bucketCount + family.rawValue - 1 }
        var rank: [String: Int] = [:]
        for name in order {
            let wanted = family(of: name) == .depth ? bucket(depth[name] ?? 0) : familyRank(family(of: name))
            rank[name] = max(wanted, dependencies(name).compactMap { rank[$0] }.max() ?? 0)
        }
        // Shared business as high as its users allow, within the depth layers.
        let business = NamePatterns(["*Service", "*Services", "*Domain", "*Business"])
        for name in order.reversed() where business.matches(name) && (rank[name] ?? 0) < bucketCount {
            let users = ids[name].map { graph.graph.names(graph.graph.dependents(of: $0)) } ?? []
            rank[name] = max(rank[name] ?? 0, min(bucketCount - 1, users.compactMap { rank[$0] }.min() ?? bucketCount - 1))
        }
        // Layers, lowest first, each with its members in declaration order.
        var layers: [Layer] = []
        var rules: [LayerRules.Layer] = []
        if let lowest {
            layers.append(lowest)
            rules.append(LayerRules.Layer(lowest.name, patterns: lowest.patterns, allowsDependenciesWithin: true))
        }
        for rankValue in 0..<(familyRank(.tests) + 1) {
            let family = rankValue < bucketCount ? Family.depth : Family(rawValue: rankValue - bucketCount + 1) ?? .depth
            let members = family == .tests ? tests : names.filter { rank[$0] == rankValue }
            guard !members.isEmpty else { continue }
            let name = family == .depth ? depthNames[rankValue] : family.name
            let globs = family.globs
            let patterns = globs + members.filter { !NamePatterns(globs).matches($0) }
            let within = members.contains { member in dependencies(member).contains(where: members.contains) }
            let reason = family == .depth
                ? (rankValue == 0
                    ? "foundation: no dependency inside the \(scope), or named as low-level (*Core, *Kit, ...), and what those use"
                    : "depth \(Self.depthRange((1...max(deepest, 1)).filter { bucket($0) == rankValue })) above the foundation (the longest chain of dependencies down to it)")
                : family.reason
            let layer = Layer(name: name, reason: reason, members: members, patterns: patterns, allowsDependenciesWithin: family == .features ? within : true)
            layers.append(layer)
            rules.append(LayerRules.Layer(name, patterns: patterns, allowsDependenciesWithin: layer.allowsDependenciesWithin))
        }
        var configuration = ToolConfiguration(rules: (try? LayerRules(rules)) ?? Self.emptyRules)
        // Dependencies on implementations that exist today: their users become roots.
        let roots = graph.check(configuration).diagnostics.filter { $0.rule == .implementationDependency }.map(\.node)
        var seen: Set<String> = []
        configuration.compositionRoots = roots.filter { seen.insert($0).inserted }
        self.layers = layers
        self.compositionRoots = configuration.compositionRoots
        self.configuration = configuration
        self.packageName = name
        self.noun = noun
        self.targetCount = graph.graph.nodeCount
        self.dependencyCount = graph.graph.edgeCount
    }

    /// What the nodes are called in the file's first line: `targets` or `pods`.
    private let noun: String
    /// How many third-party modules the app graph has (left to the layer `thirdParty`).
    private var thirdPartyCount = 0

    /// Kinds placed in `apps`: SwiftPM's executables, plugins and snippets, Xcode's
    /// applications and extensions, and a lock file's Podfile.
    private static let appKinds: Set<String> = ["executable", "plugin", "snippet", "application", "extension", "podfile"]

    /// Layer rules with no layer (every name unlayered).
    private static let emptyRules: LayerRules = (try? LayerRules([])) ?? .threeLayerDefault

    private static func depthRange(_ depths: [Int]) -> String {
        guard let low = depths.first, let high = depths.last else { return "" }
        return low == high ? "\(low)" : "\(low) to \(high)"
    }

    /// The proposal as `.lattice.yml` text, with a comment on each layer.
    package var yaml: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        }
        var lines = [
            "# Written by `lattice init` from the \(noun == "pods" ? "pod" : "target") graph of \(packageName) (\(targetCount) \(noun), \(dependencyCount) dependencies).",
            "# A starting point: every \(noun == "pods" ? "pod" : "target") is in a layer and `lattice check` is clean, so every",
            "# later warning is news. Rename and merge the layers, and add `mayDependOn` and",
            "# `allowsDependenciesWithin: false` as the architecture settles.",
            "layers:                  # lowest first; each layer may use every layer below it",
        ]
        if thirdPartyCount > 0 {
            lines.insert(contentsOf: [
                "# The \(thirdPartyCount) third-party \(noun == "pods" ? "pod" : "package product")\(thirdPartyCount == 1 ? " is" : "s are") checked in the layer '\(AppModules.thirdPartyLayer)', which",
                "# `lattice check` \(layers.first?.name == AppModules.thirdPartyLayer ? "fills" : "adds") below these; list one by its exact name in a layer to check it there.",
            ], at: lines.count - 1)
        }
        for layer in layers {
            lines.append("  - name: \(layer.name)  # \(layer.reason)")
            lines.append("    patterns:")
            lines += layer.patterns.map { "      - \(quoted($0))" }
            if !layer.allowsDependenciesWithin { lines.append("    allowsDependenciesWithin: false") }
        }
        if !compositionRoots.isEmpty {
            lines.append("interfaces:")
            lines.append("  # These already depend on implementations whose interfaces exist; review them.")
            lines.append("  compositionRoots: [\(compositionRoots.map(quoted).joined(separator: ", "))]")
        }
        lines.append("tests: exclude           # `include` checks the test targets too (layer 'tests')")
        return lines.joined(separator: "\n") + "\n"
    }
}
