internal import Foundation

/// Which build of the tool is running, as far as what it writes is concerned: what a scan's
/// saved state and the whole-app check's summaries are valid for.
///
/// Why not the executable's date: SwiftPM relinks the plugin's tool every time it plans a
/// build again (a file added or removed recompiles the C targets the tool links), and a
/// relinked tool is byte for byte the same. Taken by its date, every relink would make each
/// target's scan parse again and the check rescan the whole app, the cost the summaries
/// exist to avoid; hashing the executable instead costs a debug build about 0.4 s for 70 MB,
/// in every scan process. The tool is built from Lattice's sources on the machine that runs
/// it, so its identity is the size of the executable with the size and date of each source
/// file of the modules whose code decides what it writes, found from this file's compile-time
/// path. When those sources are not where they were compiled (a tool copied elsewhere), the
/// executable's size and date stand in: slower after a relink, never stale.
enum ToolIdentity {
    /// The modules whose code decides what a scan and the check write.
    static let modules = ["LatticeCore", "LatticeGraph", "LatticeRouting", "LatticeScan", "LatticeTool"]

    /// The identity of the running tool (computed once per process).
    static let current: String = identity(
        executable: Bundle.main.executablePath ?? CommandLine.arguments[0],
        sources: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path)

    /// The identity of `executable` built from `modules` below `sources`.
    ///
    /// - Parameters:
    ///   - executable: The tool's executable.
    ///   - sources: The `Sources` directory the tool was built from.
    static func identity(executable: String, sources: String) -> String {
        let binary = FileStamp(path: executable)
        var stamps: [String] = []
        for module in modules {
            let directory = (sources as NSString).appendingPathComponent(module)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
                  let enumerator = FileManager.default.enumerator(atPath: directory) else {
                // Not built from sources on this machine: the executable alone says it.
                return "executable \(binary.size) \(binary.modified)"
            }
            while let file = enumerator.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                let stamp = FileStamp(path: (directory as NSString).appendingPathComponent(file))
                stamps.append("\(module)/\(file) \(stamp.size) \(stamp.modified)")
            }
        }
        return "sources \(binary.size) \(fingerprint(stamps.sorted().joined(separator: "\n")))"
    }

    /// A 64-bit FNV-1a digest of `text`, in hexadecimal.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
