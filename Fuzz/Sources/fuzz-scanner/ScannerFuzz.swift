import Foundation
import FuzzSupport
import LatticeGraph
import LatticeScan

/// A package root of one target, `T`, whose one source file each input replaces.
private let root: String = {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-fuzz-scanner-\(ProcessInfo.processInfo.processIdentifier)")
    try! FileManager.default.createDirectory(at: base.appendingPathComponent("Sources/T"), withIntermediateDirectories: true)
    return base.path
}()

private let file = "Sources/T/Input.swift"

/// The source scanner (LatticeScan) through its public entry, `SourceScanner.scan`, on a
/// file holding the input: it never crashes or hangs, reports the file, and every
/// diagnostic points inside it and says how to fix the problem.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let text = input.text
    FileManager.default.createFile(atPath: root + "/" + file, contents: Data(input.bytes))
    let scan = SourceScanner.scan(target: "T", root: root, files: [file])
    Invariant.check(scan.name == "T" && scan.files == [file], "the scan reports files \(scan.files)", input: text)
    let lines = TextLines.count(text)
    for diagnostic in scan.diagnostics {
        Invariant.check(diagnostic.location.file == file, "a diagnostic names another file: \(diagnostic)", input: text)
        Invariant.check((1...lines).contains(diagnostic.location.line), "a diagnostic is at line \(diagnostic.location.line) of \(lines): \(diagnostic)", input: text)
        Invariant.check(!diagnostic.message.isEmpty && !diagnostic.fix.isEmpty, "a diagnostic says what is wrong and how to fix it: \(diagnostic)", input: text)
    }
    return 0
}
