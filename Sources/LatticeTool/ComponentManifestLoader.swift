internal import Foundation
internal import LatticeGraph
internal import LatticeManifest

/// Reads a component manifest (`components.yml`, decoded by `LatticeManifest`) for
/// `--manifest`, turning its errors into ``ToolError``s that keep the file, line and column.
enum ComponentManifestLoader {
    /// - Parameter file: The name the manifest's findings give it; the path by default.
    static func load(path: String, file: String? = nil, fileID: String = #fileID, line: Int = #line) throws(ToolError) -> ComponentManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(
                .unreadableFile, subject: path,
                message: "The component manifest '\(path)' cannot be read.", fix: "check the path given to --manifest",
                fileID: fileID, line: line)
        }
        do {
            return try ComponentManifest(yaml: String(decoding: data, as: UTF8.self), file: file ?? path)
        } catch {
            throw toolError(error, fileID: fileID, line: line)
        }
    }

    /// The package's component manifest, `components.yml` at its root, for the whole-app
    /// check to compare with the code; `nil` when the package has none.
    ///
    /// - Throws: The ``ToolError`` of a manifest that does not decode, at its line.
    static func packageManifest(root: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) -> ComponentManifest? {
        let path = (root as NSString).appendingPathComponent("components.yml")
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        // Named from the package root, as the check names the sources.
        return try load(path: path, file: "components.yml", fileID: fileID, line: line)
    }

    static func toolError(_ error: ManifestError, fileID: String = #fileID, line: Int = #line) -> ToolError {
        ToolError(
            .malformedManifest, subject: error.subject,
            message: error.message, fix: error.fix, location: error.location, fileID: fileID, line: line)
    }
}
