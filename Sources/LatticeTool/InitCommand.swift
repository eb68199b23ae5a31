internal import ArgumentParser
internal import Foundation
internal import LatticeGraph

/// `lattice init`: writes a starting `.lattice.yml` proposed from the package's graph
/// (see ``ConfigurationProposal``), under which the check is clean.
struct InitCommand: ParsableCommand, ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starting .lattice.yml proposed from the package's target graph (or an app's pods or Xcode targets), under which `lattice check` is clean.",
        discussion: """
            Layers come from dependency depth and naming: low layers by depth, then \\
            features (*Feature), apps (executables, plugins, *App), test support \\
            (*TestUtils, *TestSupport, *Testing), examples and benchmarks, and tests. \\
            An existing file is kept unless --force is given.
            """)

    @Option(help: "The package directory.")
    var packagePath: String = "."

    @Option(help: "Read a saved `swift package dump-package` JSON instead of running SwiftPM.")
    var dumpFile: String?

    @OptionGroup var app: AppInputOptions

    @Flag(help: "Replace an existing .lattice.yml.")
    var force = false

    @Flag(help: "Print the proposal instead of writing it.")
    var dryRun = false

    func execute(_ output: inout ToolOutput) throws(ToolError) -> Int32 {
        try app.validateInputs(dumpFile: dumpFile)
        let path = ((app.directory ?? packagePath) as NSString).appendingPathComponent(ConfigurationLoader.defaultFileName)
        if !dryRun && !force && FileManager.default.fileExists(atPath: path) {
            throw ToolError(
                .configurationExists, subject: path,
                message: "'\(path)' already exists, and `lattice init` does not overwrite it.", fix: "pass --force to replace it (the old file is lost), --dry-run to print the proposal, or move the file away first",
                fileID: #fileID, line: #line)
        }
        let proposal: ConfigurationProposal
        var noun = "targets"
        var manifest: PackageManifest?
        if app.path != nil {
            // The whole graph, tests included, under no layer: the proposal places it.
            var unchecked = ToolConfiguration(rules: (try? LayerRules([])) ?? .threeLayerDefault, includeTests: true)
            guard let loaded = try app.load(&unchecked, manifest: nil) else { return ExitCode.success.rawValue }
            proposal = ConfigurationProposal(app: loaded.graph, name: loaded.title)
            noun = loaded.graph.nodeNoun
        } else {
            manifest = try PackageLoader.load(packagePath: packagePath, dumpFile: dumpFile)
            proposal = ConfigurationProposal(manifest: manifest!)
        }
        guard !proposal.layers.isEmpty else {
            throw ToolError(.invalidArgument, subject: proposal.packageName, message: "'\(proposal.packageName)' has no \(noun) of its own to put in layers.", fix: "run `lattice init` on a package or app with modules of its own", fileID: #fileID, line: #line)
        }
        let yaml = proposal.yaml
        if dryRun {
            output.standard += yaml
            return ExitCode.success.rawValue
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(yaml.utf8)) else {
            throw ToolError(.unreadableFile, subject: path, message: "Cannot write '\(path)'.", fix: "check that the package directory is writable", fileID: #fileID, line: #line)
        }
        // What the next `lattice check` will say, read back from the file just written.
        var configuration = try ConfigurationLoader.load(path: path)
        let result: CheckResult
        if let manifest {
            result = ModuleGraph(manifest: manifest, configuration: configuration).check(configuration)
        } else if let loaded = try app.load(&configuration, manifest: nil) {
            result = loaded.graph.check(configuration)
        } else {
            return ExitCode.success.rawValue
        }
        let summary = proposal.layers.filter { $0.name != "tests" }.map { "\($0.name) \($0.members.count)" }.joined(separator: ", ")
        output.standard += "Wrote \(path): \(proposal.layers.count) layers for \(proposal.targetCount) \(noun) (\(summary)).\n"
        output.standard += "lattice check under it: \(result.errorCount) error\(result.errorCount == 1 ? "" : "s"), \(result.warningCount) warning\(result.warningCount == 1 ? "" : "s").\n"
        for diagnostic in result.diagnostics { output.standard += diagnostic.compilerForm + "\n" }
        return ExitCode.success.rawValue
    }
}
