import ShopInterfaces

/// Two components that are wrong on purpose, added by `--conflicts` so that a user sees
/// what boot-time validation says: a version conflict and layer violations.
struct RecommendationsFeature: ShopComponent {
    var name: String { "Recommendations" }
    var version: SemanticVersion { SemanticVersion(0, 1, 0) }
    var layer: String? { "features" }
    var summary: String { "Broken on purpose: version conflict, feature → feature" }
    // Cart is 2.1.0: "~> 3.0" cannot be met. ProductDetail is a feature: features must
    // not depend on each other.
    var dependencies: [ComponentDependency] { [.init("Cart", "~> 3.0"), .init("ProductDetail", "~> 2.0")] }
}

struct LegacySyncComponent: ShopComponent {
    var name: String { "LegacySync" }
    var version: SemanticVersion { SemanticVersion(0, 3, 0) }
    var layer: String? { "foundation" }
    var summary: String { "Broken on purpose: foundation → shared" }
    // Foundation may not reach up into the business layer.
    var dependencies: [ComponentDependency] { [.init("Account", ">= 1.0")] }
}
