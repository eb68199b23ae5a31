internal import ArgumentParser
internal import Foundation
internal import LatticeScan

/// The input of `lattice routes` and `lattice services`: which package and targets to scan.
struct WiringOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown, json
    }

    @Option(help: "The package directory.")
    var packagePath: String = "."

    @Option(name: .customLong("target"), help: "A target to scan (repeat for several; default: every regular and executable target).")
    var targets: [String] = []

    @Option(help: "Read a saved `swift package dump-package` JSON instead of running SwiftPM.")
    var dumpFile: String?

    @Option(help: "Output: markdown (a table) or json.")
    var format: Format = .markdown

    /// The scans, and their error diagnostics printed to `output.error`.
    func scan(_ output: inout ToolOutput) throws(ToolError) -> [ScannedTarget] {
        let scans = try PackageScan.scan(packagePath: packagePath, targets: targets, dumpFile: dumpFile)
        for scan in scans {
            for diagnostic in scan.diagnostics { output.error += diagnostic.description + "\n" }
        }
        return scans
    }

    /// `| a | b |` with pipes escaped.
    static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
    }
}
