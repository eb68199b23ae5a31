public import LatticeGraph
import LatticeCore

/// The component manifest (`components.yml`): which components an app has, their versions,
/// layers and dependencies, which are enabled or optional, and the layer rules.
///
/// ```yaml
/// layers:                 # optional; default is LayerRules.threeLayerDefault
///   - name: foundation
///     patterns: ["Log", "Storage*"]
///   - name: shared
///     patterns: ["*Service"]
///   - name: features
///     patterns: ["*Feature"]
///     allowsDependenciesWithin: false
/// components:
///   - name: Log
///     version: 1.5.0
///   - name: Cart
///     version: 1.4.0
///     layer: shared          # optional if a layer pattern matches
///     enabled: true          # optional, default true
///     optional: false        # optional, default false
///     dependencies:
///       Log: "~> 1.2"        # CocoaPods or SwiftPM requirement; "" = any version
/// services:               # optional: the registration a resolve without a name gives
///   LoginService: wechat
/// environments:           # optional: choices per environment, over the app's
///   staging:
///     services:
///       APIClient: staging
/// ```
///
/// ```swift
/// let manifest = try ComponentManifest(yaml: text, file: "components.yml")
/// let (graph, rules) = try manifest.graph()
/// for problem in graph.check(rules).violations { print(problem) }   // with file:line:column
/// ```
///
/// The model is plain data: the runtime (`LatticeComponents`) takes the parts it needs
/// without linking a YAML parser.
public struct ComponentManifest: Sendable, Hashable {
    /// One component as the manifest declares it.
    public struct Component: Sendable, Hashable {
        /// Its unique name.
        public var name: String
        /// Its version.
        public var version: SemanticVersion
        /// Its layer, when it names one; otherwise the layer rules' patterns decide.
        public var layer: String?
        /// Whether the app should load it (`enabled`, default `true`).
        public var isEnabled: Bool
        /// Whether the app may run without it when it fails to start (`optional`, default `false`).
        public var isOptional: Bool
        /// Its dependencies, in the order written.
        public var dependencies: [Dependency]
        /// Where its `name` is written.
        public var location: FileLocation

        /// Creates a component entry.
        public init(
            name: String, version: SemanticVersion, layer: String? = nil, isEnabled: Bool = true,
            isOptional: Bool = false, dependencies: [Dependency] = [], location: FileLocation
        ) {
            self.name = name
            self.version = version
            self.layer = layer
            self.isEnabled = isEnabled
            self.isOptional = isOptional
            self.dependencies = dependencies
            self.location = location
        }
    }

    /// A dependency of a component on another, with the versions it accepts.
    public struct Dependency: Sendable, Hashable {
        /// The name of the component depended on.
        public var name: String
        /// The versions accepted (`VersionRequirement/any` for `""`).
        public var requirement: VersionRequirement
        /// Where the dependency's key is written.
        public var location: FileLocation

        /// Creates a dependency entry.
        public init(name: String, requirement: VersionRequirement, location: FileLocation) {
            self.name = name
            self.requirement = requirement
            self.location = location
        }
    }

    /// The file name given when decoding, used in every location.
    public var file: String
    /// The layer rules the manifest declares, or `nil` when it has no `layers` section.
    public var layers: LayerRules?
    /// The components, in the order written (the order the app should list them in).
    public var components: [Component]
    /// The implementations the app chooses (`services:`), in the order written.
    public var services: [ServiceChoice]
    /// The named environments (`environments:`), in the order written.
    public var environments: [Environment]

    /// Creates a manifest from parts.
    public init(
        file: String, layers: LayerRules? = nil, components: [Component], services: [ServiceChoice] = [],
        environments: [Environment] = []
    ) {
        self.file = file
        self.layers = layers
        self.components = components
        self.services = services
        self.environments = environments
    }

    /// Decodes a manifest from YAML text.
    ///
    /// - Parameters:
    ///   - yaml: The text of the manifest.
    ///   - file: The file name to print in locations and messages (`components.yml`).
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``ManifestError`` naming the file, line, column and key, and how to fix
    ///   it: invalid YAML, an unknown key (with close names), a missing key, a value of the
    ///   wrong type, a bad version or requirement, a duplicate component, inconsistent layers.
    /// - Complexity: O(size of the text).
    public init(yaml: String, file: String, fileID: String = #fileID, line: Int = #line) throws(ManifestError) {
        var decoder = ManifestDecoder(file: file, fileID: fileID, line: line)
        self = try decoder.decode(yaml)
    }

    /// The enabled components.
    public var enabledComponents: [Component] { components.filter(\.isEnabled) }

    /// The enabled components as a dependency graph (nodes and edges carry their manifest
    /// locations and requirements) and the layer rules to check it with (the manifest's,
    /// or `LayerRules.threeLayerDefault`).
    ///
    /// Disabled components are left out, so a dependency on one shows up as an unknown
    /// dependency when the graph is checked.
    ///
    /// - Throws: ``ManifestError/Code/duplicateComponent`` if two enabled components share a
    ///   name (only possible for a manifest built from parts; decoding rejects it).
    /// - Complexity: O(*n* + *e*).
    public func graph(fileID: String = #fileID, line: Int = #line) throws(ManifestError) -> (DependencyGraph, LayerRules) {
        var graph = DependencyGraph()
        for component in components where component.isEnabled {
            do {
                let id = try graph.addNode(component.name, layer: component.layer, location: component.location)
                for dependency in component.dependencies {
                    try graph.addDependency(from: id, on: dependency.name, requirement: dependency.requirement, location: dependency.location)
                }
            } catch {
                throw ManifestError(
                    .duplicateComponent, at: component.location, subject: "components",
                    message: error.message, fix: error.fix, fileID: fileID, line: line)
            }
        }
        return (graph, layers ?? .threeLayerDefault)
    }

    /// The implementations chosen for `environment`: the app's (`services:`), with those
    /// of the environment (`environments.<name>.services`) in place of the app's for the
    /// same service; the app's alone for `nil`.
    ///
    /// - Throws: ``ManifestError/Code/unknownEnvironment`` when the manifest has no
    ///   environment named `environment` (with close names).
    public func serviceChoices(
        environment: String?, fileID: String = #fileID, line: Int = #line
    ) throws(ManifestError) -> [ServiceChoice] {
        guard let environment else { return services }
        guard let chosen = environments.first(where: { $0.name == environment }) else {
            let names = environments.map(\.name)
            let near = closestNames(to: environment, in: names)
            throw ManifestError.unknownEnvironment(
                environment, at: FileLocation(file: file, line: 1),
                message: "The manifest has no environment '\(environment)'"
                    + (names.isEmpty ? "; it has no 'environments' section." : "; it has \(quotedList(names, conjunction: "and")).")
                    + (near.isEmpty ? "" : " Did you mean \(quotedList(near))?"),
                fix: names.isEmpty
                    ? "add 'environments:' with '\(environment):' and its 'services:', or pass no environment"
                    : "pass one of those names, or add '\(environment):' under 'environments:'",
                fileID: fileID, line: line)
        }
        var choices = services.filter { app in !chosen.services.contains { $0.service == app.service } }
        choices += chosen.services
        return choices
    }
}
