import Foundation
import LatticeScan
import LatticeTool
import Testing

/// The whole-app check's summaries: a run scans only the targets whose files changed.
@Suite struct ScanCacheTests {
    /// Two targets in a temporary package: Routes declares a route constant, Home adds it.
    struct Package {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-cache-\(UUID().uuidString)").path
        var cache: String { root + "/.cache" }

        init() throws {
            try write("Sources/Routes/Routes.swift", "public enum ShopRoutes { public static let home = \"/home/:tab\" }\n")
            try write("Sources/Home/Home.swift", "import Routes\nfunc wire(router: Router) throws { try router.add(ShopRoutes.home) { _ in .handled } }\n")
        }

        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        var targets: [(name: String, files: [String])] {
            ["Routes", "Home"].map { ($0, SourceScanner.swiftFiles(in: root + "/Sources/" + $0)) }
        }

        /// The cache's scans, linked as the check links them.
        func scan() -> (scans: [ScannedTarget], scanned: [String]) {
            let result = ScanCache(directory: cache).scan(root: root, targets: targets)
            return (WiringLink.link(result.scans), result.scanned)
        }
    }

    @Test func aSecondRunWithNoChangeScansNothing() throws {
        let package = try Package()
        defer { try? FileManager.default.removeItem(atPath: package.root) }
        let first = package.scan()
        #expect(first.scanned == ["Routes", "Home"])
        let second = package.scan()
        #expect(second.scanned == [])
        #expect(second.scans == first.scans)
        // Linked from the summaries too: Home's route has the pattern Routes declares.
        #expect(second.scans[1].routes.map(\.pattern) == ["/home/:tab"])
    }

    @Test func anEditScansOnlyItsTarget() throws {
        let package = try Package()
        defer { try? FileManager.default.removeItem(atPath: package.root) }
        _ = package.scan()
        try package.write("Sources/Routes/Routes.swift", "public enum ShopRoutes { public static let home = \"/start/:tab\" }\n")
        let edited = package.scan()
        #expect(edited.scanned == ["Routes"])
        // Home was read from its summary but linked again with the new constant.
        #expect(edited.scans[1].routes.map(\.pattern) == ["/start/:tab"])
    }

    @Test func aNewFileScansItsTarget() throws {
        let package = try Package()
        defer { try? FileManager.default.removeItem(atPath: package.root) }
        _ = package.scan()
        try package.write("Sources/Home/Extra.swift", "func more(router: Router) throws { try router.add(\"/more\") { _ in .handled } }\n")
        let added = package.scan()
        #expect(added.scanned == ["Home"])
        #expect(Set(added.scans[1].routes.compactMap(\.pattern)) == ["/home/:tab", "/more"])
    }

    @Test func aDamagedSummaryIsScannedAgain() throws {
        let package = try Package()
        defer { try? FileManager.default.removeItem(atPath: package.root) }
        let first = package.scan()
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: package.cache + "/Home.json"))
        let again = package.scan()
        #expect(again.scanned == ["Home"])
        #expect(again.scans == first.scans)
    }

    @Test func withoutADirectoryEveryRunScans() throws {
        let package = try Package()
        defer { try? FileManager.default.removeItem(atPath: package.root) }
        let cache = ScanCache(directory: nil)
        #expect(cache.scan(root: package.root, targets: package.targets).scanned == ["Routes", "Home"])
        #expect(cache.scan(root: package.root, targets: package.targets).scanned == ["Routes", "Home"])
    }
}
