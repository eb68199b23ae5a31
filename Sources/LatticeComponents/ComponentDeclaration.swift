public import LatticeGraph

/// A component known only by its declaration (name, version, layer, dependencies), with no
/// behaviour: what a manifest or a tool knows. Validate a manifest's components with the
/// runtime's own rules, dependency-hell explanations included:
///
/// ```swift
/// let declarations = manifest.enabledComponents.map {
///     ComponentDeclaration(name: $0.name, version: $0.version, layer: $0.layer,
///                          dependencies: $0.dependencies.map { ComponentDependency($0.name, $0.requirement) },
///                          isOptional: $0.isOptional)
/// }
/// let problems = ComponentHost.validate(declarations, layers: rules)
/// ```
public struct ComponentDeclaration: Component {
    /// The component's name.
    public let name: String
    /// Its version.
    public let version: SemanticVersion
    /// Its layer, if declared.
    public let layer: String?
    /// Its dependencies.
    public let dependencies: [ComponentDependency]
    /// Whether it is optional.
    public let isOptional: Bool

    /// Creates a declaration.
    public init(name: String, version: SemanticVersion, layer: String? = nil, dependencies: [ComponentDependency] = [], isOptional: Bool = false) {
        self.name = name
        self.version = version
        self.layer = layer
        self.dependencies = dependencies
        self.isOptional = isOptional
    }
}
