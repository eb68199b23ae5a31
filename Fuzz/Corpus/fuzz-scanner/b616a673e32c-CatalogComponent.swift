public import LatticeComponents
import LatticeAnnotations

/// Marked, public, writes neither register(in:) nor its service lists.
@LatticeComponent
public struct CatalogComponent: Component {
    public init() {}
    public let name = "Catalog"
    public var version: SemanticVersion { SemanticVersion(1, 2, 0) }
    public var dependencies: [ComponentDependency] {
        [.init("Log", "~> 1.2"), ComponentDependency("Storage")]
    }
}
