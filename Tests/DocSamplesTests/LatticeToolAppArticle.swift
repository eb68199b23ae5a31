// The output the article "Checking a CocoaPods or Xcode app" shows, printed again from
// LatticeToolTests' copy of GitHawk's lock file. Imported: LatticeTool and Foundation (files).
import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

@Suite("LatticeTool article: Checking a CocoaPods or Xcode app")
struct LatticeToolAppArticle {
    // output: Sources/LatticeTool/LatticeTool.docc/CheckingACocoaPodsOrXcodeApp.md#2
    @Test("the check's finding on a requirement changed in GitHawk's lock file, under the proposed configuration")
    func changedRequirement() throws {
        let source = DocBlocks.root.appendingPathComponent("Tests/LatticeToolTests/Fixtures/Apps/GitHawk/Podfile.lock")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("DocSamples-GitHawk-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lock = directory.appendingPathComponent("Podfile.lock")
        try FileManager.default.copyItem(at: source, to: lock)
        #expect(LatticeTool.run(["init", "--podfile-lock", lock.path]).exitCode == 0)
        let text = try String(contentsOf: lock, encoding: .utf8)
        try Data(text.replacing("    - Alamofire (~> 4.4.0)", with: "    - Alamofire (~> 4.5)").utf8).write(to: lock)
        let run = LatticeTool.run(["check", "--podfile-lock", lock.path])
        ShownOutput.expect(run.output.replacingOccurrences(of: directory.path + "/", with: ""), shownIn: "Sources/LatticeTool/LatticeTool.docc/CheckingACocoaPodsOrXcodeApp.md#2")
    }
}
