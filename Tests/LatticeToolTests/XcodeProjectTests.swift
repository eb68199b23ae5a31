import Foundation
import LatticeCore
import LatticeGraph
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `--xcodeproj` and `--xcworkspace`: real projects and workspaces read, checked and drawn,
/// and findings planted in copies of them reported at their line.
@Suite struct XcodeProjectTests {
    /// What a real project's or workspace's graph must be.
    struct Expected: Sendable, CustomTestStringConvertible {
        var fixture: String
        var option: String
        var input: String
        var nodes: Int
        var edges: Int
        var named: [(String, String)]
        var kinds: [String: String]
        /// Products of remote packages, with the version `Package.resolved` pins (`""`: none).
        var thirdParty: [String: String]
        var unlayered: Int
        var testDescription: String { "\(fixture) \(option)" }
    }

    static let real: [Expected] = [
        Expected(
            fixture: "XcodeGen", option: "--xcodeproj", input: "Project.xcodeproj", nodes: 44, edges: 28,
            named: [("App_iOS", "AnotherProject/ExternalTarget"), ("App_iOS", "Swinject"), ("SuperTarget", "App_iOS"),
                    ("App_watchOS", "App_watchOS Extension"), ("Framework_iOS", "StaticLibrary_ObjC_iOS"), ("App_macOS", "XPC Service")],
            kinds: ["App_iOS": "application", "Tool": "executable", "Framework_iOS": "framework", "SuperTarget": "aggregate", "Legacy": "legacy",
                    "StaticLibrary_Swift": "library", "XPC Service": "extension", "AnotherProject/ExternalTarget": "framework"],
            thirdParty: ["Swinject": ""], unlayered: 42),
        Expected(
            fixture: "DuckDuckGo", option: "--xcodeproj", input: "DuckDuckGo-iOS.xcodeproj", nodes: 48, edges: 56,
            named: [("DuckDuckGo", "Core"), ("Core", "BrowserServicesKit"), ("PacketTunnelProvider", "WireGuard"), ("DuckDuckGo", "DuckUI"),
                    ("SwiftLintToolBundle", "SwiftLintTool"), ("Core", "SwiftSoup")],
            kinds: ["DuckDuckGo": "application", "Core": "framework", "ShareExtension": "extension", "DuckUI": "package product"],
            thirdParty: ["BrowserServicesKit": "237.1.0", "SwiftSoup": "2.7.2", "Lottie": "4.4.3", "WireGuard": "1.1.3"], unlayered: 16),
        Expected(
            fixture: "Mastodon", option: "--xcodeproj", input: "Mastodon.xcodeproj", nodes: 10, edges: 14,
            named: [("Mastodon", "MastodonSDKDynamic"), ("WidgetExtension", "LightChart"), ("Mastodon", "MBProgressHUD"), ("Mastodon", "NotificationService")],
            kinds: ["Mastodon": "application", "WidgetExtension": "extension", "MastodonSDKDynamic": "package product"],
            thirdParty: ["MBProgressHUD": "", "Kanna": "", "LightChart": ""], unlayered: 6),
        Expected(
            fixture: "XcodeGenSPM", option: "--xcodeproj", input: "SPM.xcodeproj", nodes: 10, edges: 14,
            named: [("App", "StaticLibrary"), ("AggTarget", "PrefirePlaybookPlugin"), ("StaticLibrary", "Codability"), ("App", "FooUI")],
            kinds: ["AggTarget": "aggregate", "App": "application", "StaticLibrary": "library", "FooUI": "package product"],
            thirdParty: ["Codability": "0.2.1", "SwiftLocation": "", "PrefirePlaybookPlugin": "1.4.1", "SwiftRoaringDynamic": "1.0.4"], unlayered: 5),
        Expected(
            fixture: "XcodeGen", option: "--xcworkspace", input: "Workspace.xcworkspace", nodes: 44, edges: 28,
            named: [("App_iOS", "AnotherProject/ExternalTarget"), ("App_Clip", "AnotherProject/ExternalTarget"), ("App_iOS", "Swinject")],
            kinds: ["AnotherProject/BundleX": "bundle", "BundleX": "bundle"], thirdParty: ["Swinject": "2.8.0"], unlayered: 42),
        Expected(
            fixture: "GitHubAPI", option: "--xcworkspace", input: "GitHubAPI.xcworkspace", nodes: 5, edges: 5,
            named: [("GitHubAPI", "Pods-GitHubAPI"), ("Pods-GitHubAPI", "Alamofire"), ("Pods-GitHubAPITests", "Apollo")],
            kinds: ["GitHubAPI": "framework", "Alamofire": "framework"], thirdParty: [:], unlayered: 5),
        Expected(
            fixture: "SwipeCellKit", option: "--xcworkspace", input: "SwipeCellKit.xcworkspace", nodes: 2, edges: 1,
            named: [("MailExample", "SwipeCellKit")], kinds: ["MailExample": "application", "SwipeCellKit": "framework"], thirdParty: [:], unlayered: 1),
    ]

    @Test(arguments: real)
    func aRealProjectGivesItsGraph(_ expected: Expected) throws {
        let input = try AppFixture.original(expected.fixture, expected.input)
        let document = try GraphDocument(LatticeTool.run(["graph", expected.option, input, "--format", "json"]))
        #expect(document.nodes.count == expected.nodes)
        #expect(document.edges.count == expected.edges)
        for (from, to) in expected.named { #expect(document.hasEdge(from, to), "\(from) → \(to)") }
        for (name, kind) in expected.kinds { #expect(document.kind(name) == kind, "\(name)") }
        // Nothing but targets in no layer (the three-layer default names none of these).
        #expect(document.findings == [])
        #expect(document.unlayered.count == expected.unlayered)
        let check = LatticeTool.run(["check", expected.option, input])
        #expect(check.exitCode == 0, "\(check.errorOutput)")
        #expect(check.output.hasSuffix("lattice: 0 errors, \(expected.unlayered) warning\(expected.unlayered == 1 ? "" : "s") in \(expected.nodes) targets and \(expected.edges) dependencies (\(input)/\(expected.option == "--xcodeproj" ? "project.pbxproj" : "contents.xcworkspacedata")).\n"))
        // Every diagnostic names a project file and its line.
        for line in check.output.split(separator: "\n").dropLast() {
            #expect(line.hasPrefix((input as NSString).deletingLastPathComponent) && line.contains(".xcodeproj/project.pbxproj:"), "\(line)")
        }
        // Third-party products and their pinned versions, through the API.
        let projects = try XcodeProjectTests.load(expected.option, input)
        let graph = ModuleGraph(xcodeProjects: projects.projects, pinnedVersions: projects.pins)
        let thirdParty = try #require(graph.app).thirdParty
        #expect(Set(expected.thirdParty.keys).isSubset(of: Set(thirdParty.keys)))
        for (name, version) in expected.thirdParty {
            #expect((graph.versions[name]?.description ?? "") == version, "\(name)")
            #expect(thirdParty[name] == "Swift packages")
        }
    }

    /// The projects of an input and the pins of its `Package.resolved`, read through the
    /// public API.
    static func load(_ option: String, _ input: String) throws -> (projects: [XcodeProject], pins: [String: SemanticVersion]) {
        var paths = option == "--xcodeproj" ? [input] : try XcodeWorkspace(path: input).projects.map(\.path)
        var projects: [XcodeProject] = []
        var seen: Set<String> = []
        while let path = paths.first {
            paths.removeFirst()
            guard seen.insert(URL(fileURLWithPath: path).standardized.path).inserted else { continue }
            let project = try XcodeProject(path: path)
            projects.append(project)
            paths += project.projectReferences.map { URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent($0.path).path }
        }
        let resolved = option == "--xcodeproj" ? "\(input)/project.xcworkspace/xcshareddata/swiftpm/Package.resolved" : "\(input)/xcshareddata/swiftpm/Package.resolved"
        var pins: [String: SemanticVersion] = [:]
        if let data = FileManager.default.contents(atPath: resolved),
           let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], let list = object["pins"] as? [[String: Any]] {
            for pin in list {
                if let identity = pin["identity"] as? String, let text = (pin["state"] as? [String: Any])?["version"] as? String {
                    pins[identity] = try SemanticVersion(cocoaPods: text)
                }
            }
        }
        return (projects, pins)
    }

    /// A layer violation and a version conflict planted in a copy of a real input.
    struct Plant: Sendable, CustomTestStringConvertible {
        var fixture: String
        var option: String
        var input: String
        /// The project the target dependency is added to, and its two targets (their node
        /// names are `lowNode` and `highNode`).
        var project: String
        var low: String
        var high: String
        var lowNode: String
        var highNode: String
        /// The version conflict: text replaced in `file` (or `nil`: a Package.resolved
        /// written), the line's marker, and the message.
        var versionFile: String
        var versionOld: String?
        var versionNew: String
        var versionMarker: String
        var resolved: (path: String, identity: String, version: String)?
        var message: String
        var testDescription: String { "\(fixture) \(option)" }
    }

    static let plants: [Plant] = [
        Plant(
            fixture: "XcodeGen", option: "--xcodeproj", input: "Project.xcodeproj", project: "Project.xcodeproj/project.pbxproj",
            low: "StaticLibrary_Swift", high: "Tool", lowNode: "StaticLibrary_Swift", highNode: "Tool",
            versionFile: "Project.xcodeproj/project.pbxproj", versionOld: nil, versionNew: "", versionMarker: "\t\t\t\tversion = 2.8.0;",
            resolved: ("Project.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", "swinject", "2.7.1"),
            message: "'Project' requires the package 'swinject' .exact(\"2.8.0\") (exactly 2.8.0), but RESOLVED pins 2.7.1."),
        Plant(
            fixture: "DuckDuckGo", option: "--xcodeproj", input: "DuckDuckGo-iOS.xcodeproj", project: "DuckDuckGo-iOS.xcodeproj/project.pbxproj",
            low: "Instruments", high: "OpenAction", lowNode: "Instruments", highNode: "OpenAction",
            versionFile: "DuckDuckGo-iOS.xcodeproj/project.pbxproj", versionOld: "\t\t\t\tversion = 2.7.2;", versionNew: "\t\t\t\tversion = 2.8.0;",
            versionMarker: "\t\t\t\tversion = 2.8.0;", resolved: nil,
            message: "'DuckDuckGo-iOS' requires the package 'swiftsoup' .exact(\"2.8.0\") (exactly 2.8.0), but RESOLVED pins 2.7.2."),
        Plant(
            fixture: "Mastodon", option: "--xcodeproj", input: "Mastodon.xcodeproj", project: "Mastodon.xcodeproj/project.pbxproj",
            low: "OpenInActionExtension", high: "WidgetExtension", lowNode: "OpenInActionExtension", highNode: "WidgetExtension",
            versionFile: "Mastodon.xcodeproj/project.pbxproj", versionOld: nil, versionNew: "", versionMarker: "\t\t\t\tminimumVersion = 1.2.0;",
            resolved: ("Mastodon.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", "mbprogresshud", "1.1.0"),
            message: "'Mastodon' requires the package 'mbprogresshud' from: \"1.2.0\" (1.2.0 or later, below 2.0.0), but RESOLVED pins 1.1.0."),
        Plant(
            fixture: "XcodeGenSPM", option: "--xcodeproj", input: "SPM.xcodeproj", project: "SPM.xcodeproj/project.pbxproj",
            low: "AggTarget", high: "App", lowNode: "AggTarget", highNode: "App",
            versionFile: "SPM.xcodeproj/project.pbxproj", versionOld: "\t\t\t\tminimumVersion = 0.2.1;", versionNew: "\t\t\t\tminimumVersion = 0.3.0;",
            versionMarker: "\t\t\t\tminimumVersion = 0.3.0;", resolved: nil,
            message: "'SPM' requires the package 'codability' from: \"0.3.0\" (0.3.0 or later, below 1.0.0), but RESOLVED pins 0.2.1."),
        Plant(
            fixture: "XcodeGen", option: "--xcworkspace", input: "Workspace.xcworkspace", project: "AnotherProject/AnotherProject.xcodeproj/project.pbxproj",
            low: "BundleX", high: "BundleY", lowNode: "AnotherProject/BundleX", highNode: "AnotherProject/BundleY",
            versionFile: "Project.xcodeproj/project.pbxproj", versionOld: "\t\t\t\tversion = 2.8.0;", versionNew: "\t\t\t\tversion = 2.9.0;",
            versionMarker: "\t\t\t\tversion = 2.9.0;", resolved: nil,
            message: "'Project' requires the package 'swinject' .exact(\"2.9.0\") (exactly 2.9.0), but RESOLVED pins 2.8.0."),
    ]

    /// Adds a target dependency of `low` on `high` to the project file; returns the line
    /// of the new entry in `low`'s `dependencies` list.
    static func plantDependency(_ app: AppFixture, _ project: String, low: String, high: String) throws -> Int {
        var text = try app.read(project)
        func objectID(_ name: String) throws -> String {
            let marker = try #require(
                text.range(of: " /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;") ?? text.range(of: " /* \(name) */ = {\n\t\t\tisa = PBXAggregateTarget;"),
                "no target \(name)")
            let lineStart = text[..<marker.lowerBound].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
            return String(text[lineStart..<marker.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        let highID = try objectID(high)
        let lowID = try objectID(low)
        let planted = "AAAAAAAAAAAAAAAAAAAAAAAA"
        let start = try #require(text.range(of: "\(lowID) /* \(low) */ = {\n\t\t\tisa = PBX"))
        let list = try #require(text.range(of: "\t\t\tdependencies = (\n", range: start.upperBound..<text.endIndex))
        text.insert(contentsOf: "\t\t\t\t\(planted) /* PBXTargetDependency */,\n", at: list.upperBound)
        let objects = try #require(text.range(of: "\tobjects = {\n"))
        text.insert(contentsOf: "\t\t\(planted) /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = \(highID) /* \(high) */; };\n", at: objects.upperBound)
        try app.write(project, text)
        let entry = try #require(text.range(of: "\t\t\t\t\(planted) /* PBXTargetDependency */,"))
        return text[..<entry.lowerBound].count { $0 == "\n" } + 1
    }

    @Test(arguments: plants)
    func plantedFindingsAreReportedAtTheirLine(_ plant: Plant) throws {
        let app = try AppFixture(plant.fixture)
        defer { app.remove() }
        let input = app.path(plant.input)
        try app.write(".lattice.yml", "layers:\n  - name: low\n    patterns: [\"\(plant.lowNode)\"]\n  - name: high\n    patterns: [\"\(plant.highNode)\"]\n")
        #expect(LatticeTool.run(["check", plant.option, input]).exitCode == 0)
        let line = try Self.plantDependency(app, plant.project, low: plant.low, high: plant.high)
        let layered = LatticeTool.run(["check", plant.option, input])
        #expect(layered.exitCode == 1)
        let errors = layered.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("\(app.path(plant.project)):\(line):5: error: '\(plant.lowNode)' (low) depends on '\(plant.highNode)' (high)") == true, "\(errors)")
        // The version conflict: a requirement the pinned version does not meet.
        var resolvedPath = plant.option == "--xcodeproj"
            ? "\(input)/project.xcworkspace/xcshareddata/swiftpm/Package.resolved" : "\(input)/xcshareddata/swiftpm/Package.resolved"
        let versionLine: Int
        if let old = plant.versionOld {
            versionLine = try app.replace(plant.versionFile, old, with: plant.versionNew, marker: plant.versionMarker)
        } else {
            let resolved = try #require(plant.resolved)
            try FileManager.default.createDirectory(
                atPath: (app.path(resolved.path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try app.write(resolved.path, """
                {"pins": [{"identity": "\(resolved.identity)", "kind": "remoteSourceControl", "location": "https://example.com/\(resolved.identity).git",
                "state": {"revision": "0000000000000000000000000000000000000000", "version": "\(resolved.version)"}}], "version": 2}
                """)
            resolvedPath = app.path(resolved.path)
            let text = try app.read(plant.versionFile)
            let range = try #require(text.range(of: plant.versionMarker))
            versionLine = text[..<range.lowerBound].count { $0 == "\n" } + 1
        }
        let conflicting = LatticeTool.run(["check", plant.option, input])
        let found = conflicting.output.split(separator: "\n").filter { $0.contains("[unsatisfiedRequirement]") }
        let message = plant.message.replacing("RESOLVED", with: resolvedPath)
        #expect(found == ["\(app.path(plant.versionFile)):\(versionLine):5: error: \(message) To fix, change the requirement (the project's Package Dependencies), or resolve the packages again so that Package.resolved pins a version it accepts. [unsatisfiedRequirement]"], "\(conflicting.output.suffix(600))")
    }

    @Test func theDrawingGroupsPackageProducts() throws {
        let input = try AppFixture.original("DuckDuckGo", "DuckDuckGo-iOS.xcodeproj")
        let dot = LatticeTool.run(["graph", "--xcodeproj", input]).output
        let grouped = try #require(dot.split(separator: "\n").first { $0.contains("\"Swift packages (") && $0.hasSuffix(";") && !$0.contains("->") })
        #expect(grouped.contains("products)"))
        #expect(dot.contains("\"Core\" -> \"Swift packages ("))
        #expect(dot.contains("\"DuckDuckGo\" -> \"DuckUI\";"))  // a local package stays itself
        #expect(dot.contains("\"DuckDuckGo\" [shape=box, style=\"filled,bold\""))
    }

    @Test func aSyntheticProjectReadsEveryKindOfDependency() throws {
        // Synthetic (not a real project): the forms the real fixtures do not all have.
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; packageReferences = (R1, R2, R3, R4, ); projectReferences = ({ProductGroup = G9; ProjectRef = F1; }, ); targets = (T1, T2, T3, ); };
            \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (F1, ); path = Modules; sourceTree = "<group>"; };
            \t\tF1 /* Sub */ = {isa = PBXFileReference; path = Sub/Sub.xcodeproj; sourceTree = "<group>"; };
            \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (B1, ); dependencies = (D1, D2, ); name = App; packageProductDependencies = (S1, S2, S4, ); productReference = A1; productType = "com.apple.product-type.application"; };
            \t\tT2 /* Core */ = {isa = PBXNativeTarget; buildPhases = (); dependencies = (); name = Core; productReference = A2; productType = "com.apple.product-type.framework"; };
            \t\tT3 /* AppTests */ = {isa = PBXNativeTarget; buildPhases = (); dependencies = (D3, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
            \t\tA1 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
            \t\tA2 = {isa = PBXFileReference; path = Core.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            \t\tB1 = {isa = PBXFrameworksBuildPhase; files = (K1, K2, ); };
            \t\tK1 = {isa = PBXBuildFile; fileRef = A2; };
            \t\tK2 = {isa = PBXBuildFile; fileRef = X1; };
            \t\tX1 = {isa = PBXFileReference; path = UIKit.framework; sourceTree = SDKROOT; };
            \t\tD1 = {isa = PBXTargetDependency; target = T2; };
            \t\tD2 = {isa = PBXTargetDependency; name = Remote; targetProxy = C1; };
            \t\tD3 = {isa = PBXTargetDependency; target = T1; };
            \t\tC1 = {isa = PBXContainerItemProxy; containerPortal = F1; proxyType = 1; remoteGlobalIDString = RT; remoteInfo = Remote; };
            \t\tR1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/o/Minor.git"; requirement = {kind = upToNextMinorVersion; minimumVersion = 1.2.0; }; };
            \t\tR2 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/o/Ranged"; requirement = {kind = versionRange; maximumVersion = 3.0.0; minimumVersion = 2.0.0; }; };
            \t\tR3 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/o/Branch.git"; requirement = {branch = main; kind = branch; }; };
            \t\tR4 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };
            \t\tS1 = {isa = XCSwiftPackageProductDependency; package = R1; productName = Minor; };
            \t\tS2 = {isa = XCSwiftPackageProductDependency; package = R4; productName = "plugin:KitPlugin"; };
            \t\tS4 = {isa = XCSwiftPackageProductDependency; package = R2; productName = Ranged; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C9, C8, ); };
            \t\tC9 = {isa = XCBuildConfiguration; buildSettings = {MARKETING_VERSION = 1.0; }; name = Debug; };
            \t\tC8 = {isa = XCBuildConfiguration; buildSettings = {MARKETING_VERSION = 2.3.1; }; name = Release; };
            \t};
            \trootObject = P1 /* Project object */;
            }
            """
        let project = try XcodeProject(text: text, path: "App.xcodeproj")
        #expect(project.name == "App")
        #expect(project.targets.map(\.name) == ["App", "Core", "AppTests"])
        #expect(project.targets.map(\.kind) == ["application", "framework", "test"])
        #expect(project.targets[0].marketingVersion == "2.3.1")
        #expect(project.projectReferences.map(\.path) == ["Modules/Sub/Sub.xcodeproj"])
        #expect(project.targets[0].dependencies.map(\.reference) == [
            .target(id: "T2"), .remoteTarget(project: "Modules/Sub/Sub.xcodeproj", targetID: "RT", productID: nil, name: "Remote"),
            .target(id: "T2"), .package(product: "Minor", packageID: "R1"), .package(product: "KitPlugin", packageID: "R4"),
            .package(product: "Ranged", packageID: "R2"),
        ])
        #expect(project.packages["R1"]?.requirement == .upToNextMinor(from: SemanticVersion(1, 2, 0)))
        #expect(project.packages["R2"]?.requirement == .range(SemanticVersion(2, 0, 0)..<SemanticVersion(3, 0, 0)))
        #expect(project.packages["R3"]?.requirement == nil)
        #expect(project.packages["R4"]?.relativePath == "Packages/Kit")
        #expect(project.packages["R2"]?.identity == "ranged")
        let pins = ["minor": SemanticVersion(1, 3, 0), "ranged": SemanticVersion(2, 5, 0)]
        let graph = ModuleGraph(xcodeProjects: [project], pinnedVersions: pins)
        #expect(graph.graph.nodes.map(\.name) == ["App", "Core", "Minor", "KitPlugin", "Ranged"])
        #expect(graph.versions["App"] == SemanticVersion(2, 3, 1))
        #expect(graph.app?.thirdParty == ["Minor": "Swift packages", "Ranged": "Swift packages"])
        // `Remote` lives in a project that was not read: a dependency on an unknown name.
        #expect(graph.check(.standard).diagnostics.map(\.rule).filter { $0 != .nodeInNoLayer } == [.unknownDependency, .unsatisfiedRequirement])
        // 1.3.0 is not .upToNextMinor(from: 1.2.0): a finding at the requirement's version.
        let findings = graph.app?.findings ?? []
        #expect(findings.map(\.node) == ["minor"])
        let requirementLine = text.components(separatedBy: "\n")[20]
        let column = try #require(requirementLine.range(of: "minimumVersion = 1.2.0")).lowerBound.utf16Offset(in: requirementLine) + 1
        #expect(findings.first?.location == FileLocation(file: "App.xcodeproj/project.pbxproj", line: 21, column: column))
        let included = ModuleGraph(xcodeProjects: [project], configuration: ToolConfiguration(includeTests: true))
        #expect(included.graph.nodes.map(\.name).contains("AppTests"))
    }

    @Test func aComponentManifestBesideTheProjectIsCompared() throws {
        let app = try AppFixture("XcodeGen")
        defer { app.remove() }
        try app.write("components.yml", """
            components:
              - name: Framework_iOS
                version: 1.0.0
                dependencies:
                  Framework2_iOS: ""
              - name: StaticLibrary_ObjC_iOS
                version: 1.0.0

            """)
        let run = LatticeTool.run(["check", "--xcodeproj", app.path("Project.xcodeproj")])
        let found = run.output.split(separator: "\n").filter { $0.contains("[manifestMismatch]") }
        let file = app.path("components.yml")
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("\(file):5:7: error: components.yml says 'Framework_iOS' depends on 'Framework2_iOS', but its target in '") == true, "\(found)")
        #expect(found.last?.contains("error: The target 'Framework_iOS' depends on the component 'StaticLibrary_ObjC_iOS' (\(app.path("Project.xcodeproj/project.pbxproj")):") == true, "\(found)")
    }

    @Test func aWorkspaceReadsGroupsAndLocations() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <!-- a comment with <FileRef location = "group:Ignored.xcodeproj"> -->
               <Group
                  location = "container:Modules"
                  name = "Modules">
                  <FileRef
                     location = "group:Cart &amp; Pay/Cart.xcodeproj">
                  </FileRef>
               </Group>
               <FileRef
                  location = "group:App.xcodeproj">
               </FileRef>
               <FileRef location = "group:Docs"></FileRef>
               <FileRef location = "absolute:/opt/Shared.xcodeproj"/>
            </Workspace>
            """
        let workspace = try XcodeWorkspace(text: text, path: "Root/App.xcworkspace")
        #expect(workspace.projects == [
            .init(path: "Root/Modules/Cart & Pay/Cart.xcodeproj", location: FileLocation(file: "Root/App.xcworkspace/contents.xcworkspacedata", line: 8)),
            .init(path: "Root/App.xcodeproj", location: FileLocation(file: "Root/App.xcworkspace/contents.xcworkspacedata", line: 12)),
            .init(path: "/opt/Shared.xcodeproj", location: FileLocation(file: "Root/App.xcworkspace/contents.xcworkspacedata", line: 16)),
        ])
        let inside = try XcodeWorkspace(text: "<Workspace version = \"1.0\"><FileRef location = \"self:\"></FileRef></Workspace>", path: "App.xcodeproj/project.xcworkspace")
        #expect(inside.projects.map(\.path) == ["App.xcodeproj"])
        for (bad, line) in [("<Workspace>\n</Group>", 2), ("<Workspace>\n<FileRef location = \"group:A.xcodeproj\"", 2), ("<Nothing/>", 1)] {
            let error = #expect(throws: ToolError.self) { try XcodeWorkspace(text: bad, path: "W.xcworkspace") }
            #expect(error?.code == .malformedProject && error?.location?.line == line, "\(bad)")
            let problems = LatticeErrorText.problems(in: error?.description ?? "")
            #expect(problems.isEmpty)
        }
    }

    @Test func aMissingProjectIsNamedWhereItIsListed() throws {
        let app = try AppFixture("XcodeGen")
        defer { app.remove() }
        try FileManager.default.removeItem(atPath: app.path("AnotherProject"))
        let workspace = LatticeTool.run(["check", "--xcworkspace", app.path("Workspace.xcworkspace")])
        #expect(workspace.exitCode == 2)
        #expect(workspace.errorOutput.hasPrefix("\(app.path("Workspace.xcworkspace/contents.xcworkspacedata")):7: error: The Xcode project '\(app.path("AnotherProject/AnotherProject.xcodeproj"))' listed at "), "\(workspace.errorOutput)")
        #expect(workspace.errorOutput.contains("To fix, generate it first (`pod install`, `xcodegen`, `tuist generate`), or check the projects that exist with --xcodeproj."))
        // The project alone refers to it too (projectReferences), at that line.
        let project = LatticeTool.run(["check", "--xcodeproj", app.path("Project.xcodeproj")])
        #expect(project.exitCode == 2)
        #expect(project.errorOutput.hasPrefix("\(app.path("Project.xcodeproj/project.pbxproj")):"))
        let nothing = LatticeTool.run(["graph", "--xcodeproj", "/nonexistent/App.xcodeproj"])
        #expect(nothing.exitCode == 2)
        #expect(nothing.errorOutput.contains("The Xcode project '/nonexistent/App.xcodeproj' does not exist (no '/nonexistent/App.xcodeproj/project.pbxproj')."))
        let two = LatticeTool.run(["check", "--xcodeproj", "A.xcodeproj", "--podfile-lock", "Podfile.lock"])
        #expect(two.exitCode == 2)
        #expect(two.errorOutput.contains("--podfile-lock and --xcodeproj name two different graphs."))
        let wiring = LatticeTool.run(["check", "--xcodeproj", try AppFixture.original("Mastodon", "Mastodon.xcodeproj"), "--wiring"])
        #expect(wiring.errorOutput.contains("--wiring reads a package's sources, but the input is an app's lock file or Xcode project."))
    }

    @Test func aMalformedProjectIsATypedErrorAtItsLine() throws {
        let app = try AppFixture("Mastodon")
        defer { app.remove() }
        let line = try app.replace("Mastodon.xcodeproj/project.pbxproj", "/* Project object */;\n}", with: "/* Project object */\n}", marker: "\trootObject")
        let run = LatticeTool.run(["check", "--xcodeproj", app.path("Mastodon.xcodeproj")])
        #expect(run.exitCode == 2)
        let file = app.path("Mastodon.xcodeproj/project.pbxproj")
        #expect(run.errorOutput.hasPrefix("\(file):\(line + 1):1: error: '\(file)' is not a property list Xcode can read: the value of 'rootObject' is not followed by ';'."), "\(run.errorOutput)")
    }
}
