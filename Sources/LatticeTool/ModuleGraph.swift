package import LatticeGraph
package import LatticeManifest

/// The graph `lattice` checks and draws: a package's targets (or a component manifest's
/// components) as a `DependencyGraph` with locations, plus what the picture needs.
package struct ModuleGraph: Sendable {
    /// A dependency on something outside the graph (another package's product).
    package struct External: Sendable, Hashable {
        /// The node that depends.
        package var from: String
        /// The product name.
        package var name: String
        /// The package, if known.
        package var package: String?
    }

    /// The nodes and dependencies, with locations.
    package var graph: DependencyGraph
    /// Per node name: its kind (`regular`, `executable`, `test`, … or `component`).
    package var kinds: [String: String]
    /// Per edge of ``graph`` (same order): its condition as text, or `nil`.
    package var conditions: [String?]
    /// Dependencies on other packages' products (not checked, drawn apart).
    package var externals: [External]
    /// The manifest file the graph came from, as printed in diagnostics.
    package var file: String
    /// Per node name: its version, when the source declares one (component manifests);
    /// dependencies' requirements are checked against it.
    package var versions: [String: SemanticVersion] = [:]
    /// For a graph read from an app (a `Podfile.lock`, an Xcode project or workspace):
    /// its third-party modules and the findings made while reading it; `nil` for packages
    /// and component manifests.
    package var app: AppModules?

    /// Creates a module graph.
    package init(graph: DependencyGraph, kinds: [String: String] = [:], conditions: [String?] = [], externals: [External] = [], file: String) {
        self.graph = graph
        self.kinds = kinds
        self.conditions = conditions
        self.externals = externals
        self.file = file
    }

    /// Builds the graph of `manifest`'s targets under `configuration`: test targets only
    /// when it includes them, excluded patterns left out, plain-string dependencies
    /// resolved to a target of the package when one has the name and to an external
    /// product otherwise. Conditional dependencies are included (the union over all
    /// platforms), with the condition kept.
    ///
    /// - Complexity: O(*t* × *p* + *d*) for *t* targets, *p* exclusion patterns, *d* dependencies.
    package init(manifest: PackageManifest, configuration: ToolConfiguration) {
        let excluded = NamePatterns(configuration.excluded)
        var included: Set<String> = []
        var declared: Set<String> = []
        for target in manifest.targets {
            declared.insert(target.name)
            if target.type == "test" && !configuration.includeTests { continue }
            if excluded.matches(target.name) { continue }
            included.insert(target.name)
        }
        var graph = DependencyGraph()
        var kinds: [String: String] = [:]
        var conditions: [String?] = []
        var externals: [External] = []
        for target in manifest.targets where included.contains(target.name) {
            // Names in a dump are unique, so this cannot fail; a repeated one is skipped.
            guard let id = try? graph.addNode(target.name, location: target.location) else { continue }
            kinds[target.name] = target.type
            for dependency in target.dependencies {
                let isInternal = dependency.kind == .target || (dependency.kind == .byName && declared.contains(dependency.name))
                guard isInternal else {
                    externals.append(External(from: target.name, name: dependency.name, package: dependency.package))
                    continue
                }
                guard included.contains(dependency.name) else { continue }
                if (try? graph.addDependency(from: id, on: dependency.name, location: dependency.location)) != nil {
                    conditions.append(dependency.condition)
                }
            }
        }
        self.init(graph: graph, kinds: kinds, conditions: conditions, externals: externals, file: manifest.file)
    }
}

extension ModuleGraph {
    /// The enabled components of a component manifest (`components.yml`), with their
    /// versions so requirements are checked too. Returns the manifest's layer rules, if
    /// it has them.
    ///
    /// - Throws: `ManifestError` from `ComponentManifest.graph()`.
    package init(components manifest: ComponentManifest) throws(ManifestError) {
        let (graph, _) = try manifest.graph()
        var kinds: [String: String] = [:]
        var versions: [String: SemanticVersion] = [:]
        for component in manifest.enabledComponents {
            kinds[component.name] = "component"
            versions[component.name] = component.version
        }
        self.init(graph: graph, kinds: kinds, conditions: [String?](repeating: nil, count: graph.edgeCount), file: manifest.file)
        self.versions = versions
    }
}

/// Name patterns (exact names or globs), matched with the same rules as layer patterns.
struct NamePatterns: Sendable {
    private let rules: LayerRules?

    init(_ patterns: [String]) {
        let usable = patterns.filter { !$0.isEmpty }
        rules = usable.isEmpty ? nil : try? LayerRules([LayerRules.Layer("patterns", patterns: usable)])
    }

    func matches(_ name: String) -> Bool {
        rules?.layer(forName: name) != nil
    }
}
