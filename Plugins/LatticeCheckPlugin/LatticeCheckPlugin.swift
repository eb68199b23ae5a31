import Foundation
import PackagePlugin

/// `swift package lattice-check`: the whole-app check on this package — its target graph
/// against the layer rules, and the wiring of every composition root, read from the
/// sources. Arguments after the verb go to `lattice check` (`--root ShopApp`,
/// `--format json`). Exits non-zero on an error.
@main
struct LatticeCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try (try? context.tool(named: "lattice")) ?? context.tool(named: "LatticeCLI")
        // The target graph from the plugin API: the tool must not run SwiftPM while this
        // command holds the package's lock.
        let graph = context.pluginWorkDirectoryURL.appending(path: "package-graph.json")
        try PackageGraphJSON.data(for: context.package).write(to: graph)
        let process = Process()
        process.executableURL = tool.url
        // Paths as they are on disk: `path()` would percent-encode spaces and accents.
        let summaries = context.pluginWorkDirectoryURL.appending(path: "summaries")
        process.arguments = [
            "check", "--wiring", "--package-path", context.package.directoryURL.path(percentEncoded: false),
            "--dump-file", graph.path(percentEncoded: false), "--cache-directory", summaries.path(percentEncoded: false),
        ] + arguments
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
