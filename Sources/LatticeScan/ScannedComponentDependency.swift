public import LatticeGraph

/// One `ComponentDependency("Log", "~> 1.2")` (or `.init("Log", …)` in a `dependencies` list).
public struct ScannedComponentDependency: Sendable, Hashable, Codable {
    /// The component type that declares it.
    public var component: String?
    /// The name of the component depended on.
    public var name: String
    /// The requirement as written, if any.
    public var requirement: String?
    /// Whether ``requirement`` is a string literal (`"~> 1.2"`), which the checks parse as
    /// the host does; `false` for an expression (`.upToNextMajor(from: …)`), which they
    /// leave to the host.
    package var isRequirementLiteral = true
    /// Where it is written.
    public var location: FileLocation

    /// Creates a dependency.
    package init(component: String?, name: String, requirement: String? = nil, location: FileLocation) {
        self.component = component
        self.name = name
        self.requirement = requirement
        self.location = location
    }
}
