internal import Foundation
internal import LatticeCore

/// Reads a package's targets: runs `swift package dump-package` (or reads a saved dump)
/// and finds each target's and dependency's line in `Package.swift`.
package enum PackageLoader {
    /// Loads the package at `packagePath`.
    ///
    /// - Parameters:
    ///   - packagePath: The package directory.
    ///   - dumpFile: A saved `dump-package` JSON to read instead of running SwiftPM; the
    ///     package's `Package.swift`, if present, still gives the locations.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``ToolError/Code/noManifest``, ``ToolError/Code/manifestDoesNotEvaluate``,
    ///   ``ToolError/Code/unreadableFile`` or ``ToolError/Code/malformedDump``.
    package static func load(
        packagePath: String, dumpFile: String? = nil, fileID: String = #fileID, line: Int = #line
    ) throws(ToolError) -> PackageManifest {
        let manifestPath = (packagePath as NSString).appendingPathComponent("Package.swift")
        let shownManifest = packagePath == "." ? "Package.swift" : manifestPath
        let manifestText = FileManager.default.contents(atPath: manifestPath).map { String(decoding: $0, as: UTF8.self) }
        let data: Data
        if let dumpFile {
            guard let contents = FileManager.default.contents(atPath: dumpFile) else {
                throw ToolError(
                    .unreadableFile, subject: dumpFile,
                    message: "The dump file '\(dumpFile)' cannot be read.", fix: "check the path given to --dump-file (write one with `swift package dump-package > dump.json`)",
                    fileID: fileID, line: line)
            }
            data = contents
        } else {
            guard manifestText != nil else { throw noManifest(packagePath, fileID: fileID, line: line) }
            data = try runDumpPackage(packagePath, shownManifest: shownManifest, fileID: fileID, line: line)
        }
        let dump: PackageDump
        do {
            dump = try PackageDump.decode(data)
        } catch {
            throw ToolError(
                .malformedDump, subject: dumpFile ?? packagePath,
                message: "The output of `swift package dump-package` for '\(dumpFile ?? packagePath)' cannot be read: \(error).", fix: "pass a file written by `swift package dump-package`",
                fileID: fileID, line: line)
        }
        var manifest = PackageManifest(
            name: dump.name,
            targets: dump.targets.map { target in
                PackageManifest.Target(name: target.name, type: target.type, dependencies: target.dependencies.map {
                    PackageManifest.Dependency(name: $0.name, kind: $0.kind, package: $0.package, condition: $0.condition)
                }, path: target.path)
            },
            file: shownManifest)
        if let manifestText {
            ManifestLocator(text: manifestText, file: shownManifest).locate(&manifest)
        }
        return manifest
    }

    static func noManifest(_ packagePath: String, fileID: String, line: Int) -> ToolError {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: packagePath, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ToolError(
                .noManifest, subject: packagePath,
                message: "'\(packagePath)' is not a directory.", fix: "pass the package's directory with --package-path",
                fileID: fileID, line: line)
        }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: packagePath)) ?? []
        let packages = children.sorted().filter {
            FileManager.default.fileExists(atPath: ((packagePath as NSString).appendingPathComponent($0) as NSString).appendingPathComponent("Package.swift"))
        }
        let hint = packages.isEmpty ? "" : " Packages below it: \(quotedList(packages, conjunction: "and"))."
        return ToolError(
            .noManifest, subject: packagePath,
            message: "There is no Package.swift in '\(packagePath)'.\(hint)", fix: "run lattice in a package directory or pass one with --package-path (or read a saved dump with --dump-file)",
            fileID: fileID, line: line)
    }

    /// Runs `swift package --package-path P dump-package`, output and errors to temporary
    /// files (no pipe can fill up and block).
    static func runDumpPackage(_ packagePath: String, shownManifest: String, fileID: String, line: Int) throws(ToolError) -> Data {
        #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD) || os(OpenBSD)
        let run: CommandRun
        do {
            run = try CommandRun(executable: "swift", arguments: ["package", "--package-path", packagePath, "dump-package"])
        } catch {
            throw ToolError(
                .manifestDoesNotEvaluate, subject: packagePath,
                message: "`swift package dump-package` could not be started: \(error).", fix: "make sure `swift` is on the PATH",
                fileID: fileID, line: line)
        }
        guard run.status == 0 else {
            let errors = run.errorOutput.split(separator: "\n").prefix(20).joined(separator: "\n")
            throw ToolError(
                .manifestDoesNotEvaluate, subject: packagePath,
                message: "\(shownManifest) does not evaluate: `swift package dump-package` exited with status \(run.status):\n\(errors)\n",
                fix: "correct the manifest until `swift package dump-package` succeeds",
                fileID: fileID, line: line)
        }
        return run.output
        #else
        throw ToolError(
            .manifestDoesNotEvaluate, subject: packagePath,
            message: "This platform cannot run `swift package dump-package`.", fix: "pass a saved dump with --dump-file",
            fileID: fileID, line: line)
        #endif
    }
}
