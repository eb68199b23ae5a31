import Foundation
@_spi(LatticeInternals) import LatticeScan
@_spi(LatticeInternals) import LatticeTool
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

    /// Many targets read and scanned on every core: each run gives what a scan of each
    /// target alone gives, in the targets' order, and scans exactly the edited ones.
    @Test(.tags(.stress), .timeLimit(.minutes(2))) func concurrentRunsGiveWhatEachTargetsOwnScanGives() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-cache-stress-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let names = (0..<40).map { "Feature\($0)" }
        func write(_ name: String, _ file: String, _ text: String) throws {
            let directory = root + "/Sources/" + name
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + file))
        }
        for (index, name) in names.enumerated() {
            try write(name, "Routes.swift", "func wire\(index)(router: Router) throws { try router.add(\"/f\(index)/:id\") { _ in .handled } }\n")
            try write(name, "Services.swift", "func make\(index)(r: Resolver) throws { _ = try r.resolve((any Log\(index)).self) }\n")
        }
        let targets = names.map { ($0, SourceScanner.swiftFiles(in: root + "/Sources/" + $0)) }
        let cache = ScanCache(directory: root + "/.cache")
        var edited = names
        for round in 0..<4 {
            let result = cache.scan(root: root, targets: targets)
            #expect(result.scanned == edited)
            #expect(result.scans == targets.map { SourceScanner.scan(target: $0.0, root: root, files: $0.1) })
            edited = names.enumerated().filter { $0.offset % 7 == round }.map(\.element)
            for name in edited {
                try write(name, "Routes.swift", "func wire(router: Router) throws { try router.add(\"/round\(round)/\(name)\") { _ in .handled } }\n")
            }
        }
    }
}
