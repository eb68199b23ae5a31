import Foundation
import LatticeTool

// `lattice check` on an app that is not a package: a generated 200-pod Podfile.lock (the
// size of a large app's), and real Xcode projects from the tool's test fixtures (XcodeGen's
// TestProject, 44 targets with the project it refers to; DuckDuckGo's iOS project, 990 KB).
// Each case is the whole command in process: read the files, build the graph, check it
// and write the diagnostics. Issue #34's limit: under 100 ms each in a release build.

/// Writes a Podfile.lock of `count` pods as CocoaPods writes one: a tenth the app's own
/// (`:path:`), the rest from trunk and a private spec repository, every third with two
/// subspecs, each depending on earlier pods with requirements the resolved versions meet.
/// Returns its path and the number of pods and dependencies `lattice` should find.
func generatePodfileLock(pods count: Int = 200) -> (path: String, nodes: Int, edges: Int) {
    let local = count / 10
    var lines = ["PODS:"]
    var edges = 0
    var podfileEdges = 0
    func version(_ index: Int) -> String { "1.\(index % 10).\(index % 7)" }
    for index in 0..<(count - local) {
        let name = "Pod\(index)"
        var dependencies: [String] = []
        if index >= 1 { dependencies.append("    - Pod\(index - 1) (~> 1.0)") }
        if index >= 5 { dependencies.append("    - Pod\(index - 5) (< 2.0, >= 1.0)") }
        edges += dependencies.count
        if index % 3 == 0 {
            lines.append("  - \(name) (\(version(index))):")
            lines.append("    - \(name)/Core (= \(version(index)))")
            lines.append("    - \(name)/UI (= \(version(index)))")
            lines.append("  - \(name)/Core (\(version(index)))" + (dependencies.isEmpty ? "" : ":"))
            lines += dependencies
            lines.append("  - \(name)/UI (\(version(index))):")
            lines.append("    - \(name)/Core")
        } else {
            lines.append("  - \(name) (\(version(index)))" + (dependencies.isEmpty ? "" : ":"))
            lines += dependencies
        }
    }
    for index in 0..<local {
        lines.append("  - Feature\(index) (0.1.0):")
        lines.append("    - \"Pod\(index * 3)/UI (~> 1.0)\"")
        lines.append("    - Pod\(index * 5 + 1) (>= 1.0)")
        edges += 2
        if index > 0 {
            lines.append("    - Feature\(index - 1)")
            edges += 1
        }
    }
    lines += ["", "DEPENDENCIES:"]
    for index in 0..<local {
        lines.append("  - Feature\(index) (from `Features/Feature\(index)`)")
        podfileEdges += 1
    }
    for index in stride(from: 0, to: count - local, by: 6) {
        lines.append("  - Pod\(index) (~> \(version(index)))")
        podfileEdges += 1
    }
    lines += ["", "SPEC REPOS:", "  https://example.com/private/specs.git:"]
    let privateStart = (count - local) * 5 / 6
    lines += (privateStart..<(count - local)).map { "    - Pod\($0)" }
    lines.append("  trunk:")
    lines += (0..<privateStart).map { "    - Pod\($0)" }
    lines += ["", "EXTERNAL SOURCES:"]
    for index in 0..<local {
        lines.append("  Feature\(index):")
        lines.append("    :path: Features/Feature\(index)")
    }
    lines += ["", "PODFILE CHECKSUM: 0000000000000000000000000000000000000000", "", "COCOAPODS: 1.16.2", ""]
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-pods-bench-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("Podfile.lock").path
    try! Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
    return (path, count + 1, edges + podfileEdges)
}

/// The tool's test fixtures, beside this package.
let appFixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/LatticeToolTests/Fixtures/Apps").path

/// Adds the three cases; returns the generated lock file's directory, to remove after the run.
func appCases(into suite: inout Suite) -> String {
    let lock = generatePodfileLock()
    let xcodeGen = "\(appFixtures)/XcodeGen/Project.xcodeproj"
    let duckDuckGo = "\(appFixtures)/DuckDuckGo/DuckDuckGo-iOS.xcodeproj"
    let inputs: [(name: String, arguments: [String], summary: String)] = [
        ("lattice.check.podfile-lock.200pods", ["--podfile-lock", lock.path], "0 errors, 21 warnings in \(lock.nodes) pods and \(lock.edges) dependencies"),
        ("lattice.check.xcodeproj.44targets", ["--xcodeproj", xcodeGen], "0 errors, 42 warnings in 44 targets and 28 dependencies"),
        ("lattice.check.xcodeproj.duckduckgo", ["--xcodeproj", duckDuckGo], "0 errors, 16 warnings in 48 targets and 56 dependencies"),
    ]
    for input in inputs {
        let run = LatticeTool.run(["check"] + input.arguments)
        check(run.exitCode == 0 && run.output.contains(input.summary), "\(input.name): \(run.errorOutput)\(run.output.suffix(300))")
        suite.time(input.name, operations: 5) { n in
            for _ in 0..<n { blackHole(LatticeTool.run(["check"] + input.arguments)) }
        }
    }
    return (lock.path as NSString).deletingLastPathComponent
}
