import Foundation
import LatticeGraph
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// The whole-app check on services spelled the ways real Swift spells them: for each form,
/// a correct app gives no diagnostic and a wrong one the right diagnostic at the right
/// line. Each target is scanned alone (as the build keeps one scan per target) and the
/// check links them.
@Suite struct WiringNamesTests {
    /// The interface module every app below imports.
    static let interfaces = """
        public protocol StorageService: Sendable {}
        public protocol OtherService: Sendable {}
        public protocol Pricing: Sendable {}
        public protocol Tracking: Sendable {}
        public enum Checkout {
            public protocol Pricing: Sendable {}
        }
        public struct Repository<Entity>: Sendable {
            public init() {}
        }
        public enum ServiceNames {
            public static let disk = "disk"
            public static let memory = "memory"
        }
        """

    static let models = """
        public struct User: Sendable {}
        public struct Order: Sendable {}
        """

    /// A file that registers `registration` (a `register` call's arguments).
    static func provider(_ imports: [String], _ registrations: [String]) -> String {
        imports.map { "import \($0)\n" }.joined() + """

            public enum Wiring {
                public static func wire(_ context: ComponentContext) throws {
            \(registrations.map { "        try context.register(\($0)) { _ in Implementation() }" }.joined(separator: "\n"))
                }
            }
            """
    }

    /// A file that resolves `resolve` (a `resolve` call's arguments) at line 6, column 17.
    static func resolver(_ imports: [String], _ resolve: String) -> String {
        imports.map { "import \($0)\n" }.joined() + String(repeating: "\n", count: 3 - imports.count) + """
            enum Home {
                static func make(_ r: any Resolver) throws {
                    _ = try r.resolve(\(resolve))
                }
            }
            """
    }

    /// Writes the package and scans each target alone, as the build keeps them.
    func scans(_ files: [String: String]) throws -> [ScannedTarget] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var targets: [String: [String]] = [:]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            targets[path.split(separator: "/")[1].description, default: []].append(path)
        }
        let scans = targets.keys.sorted().map { SourceScanner.scan(target: $0, root: root.path, files: targets[$0]!) }
        #expect(scans.allSatisfy { $0.diagnostics.isEmpty }, "\(scans.flatMap(\.diagnostics))")
        return scans
    }

    /// The scans of an app of the interfaces, the models, and `files`.
    func appScans(_ files: [String: String]) throws -> [ScannedTarget] {
        try scans(files.merging(["Sources/Interfaces/Interfaces.swift": Self.interfaces, "Sources/Models/Models.swift": Self.models]) { $1 })
    }

    /// The whole-app check of an app of the interfaces, the models, and `files`.
    func app(_ files: [String: String]) throws -> [Diagnostic] {
        WiringCheck(targets: try appScans(files)).run()
    }

    /// Expects one unprovidedService error at Home.swift:6:17 whose message starts with `start`.
    func expectUnprovided(_ found: [Diagnostic], _ start: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(found.map(\.rule) == [.unprovidedService], "\(found.map(\.compilerForm))", sourceLocation: sourceLocation)
        #expect(found.first?.severity == .error, sourceLocation: sourceLocation)
        #expect(found.first?.location == FileLocation(file: "Sources/Home/Home.swift", line: 6, column: 17), sourceLocation: sourceLocation)
        #expect(found.first?.message.hasPrefix(start) == true, "\(found.first?.message ?? "")", sourceLocation: sourceLocation)
    }

    @Test func aTypealiasChainAcrossModules() throws {
        let aliases = """
            public import Interfaces

            public typealias Storage = Interfaces.StorageService
            public typealias Store = Storage
            """
        var files = [
            "Sources/Aliases/Aliases.swift": aliases,
            "Sources/Home/Home.swift": Self.resolver(["Aliases"], "Store.self"),
            "Sources/Provider/Provider.swift": Self.provider(["Interfaces"], ["(any StorageService).self"]),
        ]
        #expect(try app(files).isEmpty)
        files["Sources/Provider/Provider.swift"] = Self.provider(["Interfaces"], ["(any OtherService).self"])
        expectUnprovided(try app(files), "'Home' resolves Store, which no linked target registers.")
    }

    @Test func moduleQualifiedAndPlainNamesAreOneService() throws {
        var files = [
            "Sources/Home/Home.swift": Self.resolver(["Interfaces"], "(any StorageService).self"),
            "Sources/Provider/Provider.swift": Self.provider(["Interfaces"], ["Interfaces.StorageService.self"]),
            "Sources/Legacy/Legacy.swift": "public protocol StorageService: Sendable {}\n",
        ]
        #expect(try app(files).isEmpty)
        // Another module's StorageService is another service.
        files["Sources/Provider/Provider.swift"] = Self.provider(["Legacy"], ["Legacy.StorageService.self"])
        expectUnprovided(try app(files), "'Home' resolves StorageService, which no linked target registers.")
    }

    @Test func aNestedTypeFromInsideAnExtensionOfItsNamespace() throws {
        let home = """
            import Interfaces



            extension Checkout {
                static func make(_ r: any Resolver) throws {
                    _ = try r.resolve((any Pricing).self)
                }
            }
            """
        var files = [
            "Sources/Home/Home.swift": home,
            "Sources/Provider/Provider.swift": Self.provider(["Interfaces"], ["(any Checkout.Pricing).self"]),
        ]
        #expect(try app(files).isEmpty)
        // Inside `extension Checkout`, `Pricing` is Checkout's, not the top-level one.
        files["Sources/Provider/Provider.swift"] = Self.provider(["Interfaces"], ["(any Pricing).self"])
        let found = try app(files)
        #expect(found.map(\.rule) == [.unprovidedService])
        #expect(found.first?.location == FileLocation(file: "Sources/Home/Home.swift", line: 7, column: 17))
        #expect(found.first?.message.hasPrefix("'Home' resolves Pricing, which no linked target registers.") == true)
    }

    /// A form whose correct app and wrong app differ only in what Home resolves.
    struct ResolveForm: Sendable, CustomTestStringConvertible {
        var form: String
        var imports: [String]
        var registered: String
        var resolved: String
        var wrong: String
        var message: String
        var testDescription: String { form }
    }

    static let resolveForms = [
        ResolveForm(
            form: "protocol compositions in any order", imports: ["Interfaces"], registered: "(any StorageService & Interfaces.Pricing).self",
            resolved: "(any Pricing & StorageService).self", wrong: "(any Pricing & Tracking).self",
            message: "'Home' resolves Pricing&Tracking, which no linked target registers."),
        ResolveForm(
            form: "generic arguments", imports: ["Interfaces", "Models"], registered: "Repository<User>.self",
            resolved: "Interfaces.Repository<Models.User>.self", wrong: "Repository<Order>.self",
            message: "'Home' resolves Repository<Order>, which no linked target registers."),
        ResolveForm(
            form: "Swift 5 spellings without any", imports: ["Interfaces"], registered: "(any Tracking).self",
            resolved: "Tracking.self", wrong: "Pricing.self",
            message: "'Home' resolves Pricing, which no linked target registers."),
    ]

    @Test(arguments: resolveForms)
    func aSpellingResolvedAsTheCompilerDoes(_ form: ResolveForm) throws {
        var files = [
            "Sources/Home/Home.swift": Self.resolver(form.imports, form.resolved),
            "Sources/Provider/Provider.swift": Self.provider(form.imports, [form.registered]),
        ]
        #expect(try app(files).isEmpty)
        files["Sources/Home/Home.swift"] = Self.resolver(form.imports, form.wrong)
        expectUnprovided(try app(files), form.message)
    }

    @Test func stringConstantsAsNamesAcrossTargets() throws {
        let provider = Self.provider(["Interfaces"], ["(any StorageService).self, name: LocalNames.primary"]) + """

            enum LocalNames {
                static let primary = ServiceNames.disk
            }
            """
        var files = [
            "Sources/Home/Home.swift": Self.resolver(["Interfaces"], "StorageService.self, name: ServiceNames.disk"),
            "Sources/Other/Other.swift": Self.resolver(["Interfaces"], "StorageService.self, name: \"disk\"").replacingOccurrences(of: "Home", with: "Other"),
            "Sources/Provider/Provider.swift": provider,
        ]
        #expect(try app(files).isEmpty)
        files["Sources/Home/Home.swift"] = Self.resolver(["Interfaces"], "StorageService.self, name: ServiceNames.memory")
        expectUnprovided(try app(files), "'Home' resolves StorageService (name: \"memory\"), which no linked target registers. StorageService is registered only under 'disk'.")
    }

    @Test func aDuplicateIsFoundWhicheverSpellingEachRegistrationUses() throws {
        var files = [
            "Sources/First/First.swift": Self.provider(["Interfaces"], ["Interfaces.StorageService.self"]),
            "Sources/Second/Second.swift": Self.provider(["Interfaces"], ["(any StorageService).self, name: ServiceNames.memory"]),
        ]
        #expect(try app(files).isEmpty)
        files["Sources/Second/Second.swift"] = Self.provider(["Interfaces"], ["(any StorageService).self"])
        let found = try app(files)
        #expect(found.map(\.rule) == [.duplicateService])
        #expect(found.first?.location == FileLocation(file: "Sources/Second/Second.swift", line: 5, column: 13))
        #expect(found.first?.message.hasPrefix("StorageService is registered twice: here and at Sources/First/First.swift:5:13 (written Interfaces.StorageService there);") == true, "\(found.first?.message ?? "")")
    }

    @Test func whatTheScanCannotKnowIsANoteNeverAnError() throws {
        let home = """
            import Interfaces
            import Legacy

            enum Home {
                static func make(_ r: any Resolver, id: Int, flag: Bool) throws {
                    _ = try r.resolve((any Pricing).self, name: "disk-\\(id)")
                    let name = flag ? "a" : "b"
                    _ = try r.resolve((any Tracking).self, name: name)
                    _ = try r.resolve(StorageService.self)
                    _ = try r.resolve((any OtherService).self, name: "cache")
                }

                static func make<S>(_ r: any Resolver, _: S.Type) throws -> S {
                    try r.resolve(S.self)
                }

                static func wire(_ context: ComponentContext) throws {
                    try context.register((any Pricing).self) { r in PriceList(storage: try r.resolve()) }
                    try context.register((any OtherService).self, name: cacheName()) { _ in Cache() }
                    try context.register((any OtherService).self) { _ in Cache() }
                }
            }
            """
        let files = [
            "Sources/Home/Home.swift": home,
            "Sources/Legacy/Legacy.swift": "public protocol StorageService: Sendable {}\n",
        ]
        let found = try app(files)
        #expect(found.allSatisfy { $0.rule == .undecidedWiring && $0.severity == .note }, "\(found.map(\.compilerForm))")
        let notes = Dictionary(found.map { ($0.location?.line ?? 0, $0.compilerForm) }) { $0 + "\n" + $1 }
        #expect(notes.keys.sorted() == [6, 8, 9, 10, 14, 18, 19])
        #expect(notes[6]?.hasPrefix("Sources/Home/Home.swift:6:17: note: The build cannot check that Pricing, which 'Home' resolves here, is registered: its name `\"disk-\\(id)\"` is computed at run time. The host checks it when the app resolves it.") == true, "\(notes[6] ?? "")")
        #expect(notes[8]?.contains("its name `name` is not a string constant") == true)
        #expect(notes[9]?.contains("the short name `StorageService` is declared in both 'Interfaces' and 'Legacy', which the file imports") == true)
        // The registration whose name is computed may be the one resolved: a note, not unprovidedService.
        #expect(notes[10]?.contains("'Home' resolves OtherService (name: \"cache\"), which no linked target registers by a type and name the build can read; the registration at Sources/Home/Home.swift:19:13 may be it, but its name `cacheName()` is computed at run time.") == true, "\(notes[10] ?? "")")
        #expect(notes[14]?.contains("its type `S` is a generic parameter, chosen by each caller") == true)
        #expect(notes[18]?.contains("The build cannot check that a service of an inferred type, which 'Home' resolves here, is registered: its type is inferred from where the result goes") == true)
        // …and it makes the unnamed registration beside it no duplicate.
        #expect(notes[19]?.contains("The build cannot check the registration of OtherService here: its name `cacheName()` is computed at run time.") == true)
    }

    @Test func aNoteCanBeMadeAnErrorOrIgnored() throws {
        let scans = try appScans(["Sources/Home/Home.swift": Self.resolver(["Interfaces"], "(any StorageService).self, name: makeName()")])
        #expect(WiringCheck(targets: scans).run().map(\.severity) == [.note])
        var configuration = ToolConfiguration.standard
        configuration.severities[.undecidedWiring] = .ignore
        #expect(WiringCheck(targets: scans, configuration: configuration).run().isEmpty)
        let yaml = try ConfigurationLoader.parse("severity:\n  undecidedWiring: error\n", file: ".lattice.yml")
        #expect(WiringCheck(targets: scans, configuration: yaml).run().map(\.severity) == [.error])
    }
}
