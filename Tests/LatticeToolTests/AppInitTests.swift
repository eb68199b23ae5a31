import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `lattice init` on an app's lock file, project or workspace: a starting `.lattice.yml`
/// beside it, under which the check is clean.
@Suite struct AppInitTests {
    @Test(arguments: [
        ("GitHawk", "--podfile-lock", "Podfile.lock"), ("WooCommerce", "--podfile-lock", "Podfile.lock"),
        ("Wikipedia", "--podfile-lock", "Podfile.lock"), ("Element", "--podfile-lock", "Podfile.lock"),
        ("XcodeGen", "--xcodeproj", "Project.xcodeproj"), ("DuckDuckGo", "--xcodeproj", "DuckDuckGo-iOS.xcodeproj"),
        ("Mastodon", "--xcodeproj", "Mastodon.xcodeproj"), ("XcodeGen", "--xcworkspace", "Workspace.xcworkspace"),
        ("GitHubAPI", "--xcworkspace", "GitHubAPI.xcworkspace"), ("Eigen", "--podfile-lock", "Podfile.lock"),
    ])
    func theCheckIsCleanAfterInit(_ fixture: String, _ option: String, _ input: String) throws {
        let app = try AppFixture(fixture)
        defer { app.remove() }
        let path = app.path(input)
        // Not clean before: the three-layer default places none of the app's modules.
        #expect(!LatticeTool.run(["check", option, path]).output.contains(" 0 warnings"))
        let run = LatticeTool.run(["init", option, path])
        #expect(run.exitCode == 0, "\(run.errorOutput)")
        #expect(run.output.hasPrefix("Wrote \(app.path(".lattice.yml")): "))
        #expect(run.output.contains("lattice check under it: 0 errors, 0 warnings."), "\(run.output)")
        let check = LatticeTool.run(["check", option, path])
        #expect(check.exitCode == 0)
        #expect(check.output.hasPrefix("lattice: 0 errors, 0 warnings in "), "\(check.output.prefix(400))")
        // An existing file is kept.
        let again = LatticeTool.run(["init", option, path])
        #expect(again.exitCode == 2)
        #expect(again.errorOutput.contains("already exists"))
    }

    @Test func gitHawksProposalPlacesItsOwnPodsAndLeavesTheRestToThirdParty() throws {
        let app = try AppFixture("GitHawk")
        defer { app.remove() }
        let run = LatticeTool.run(["init", "--podfile-lock", app.path("Podfile.lock"), "--dry-run"])
        #expect(run.exitCode == 0)
        let yaml = run.output
        #expect(yaml.hasPrefix("# Written by `lattice init` from the pod graph of Podfile.lock (6 pods, 5 dependencies).\n# A starting point: every pod is in a layer"))
        #expect(yaml.contains("# The 33 third-party pods are checked in the layer 'thirdParty', which"))
        #expect(yaml.contains("  - name: foundation  # foundation: no dependency inside the app, or named as low-level"))
        #expect(yaml.contains("      - \"DateAgo\"\n      - \"GitHubAPI\"\n      - \"GitHubSession\"\n      - \"StringHelpers\"\n      - \"SwipeCellKit\"\n"))
        #expect(yaml.contains("  - name: apps  # executables, plugins and apps: the composition roots\n    patterns:\n      - \"*App\"\n      - \"Podfile\"\n"))
        #expect(!yaml.contains("Alamofire"))
        #expect(!FileManager.default.fileExists(atPath: app.path(".lattice.yml")))
    }

    @Test func ownPodsThatThirdPartyPodsUseGoBelowWithThem() throws {
        // React Native's pods (third-party, from node_modules) depend on ReactCodegen, the
        // code React Native generates into the app (`:path: build/generated/ios`).
        let app = try AppFixture("Eigen")
        defer { app.remove() }
        let yaml = LatticeTool.run(["init", "--podfile-lock", app.path("Podfile.lock"), "--dry-run"]).output
        #expect(yaml.contains("# The 196 third-party pods are checked in the layer 'thirdParty', which\n# `lattice check` fills below these;"), "\(yaml)")
        let layers = try #require(yaml.components(separatedBy: "layers:").last)
        #expect(layers.contains("\n  - name: thirdParty  # the app's own pods that third-party ones depend on, and what they use; the check adds the third-party ones here\n    patterns:\n      - \"ReactCodegen\"\n  - name: apps"), "\(layers)")
    }

    @Test func anXcodeProposalPutsAppsAndExtensionsOnTopAndTestsApart() throws {
        let app = try AppFixture("XcodeGen")
        defer { app.remove() }
        let yaml = LatticeTool.run(["init", "--xcodeproj", app.path("Project.xcodeproj"), "--dry-run"]).output
        #expect(yaml.hasPrefix("# Written by `lattice init` from the target graph of Project.xcodeproj (43 targets, 26 dependencies)."), "\(yaml.prefix(200))")
        #expect(yaml.contains("# The 1 third-party package product is checked in the layer 'thirdParty', which"))
        let apps = try #require(yaml.components(separatedBy: "  - name: apps").last?.components(separatedBy: "  - name:").first)
        for name in ["App_iOS", "App_macOS", "iMessageExtension", "XPC Service", "Tool", "SuperTarget"] { #expect(apps.contains("\"\(name)\""), "\(name)") }
        #expect(apps.contains("\"*App\""))  // iMessageApp
        // The five test targets all end in `Tests`: the layer's glob takes them.
        let tests = try #require(yaml.components(separatedBy: "  - name: tests").last)
        #expect(tests.hasPrefix("  # test targets: checked only with `tests: include`\n    patterns:\n      - \"*Tests\"\ntests: exclude"))
    }
}
