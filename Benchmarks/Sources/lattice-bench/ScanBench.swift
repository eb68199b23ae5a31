import Foundation
@_spi(LatticeInternals) import LatticeScan
@_spi(LatticeInternals) import LatticeTool

// `lattice scan` on 1,000 generated files (~100,000 lines) in 100 targets of realistic
// component code (annotated services and routes, hand-written registrations, resolves,
// routes and mediator targets), then a check of the whole graph, against
// `swiftc -frontend -parse` on the same files in one process. The issue's target: the scan
// and check no slower than 3× the parse.

/// Writes the generated package into a fresh temporary directory; returns its root, the
/// targets' names and every file.
func generateScanPackage(targets: Int = 100, filesPerTarget: Int = 10) -> (root: String, targets: [String], files: [String]) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-scan-bench-\(UUID().uuidString)").path
    var names: [String] = []
    var files: [String] = []
    for t in 0..<targets {
        let name = "Feature\(t)"
        names.append(name)
        let directory = "\(root)/Sources/\(name)"
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let component = "\(directory)/\(name)Component.swift"
        try! Data(componentSource(t, services: filesPerTarget - 1).utf8).write(to: URL(fileURLWithPath: component))
        files.append(component)
        for f in 0..<(filesPerTarget - 1) {
            let path = "\(directory)/Service\(t)_\(f).swift"
            try! Data(serviceSource(t, f, services: filesPerTarget - 1).utf8).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
    }
    return (root, names, files)
}

private func componentSource(_ t: Int, services: Int) -> String {
    var dependencies: [String] = []
    if t > 0 { dependencies.append(".init(\"Feature\(t - 1)\", \"~> 1.0\")") }
    if t > 1 { dependencies.append("ComponentDependency(\"Feature\(t - 2)\", \">= 1.0\")") }
    return """
        public import LatticeComponents
        import LatticeAnnotations
        import LatticeRouting
        import LatticeMediator

        /// Feature \(t): \(services) annotated services, a hand-written helper, routes and a mediator target.
        @LatticeComponent
        public struct Feature\(t)Component: Component {
            public init() {}

            public var name: String { "Feature\(t)" }
            public var version: SemanticVersion { SemanticVersion(1, \(t % 7), 0) }
            public var layer: String? { "features" }
            public var dependencies: [ComponentDependency] { [\(dependencies.joined(separator: ", "))] }

            public func register(in context: ComponentContext) throws {
                try registerAnnotated(in: context)
                try context.register((any Helper\(t)).self, scope: .singleton) { r in
                    Helper\(t)Implementation(first: try r.resolve((any Service\(t)_0).self), log: try r.resolveIfRegistered((any EventLog).self))
                }
                try context.register((any Helper\(t)).self, name: "cached", scope: .weak) { r in
                    try r.resolve((any Helper\(t)).self)
                }
                try context.router.add("app://feature\(t)/home", summary: "Feature \(t) home", exposure: .external) { request in
                    let tab = request.value("tab", as: String.self) ?? "main"
                    let sort = request["sort"]
                    _ = (tab, sort)
                    return .handled
                }
                try context.router.add("app://feature\(t)/items/:id<int>/edit", summary: "Edit an item") { request in
                    guard let id = request.value("id", as: Int.self) else { return .declined }
                    _ = id
                    return .handled
                }
                let services = context.services
                try context.mediator.register("feature\(t)", make: { try services.resolve((any Helper\(t)).self) }) { actions in
                    actions.on(Feature\(t)Contracts.refresh) { helper, _ in helper.refresh() }
                    actions.on(Feature\(t)Contracts.count) { helper, _ in helper.count }
                }
            }

            public func start(_ context: ComponentContext) async throws {
                let helper = try context.services.resolve((any Helper\(t)).self)
                helper.refresh()
            }
        }

        public protocol Helper\(t): Sendable {
            var count: Int { get }
            func refresh()
        }

        final class Helper\(t)Implementation: Helper\(t) {
            private let first: any Service\(t)_0
            private let log: (any EventLog)?
            init(first: any Service\(t)_0, log: (any EventLog)?) {
                self.first = first
                self.log = log
            }
            var count: Int { first.score(for: "count") }
            func refresh() {
                log?.record("feature\(t)", "refresh \\(count)")
            }
        }

        enum Feature\(t)Contracts {
            static let refresh = ActionContract<NoInput, Void>(target: "feature\(t)", action: "refresh")
            static let count = ActionContract<NoInput, Int>(target: "feature\(t)", action: "count")
        }

        extension Feature\(t)Component {
            /// Summary for the catalog.
            public var summary: String { "Feature \(t)" }
        }

        \(padding(t, 0, lines: 30))
        """
}

private func serviceSource(_ t: Int, _ f: Int, services: Int) -> String {
    // Each service resolves one of its target's earlier services and one of the previous
    // target's: the graph is acyclic and every resolve is provided.
    let sameTarget = f > 0 ? "try resolver.resolve((any Service\(t)_\(f - 1)).self)" : "nil"
    let other = t > 0 ? "try resolver.resolve((any Service\(t - 1)_\(f)).self)" : "nil"
    // The previous feature's services are its own: the file imports it, as Swift requires
    // (the check resolves names through the file's imports, as the compiler does).
    return """
        import Foundation
        \(t > 0 ? "import Feature\(t - 1)" : "")
        import LatticeAnnotations
        import LatticeServices
        import LatticeRouting

        /// Service \(f) of feature \(t).
        public protocol Service\(t)_\(f): Sendable {
            func score(for key: String) -> Int
            func describe() -> String
        }

        @Provides((any Service\(t)_\(f)).self, scope: .singleton)
        final class Service\(t)_\(f)Implementation: Service\(t)_\(f) {
            private let previous: (any Service\(t)_\(max(f - 1, 0))\(f > 0 ? "" : "_Unused"))?
            private let upstream: (any Service\(max(t - 1, 0))_\(f)\(t > 0 ? "" : "_Unused"))?
            private let log: (any EventLog)?
            private var cache: [String: Int] = [:]
            private let lock = NSLock()

            init(resolver: Resolver) throws {
                previous = \(sameTarget)
                upstream = \(other)
                log = try? resolver.resolve((any EventLog).self)
            }

            func score(for key: String) -> Int {
                lock.lock()
                defer { lock.unlock() }
                if let cached = cache[key] { return cached }
                var total = 0
                for (index, byte) in key.utf8.enumerated() {
                    total &+= Int(byte) &* (index + 1)
                }
                total &+= previous?.score(for: key) ?? 0
                cache[key] = total
                log?.record("service\(t)_\(f)", "scored \\(key): \\(total)")
                return total
            }

            func describe() -> String {
                let parts = ["service", "\(t)", "\(f)"].map { $0.uppercased() }
                return parts.joined(separator: "-") + " (\\(cache.count) cached)"
            }
        }

        enum Service\(t)_\(f)Routes {
            @Route("app://feature\(t)/service\(f)/:id<int>", summary: "Service \(f) of feature \(t)")
            static func show(_ request: RouteRequest, id: Int) throws -> RouteResponse {
                let page = request.value("page", as: Int.self) ?? 1
                guard page > 0 else { return .declined }
                return .value("item \\(id) page \\(page)")
            }
        }

        \(padding(t, f + 1, lines: 45))
        """
}

/// Plain code that wires nothing, so that the files have the size of real ones.
private func padding(_ t: Int, _ f: Int, lines: Int) -> String {
    var text = """
        struct Model\(t)_\(f): Codable, Hashable, Sendable {
            var id: Int
            var title: String
            var tags: [String]
            var price: Decimal?

            static func sample(_ count: Int) -> [Model\(t)_\(f)] {
                (0..<count).map { index in
                    Model\(t)_\(f)(id: index, title: "Item \\(index)", tags: index.isMultiple(of: 2) ? ["even"] : ["odd"], price: nil)
                }
            }

            func matches(_ query: String) -> Bool {
                guard !query.isEmpty else { return true }
                return title.localizedCaseInsensitiveContains(query) || tags.contains { $0.hasPrefix(query) }
            }
        }

        enum Sort\(t)_\(f): String, CaseIterable {
            case title, price, recent

            func order(_ a: Model\(t)_\(f), _ b: Model\(t)_\(f)) -> Bool {
                switch self {
                case .title: return a.title < b.title
                case .price: return (a.price ?? 0) < (b.price ?? 0)
                case .recent: return a.id > b.id
                }
            }
        }

        """
    var count = text.split(separator: "\n", omittingEmptySubsequences: false).count
    var index = 0
    while count < lines {
        text += """
            func helper\(t)_\(f)_\(index)(_ values: [Int]) -> Int {
                values.filter { $0 % \(index + 2) == 0 }.reduce(0, +)
            }

            """
        count += 4
        index += 1
    }
    return text
}

/// The whole-app check the tool runs (`lattice check --wiring`), over the scans; returns
/// its diagnostics.
func checkScannedGraph(_ scans: [ScannedTarget]) -> [Diagnostic] {
    WiringCheck(targets: scans).run()
}

/// `swiftc` on the PATH.
private func swiftcPath() -> String {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = "\(directory)/swiftc"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return "/usr/bin/swiftc"
}

/// Runs `swiftc -frontend -parse` on every file in one process; returns its exit status.
func swiftcParse(_ files: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftcPath())
    process.arguments = ["-frontend", "-parse"] + files
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try! process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// The scans `lattice check --wiring` makes on a first run: every target, concurrently
/// (``ScanCache`` with no summaries kept); the check links them.
func scanForCheck(_ package: (root: String, targets: [String], files: [String])) -> [ScannedTarget] {
    let targets = package.targets.map { ($0, SourceScanner.swiftFiles(in: "\(package.root)/Sources/\($0)")) }
    return ScanCache(directory: nil).scan(root: package.root, targets: targets).scans
}

/// Adds the two cases named `lattice.scan.<label>` and `swiftc.parse.<label>` on a
/// generated package; returns its directory, to remove after the run.
func scanCases(into suite: inout Suite, label: String, targets: Int, filesPerTarget: Int) -> String {
    let package = generateScanPackage(targets: targets, filesPerTarget: filesPerTarget)
    let lines = package.files.reduce(0) { total, path in
        total + ((try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0)
    }
    let scans = SourceScanner.scanPackage(root: package.root, targets: package.targets)
    let checked = checkScannedGraph(scans)
    check(scans.allSatisfy { $0.diagnostics.isEmpty }, "the generated files scan cleanly: \(scans.flatMap(\.diagnostics).prefix(3))")
    check(checked.isEmpty, "the generated graph checks cleanly: \(checked.prefix(3).map(\.compilerForm))")
    check(swiftcParse(package.files) == 0, "swiftc -frontend -parse accepts the generated files")
    print("scan benchmark: \(package.files.count) files, \(lines) lines, \(scans.count) targets, \(scans.map(\.registrations.count).reduce(0, +)) services, \(scans.map(\.routes.count).reduce(0, +)) routes (\(package.root))")

    check(WiringLink.link(scanForCheck(package)) == scans, "the concurrent first scan gives what the serial scan gives")
    suite.time("lattice.scan.\(label)", operations: 1) { n in
        for _ in 0..<n { blackHole(checkScannedGraph(scanForCheck(package))) }
    }
    suite.time("swiftc.parse.\(label)", operations: 1) { n in
        for _ in 0..<n { blackHole(swiftcParse(package.files)) }
    }
    return package.root
}

/// `LATTICE_BENCH_SCAN_PACKAGE=/path/to/package lattice-bench --filter none`: scans every
/// directory of `Sources/` of a real package as a target and prints the time and counts.
func scanRealPackage(_ root: String) {
    let sources = (root as NSString).appendingPathComponent("Sources")
    let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted().filter {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: (sources as NSString).appendingPathComponent($0), isDirectory: &isDirectory) && isDirectory.boolValue
    }
    let files = targets.flatMap { SourceScanner.swiftFiles(in: (sources as NSString).appendingPathComponent($0)) }
    let lines = files.reduce(0) { $0 + ((try? String(contentsOfFile: $1, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0) }
    var best = Double.infinity
    var scans: [ScannedTarget] = []
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        scans = SourceScanner.scanPackage(root: root, targets: targets)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    var parseBest = Double.infinity
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = swiftcParse(files)
        parseBest = min(parseBest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    func count(_ path: KeyPath<ScannedTarget, Int>) -> Int { scans.reduce(0) { $0 + $1[keyPath: path] } }
    print("""
        \(root): \(targets.count) targets, \(files.count) files, \(lines) lines
        scan: \(String(format: "%.1f", best)) ms (best of 5); swiftc -frontend -parse: \(String(format: "%.1f", parseBest)) ms; ratio \(String(format: "%.2f", best / parseBest))
        components \(count(\.components.count)), registrations \(count(\.registrations.count)), resolves \(count(\.resolves.count)), routes \(count(\.routes.count)), mediator targets \(count(\.mediatorTargets.count)), component dependencies \(count(\.componentDependencies.count)), imports \(count(\.imports.count))
        diagnostics \(count(\.diagnostics.count)): \(scans.flatMap(\.diagnostics).prefix(5).map(\.description))
        """)
}
