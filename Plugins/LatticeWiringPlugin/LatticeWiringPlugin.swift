import Foundation
import PackagePlugin

/// Runs `lattice scan` for the target on every build: the generated registration
/// (`<Target>+LatticeWiring.swift`) follows the sources with no script to remember, and a
/// scan error (a pattern that does not parse, an annotation used wrongly) fails the build.
///
/// On a composition root (listed under `interfaces.compositionRoots` in `.lattice.yml`,
/// or an executable target), it also runs the whole-app check over everything the target
/// links: a wiring mistake there fails the build too.
@main
struct LatticeWiringPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try (try? context.tool(named: "lattice")) ?? context.tool(named: "LatticeCLI")
        let root = context.package.directoryURL
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let wiring = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+LatticeWiring.swift")
        var commands: [Command] = [
            .buildCommand(
                displayName: "Lattice: scanning \(target.name)",
                executable: tool.url,
                arguments: ["scan", "--package-path", root.path(), "--target", target.name, "--output", wiring.path()] + sources.map { $0.path() },
                inputFiles: sources,
                outputFiles: [wiring])
        ]
        // The whole-app check reads every linked target's sources; the tool decides from
        // `.lattice.yml` whether this target is a composition root, and writes the stamp.
        var linked: [URL] = sources
        for case let dependency as SourceModuleTarget in target.recursiveTargetDependencies {
            linked += dependency.sourceFiles(withSuffix: "swift").map(\.url)
        }
        let configuration = root.appending(path: ".lattice.yml")
        if FileManager.default.fileExists(atPath: configuration.path()) { linked.append(configuration) }
        // The target graph as `swift package dump-package` writes it: the tool must not run
        // SwiftPM on the package being built.
        let graph = context.pluginWorkDirectoryURL.appending(path: "package-graph.json")
        try PackageGraphJSON.data(for: context.package).write(to: graph)
        let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+LatticeCheck.swift")
        commands.append(.buildCommand(
            displayName: "Lattice: checking the wiring of \(target.name)",
            executable: tool.url,
            arguments: [
                "check", "--wiring", "--package-path", root.path(), "--dump-file", graph.path(),
                "--root", target.name, "--if-composition-root", "--stamp", stamp.path(),
            ],
            inputFiles: linked + [graph],
            outputFiles: [stamp]))
        return commands
    }
}
