internal import ArgumentParser
internal import Foundation
internal import LatticeGraph

/// The inputs of an app that is not a package: a CocoaPods `Podfile.lock`, an Xcode
/// project or an Xcode workspace. `check`, `graph` and `init` take them.
struct AppInputOptions: ParsableArguments {
    @Option(help: "Check a CocoaPods Podfile.lock (and Pods/Local Podspecs beside it, if present) instead of a package.")
    var podfileLock: String?

    @Option(help: "Check an Xcode project (.xcodeproj, and the projects it refers to) instead of a package.")
    var xcodeproj: String?

    @Option(help: "Check an Xcode workspace (.xcworkspace): every project it lists.")
    var xcworkspace: String?

    @Flag(help: "With --podfile-lock: show subspecs (Firebase/Core) as modules of their own instead of folding them onto their pod.")
    var subspecs = false

    /// The input given, if any.
    var path: String? { podfileLock ?? xcodeproj ?? xcworkspace }

    /// The directory where `.lattice.yml` and `components.yml` are looked for: the lock
    /// file's, or the one that holds the project or workspace.
    var directory: String? {
        path.map { input in
            var trimmed = input
            while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
            for file in ["/project.pbxproj", "/contents.xcworkspacedata"] where trimmed.hasSuffix(file) { trimmed.removeLast(file.count) }
            let parent = (trimmed as NSString).deletingLastPathComponent
            return parent.isEmpty ? "." : parent
        }
    }

    /// Checks that at most one input is given, and not with a package dump.
    func validateInputs(dumpFile: String?) throws(ToolError) {
        let given = [("--podfile-lock", podfileLock), ("--xcodeproj", xcodeproj), ("--xcworkspace", xcworkspace)].filter { $0.1 != nil }.map(\.0)
        guard given.count <= 1 else {
            throw ToolError(.invalidArgument, subject: given[1], message: "\(given.joined(separator: " and ")) name two different graphs.", fix: "pass only one of them", fileID: #fileID, line: #line)
        }
        if let first = given.first, dumpFile != nil {
            throw ToolError(.invalidArgument, subject: first, message: "\(first) and --dump-file name two different graphs.", fix: "pass only one of them", fileID: #fileID, line: #line)
        }
        if subspecs && podfileLock == nil {
            throw ToolError(.invalidArgument, subject: "--subspecs", message: "--subspecs only applies to --podfile-lock.", fix: "add --podfile-lock <path> or drop --subspecs", fileID: #fileID, line: #line)
        }
    }

    /// The app's graph under `configuration`, its third-party modules placed in its rules
    /// (``ModuleGraph/placingThirdParty(in:)``), with the findings of the reading: the
    /// local podspecs beside a lock file, and the component manifest (`manifest`, else
    /// `components.yml` beside the input) compared with the graph. `nil` without an input.
    func load(_ configuration: inout ToolConfiguration, manifest: String?) throws(ToolError) -> (graph: ModuleGraph, title: String)? {
        guard let path else { return nil }
        var graph: ModuleGraph
        var thing = "target"
        if let podfileLock {
            thing = "pod"
            graph = try Self.podGraph(podfileLock, configuration: configuration, subspecs: subspecs)
        } else {
            graph = try Self.xcodeGraph(project: xcodeproj, workspace: xcworkspace, configuration: configuration)
        }
        configuration.rules = graph.placingThirdParty(in: configuration.rules)
        let beside = ((directory ?? ".") as NSString).appendingPathComponent("components.yml")
        if let components = manifest ?? (FileManager.default.fileExists(atPath: beside) ? beside : nil) {
            let loaded = try ComponentManifestLoader.load(path: components)
            let found = ManifestComparison.findings(loaded, against: graph, thing: thing)
            graph.app?.findings += found
        }
        var title = (path as NSString).lastPathComponent
        for file in ["project.pbxproj", "contents.xcworkspacedata"] where title == file {
            title = (((path as NSString).deletingLastPathComponent) as NSString).lastPathComponent
        }
        return (graph, title)
    }

    /// The graph of the lock file at `path`, with the findings of `Pods/Local Podspecs`
    /// beside it.
    static func podGraph(_ path: String, configuration: ToolConfiguration, subspecs: Bool) throws(ToolError) -> ModuleGraph {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(
                .unreadableFile, subject: path, message: "The lock file '\(path)' cannot be read.",
                fix: "pass the Podfile.lock that `pod install` writes beside the Podfile", fileID: #fileID, line: #line)
        }
        let lock = try PodfileLock(text: String(decoding: data, as: UTF8.self), file: path)
        var graph = ModuleGraph(podfileLock: lock, configuration: configuration, subspecs: subspecs)
        let directory = (path as NSString).deletingLastPathComponent
        let podspecs = ((directory.isEmpty ? "." : directory) as NSString).appendingPathComponent("Pods/Local Podspecs")
        let found = try ManifestComparison.podspecFindings(lock, directory: podspecs)
        graph.app?.findings += found
        return graph
    }

    /// The graph of an Xcode project (and the projects it refers to) or of a workspace's
    /// projects, with the versions of `Package.resolved`.
    static func xcodeGraph(project: String?, workspace: String?, configuration: ToolConfiguration) throws(ToolError) -> ModuleGraph {
        var roots: [(path: String, location: FileLocation?)] = []
        var container: String
        var file: String
        if let workspace {
            let read = try XcodeWorkspace(path: workspace)
            guard !read.projects.isEmpty else {
                throw ToolError(
                    .malformedProject, subject: read.file, message: "The workspace '\(read.file)' lists no Xcode project.",
                    fix: "add the app's projects to the workspace, or pass a project with --xcodeproj", location: FileLocation(file: read.file, line: 1), fileID: #fileID, line: #line)
            }
            roots = read.projects.map { ($0.path, $0.location) }
            container = read.path
            file = read.file
        } else {
            var path = project ?? "."
            if path.hasSuffix("/project.pbxproj") { path = (path as NSString).deletingLastPathComponent }
            roots = [(path, nil)]
            container = path
            file = (path as NSString).appendingPathComponent("project.pbxproj")
        }
        let projects = try loadProjects(roots)
        let resolved = try PackageResolved.load(PackageResolved.path(beside: container))
        return ModuleGraph(
            xcodeProjects: projects, pinnedVersions: (resolved?.pins ?? [:]).compactMapValues(\.version),
            pinsFile: resolved?.file ?? "Package.resolved", configuration: configuration, file: file)
    }

    /// Reads `roots` and every project they refer to, each once.
    ///
    /// - Throws: ``ToolError/Code/malformedProject`` naming where a project that does not
    ///   exist is listed or referred to.
    static func loadProjects(_ roots: [(path: String, location: FileLocation?)]) throws(ToolError) -> [XcodeProject] {
        var queue = roots
        var seen: Set<String> = []
        var projects: [XcodeProject] = []
        while !queue.isEmpty {
            let (path, location) = queue.removeFirst()
            guard seen.insert(ModuleGraph.normalizedPath(path)).inserted else { continue }
            let file = (path as NSString).appendingPathComponent("project.pbxproj")
            guard FileManager.default.fileExists(atPath: file) else {
                let listed = location.map { " listed at \($0.file):\($0.line)" } ?? ""
                throw ToolError(
                    .malformedProject, subject: path, message: "The Xcode project '\(path)'\(listed) does not exist (no '\(file)').",
                    fix: "generate it first (`pod install`, `xcodegen`, `tuist generate`), or check the projects that exist with --xcodeproj",
                    location: location, fileID: #fileID, line: #line)
            }
            let project = try XcodeProject(path: path)
            projects.append(project)
            let directory = (path as NSString).deletingLastPathComponent
            for reference in project.projectReferences {
                queue.append((directory.isEmpty ? reference.path : (directory as NSString).appendingPathComponent(reference.path), reference.location))
            }
        }
        return projects
    }
}
