internal import LatticeGraph
internal import LatticeManifest
internal import LatticeScan
internal import ArgumentParser
internal import Foundation

/// `lattice`: the root command; `check` runs when no subcommand is named.
struct LatticeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lattice",
        abstract: "Check and draw a Swift package's module graph against layer rules.",
        discussion: """
            Reads the package's real target graph (`swift package dump-package`), or an \
            app's Podfile.lock (--podfile-lock) or Xcode project (--xcodeproj, \
            --xcworkspace), and the configuration '.lattice.yml' at the package root or \
            beside the app's input (the three-layer default foundation → shared → \
            features when there is none).
            Exit status: 0 clean (warnings allowed), 1 errors found, 2 bad input, 64 bad usage.
            """,
        subcommands: [CheckCommand.self, GraphCommand.self, InitCommand.self, ScanCommand.self, RoutesCommand.self, ServicesCommand.self],
        defaultSubcommand: CheckCommand.self)
}

/// Where the graph comes from, shared by both subcommands.
struct InputOptions: ParsableArguments {
    @Option(help: "The package directory.")
    var packagePath: String = "."

    @Option(help: "The configuration file (default: .lattice.yml at the package root, or beside the manifest with --manifest, if present).")
    var config: String?

    @Option(help: "Read a saved `swift package dump-package` JSON instead of running SwiftPM.")
    var dumpFile: String?

    @Option(help: "Check a component manifest (components.yml) instead of the package's targets; with --podfile-lock, --xcodeproj or --xcworkspace, the manifest to compare with the app's graph (default: components.yml beside it, if present).")
    var manifest: String?

    @OptionGroup var app: AppInputOptions

    /// The configuration: `--config`, else `.lattice.yml` beside the app's lock file,
    /// project or workspace, beside the manifest (with `--manifest`) or at the package
    /// root, else the standard one.
    func loadConfiguration() throws(ToolError) -> ToolConfiguration {
        if let config { return try ConfigurationLoader.load(path: config) }
        let root = app.directory ?? manifest.map { ($0 as NSString).deletingLastPathComponent } ?? packagePath
        let directory = root.isEmpty ? "." : root
        let path = (directory as NSString).appendingPathComponent(ConfigurationLoader.defaultFileName)
        guard FileManager.default.fileExists(atPath: path) else { return .standard }
        return try ConfigurationLoader.load(path: path, displayPath: directory == "." ? ConfigurationLoader.defaultFileName : path)
    }

    /// The checked graph.
    func load() throws(ToolError) -> (graph: ModuleGraph, configuration: ToolConfiguration, title: String) {
        try app.validateInputs(dumpFile: dumpFile)
        var configuration = try loadConfiguration()
        if let loaded = try app.load(&configuration, manifest: manifest) {
            return (loaded.graph, configuration, loaded.title)
        }
        if let manifest {
            guard dumpFile == nil else {
                throw ToolError(.invalidArgument, subject: "--manifest", message: "--manifest and --dump-file name two different graphs.", fix: "pass only one of them", fileID: #fileID, line: #line)
            }
            let components = try ComponentManifestLoader.load(path: manifest)
            if let rules = components.layers { configuration.rules = rules }
            do {
                return (try ModuleGraph(components: components), configuration, (manifest as NSString).lastPathComponent)
            } catch {
                throw ComponentManifestLoader.toolError(error)
            }
        }
        let package = try PackageLoader.load(packagePath: packagePath, dumpFile: dumpFile)
        return (ModuleGraph(manifest: package, configuration: configuration), configuration, package.name)
    }
}

/// A subcommand that writes to captured output and returns an exit status.
protocol ToolCommand {
    func execute(_ output: inout ToolOutput) throws(ToolError) -> Int32
}

/// What a run prints.
struct ToolOutput {
    var standard = ""
    var error = ""
}

/// `lattice check`.
struct CheckCommand: ParsableCommand, ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report layer violations, feature-to-feature dependencies, cycles, targets in no layer and dependencies on implementations.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var input: InputOptions

    @Option(help: "Output: text (compiler diagnostics) or json.")
    var format: Format = .text

    @Flag(help: "Also check the wiring read from the sources of each composition root and everything it links (services, routes, mediator targets, component dependencies, imports).")
    var wiring = false

    @Option(name: .customLong("root"), help: "A composition root for --wiring (repeat for several; default: interfaces.compositionRoots of the configuration, else the executable targets).")
    var roots: [String] = []

    @Flag(help: "With --root: check only if that target is a composition root by the configuration (what the build plugin asks on every target).")
    var ifCompositionRoot = false

    @Option(help: "Write this file (a Swift comment) when the check passes: the build plugin's output for packages before tools 6.0.")
    var stamp: String?

    @Option(help: "With --wiring: keep each target's scan here and, on the next run, scan only the targets whose files changed (what the build plugin passes).")
    var cacheDirectory: String?

    func execute(_ output: inout ToolOutput) throws(ToolError) -> Int32 {
        let (graph, configuration, _) = try input.load()
        var result = graph.check(configuration)
        // With a cache: which targets this run scanned, for the summary line.
        var scanReport = ""
        if wiring {
            guard input.manifest == nil, input.app.path == nil else {
                throw ToolError(.invalidArgument, subject: "--wiring", message: "--wiring reads a package's sources, but \(input.app.path == nil ? "--manifest names a component manifest" : "the input is an app's lock file or Xcode project").", fix: "pass only one of them", fileID: #fileID, line: #line)
            }
            let chosen = try WiringRoots.choose(roots, onlyIfConfigured: ifCompositionRoot, graph: graph, configuration: configuration)
            if ifCompositionRoot && chosen.isEmpty {
                // Not a composition root: nothing to check on this target.
                try writeStamp()
                return ExitCode.success.rawValue
            }
            let manifest = try PackageLoader.load(packagePath: input.packagePath, dumpFile: input.dumpFile)
            let linked = WiringRoots.closure(of: chosen, in: graph)
            let targets = manifest.targets.filter { linked.contains($0.name) }.map { target in
                (target.name, SourceScanner.swiftFiles(in: SourceScanner.sourceDirectory(of: target.name, path: target.path, root: input.packagePath)))
            }
            let (scans, scanned) = ScanCache(directory: cacheDirectory).scan(root: input.packagePath, targets: targets)
            if cacheDirectory != nil {
                let kept = targets.count - scanned.count
                let which = scanned.count <= 5 ? scanned.joined(separator: ", ") : "\(scanned.count) targets"
                scanReport = scanned.isEmpty ? "; every target from its summary" : "; scanned \(which)\(kept > 0 ? ", \(kept) from summaries" : "")"
            }
            let components = try ComponentManifestLoader.packageManifest(root: input.packagePath)
            let found = WiringCheck(targets: scans, graph: graph, configuration: configuration, manifest: components)
                .run(skippingEdges: result.faultyEdges)
            result = CheckResult(diagnostics: result.diagnostics + found, layers: result.layers, faultyEdges: result.faultyEdges, unlayered: result.unlayered)
        }
        switch format {
        case .json:
            output.standard += JSONOutput.check(graph, result)
        case .text:
            for diagnostic in result.diagnostics { output.standard += diagnostic.compilerForm + "\n" }
            let errors = result.errorCount, warnings = result.warningCount, notes = result.noteCount
            output.standard += "lattice: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(notes > 0 ? ", \(notes) note\(notes == 1 ? "" : "s")" : "") in \(graph.graph.nodeCount) \(graph.nodeNoun) and \(graph.graph.edgeCount) dependencies (\(graph.file))\(scanReport).\n"
        }
        if result.errorCount == 0 { try writeStamp() }
        return result.errorCount > 0 ? ExitCode.failure.rawValue : ExitCode.success.rawValue
    }

    private func writeStamp() throws(ToolError) {
        guard let stamp else { return }
        // The same text every time, written only when missing: the target compiles it once.
        let text = "// Written by `lattice check --wiring` when the check passed. Generated: do not edit.\n"
        guard FileManager.default.contents(atPath: stamp) != Data(text.utf8) else { return }
        guard FileManager.default.createFile(atPath: stamp, contents: Data(text.utf8)) else {
            throw ToolError(.unreadableFile, subject: stamp, message: "Cannot write '\(stamp)'.", fix: "choose a path in a writable directory", fileID: #fileID, line: #line)
        }
    }
}

/// `lattice graph`.
struct GraphCommand: ParsableCommand, ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the module graph: layers as ordered bands, violations in red, a legend.",
        discussion: """
            The views --reduce, --focus and --violations-only draw part of the graph in \
            every format (dot, mermaid, svg, json); they combine, and the findings are \
            always those of the whole graph.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid, svg, json
    }

    @OptionGroup var input: InputOptions

    @Option(help: "Output: dot (Graphviz), mermaid, svg (needs Graphviz's `dot`) or json.")
    var format: Format = .dot

    @Option(name: [.short, .long], help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(help: "Leave out transitive dependencies (A → C when A → B → C exists); dependencies with a finding stay.")
    var reduce = false

    @Option(help: "Draw only this module and its neighbours (what it uses and what uses it).")
    var focus: String?

    @Option(help: "With --focus: how many dependencies away a neighbour may be (default 1).")
    var depth: Int?

    @Flag(help: "Draw only the dependencies with a finding, their two ends, and modules in no layer.")
    var violationsOnly = false

    @Flag(inversion: .prefixedNo, help: "Draw the third-party pods and Swift package products of an app one box per source (default: in dot, mermaid and svg, not in json).")
    var groupThirdParty: Bool?

    func execute(_ output: inout ToolOutput) throws(ToolError) -> Int32 {
        let (whole, configuration, title) = try input.load()
        var result = whole.check(configuration)
        let layers = configuration.rules.layers.map(\.name)
        var graph = whole
        var views: [String] = []
        if reduce {
            graph = graph.transitiveReduction(keeping: result.faultyEdges)
            views.append("transitive reduction")
        }
        if let focus {
            graph = try graph.focused(on: focus, depth: depth ?? 1)
            views.append("focus on \(focus), depth \(depth ?? 1)")
        } else if depth != nil {
            throw ToolError(.invalidArgument, subject: "--depth", message: "--depth only applies to --focus.", fix: "add --focus <module> or drop --depth", fileID: #fileID, line: #line)
        }
        if violationsOnly {
            graph = graph.violationsOnly(result)
            views.append("violations only")
        }
        if groupThirdParty ?? (format != .json), graph.app.map({ !$0.thirdParty.isEmpty }) ?? false {
            (graph, result) = graph.groupingThirdParty(result)
            views.append("third-party grouped by source")
        }
        let drawing = GraphDrawing(graph: graph, result: result, layers: layers, title: title, view: views.isEmpty ? nil : views.joined(separator: ", "))
        let text: String
        switch format {
        case .dot: text = drawing.dot()
        case .mermaid: text = drawing.mermaid()
        case .json: text = JSONOutput.graph(graph, result, layers: layers)
        case .svg: text = try SVGRenderer.render(dot: drawing.dot())
        }
        if let path = self.output {
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                throw ToolError(.unreadableFile, subject: path, message: "Cannot write '\(path)'.", fix: "choose a path in a writable directory", fileID: #fileID, line: #line)
            }
        } else {
            output.standard += text
        }
        return ExitCode.success.rawValue
    }
}
