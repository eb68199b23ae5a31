import Foundation

/// The path a plugin passes to the tool. A plugin can depend on no library, so this file is
/// the same in both plugins and in the tool (`Sources/LatticeTool/FilePath.swift`, where it
/// is tested); CI compares the copies.
extension URL {
    /// The file system path, spaces and accents as they are: `path()` percent-encodes them
    /// (`/tmp/My%20App/Jos%C3%A9`), and the tool would find no such file.
    var filePath: String { path(percentEncoded: false) }
}
