internal import Foundation

/// A file as a run of the tool saw it: its path, size and modification date, the way a
/// build system decides that a file is unchanged. A file that cannot be read has size and
/// date -1, so it never matches a readable one.
struct FileStamp: Codable, Equatable, Sendable {
    var path: String
    var size: Int
    var modified: Double

    init(path: String) {
        self.path = path
        let values = try? URL(fileURLWithPath: path).resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
        size = values?.fileSize ?? -1
        modified = values?.contentModificationDate?.timeIntervalSince1970 ?? -1
    }
}
