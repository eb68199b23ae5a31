#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD) || os(OpenBSD)
internal import Foundation

/// One run of an external command found on the `PATH`, its output and errors collected
/// through temporary files (no pipe can fill up and block the child).
struct CommandRun {
    let status: Int32
    let output: Data
    let errorOutput: String

    init(executable: String, arguments: [String], input: Data? = nil) throws {
        let directory = FileManager.default.temporaryDirectory
        let token = UUID().uuidString
        let outURL = directory.appendingPathComponent("lattice-\(token).out")
        let errURL = directory.appendingPathComponent("lattice-\(token).err")
        let inURL = directory.appendingPathComponent("lattice-\(token).in")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
            try? FileManager.default.removeItem(at: inURL)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        if let input {
            _ = FileManager.default.createFile(atPath: inURL.path, contents: input)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
        output = (try? Data(contentsOf: outURL)) ?? Data()
        errorOutput = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
    }

    /// Whether `name` is an executable file in a directory of the `PATH`.
    static func isInstalled(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }
}
#endif
