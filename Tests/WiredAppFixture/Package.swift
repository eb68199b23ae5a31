// swift-tools-version:6.1

import PackageDescription

// A fixture app wired only by annotations: no component writes a registration by hand.
// `.ci/check-wired-app` builds it with the Lattice build plugin, runs it, then plants one
// wiring mistake of each kind (Mistakes/) and checks that the build fails with each
// diagnostic.
let wiring = Target.PluginUsage.plugin(name: "LatticeWiringPlugin", package: "Lattice")
let annotations = Target.Dependency.product(name: "LatticeAnnotations", package: "Lattice")

let package = Package(
    name: "WiredApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "Lattice", path: "../..")],
    targets: [
        .target(name: "Interfaces", dependencies: [annotations]),
        .target(name: "ClockKit", dependencies: ["Interfaces", annotations], plugins: [wiring]),
        .target(name: "GreeterKit", dependencies: ["Interfaces", annotations], plugins: [wiring]),
        .executableTarget(name: "App", dependencies: ["Interfaces", "ClockKit", "GreeterKit", annotations], plugins: [wiring]),
    ]
)
