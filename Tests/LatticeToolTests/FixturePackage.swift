import Foundation
@_spi(LatticeInternals) import LatticeTool

/// A fixture package copied into a fresh temporary directory: `Package.swift.fixture`
/// becomes `Package.swift`, `lattice.yml` becomes `.lattice.yml`.
struct FixturePackage {
    let directory: URL

    var path: String { directory.path }
    var dumpFile: String { directory.appendingPathComponent("dump-package.json").path }

    init(_ name: String?, withConfiguration: Bool = true) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard let name else { return }
        let source = try require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            let target: String
            switch file {
            case "Package.swift.fixture": target = "Package.swift"
            case "lattice.yml" where withConfiguration: target = ".lattice.yml"
            case "lattice.yml": target = "lattice.yml"
            default: target = file
            }
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: directory.appendingPathComponent(target))
        }
    }

    /// Writes `text` to `name` in the package directory.
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    /// Runs `lattice <command> --package-path <dir> --dump-file <dump> <extra>`.
    func run(_ command: String, _ extra: [String] = [], dump: Bool = true) -> LatticeTool.Run {
        LatticeTool.run([command, "--package-path", path] + (dump ? ["--dump-file", dumpFile] : []) + extra)
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Unwraps a fixture lookup.
private func require<T>(_ value: T?, _ what: String = "fixture") throws -> T {
    guard let value else { throw FixtureMissing(what: what) }
    return value
}

struct FixtureMissing: Error {
    let what: String
}
