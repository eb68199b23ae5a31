// swift-tools-version:6.1

import PackageDescription

// The benchmark suite lives in its own package so that Lattice's users never download
// the peers it is measured against.
let package = Package(
    name: "LatticeBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Lattice", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // Writes a generated app of N feature targets for `build-cost` (Foundation only).
        .executableTarget(name: "lattice-appgen"),
        // glibc's heap statistics, to measure what a router holds per route.
        .target(name: "CHeapStats"),
        .executableTarget(
            name: "lattice-bench",
            dependencies: [
                .product(name: "Lattice", package: "Lattice"),
                .product(name: "LatticeNavigation", package: "Lattice"),
                .product(name: "LatticeScan", package: "Lattice"),
                .product(name: "LatticeTool", package: "Lattice"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                "CHeapStats",
            ]
        ),
    ]
)
