#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A file as a run of the tool saw it: its path, size and modification date, the way a
/// build system decides that a file is unchanged. A file that cannot be read has size and
/// date -1, so it never matches a readable one.
///
/// Read with `stat` rather than Foundation's resource values: the whole-app check stamps
/// every file of the app on each run, and `URL.resourceValues` was a large share of its
/// time on a large app (Benchmarks/README.md, "The build plugin").
struct FileStamp: Codable, Equatable, Sendable {
    var path: String
    var size: Int
    /// Seconds and nanoseconds since 1970, as one number.
    var modified: Double

    init(path: String) {
        self.path = path
        var status = stat()
        guard stat(path, &status) == 0 else {
            size = -1
            modified = -1
            return
        }
        size = Int(status.st_size)
        #if canImport(Darwin)
        modified = Double(status.st_mtimespec.tv_sec) + Double(status.st_mtimespec.tv_nsec) / 1e9
        #else
        modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        #endif
    }
}
