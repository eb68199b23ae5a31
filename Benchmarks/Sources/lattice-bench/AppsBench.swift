import Foundation
import LatticeTool

// `lattice check` on an app that is not a package, from the tool's test fixtures: Artsy's
// Eigen `Podfile.lock` (197 pods, 289 entries with subspecs, 89 KB), XcodeGen's TestProject
// (44 targets with the project it refers to) and DuckDuckGo's iOS project (990 KB). The
// baseline, in the same run: `check --dump-file` on SwiftPM's own package (51 targets once
// its tests are left out, 152 dependencies), the input the tool read before it read apps.
// Each case is the whole command in process: read the files, build the graph, check it and
// write the diagnostics. Issue #34's limit: under 100 ms each in a release build.

/// The tool's test fixtures, beside this package.
let toolFixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/LatticeToolTests/Fixtures").path

/// The app cases and their baseline, each with the summary its setup run must print.
let appInputs: [(name: String, arguments: [String], summary: String)] = [
    ("lattice.check.podfile-lock.eigen197pods", ["--podfile-lock", "\(toolFixtures)/Apps/Eigen/Podfile.lock"], "0 errors, 2 warnings in 198 pods and 960 dependencies"),
    ("lattice.check.xcodeproj.44targets", ["--xcodeproj", "\(toolFixtures)/Apps/XcodeGen/Project.xcodeproj"], "0 errors, 42 warnings in 44 targets and 28 dependencies"),
    ("lattice.check.xcodeproj.duckduckgo", ["--xcodeproj", "\(toolFixtures)/Apps/DuckDuckGo/DuckDuckGo-iOS.xcodeproj"], "0 errors, 16 warnings in 48 targets and 56 dependencies"),
    ("lattice.check.dump-package.swiftpm", ["--dump-file", "\(toolFixtures)/SwiftPM/dump-package.json", "--config", "\(toolFixtures)/SwiftPM/lattice.yml"], "8 errors, 0 warnings in 51 targets and 152 dependencies"),
]

/// Adds the app cases and their baseline.
func appCases(into suite: inout Suite) {
    for input in appInputs {
        let run = LatticeTool.run(["check"] + input.arguments)
        check(run.exitCode <= 1 && run.output.contains(input.summary), "\(input.name): \(run.errorOutput)\(run.output.suffix(300))")
        suite.time(input.name, operations: 5) { n in
            for _ in 0..<n { blackHole(LatticeTool.run(["check"] + input.arguments)) }
        }
    }
}
