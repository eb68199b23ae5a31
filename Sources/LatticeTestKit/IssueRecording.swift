internal import LatticeCore
#if canImport(Testing)
internal import Testing
#endif

/// Records a mismatch as an issue of the running Swift Testing test, at the assertion's
/// place. Outside a Swift Testing test (XCTest, a tool), or where the toolchain has no
/// Testing module, nothing is recorded: the assertion's returned mismatch is the result.
enum IssueRecording {
    static func record(_ mismatch: NavigationMismatch, fileID: String, filePath: String, line: Int, column: Int) {
        #if canImport(Testing)
        guard Test.current != nil else { return }
        Issue.record(
            Comment(rawValue: mismatch.description),
            sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        #endif
    }
}
