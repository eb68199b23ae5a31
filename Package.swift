// swift-tools-version:6.3

import CompilerPluginSupport
import PackageDescription

// The tool the build plugin runs: built from source, or, with LATTICE_PREBUILT_TOOL=1 in the
// environment, the artifact bundle `Scripts/prebuild-tool` writes to `.prebuilt/`. SwiftPM
// builds a plugin's source-built tool again each time it plans the build (a file added or
// removed) and relinks it; a prebuilt one it does not (Benchmarks/README.md, "The build plugin").
let prebuiltTool = Context.environment["LATTICE_PREBUILT_TOOL"] == "1"
let pluginTool: Target.Dependency = prebuiltTool ? "LatticeCLIPrebuilt" : "LatticeCLI"

let package = Package(
    name: "Lattice",
    // The oldest OS releases the language allows: `TypedRoute<each Value>` is a variadic
    // generic type, whose metadata needs the Swift 5.9 runtime (README, "Platforms").
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Lattice", targets: ["Lattice"]),
        .library(name: "LatticeCore", targets: ["LatticeCore"]),
        .library(name: "LatticeServices", targets: ["LatticeServices"]),
        .library(name: "LatticeGraph", targets: ["LatticeGraph"]),
        .library(name: "LatticeRouting", targets: ["LatticeRouting"]),
        .library(name: "LatticeMediator", targets: ["LatticeMediator"]),
        .library(name: "LatticeComponents", targets: ["LatticeComponents"]),
        .library(name: "LatticeManifest", targets: ["LatticeManifest"]),
        // Navigation as data: the state of tabs and stacks as a value, destinations from
        // components, the planner. Platform-neutral: no UI framework.
        .library(name: "LatticeNavigation", targets: ["LatticeNavigation"]),
        // Tests of components: boot one alone with stand-ins, read what it registered,
        // opened, performed and logged. For test targets only.
        .library(name: "LatticeTestKit", targets: ["LatticeTestKit"]),
        // The component host as a swift-service-lifecycle `Service`, for servers: its own
        // product, so apps do not link swift-service-lifecycle.
        .library(name: "LatticeServiceLifecycle", targets: ["LatticeServiceLifecycle"]),
        // Annotations (attached macros): their own product, so apps that do not annotate
        // never build swift-syntax.
        .library(name: "LatticeAnnotations", targets: ["LatticeAnnotations"]),
        // The tool's logic (the checks, the scan, the drawings) for other tools and the benchmarks.
        .library(name: "LatticeTool", targets: ["LatticeTool"]),
        // The source scanner (swift-syntax), for tools and the benchmarks; not for apps.
        .library(name: "LatticeScan", targets: ["LatticeScan"]),
        .executable(name: "lattice-cli", targets: ["LatticeCLI"]),
        // Runs `lattice scan` (and, on a composition root, the whole-app check) on every build.
        .plugin(name: "LatticeWiringPlugin", targets: ["LatticeWiringPlugin"]),
        // `swift package lattice-check`: the whole-app check on demand.
        .plugin(name: "LatticeCheckPlugin", targets: ["LatticeCheckPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Tool targets only (LatticeTool, LatticeCLI); never the runtime libraries.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Macros, the source scanner and the tool only; never the runtime libraries.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `swift package generate-documentation`: CI builds every DocC catalog with it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Atomics for the lock-free reads of the registry and the router (no OS floor).
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        // The runtime's one logging dependency (refusals, boot and shutdown, failures).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // LatticeServiceLifecycle only: the host in a `ServiceGroup`.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // Shared vocabulary: where a call comes from, the trust policy for outside URLs,
        // name suggestions, the platform lock (`Locked`), the one error protocol. The standard
        // library, the platform's C library (for the lock) and swift-log: no Foundation.
        .target(name: "LatticeCore", dependencies: [.product(name: "Logging", package: "swift-log")], swiftSettings: [.strictMemorySafety()]),
        // Protocol → implementation registry.
        .target(
            name: "LatticeServices", dependencies: ["LatticeCore", .product(name: "Atomics", package: "swift-atomics"), .product(name: "Logging", package: "swift-log")],
            swiftSettings: [.strictMemorySafety()]),
        // Semantic versions, requirements (CocoaPods and SwiftPM), dependency graph and layer rules.
        .target(name: "LatticeGraph", dependencies: ["LatticeCore"]),
        // Trie URL router for deep links.
        .target(
            name: "LatticeRouting", dependencies: ["LatticeCore", .product(name: "Atomics", package: "swift-atomics"), .product(name: "Logging", package: "swift-log")],
            swiftSettings: [.strictMemorySafety()]),
        // Target-action calls by name, with typed contracts.
        .target(name: "LatticeMediator", dependencies: ["LatticeCore", .product(name: "Logging", package: "swift-log")], swiftSettings: [.strictMemorySafety()]),
        // Navigation as data: the state as a value (tabs, stacks, presentations, saved as
        // URLs), destinations declared per route, the planner from one state to another, and
        // the main-actor navigator that applies links through the router (its events logged).
        .target(
            name: "LatticeNavigation",
            dependencies: ["LatticeCore", "LatticeRouting", .product(name: "Logging", package: "swift-log")]),
        // Components: declaration, validated host, boot and shutdown, app events, catalog.
        .target(
            name: "LatticeComponents",
            dependencies: [
                "LatticeCore", "LatticeServices", "LatticeGraph", "LatticeRouting", "LatticeMediator",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The component manifest (components.yml) with line/column diagnostics, and its
        // mapping to components (a catalog configuration, a host); not in the umbrella, so
        // the runtime does not link a YAML parser.
        .target(
            name: "LatticeManifest",
            dependencies: [
                "LatticeCore", "LatticeGraph", "LatticeServices", "LatticeComponents", .product(name: "Yams", package: "Yams"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The test kit: a component host for tests that records what happens, and one-line
        // assertions of navigation (a link from a state to a state through steps) that record
        // a Swift Testing issue at the caller's line.
        .target(
            name: "LatticeTestKit",
            dependencies: [
                "LatticeCore", "LatticeServices", "LatticeRouting", "LatticeMediator", "LatticeComponents", "LatticeNavigation",
                .product(name: "Logging", package: "swift-log"), .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        // The host as a swift-service-lifecycle `Service`.
        .target(
            name: "LatticeServiceLifecycle",
            dependencies: [
                "LatticeComponents", .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Umbrella: `import Lattice` brings every runtime module.
        .target(
            name: "Lattice",
            dependencies: ["LatticeCore", "LatticeServices", "LatticeGraph", "LatticeRouting", "LatticeMediator", "LatticeComponents"]
        ),
        // The annotation macros' implementation (compile time, on the host).
        .macro(
            name: "LatticeMacros",
            dependencies: [
                // The router's pattern parser, and the scanner's member names (one contract).
                "LatticeRouting", "LatticeScan",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        // The annotations users write (`@Provides`, `@Route`, …): macro declarations only.
        .target(
            name: "LatticeAnnotations",
            dependencies: ["LatticeComponents", "LatticeServices", "LatticeRouting", "LatticeMediator", "LatticeGraph", "LatticeMacros"]
        ),
        // Reads Swift sources: annotations and hand-written wiring calls (swift-syntax).
        .target(
            name: "LatticeScan",
            dependencies: [
                "LatticeCore", "LatticeGraph", "LatticeRouting",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The `lattice` tool's logic: reads a package's target graph, checks and draws it.
        .target(
            name: "LatticeTool",
            dependencies: [
                "LatticeCore", "LatticeGraph", "LatticeManifest", "LatticeScan", "LatticeRouting",
                // The host's validation and the mediator's words, so that the build-time check says what boot says;
                // the destinations' own check, run on what the scan read.
                "LatticeComponents", "LatticeMediator", "LatticeNavigation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The `lattice` executable: a thin entry point over LatticeTool. (Not named
        // `lattice`: it would clash with `Lattice` on case-insensitive file systems.)
        .executableTarget(name: "LatticeCLI", dependencies: ["LatticeTool"]),
        .plugin(name: "LatticeWiringPlugin", capability: .buildTool(), dependencies: [pluginTool]),
        .plugin(
            name: "LatticeCheckPlugin",
            capability: .command(
                intent: .custom(verb: "lattice-check", description: "Check the package's layers and the wiring of its composition roots.")),
            dependencies: ["LatticeCLI"]),

        // What the soak and memory tests share: durations, the sanitizer in use, the C
        // library's heap figure (through a C shim, as Swift's Glibc module leaves out malloc.h).
        .target(name: "CLatticeHeapStats", path: "Tests/CLatticeHeapStats"),
        .target(name: "LatticeSoakSupport", dependencies: ["CLatticeHeapStats"], path: "Tests/LatticeSoakSupport"),
        .testTarget(name: "LatticeCoreTests", dependencies: ["LatticeCore", .product(name: "InMemoryLogging", package: "swift-log")]),
        .testTarget(
            name: "LatticeServicesTests",
            dependencies: [
                "LatticeServices", "LatticeCore", "LatticeSoakSupport", .product(name: "Atomics", package: "swift-atomics"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]),
        .testTarget(
            name: "LatticeGraphTests",
            dependencies: ["LatticeGraph", "LatticeCore", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LatticeRoutingTests",
            dependencies: [
                "LatticeRouting", "LatticeCore", "LatticeSoakSupport", .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Atomics", package: "swift-atomics"), .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LatticeNavigationTests",
            dependencies: [
                "LatticeNavigation", "LatticeRouting", "LatticeCore", .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Logging", package: "swift-log"), .product(name: "InMemoryLogging", package: "swift-log"),
            ]),
        .testTarget(
            name: "LatticeMediatorTests",
            dependencies: ["LatticeMediator", "LatticeCore", .product(name: "Atomics", package: "swift-atomics"), .product(name: "InMemoryLogging", package: "swift-log")]),
        .testTarget(
            name: "LatticeComponentsTests",
            dependencies: [
                "LatticeComponents", "LatticeServices", "LatticeGraph", "LatticeCore", "LatticeManifest", "LatticeRouting", "LatticeMediator",
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "LatticeTestKitTests",
            dependencies: [
                "LatticeTestKit", "LatticeComponents", "LatticeServices", "LatticeRouting", "LatticeMediator", "LatticeCore", "LatticeGraph",
                "LatticeNavigation", .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "LatticeServiceLifecycleTests",
            dependencies: [
                "LatticeServiceLifecycle", "LatticeComponents", "LatticeServices",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "ServiceLifecycleTestKit", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]),
        .testTarget(
            name: "LatticeManifestTests", dependencies: ["LatticeManifest", "LatticeGraph", "LatticeCore", "LatticeComponents", "LatticeServices"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LatticeMacrosTests",
            dependencies: [
                "LatticeMacros", "LatticeAnnotations", "LatticeComponents", "LatticeServices", "LatticeRouting", "LatticeMediator",
                // One mistake, one wording: the macros' words compared with the scan's, the check's and the router's.
                "LatticeScan", "LatticeTool",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "LatticeScanTests", dependencies: ["LatticeScan", "LatticeGraph"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LatticeToolTests",
            dependencies: ["LatticeTool", "LatticeGraph", "LatticeScan", "LatticeCore", "LatticeComponents", "LatticeManifest", "LatticeMediator"],
            resources: [.copy("Fixtures")]),
        // An app target as Xcode 26's app template makes it: main-actor isolation by default,
        // with the "approachable concurrency" features. Every public API used as an app would.
        .testTarget(
            name: "LatticeMainActorAppTests",
            dependencies: ["Lattice", "LatticeAnnotations", "LatticeTestKit"],
            swiftSettings: [.defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances")]
        ),
        // Every Swift sample of the README, the articles and the doc comments, verbatim, compiled
        // and run; every output the docs show, compared with what the code prints.
        .testTarget(
            name: "DocSamplesTests",
            dependencies: [
                "Lattice", "LatticeCore", "LatticeServices", "LatticeGraph", "LatticeRouting", "LatticeMediator",
                "LatticeComponents", "LatticeManifest", "LatticeAnnotations", "LatticeScan", "LatticeTool",
                "LatticeTestKit", "LatticeServiceLifecycle", "LatticeNavigation",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "ServiceLifecycleTestKit", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ]
)

for target in package.targets where [.executable, .test, .regular, .macro].contains(target.type) {
    var settings = target.swiftSettings ?? []
    // Require `any` for existential types (SE-0335).
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // Members are visible only from modules imported in the same file (SE-0444).
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    // Imports are internal unless marked otherwise (SE-0409).
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    // Nonisolated async functions run on the caller's actor (SE-0461).
    settings.append(.enableUpcomingFeature("NonisolatedNonsendingByDefault"))
    target.swiftSettings = settings
}

if prebuiltTool {
    package.targets.append(.binaryTarget(name: "LatticeCLIPrebuilt", path: ".prebuilt/lattice-cli.artifactbundle"))
}
