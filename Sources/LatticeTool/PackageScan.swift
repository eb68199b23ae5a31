internal import Foundation
public import LatticeScan

/// Scans a package's targets with `SourceScanner`: finds them and their source
/// directories with `swift package dump-package` (`PackageLoader`).
///
/// ```swift
/// let scans = try PackageScan.scan(packagePath: "Examples/Shop")
/// ```
public enum PackageScan {
    /// The target types that hold app code (`regular` libraries and executables).
    package static let scannedTypes: Set<String> = ["regular", "executable"]

    /// Scans `targets` (default: every regular and executable target) of the package.
    ///
    /// - Parameters:
    ///   - packagePath: The package directory.
    ///   - targets: The targets to scan, by name; empty for every regular and executable target.
    ///   - dumpFile: A saved `dump-package` JSON to read instead of running SwiftPM.
    /// - Returns: One scan per target, in the manifest's order (or `targets`' order).
    /// - Throws: ``ToolError`` when the package cannot be read or a named target does not exist.
    public static func scan(packagePath: String, targets: [String] = [], dumpFile: String? = nil) throws(ToolError) -> [ScannedTarget] {
        let manifest = try PackageLoader.load(packagePath: packagePath, dumpFile: dumpFile)
        let chosen = try choose(targets, in: manifest)
        var directories: [String: String] = [:]
        for target in chosen { if let path = target.path { directories[target.name] = path } }
        return SourceScanner.scanPackage(root: packagePath, targets: chosen.map(\.name), sourceDirectories: directories)
    }

    /// The manifest's targets named by `names` (or its regular and executable ones).
    static func choose(_ names: [String], in manifest: PackageManifest) throws(ToolError) -> [PackageManifest.Target] {
        guard !names.isEmpty else { return manifest.targets.filter { scannedTypes.contains($0.type) } }
        var chosen: [PackageManifest.Target] = []
        for name in names {
            guard let target = manifest.targets.first(where: { $0.name == name }) else {
                let known = manifest.targets.filter { scannedTypes.contains($0.type) }.map(\.name)
                throw ToolError(
                    .invalidArgument, subject: name,
                    message: "Package '\(manifest.name)' has no target '\(name)'.", fix: "pass one of: \(known.joined(separator: ", "))",
                    fileID: #fileID, line: #line)
            }
            chosen.append(target)
        }
        return chosen
    }
}
