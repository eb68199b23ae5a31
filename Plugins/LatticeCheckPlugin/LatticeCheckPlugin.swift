import Foundation
import PackagePlugin

/// `swift package lattice-check`: the whole-app check on this package — its target graph
/// against the layer rules, and the wiring of every composition root, read from the
/// sources. Arguments after the verb go to `lattice check` (`--root ShopApp`,
/// `--format json`). Exits non-zero on an error.
@main
struct LatticeCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try (try? context.tool(named: "lattice-cli")) ?? context.tool(named: "LatticeCLI")
        // The target graph from the plugin API: the tool must not run SwiftPM while this
        // command holds the package's lock.
        let graph = context.pluginWorkDirectoryURL.appending(path: "package-graph.json")
        try PackageGraphJSON.data(for: context.package).write(to: graph)
        let summaries = context.pluginWorkDirectoryURL.appending(path: "summaries")
        try Self.run(tool.url, [
            "check", "--wiring", "--package-path", context.package.directoryURL.filePath,
            "--dump-file", graph.filePath, "--cache-directory", summaries.filePath,
        ] + arguments)
    }

    /// Runs the tool; a non-zero exit is the command's failure.
    static func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("lattice check found wiring errors (exit status \(process.terminationStatus)); see the diagnostics above.")
            throw CheckFailed(status: process.terminationStatus)
        }
    }

    struct CheckFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "lattice check exited with status \(status)" }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project (the project's context menu, "Lattice Check"): the project's target
/// graph (targets, their dependencies, linked frameworks and Swift packages) against the
/// layer rules of the `.lattice.yml` beside it, as `lattice check --xcodeproj` does.
/// Arguments go to `lattice check`.
extension LatticeCheckPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try (try? context.tool(named: "lattice-cli")) ?? context.tool(named: "LatticeCLI")
        let project = context.xcodeProject.directoryURL.appending(path: "\(context.xcodeProject.displayName).xcodeproj")
        try Self.run(tool.url, ["check", "--xcodeproj", project.filePath] + arguments)
    }
}
#endif
