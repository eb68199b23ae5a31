internal import ArgumentParser
internal import Foundation
internal import LatticeScan

/// `lattice scan`: reads targets' sources and writes each one's generated wiring file
/// (or the scan as JSON). The build plugin runs it with the target's files.
struct ScanCommand: ParsableCommand, ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read targets' sources (annotations and hand-written wiring) and write each one's <Target>+LatticeWiring.swift.",
        discussion: """
            Without files, scans every regular and executable target (or those named with \
            --target) below its source directory. With files (what the build plugin passes), \
            scans exactly those as the one --target. Problems are printed as compiler \
            diagnostics to standard error; the exit status is 1 when one is an error.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case swift, json
    }

    @Option(help: "The package directory.")
    var packagePath: String = "."

    @Option(name: .customLong("target"), help: "A target to scan (repeat for several; default: every regular and executable target).")
    var targets: [String] = []

    @Option(name: [.short, .long], help: "Write to this file (with --format swift: one target only, and a file is always written).")
    var output: String?

    @Option(help: "Write each target's <Target>+LatticeWiring.swift into this directory.")
    var outputDirectory: String?

    @Option(help: "Output: swift (the generated file) or json (the scan).")
    var format: Format = .swift

    @Option(help: "Read a saved `swift package dump-package` JSON instead of running SwiftPM.")
    var dumpFile: String?

    @Argument(help: "Swift files to scan instead of the target's directory (needs exactly one --target).")
    var files: [String] = []

    @Option(help: "With files and --output: remember in this file what the scan read, so that a run with the same files, unchanged, and the same build of the tool does nothing (what the build plugin passes).")
    var state: String?

    /// What a scan with `--state` read and wrote, to tell the next run it has nothing to do.
    struct SavedState: Codable, Equatable {
        var tool: String
        var files: [FileStamp]
        var output: FileStamp
        /// The warnings it printed, printed again by a run that does nothing.
        var messages: String
    }

    func execute(_ output: inout ToolOutput) throws(ToolError) -> Int32 {
        // SwiftPM runs the scan again whenever it relinks the tool (every time it plans the
        // build again); when nothing it reads changed, there is nothing to do.
        let current = savedStateKey()
        if let current, let saved = readState(), saved.tool == current.tool, saved.files == current.files, saved.output == current.output {
            output.error += saved.messages
            return ExitCode.success.rawValue
        }
        let scans = try scan()
        if self.output != nil, outputDirectory != nil {
            throw ToolError(.invalidArgument, subject: "--output", message: "--output and --output-directory both say where to write.", fix: "pass only one of them", fileID: #fileID, line: #line)
        }
        if self.output != nil, format == .swift, scans.count != 1 {
            throw ToolError(.invalidArgument, subject: "--output", message: "--output writes one file but \(scans.count) targets were scanned.", fix: "name one with --target or use --output-directory", fileID: #fileID, line: #line)
        }
        var errors = 0
        for scan in scans {
            for diagnostic in scan.diagnostics {
                output.error += diagnostic.description + "\n"
                if diagnostic.severity == .error { errors += 1 }
            }
        }
        switch format {
        case .json:
            try write(JSONOutput.encode(scans), to: self.output, output: &output)
        case .swift:
            for scan in scans {
                let command = regenerateCommand(scan.name)
                let text: String?
                switch WiringGenerator.generate(scan, command: command) {
                case .file(let generated): text = generated
                case .nothing, .failed: text = nil
                }
                if let path = self.output {
                    try write(text ?? WiringGenerator.placeholder(for: scan.name, command: command), to: path, output: &output)
                } else if let directory = outputDirectory {
                    guard let text else { continue }
                    let path = (directory as NSString).appendingPathComponent(WiringGenerator.fileName(for: scan.name))
                    try write(text, to: path, output: &output)
                    output.standard += "wrote \(path)\n"
                } else if let text {
                    if scans.count > 1 { output.standard += "// MARK: \(WiringGenerator.fileName(for: scan.name))\n" }
                    output.standard += text
                }
            }
        }
        if errors == 0, let current, let state, let path = self.output {
            let saved = SavedState(tool: current.tool, files: current.files, output: FileStamp(path: path), messages: output.error)
            if let data = try? JSONEncoder().encode(saved) { try? data.write(to: URL(fileURLWithPath: state), options: .atomic) }
        }
        return errors > 0 ? ExitCode.failure.rawValue : ExitCode.success.rawValue
    }

    /// The tool and the files as they are now, when this run keeps a state.
    private func savedStateKey() -> SavedState? {
        guard state != nil, !files.isEmpty, let path = self.output, format == .swift else { return nil }
        return SavedState(tool: ToolIdentity.current, files: files.sorted().map(FileStamp.init(path:)), output: FileStamp(path: path), messages: "")
    }

    private func readState() -> SavedState? {
        guard let state, let data = FileManager.default.contents(atPath: state) else { return nil }
        return try? JSONDecoder().decode(SavedState.self, from: data)
    }

    private func scan() throws(ToolError) -> [ScannedTarget] {
        guard !files.isEmpty else { return try PackageScan.scan(packagePath: packagePath, targets: targets, dumpFile: dumpFile) }
        guard targets.count == 1, let target = targets.first else {
            throw ToolError(.invalidArgument, subject: "files", message: "Files to scan were given for \(targets.count) targets; they belong to one.", fix: "name it with --target", fileID: #fileID, line: #line)
        }
        return [SourceScanner.scan(target: target, root: packagePath, files: files)]
    }

    private func regenerateCommand(_ target: String) -> String {
        var command = "lattice scan"
        if packagePath != "." { command += " --package-path \(packagePath)" }
        command += " --target \(target)"
        if let output { command += " --output \(output)" } else if let outputDirectory { command += " --output-directory \(outputDirectory)" }
        if !files.isEmpty { command += " <the target's Swift files> (the Lattice build plugin runs it on every build)" }
        return command
    }

    private func write(_ text: String, to path: String?, output: inout ToolOutput) throws(ToolError) {
        guard let path else {
            output.standard += text
            return
        }
        let existing = FileManager.default.contents(atPath: path)
        if existing == Data(text.utf8) { return } // unchanged: keep the date, so the build does not recompile
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw ToolError(.unreadableFile, subject: path, message: "Cannot write '\(path)'.", fix: "choose a path in a writable directory", fileID: #fileID, line: #line)
        }
    }
}
