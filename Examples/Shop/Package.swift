// swift-tools-version:6.1

import PackageDescription

// The sample shop: an app built from Lattice components.
//
// Targets are the architecture's layers (checked by `lattice check` and at boot):
//   interfaces  ShopInterfaces: the protocols, models, typed routes and contracts features share
//   foundation  LogKit, StorageKit (SQLite), NetworkKit (HTTP catalog client), CatalogServerKit
//   shared      AccountService, CartService, PaymentService, AnalyticsService
//   features    HomeFeature, ProductDetailFeature, OrdersFeature, ProfileFeature
//                 (features import ShopInterfaces only, never each other nor the business layer)
//   app         ShopApp (composition root and terminal session, a library so tests drive it), shop (executable)
let package = Package(
    name: "Shop",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "shop", targets: ["shop"]),
        .library(name: "ShopApp", targets: ["ShopApp"]),
    ],
    dependencies: [
        // A path package's identity is its directory name ("..") unless it is named.
        .package(name: "Lattice", path: "../.."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Interfaces.
        .target(name: "ShopInterfaces", dependencies: [.product(name: "Lattice", package: "Lattice")]),

        // Foundation.
        .target(name: "LogKit", dependencies: ["ShopInterfaces"]),
        .target(name: "StorageKit", dependencies: ["ShopInterfaces", .product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "NetworkKit", dependencies: ["ShopInterfaces"]),
        .target(
            name: "CatalogServerKit",
            dependencies: ["ShopInterfaces", "NetworkKit", .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")]
        ),

        // Shared business.
        .target(name: "AccountService", dependencies: ["ShopInterfaces", "LogKit"]),
        .target(name: "CartService", dependencies: ["ShopInterfaces", "StorageKit"]),
        .target(name: "PaymentService", dependencies: ["ShopInterfaces", "StorageKit"]),
        .target(name: "AnalyticsService", dependencies: ["ShopInterfaces", "LogKit"]),

        // Features: ShopInterfaces only.
        .target(name: "HomeFeature", dependencies: ["ShopInterfaces"]),
        .target(name: "ProductDetailFeature", dependencies: ["ShopInterfaces"]),
        .target(name: "OrdersFeature", dependencies: ["ShopInterfaces"]),
        .target(name: "ProfileFeature", dependencies: ["ShopInterfaces"]),

        // App: the composition root.
        .target(
            name: "ShopApp",
            dependencies: [
                "ShopInterfaces", "LogKit", "StorageKit", "NetworkKit", "CatalogServerKit",
                "AccountService", "CartService", "PaymentService", "AnalyticsService",
                "HomeFeature", "ProductDetailFeature", "OrdersFeature", "ProfileFeature",
                // components.yml (--manifest): the YAML parser stays out of the components.
                .product(name: "LatticeManifest", package: "Lattice"),
            ]
        ),
        .executableTarget(name: "shop", dependencies: ["ShopApp"]),

        .testTarget(name: "ShopTests", dependencies: ["ShopApp", "ShopInterfaces", "StorageKit", "NetworkKit", "CatalogServerKit"]),
    ]
)

for target in package.targets where [.executable, .test, .regular].contains(target.type) {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    settings.append(.enableUpcomingFeature("NonisolatedNonsendingByDefault"))
    target.swiftSettings = settings
}
