import Foundation
import PackagePlugin

/// Runs `lattice scan` for the target on every build: the generated registration
/// (`<Target>+LatticeWiring.swift`) follows the sources with no script to remember, and a
/// scan error (a pattern that does not parse, an annotation used wrongly) fails the build.
///
/// On a composition root (listed under `interfaces.compositionRoots` in `.lattice.yml`,
/// or an executable target when the file lists none), it also runs the whole-app check
/// over everything the target links: a wiring mistake there fails the build too.
///
/// What a build costs is the point of the design (the LatticeTool article "The build
/// plugin"): every command runs only when its inputs change, nothing is rewritten that did
/// not change, other targets get no check command at all, and the check keeps one scan
/// summary per linked target in its work directory, so after an edit it parses only the
/// targets whose files changed.
@main
struct LatticeWiringPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try (try? context.tool(named: "lattice-cli")) ?? context.tool(named: "LatticeCLI")
        let root = context.package.directoryURL
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        var commands = [Self.scanCommand(tool: tool.url, root: root, target: target.name, sources: sources, workDirectory: context.pluginWorkDirectoryURL)]
        let configuration = root.appending(path: ".lattice.yml")
        let configurationText = (try? String(contentsOf: configuration, encoding: .utf8))
        guard CompositionRoots.isRoot(target.name, isExecutable: target.kind == .executable, configuration: configurationText) else {
            return commands
        }
        if let source = PrebuiltToolAge.newerSource(than: tool.url, in: context.package) {
            Diagnostics.warning(PrebuiltToolAge.warning(tool: tool.url, source: source))
        }
        // The whole-app check reads every linked target's sources; its summaries make an
        // edit cost the targets that changed, not the app.
        var linked: [URL] = sources
        for case let dependency as SourceModuleTarget in target.recursiveTargetDependencies {
            linked += dependency.sourceFiles(withSuffix: "swift").map(\.url)
        }
        if configurationText != nil { linked.append(configuration) }
        // The component manifest, which the check compares with the components' code.
        let components = root.appending(path: "components.yml")
        if FileManager.default.fileExists(atPath: components.filePath) { linked.append(components) }
        // The target graph as `swift package dump-package` writes it: the tool must not run
        // SwiftPM on the package being built. Written only when it changed, so that planning
        // the build again (a new file) does not make it look changed.
        let graph = context.pluginWorkDirectoryURL.appending(path: "package-graph.json")
        let data = try PackageGraphJSON.data(for: context.package)
        if (try? Data(contentsOf: graph)) != data { try data.write(to: graph) }
        let summaries = context.pluginWorkDirectoryURL.appending(path: "summaries")
        var arguments = [
            "check", "--wiring", "--package-path", root.filePath, "--dump-file", graph.filePath,
            "--root", target.name, "--cache-directory", summaries.filePath,
        ]
        // No output: SwiftPM runs a command without outputs when its inputs change, and
        // compiles nothing because of it (a generated stamp file would recompile the target
        // after every check). Before tools 6.0 such a command never runs, so older packages
        // get a stamp, written once.
        var outputs: [URL] = []
        if context.package.toolsVersion.major < 6 {
            let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+LatticeCheck.swift")
            arguments += ["--stamp", stamp.filePath]
            outputs.append(stamp)
        }
        commands.append(.buildCommand(
            displayName: "Lattice: checking the wiring of \(target.name)",
            executable: tool.url, arguments: arguments, inputFiles: linked + [graph], outputFiles: outputs))
        return commands
    }
}

extension LatticeWiringPlugin {
    /// The scan of one target: its generated registration (`<Target>+LatticeWiring.swift`)
    /// and its scan errors, rerun only when one of its Swift files changes.
    static func scanCommand(tool: URL, root: URL, target: String, sources: [URL], workDirectory: URL) -> Command {
        let wiring = workDirectory.appending(path: "\(target)+LatticeWiring.swift")
        // SwiftPM reruns every command of the plugin when it relinks the tool (each time it
        // plans the build again); the state lets such a run end without parsing.
        let state = workDirectory.appending(path: "\(target).scan-state.json")
        return .buildCommand(
            displayName: "Lattice: scanning \(target)",
            executable: tool,
            arguments: ["scan", "--package-path", root.filePath, "--target", target, "--output", wiring.filePath, "--state", state.filePath]
                + sources.map(\.filePath),
            inputFiles: sources,
            outputFiles: [wiring])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project (Xcode builds targets of `.xcodeproj` files, which SwiftPM's plugin
/// API does not see): each target that uses the plugin gets its scan, as a package target
/// does. The whole-app check reads a package's target graph, which an Xcode project does not
/// give a build plugin; the graph of an Xcode project is checked by the command plugin
/// (`lattice check --xcodeproj`).
extension LatticeWiringPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !sources.isEmpty else { return [] }
        let tool = try (try? context.tool(named: "lattice-cli")) ?? context.tool(named: "LatticeCLI")
        return [
            Self.scanCommand(
                tool: tool.url, root: context.xcodeProject.directoryURL, target: target.displayName, sources: sources,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif
