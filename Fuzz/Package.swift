// swift-tools-version:6.2

import PackageDescription

// The fuzz targets live in their own package: they are built with
// `--sanitize=fuzzer --sanitize=address` and need `-parse-as-library` (libFuzzer supplies
// `main`), an unsafe flag that only a root package nobody depends on may use.
// Build and run them with `Fuzz/run` (README.md).
let package = Package(
    name: "LatticeFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Lattice", path: ".."),
    ],
    targets: [
        // What every harness shares: bytes to text, the invariant check, the GitHub route table.
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "fuzz-route-pattern",
            dependencies: ["FuzzSupport", .product(name: "LatticeRouting", package: "Lattice"), .product(name: "LatticeCore", package: "Lattice")]),
        .executableTarget(
            name: "fuzz-router-open",
            dependencies: ["FuzzSupport", .product(name: "LatticeRouting", package: "Lattice"), .product(name: "LatticeCore", package: "Lattice")]),
        .executableTarget(
            name: "fuzz-mediator-url",
            dependencies: ["FuzzSupport", .product(name: "LatticeMediator", package: "Lattice"), .product(name: "LatticeCore", package: "Lattice")]),
        .executableTarget(
            name: "fuzz-versions",
            dependencies: ["FuzzSupport", .product(name: "LatticeGraph", package: "Lattice"), .product(name: "LatticeCore", package: "Lattice")]),
        .executableTarget(
            name: "fuzz-manifest",
            dependencies: [
                "FuzzSupport", .product(name: "LatticeManifest", package: "Lattice"), .product(name: "LatticeGraph", package: "Lattice"),
                .product(name: "LatticeCore", package: "Lattice"),
            ]),
        .executableTarget(
            name: "fuzz-tool-config",
            dependencies: [
                "FuzzSupport", .product(name: "LatticeTool", package: "Lattice"), .product(name: "LatticeGraph", package: "Lattice"),
                .product(name: "LatticeCore", package: "Lattice"),
            ]),
        .executableTarget(
            name: "fuzz-scanner",
            dependencies: ["FuzzSupport", .product(name: "LatticeScan", package: "Lattice"), .product(name: "LatticeGraph", package: "Lattice")]),
    ]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    // libFuzzer provides `main`; each harness only defines `LLVMFuzzerTestOneInput`.
    if target.type == .executable { settings.append(.unsafeFlags(["-parse-as-library"])) }
    // The main package's language settings.
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    settings.append(.enableUpcomingFeature("NonisolatedNonsendingByDefault"))
    target.swiftSettings = settings
}
