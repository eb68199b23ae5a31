internal import Foundation
internal import LatticeCore
public import LatticeScan

/// The scans of a package's targets, kept between runs of the whole-app check: one summary
/// per target (its `ScannedTarget` as JSON, with the size and date of each file it read),
/// so a run parses only the targets whose files changed since the last one and reads the
/// others' summaries. What crosses targets (a typealias or a constant declared in another
/// target) is linked after, on every run (``WiringCheck`` links what it is given): a
/// target's summary depends on its own files alone.
///
/// A summary is used only when the same build of the tool wrote it and the target has the
/// same files with the same sizes and dates; anything else (a file added, removed or
/// touched, a new build of the tool, an unreadable or damaged summary) scans the target
/// again. The targets are read or scanned concurrently, on every core.
///
/// ```swift
/// let cache = ScanCache(directory: ".build/lattice/summaries")
/// let (scans, scanned) = cache.scan(root: ".", targets: [("Cart", cartFiles), ("Home", homeFiles)])
/// ```
@_spi(LatticeInternals) public struct ScanCache: Sendable {
    /// Where the summaries are kept; `nil` keeps none (every target is scanned).
    package var directory: String?

    /// Creates a cache in `directory` (created when first written).
    @_spi(LatticeInternals) public init(directory: String?) {
        self.directory = directory
    }

    /// The scans of `targets`, from their summaries when still valid, not linked.
    ///
    /// - Parameters:
    ///   - root: The package root (locations are relative to it).
    ///   - targets: Each target's name and Swift files.
    /// - Returns: The scans in `targets`' order, and the names of the targets that were
    ///   scanned (not read from a summary).
    @_spi(LatticeInternals) public func scan(root: String, targets: [(name: String, files: [String])]) -> (scans: [ScannedTarget], scanned: [String]) {
        let tool = ToolIdentity.current
        // Each target on its own, on every core: its files stamped, then its summary read
        // or, when stale, the target scanned and its summary written. The targets to scan
        // after an edit are few; reading the others' summaries beside them is most of a run.
        let results = LockedBox([Int: (scan: ScannedTarget, scanned: Bool)]())
        DispatchQueue.concurrentPerform(iterations: targets.count) { index in
            let result = scanOrRead(targets[index], root: root, tool: tool)
            results.withLock { $0[index] = result }
        }
        let all = results.withLock { $0 }
        return (targets.indices.compactMap { all[$0]?.scan }, targets.indices.filter { all[$0]?.scanned == true }.map { targets[$0].name })
    }

    /// `target`'s summary's scan when the same tool wrote it for the same files, else a
    /// new scan (its summary written for the next run).
    private func scanOrRead(_ target: (name: String, files: [String]), root: String, tool: String) -> (scan: ScannedTarget, scanned: Bool) {
        let stamps = target.files.sorted().map(FileStamp.init(path:))
        if let summary = read(target.name), summary.tool == tool, summary.files == stamps {
            return (summary.scan, false)
        }
        let scan = SourceScanner.scan(target: target.name, root: root, files: target.files)
        write(Summary(tool: tool, files: stamps, scan: scan), for: target.name)
        return (scan, true)
    }

    // MARK: Summaries

    /// What one summary file holds.
    struct Summary: Codable {
        var tool: String
        var files: [FileStamp]
        var scan: ScannedTarget
    }

    private func path(for target: String) -> String? {
        directory.map { ($0 as NSString).appendingPathComponent("\(target).json") }
    }

    private func read(_ target: String) -> Summary? {
        guard let path = path(for: target), let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(Summary.self, from: data)
    }

    /// Writes a summary; a cache that cannot be written only costs the next run a scan.
    private func write(_ summary: Summary, for target: String) {
        guard let directory, let path = path(for: target), let data = try? JSONEncoder().encode(summary) else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
