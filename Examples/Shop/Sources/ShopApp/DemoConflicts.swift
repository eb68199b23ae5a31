import ShopInterfaces

/// Two components that are wrong on purpose, added by `--conflicts` so that a user sees
/// what boot-time validation says: a version conflict and layer violations.
struct RecommendationsFeature: ShopComponent {
    var info: ComponentInfo {
        ComponentInfo(
            name: "Recommendations", version: "0.1.0", layer: "features",
            // Cart is 2.1.0: "~> 3.0" cannot be met. ProductDetail is a feature: features
            // must not depend on each other.
            dependencies: [.init("Cart", "~> 3.0"), .init("ProductDetail", "~> 2.0")],
            summary: "Broken on purpose: version conflict, feature → feature")
    }

    func register(in context: ComponentContext) throws {}
}

struct LegacySyncKit: ShopComponent {
    var info: ComponentInfo {
        ComponentInfo(
            name: "LegacySync", version: "0.3.0", layer: "foundation",
            // Foundation may not reach up into the business layer.
            dependencies: [.init("Account", ">= 1.0")],
            summary: "Broken on purpose: foundation → shared")
    }

    func register(in context: ComponentContext) throws {}
}
