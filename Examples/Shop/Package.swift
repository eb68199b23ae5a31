// swift-tools-version:6.1

import PackageDescription

// The sample shop: an app built from Lattice components.
//
// Targets are the architecture's layers, named as in `.lattice.yml` (checked by `lattice
// check`); each component declares the layer of its target (checked at boot):
//   interfaces  ShopInterfaces: the protocols, models, typed routes and contracts features share
//   foundation  LogKit, StorageKit (SQLite), NetworkKit (HTTP catalog client), CatalogServerKit
//   shared      AccountService, CartService, PaymentService, AnalyticsService
//   features    HomeFeature, ProductDetailFeature, OrdersFeature, ProfileFeature
//                 (features import ShopInterfaces only, never each other nor the business layer)
//   app         ShopApp (composition root and terminal session, a library so tests drive it), shop (executable)
// Every component target runs the Lattice build plugin: `lattice scan` writes its
// registration from the annotations and derives its service lists from the code; on the
// composition root (ShopApp) it also runs the whole-app wiring check. Either fails the build.
let wiring = Target.PluginUsage.plugin(name: "LatticeWiringPlugin", package: "Lattice")
// The annotations (`@Provides`, `@MediatorTarget`, `#typedRoute`, …) for the targets that use them.
let annotations = Target.Dependency.product(name: "LatticeAnnotations", package: "Lattice")
// The command line of `shop`.
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

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
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Interfaces: `#typedRoute` checks the route constants at compile time.
        .target(
            name: "ShopInterfaces",
            dependencies: [.product(name: "Lattice", package: "Lattice"), .product(name: "LatticeNavigation", package: "Lattice"), annotations]),

        // Foundation.
        .target(name: "LogKit", dependencies: ["ShopInterfaces"], plugins: [wiring]),
        .target(name: "StorageKit", dependencies: ["ShopInterfaces", .product(name: "GRDB", package: "GRDB.swift")], plugins: [wiring]),
        .target(name: "NetworkKit", dependencies: ["ShopInterfaces"], plugins: [wiring]),
        .target(
            name: "CatalogServerKit",
            dependencies: ["ShopInterfaces", "NetworkKit", .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")]
        ),

        // Shared business: services declared with annotations.
        .target(name: "AccountService", dependencies: ["ShopInterfaces", "LogKit", annotations], plugins: [wiring]),
        .target(name: "CartService", dependencies: ["ShopInterfaces", "StorageKit", annotations], plugins: [wiring]),
        .target(name: "PaymentService", dependencies: ["ShopInterfaces", "StorageKit"], plugins: [wiring]),
        .target(
            name: "AnalyticsService", dependencies: ["ShopInterfaces", "LogKit", annotations, .product(name: "Logging", package: "swift-log")],
            plugins: [wiring]),

        // Features: ShopInterfaces only.
        .target(name: "HomeFeature", dependencies: ["ShopInterfaces"], plugins: [wiring]),
        .target(name: "ProductDetailFeature", dependencies: ["ShopInterfaces"], plugins: [wiring]),
        .target(name: "OrdersFeature", dependencies: ["ShopInterfaces"], plugins: [wiring]),
        .target(name: "ProfileFeature", dependencies: ["ShopInterfaces"], plugins: [wiring]),

        // App: the composition root.
        .target(
            name: "ShopApp",
            dependencies: [
                "ShopInterfaces", "LogKit", "StorageKit", "NetworkKit", "CatalogServerKit",
                "AccountService", "CartService", "PaymentService", "AnalyticsService",
                "HomeFeature", "ProductDetailFeature", "OrdersFeature", "ProfileFeature",
                // components.yml (--manifest): the YAML parser stays out of the components.
                .product(name: "LatticeManifest", package: "Lattice"),
                argumentParser,
            ],
            // The composition root: the whole-app wiring check runs on every build.
            plugins: [wiring]
        ),
        .executableTarget(name: "shop", dependencies: ["ShopApp", argumentParser]),

        .testTarget(
            name: "ShopTests",
            dependencies: [
                "ShopApp", "ShopInterfaces", "StorageKit", "NetworkKit", "CatalogServerKit", "ProductDetailFeature", "OrdersFeature",
                // Features tested alone, with stand-ins for what their dependencies provide.
                .product(name: "LatticeTestKit", package: "Lattice"),
                // The app booted from its command line.
                argumentParser,
            ]),
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
