import Foundation
import LatticeCore
import LatticeGraph
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `--podfile-lock`: real apps' lock files read, checked and drawn, and findings planted in
/// copies of them reported at their line.
@Suite struct PodfileLockTests {
    /// What a real lock file's graph must be (subspecs folded).
    struct Expected: Sendable, CustomTestStringConvertible {
        var fixture: String
        var nodes: Int
        var edges: Int
        /// `(from, to, requirement as printed, or "" for none)`.
        var named: [(String, String, String)]
        /// The app's own (local) pods.
        var local: [String]
        /// Third-party pods per source group.
        var groups: [String: Int]
        /// Nodes in no layer under the three-layer default (warnings); nothing else is found.
        var unlayered: [String]
        var testDescription: String { fixture }
    }

    static let real: [Expected] = [
        Expected(
            fixture: "GitHawk", nodes: 39, edges: 46,
            named: [("GitHubAPI", "Alamofire", "~> 4.4.0"), ("GitHubAPI", "Apollo", "~> 0.8.0"), ("Podfile", "IGListKit", ""),
                    ("Firebase", "FirebaseDatabase", "= 4.1.5"), ("FirebaseAnalytics", "GoogleToolboxForMac", "~> 2.1"), ("Podfile", "TUSafariActivity", "~> 1.0.0")],
            local: ["DateAgo", "GitHubAPI", "GitHubSession", "StringHelpers", "SwipeCellKit"],
            groups: ["trunk": 25, "git": 8],
            unlayered: ["Podfile", "DateAgo", "GitHubAPI", "GitHubSession", "StringHelpers"]),
        Expected(
            fixture: "WooCommerce", nodes: 32, edges: 37,
            named: [("WordPressAuthenticator", "WordPressShared", "~> 2.1-beta"), ("WordPressAuthenticator", "NSURL+IDN", "= 0.4"),
                    ("WordPressKit", "wpxmlrpc", "~> 0.10"), ("Podfile", "SwiftLint", "= 0.54.0"), ("Podfile", "CocoaLumberjack", "~> 3.8.5"),
                    ("Automattic-Tracks-iOS", "Sodium", ">= 0.9.1")],
            local: [], groups: ["trunk": 29, "https://github.com/wordpress-mobile/cocoapods-specs.git": 2], unlayered: ["Podfile"]),
        Expected(
            fixture: "Wikipedia", nodes: 35, edges: 36,
            named: [("YapDatabase", "CocoaLumberjack", "~> 2"), ("YapDatabase", "Reachability", "~> 3"), ("Podfile", "KVOController", "= 1.0.3"),
                    ("TSMessages", "Masonry", "~> 0.6"), ("Podfile", "libextobjc", "~> 0.4.1")],
            local: [], groups: ["spec repo": 28, "git": 6], unlayered: ["Podfile"]),
        Expected(
            fixture: "Element", nodes: 39, edges: 39,
            named: [("MatrixSDK", "JitsiMeetSDKLite", "= 12.0.0-lite"), ("JitsiMeetSDKLite", "JitsiWebRTC", "~> 124.0"), ("Podfile", "MatrixSDK", ""),
                    ("MatrixSDK", "Realm", "= 10.27.0"), ("SwiftJWT", "KituraContracts", "~> 1.2")],
            local: ["MatrixSDK"], groups: ["trunk": 37], unlayered: ["Podfile", "MatrixSDK"]),
        Expected(
            fixture: "GitHawkHead", nodes: 33, edges: 35,
            named: [("GitHubAPI", "Alamofire", "~> 4.8"), ("GitHubAPI", "Apollo", "~> 0.10.0"), ("Podfile", "SwipeCellKit", "")],
            local: ["DateAgo", "GitHubAPI", "GitHubSession", "StringHelpers", "SwipeCellKit"],
            groups: ["trunk": 17, "git": 10], unlayered: ["Podfile", "DateAgo", "GitHubAPI", "GitHubSession", "StringHelpers"]),
        // 197 pods (289 entries with subspecs): React Native's, autolinked from node_modules,
        // are third-party; the app's own is the code React Native generates for it.
        Expected(
            fixture: "Eigen", nodes: 198, edges: 960,
            named: [("FirebaseAuth", "GTMSessionFetcher", "< 4.0, >= 2.1"), ("GoogleDataTransport", "nanopb", "< 2.30911.0, >= 2.30908.0"),
                    ("RCTTypeSafety", "React-Core", "= 0.75.4"), ("CodePush", "JWT", "~> 3.0.0-beta.12"), ("Podfile", "Nimble", "~> 13.0"),
                    ("Nimble-Snapshots", "iOSSnapshotTestCase", "~> 8.0"), ("Podfile", "React-Core", "")],
            local: ["ReactCodegen"],
            groups: ["trunk": 84, "https://github.com/artsy/Specs.git": 1, "git": 5, "podspec": 6, "node_modules": 100],
            unlayered: ["Podfile", "ReactCodegen"]),
    ]

    func lock(_ fixture: String) throws -> (path: String, graph: ModuleGraph) {
        let path = try AppFixture.original(fixture, "Podfile.lock")
        let lock = try PodfileLock(text: try String(contentsOfFile: path, encoding: .utf8), file: path)
        return (path, ModuleGraph(podfileLock: lock))
    }

    @Test(arguments: real)
    func aRealLockFileGivesItsGraph(_ expected: Expected) throws {
        let (path, graph) = try lock(expected.fixture)
        #expect(graph.graph.nodeCount == expected.nodes)
        #expect(graph.graph.edgeCount == expected.edges)
        let edges = graph.graph.edges.map { (graph.graph[$0.from].name, $0.target, $0.requirement?.description ?? "") }
        for (from, to, requirement) in expected.named {
            #expect(edges.contains { $0 == (from, to, requirement) }, "\(from) → \(to) \(requirement)")
        }
        #expect(graph.graph.nodes.map(\.name).filter { graph.kinds[$0] == "local pod" } == expected.local)
        let app = try #require(graph.app)
        #expect(Dictionary(grouping: app.thirdParty.values, by: { $0 }).mapValues(\.count) == expected.groups)
        #expect(expected.nodes == 1 + expected.local.count + expected.groups.values.reduce(0, +))
        // The check: the pods nobody placed are in no layer (warnings), nothing else; every
        // requirement is met by the version CocoaPods resolved.
        let run = LatticeTool.run(["graph", "--podfile-lock", path, "--format", "json"])
        let document = try GraphDocument(run)
        #expect(document.findings == [])
        #expect(document.unlayered == expected.unlayered)
        #expect(document.nodes.count == expected.nodes && document.edges.count == expected.edges)
        let check = LatticeTool.run(["check", "--podfile-lock", path])
        #expect(check.exitCode == 0)
        #expect(check.output.hasSuffix("lattice: 0 errors, \(expected.unlayered.count) warning\(expected.unlayered.count == 1 ? "" : "s") in \(expected.nodes) pods and \(expected.edges) dependencies (\(path)).\n"))
    }

    @Test func everyDiagnosticNamesTheLockFileLine() throws {
        let path = try AppFixture.original("GitHawk", "Podfile.lock")
        let run = LatticeTool.run(["check", "--podfile-lock", path])
        let lines = run.output.split(separator: "\n").dropLast()
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.hasPrefix("\(path):") })
        // `- GitHubAPI (0.1.0):` is on line 44 (the corpus copy has two `#` lines on top).
        #expect(lines.contains { $0.hasPrefix("\(path):44:5: warning: 'GitHubAPI' is in no layer") })
    }

    /// A layer violation and a version conflict planted in a copy of each real lock file.
    struct Plant: Sendable, CustomTestStringConvertible {
        var fixture: String
        /// A pod no third-party pod depends on (its entry line as written), put in `low`.
        var lowEntry: String
        var low: String
        /// A pod put in `high`.
        var high: String
        /// A dependency line and what it becomes, with the finding's message.
        var requirement: (old: String, new: String, message: String)
        var testDescription: String { fixture }
    }

    static let plants: [Plant] = [
        Plant(fixture: "GitHawk", lowEntry: "  - StringHelpers (0.1.0)\n", low: "StringHelpers", high: "GitHubAPI",
              requirement: ("    - Alamofire (~> 4.4.0)", "    - Alamofire (~> 4.5)", "'GitHubAPI' requires 'Alamofire' ~> 4.5, but 'Alamofire' is 4.4.0.")),
        Plant(fixture: "WooCommerce", lowEntry: "  - Kingfisher (7.6.2)\n", low: "Kingfisher", high: "Wormholy",
              requirement: ("    - WordPressShared (~> 2.1-beta)", "    - WordPressShared (~> 2.2)", "'WordPressAuthenticator' requires 'WordPressShared' ~> 2.2, but 'WordPressShared' is 2.1.0.")),
        Plant(fixture: "Wikipedia", lowEntry: "  - Tweaks (2.0.0)\n", low: "Tweaks", high: "Quick",
              requirement: ("    - CocoaLumberjack (~> 2)", "    - CocoaLumberjack (~> 3)", "'YapDatabase' requires 'CocoaLumberjack' ~> 3, but 'CocoaLumberjack' is 2.3.0.")),
        Plant(fixture: "Element", lowEntry: "  - SideMenu (6.5.0)\n", low: "SideMenu", high: "MatrixSDK",
              requirement: ("    - JitsiWebRTC (~> 124.0)", "    - JitsiWebRTC (~> 125.0)", "'JitsiMeetSDKLite' requires 'JitsiWebRTC' ~> 125.0, but 'JitsiWebRTC' is 124.0.2.")),
    ]

    @Test(arguments: plants)
    func plantedFindingsAreReportedAtTheirLine(_ plant: Plant) throws {
        let app = try AppFixture(plant.fixture)
        defer { app.remove() }
        try app.write(".lattice.yml", "layers:\n  - name: low\n    patterns: [\(plant.low)]\n  - name: high\n    patterns: [\(plant.high)]\n")
        let lock = app.path("Podfile.lock")
        #expect(LatticeTool.run(["check", "--podfile-lock", lock]).exitCode == 0)
        let entry = plant.lowEntry.dropLast()
        let layerLine = try app.replace("Podfile.lock", plant.lowEntry, with: "\(entry):\n    - \(plant.high)\n", marker: "    - \(plant.high)\n")
        let layered = LatticeTool.run(["check", "--podfile-lock", lock])
        #expect(layered.exitCode == 1)
        let errors = layered.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("\(lock):\(layerLine):7: error: '\(plant.low)' (low) depends on '\(plant.high)' (high)") == true, "\(errors)")
        #expect(errors.first?.hasSuffix("[layerViolation]") == true)
        let versionLine = try app.replace("Podfile.lock", plant.requirement.old, with: plant.requirement.new)
        let conflicting = LatticeTool.run(["check", "--podfile-lock", lock])
        let versionErrors = conflicting.output.split(separator: "\n").filter { $0.contains("[unsatisfiedRequirement]") }
        #expect(versionErrors == ["\(lock):\(versionLine):7: error: \(plant.requirement.message) To fix, update the requirement or the version of '\(plant.requirement.message.split(separator: "'")[2])'. [unsatisfiedRequirement]"])
    }

    @Test func subspecsCanBeShown() throws {
        let path = try AppFixture.original("GitHawk", "Podfile.lock")
        let folded = try GraphDocument(LatticeTool.run(["graph", "--podfile-lock", path, "--format", "json"]))
        let shown = try GraphDocument(LatticeTool.run(["graph", "--podfile-lock", path, "--format", "json", "--subspecs"]))
        #expect(!folded.names.contains("Firebase/Core"))
        // 50 entries in PODS, and the Podfile.
        #expect(shown.nodes.count == 51)
        #expect(shown.hasEdge("Firebase/Database", "Firebase/Core"))
        #expect(shown.hasEdge("FirebaseAnalytics", "GoogleToolboxForMac/NSData+zlib"))
        #expect(shown.hasEdge("Podfile", "IGListKit/Swift"))
        #expect(shown.findings == [])
        let misuse = LatticeTool.run(["check", "--xcodeproj", "App.xcodeproj", "--subspecs"])
        #expect(misuse.exitCode == 2)
        #expect(misuse.errorOutput.contains("--subspecs only applies to --podfile-lock."))
    }

    @Test func quirksOfRealFilesRead() throws {
        // Synthetic: each quirk the issue names, in one file (not a real lock file).
        let text = """
            PODS:
              - "NSURL+IDN (0.4)"
              - React-Core (0.57.5.React)
              - Old (HEAD based on 3.3.0)
              - Deep/Sub/Leaf (1.2.3.4):
                - GTMSessionFetcher/Core (< 4.0, >= 2.1)
                - "Quoted/Wrapped+Name (>= 1.0.0-beta.1,
                  < 2.0)"
              - GTMSessionFetcher/Core (3.3.2)
              - Quoted/Wrapped+Name (1.5)

            DEPENDENCIES:
              - Old (HEAD)
              - Deep/Sub/Leaf (from `https://github.com/example/Deep.git`, commit
                `bb49df83e72f2231a191e9477a85f0effe13430a`)

            EXTERNAL SOURCES:
              Deep:
                :commit: bb49df83e72f2231a191e9477a85f0effe13430a
                :git: https://github.com/example/Deep.git
            """
        let lock = try PodfileLock(text: text, file: "Podfile.lock")
        #expect(lock.pods.map(\.name) == ["NSURL+IDN", "React-Core", "Old", "Deep/Sub/Leaf", "GTMSessionFetcher/Core", "Quoted/Wrapped+Name"])
        #expect(lock.pods[1].version.components == [0, 57, 5] && lock.pods[1].version.prerelease == ["React"])
        #expect(lock.pods[2].isHead && lock.pods[2].version == SemanticVersion(3, 3, 0))
        #expect(lock.pods[3].version.components == [1, 2, 3, 4] && lock.pods[3].rootName == "Deep")
        #expect(lock.pods[3].dependencies.map(\.name) == ["GTMSessionFetcher/Core", "Quoted/Wrapped+Name"])
        #expect(lock.pods[3].dependencies[0].requirement?.description == "< 4.0, >= 2.1")
        #expect(lock.pods[3].dependencies[1].requirement?.description == ">= 1.0.0-beta.1, < 2.0")
        #expect(lock.pods[3].dependencies[1].location == FileLocation(file: "Podfile.lock", line: 7, column: 7))
        #expect(lock.dependencies[0].requirement == nil && lock.dependencies[0].externalSource == nil)
        #expect(lock.dependencies[1].externalSource == "https://github.com/example/Deep.git")
        #expect(lock.dependencies[1].location.line == 14)
        #expect(lock.source(of: "Deep/Sub/Leaf") == .git("https://github.com/example/Deep.git"))
        #expect(lock.source(of: "Old") == .unknown)
        let graph = ModuleGraph(podfileLock: lock)
        #expect(graph.graph.nodes.map(\.name) == ["Podfile", "NSURL+IDN", "React-Core", "Old", "Deep", "GTMSessionFetcher", "Quoted"])
        #expect(graph.check(.standard).diagnostics.filter { $0.rule != .nodeInNoLayer }.isEmpty)
    }

    @Test(arguments: [
        ("PODS:\n  - Alamofire 4.4.0\n", 2, "The entry 'Alamofire 4.4.0' of 'PODS' has no version; each is written `Name (version)`."),
        ("PODS:\n  - Alamofire (four)\n", 2, "The version of 'Alamofire' cannot be read:"),
        ("PODS:\n  - A (1.0):\n    - B (~~> 1.0)\n  - B (1.0)\n", 3, "The requirement of 'B' cannot be read:"),
        ("PODS:\n  - A (1.0\n", 2, "'A (1.0' is not `Name` or `Name (version)`: the '(' is not closed at the end."),
        ("DEPENDENCIES:\n  - A\n", 1, "has no 'PODS:' section, which every Podfile.lock has."),
        ("PODS: [\n", 2, "is not a Podfile.lock: it is not valid YAML"),
        ("just text\n", 1, "is not a Podfile.lock: it has no sections such as 'PODS:'."),
    ])
    func aMalformedLockFileIsATypedErrorAtItsLine(_ text: String, _ line: Int, _ message: String) {
        let error = #expect(throws: ToolError.self) { try PodfileLock(text: text, file: "Podfile.lock") }
        #expect(error?.code == .malformedLockFile)
        #expect(error?.location?.line == line)
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
        let problems = LatticeErrorText.problems(in: error?.description ?? "")
        #expect(problems.isEmpty, "\(error?.description ?? "")")
        let missing = LatticeTool.run(["check", "--podfile-lock", "/nonexistent/Podfile.lock"])
        #expect(missing.exitCode == 2)
        #expect(missing.errorOutput.contains("The lock file '/nonexistent/Podfile.lock' cannot be read."))
    }

    @Test func localPodspecsThatDisagreeWithTheLockFileAreReported() throws {
        // The real podspecs `pod install` copied agree with the real lock file.
        let real = try GraphDocument(LatticeTool.run(["graph", "--podfile-lock", try AppFixture.original("GitHawkHead", "Podfile.lock"), "--format", "json"]))
        #expect(real.findings == [])
        let app = try AppFixture("GitHawkHead")
        defer { app.remove() }
        let spec = "Pods/Local Podspecs/GitHubAPI.podspec.json"
        try app.replace(spec, "\"version\": \"0.1.0\"", with: "\"version\": \"0.2.0\"")
        try app.replace(spec, "\"Alamofire\": [", with: "\"GitHubSession\": [],\n    \"Alamofire\": [")
        let lock = app.path("Podfile.lock")
        let entry = try #require(try app.read("Podfile.lock").components(separatedBy: "\n").firstIndex(of: "  - GitHubAPI (0.1.0):")) + 1
        let run = LatticeTool.run(["check", "--podfile-lock", lock])
        let found = run.output.split(separator: "\n").filter { $0.contains("[manifestMismatch]") }
        #expect(found == [
            "\(lock):\(entry):5: error: '\(lock)' gives 'GitHubAPI' the version 0.1.0, but its podspec '\(app.path(spec))' says 0.2.0. To fix, run `pod install` so that the lock file and the Pods directory agree again. [manifestMismatch]",
            "\(lock):\(entry):5: error: The podspec '\(app.path(spec))' says 'GitHubAPI' depends on 'GitHubSession', but '\(lock)' gives it no such dependency. To fix, run `pod install` so that the lock file and the Pods directory agree again. [manifestMismatch]",
        ])
        try app.write(spec, "{ not json")
        let broken = LatticeTool.run(["check", "--podfile-lock", lock])
        #expect(broken.exitCode == 2)
        #expect(broken.errorOutput.hasPrefix("\(app.path(spec)):1: error: '\(app.path(spec))' is not a podspec in JSON."))
    }

    @Test func aComponentManifestBesideTheLockFileIsCompared() throws {
        let app = try AppFixture("GitHawk")
        defer { app.remove() }
        let manifest = """
            components:
              - name: GitHubSession
                version: 0.1.0
              - name: GitHubAPI
                version: 0.2.0
                dependencies:
                  GitHubSession: "~> 0.1"
              - name: Alamofire
                version: 4.4.0
              - name: NotAPod
                version: 1.0.0

            """
        try app.write("components.yml", manifest)
        let lock = app.path("Podfile.lock")
        let components = app.path("components.yml")
        let run = LatticeTool.run(["check", "--podfile-lock", lock])
        #expect(run.exitCode == 1)
        let found = run.output.split(separator: "\n").filter { $0.contains("[manifestMismatch]") }
        #expect(found == [
            "\(components):4:11: error: components.yml gives 'GitHubAPI' the version 0.2.0, but its pod in '\(lock)' is 0.1.0. To fix, make them agree: change the version in components.yml or the pod's version. [manifestMismatch]",
            "\(components):7:7: error: components.yml says 'GitHubAPI' depends on 'GitHubSession', but its pod in '\(lock)' does not. To fix, add the dependency to the pod, or remove it from components.yml. [manifestMismatch]",
            "\(components):4:11: error: The pod 'GitHubAPI' depends on the component 'Alamofire' (\(lock):45:7), but components.yml does not list that dependency. To fix, add 'Alamofire' to the dependencies of 'GitHubAPI' in components.yml, or remove the dependency from the pod. [manifestMismatch]",
        ])
        // The same manifest named with --manifest, from elsewhere; and one that agrees.
        try FileManager.default.moveItem(atPath: components, toPath: app.path("other.yml"))
        #expect(LatticeTool.run(["check", "--podfile-lock", lock]).exitCode == 0)
        let named = LatticeTool.run(["check", "--podfile-lock", lock, "--manifest", app.path("other.yml")])
        #expect(named.output.split(separator: "\n").count { $0.contains("[manifestMismatch]") } == 3)
        try app.write("components.yml", "components:\n  - name: GitHubAPI\n    version: 0.1.0\n    dependencies:\n      Alamofire: \"~> 4.4\"\n  - name: Alamofire\n    version: 4.4.0\n")
        #expect(LatticeTool.run(["check", "--podfile-lock", lock]).exitCode == 0)
    }

    @Test func theDrawingGroupsThirdPartyPodsBySource() throws {
        let path = try AppFixture.original("GitHawk", "Podfile.lock")
        let dot = LatticeTool.run(["graph", "--podfile-lock", path]).output
        #expect(dot.contains("\"trunk (25 pods)\""))
        #expect(dot.contains("\"git (8 pods)\""))
        #expect(dot.contains("\"GitHubAPI\" -> \"trunk (25 pods)\";"))
        #expect(!dot.contains("\"Alamofire\""))
        #expect(dot.contains("Podfile.lock (third-party grouped by source)\n6 pods, 2 third-party groups, 8 dependencies, 0 errors, 5 warnings"))
        let each = LatticeTool.run(["graph", "--podfile-lock", path, "--no-group-third-party"]).output
        #expect(each.contains("\"GitHubAPI\" -> \"Alamofire\";"))
        let json = try GraphDocument(LatticeTool.run(["graph", "--podfile-lock", path, "--format", "json", "--group-third-party"]))
        #expect(json.nodes.count == 1 + 5 + 2)
        #expect(json.kind("trunk (25 pods)") == "third-party group")
    }
}
