import Foundation
@_spi(LatticeInternals) @testable import LatticeScan
import Testing

/// What a scan records about names (from its own files only) and what the link makes of
/// them: the canonical type every comparison uses, the string a constant holds, and why a
/// name cannot be decided.
@Suite struct NameLinkTests {
    static let interfaces = """
        public protocol StorageService {}
        public protocol Pricing {}
        public enum Checkout {
            public protocol Pricing {}
            public struct Basket {
                public static let key = "basket"
            }
        }
        public struct Repository<Entity> {}
        public enum ServiceNames {
            public static let disk = "disk"
        }
        public let defaultName = "default"
        """

    /// Scans `files` (path → text) as a package, target by target; returns the scans unlinked.
    static func scans(_ files: [String: String]) throws -> [ScannedTarget] {
        let root = try FixtureScan.temporaryPackage(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let targets = Set(files.keys.map { String($0.split(separator: "/")[1]) }).sorted()
        return targets.map { target in
            SourceScanner.scan(target: target, root: root, files: files.keys.filter { $0.hasPrefix("Sources/\(target)/") })
        }
    }

    /// The canonical type (or why it is undecided) of each resolve of target `target`, in order.
    static func resolved(_ scans: [ScannedTarget], _ target: String) -> [String] {
        let linked = WiringLink.link(scans)
        return linked.first { $0.name == target }!.resolves.map { $0.service.canonicalType ?? "undecided: \($0.service.undecided ?? "")" }
    }

    static func home(_ imports: String, _ body: String) -> String {
        """
        \(imports)

        enum Home {
            static func make(_ r: any Resolver) throws {
        \(body.split(separator: "\n").map { "        _ = try r.resolve(\($0))" }.joined(separator: "\n"))
            }
        }
        """
    }

    @Test func spellingsOfOneTypeBecomeOneCanonicalName() throws {
        let body = """
            StorageService.self
            (any StorageService).self
            Interfaces.StorageService.self
            (any Interfaces.StorageService).self
            (any Pricing & StorageService).self
            (any StorageService & Interfaces.Pricing).self
            Repository<User>.self
            Interfaces.Repository<Models.User>.self
            Repository<[User]>.self
            Repository<User?>.self
            Checkout.Pricing.self
            """
        let scans = try Self.scans([
            "Sources/Interfaces/Interfaces.swift": Self.interfaces,
            "Sources/Models/Models.swift": "public struct User {}\n",
            "Sources/Home/Home.swift": Self.home("import Interfaces\nimport Models", body),
        ])
        #expect(Self.resolved(scans, "Home") == [
            "Interfaces.StorageService", "Interfaces.StorageService", "Interfaces.StorageService", "Interfaces.StorageService",
            "Interfaces.Pricing&Interfaces.StorageService", "Interfaces.Pricing&Interfaces.StorageService",
            "Interfaces.Repository<Models.User>", "Interfaces.Repository<Models.User>",
            "Interfaces.Repository<[Models.User]>", "Interfaces.Repository<Models.User?>",
            "Interfaces.Checkout.Pricing",
        ])
    }

    @Test func lookupGoesFromTheInnermostScopeOutward() throws {
        let home = """
            import Interfaces

            struct Pricing {}

            extension Checkout {
                struct Impl {
                    func make(_ r: any Resolver) throws {
                        _ = try r.resolve(Pricing.self)
                        _ = try r.resolve(Basket.self)
                    }
                }
            }

            enum Screen {
                func make(_ r: any Resolver) throws {
                    _ = try r.resolve(Pricing.self)
                    _ = try r.resolve(Self.self)
                    _ = try r.resolve(Home.Pricing.self)
                }
            }
            """
        let scans = try Self.scans(["Sources/Interfaces/Interfaces.swift": Self.interfaces, "Sources/Home/Home.swift": home])
        // In the extension, Checkout's own Pricing; at the top, the module's own beats the
        // import's; `Home.` names the module.
        #expect(Self.resolved(scans, "Home") == [
            "Interfaces.Checkout.Pricing", "Interfaces.Checkout.Basket", "Home.Pricing", "Home.Screen", "Home.Pricing",
        ])
    }

    @Test func typealiasesAreFollowedAcrossTargetsAndThroughChains() throws {
        let aliases = """
            public import Interfaces

            public typealias Storage = Interfaces.StorageService
            public typealias Store = Storage
            public typealias Both = Pricing & Storage
            public typealias Repo<T> = Repository<T>
            public typealias Loop = Loop
            """
        let scans = try Self.scans([
            "Sources/Interfaces/Interfaces.swift": Self.interfaces,
            "Sources/Aliases/Aliases.swift": aliases,
            "Sources/Models/Models.swift": "public struct User {}\n",
            "Sources/Home/Home.swift": Self.home("import Aliases\nimport Interfaces\nimport Models", "Store.self\n(any Both).self\n(any StorageService & Pricing).self\nRepo<User>.self\nLoop.self"),
        ])
        let resolved = Self.resolved(scans, "Home")
        #expect(Array(resolved.prefix(4)) == [
            "Interfaces.StorageService", "Interfaces.Pricing&Interfaces.StorageService", "Interfaces.Pricing&Interfaces.StorageService",
            "Interfaces.Repository<Models.User>",
        ])
        #expect(resolved[4] == "undecided: the typealias `Loop` is defined through itself")
    }

    @Test func exportedImportsAndUnseenModules() throws {
        let home = """
            import Umbrella
            import Logging

            enum Home {
                func make(_ r: any Resolver) throws {
                    _ = try r.resolve(StorageService.self)
                    _ = try r.resolve(Logging.Logger.self)
                    _ = try r.resolve(Logger.self)
                    _ = try r.resolve(Swift.Optional<Logger>.self)
                }
            }
            """
        let scans = try Self.scans([
            "Sources/Interfaces/Interfaces.swift": Self.interfaces,
            "Sources/Umbrella/Exports.swift": "@_exported import Interfaces\n",
            "Sources/Home/Home.swift": home,
        ])
        #expect(scans.first { $0.name == "Umbrella" }?.imports.first?.isExported == true)
        // Logging was never scanned: its names stay as written, less the module qualifier.
        #expect(Self.resolved(scans, "Home") == ["Interfaces.StorageService", "Logger", "Logger", "Logger?"])
    }

    @Test func namesGivenByConstantsGetTheirStrings() throws {
        let home = """
            import Interfaces

            enum Home {
                static let local = ServiceNames.disk
                static func make(_ r: any Resolver, id: Int) throws {
                    _ = try r.resolve(StorageService.self, name: ServiceNames.disk)
                    _ = try r.resolve(StorageService.self, name: Home.local)
                    _ = try r.resolve(StorageService.self, name: Self.local)
                    _ = try r.resolve(StorageService.self, name: local)
                    _ = try r.resolve(StorageService.self, name: Checkout.Basket.key)
                    _ = try r.resolve(StorageService.self, name: Interfaces.defaultName)
                    _ = try r.resolve(StorageService.self, name: defaultName)
                    _ = try r.resolve(StorageService.self, name: ServiceNames.missing)
                    _ = try r.resolve(StorageService.self, name: "\\(id)")
                }
            }
            """
        let scans = try Self.scans(["Sources/Interfaces/Interfaces.swift": Self.interfaces, "Sources/Home/Home.swift": home])
        // Unlinked, a scan holds the constant's name as written; linked, its string.
        #expect(scans[0].resolves.map(\.service.nameExpression).prefix(2) == ["ServiceNames.disk", "Home.local"])
        #expect(scans[0].resolves.allSatisfy { $0.service.canonicalType == nil })
        let linked = try #require(WiringLink.link(scans).first)
        #expect(linked.resolves.map(\.service.name) == ["disk", "disk", "disk", "disk", "basket", "default", "default", nil, nil])
        #expect(linked.resolves[7].service.undecided == "its name `ServiceNames.missing` is not a string constant (`static let` or global `let` of a literal) of any linked target")
        #expect(linked.resolves[8].service.undecided == "its name `\"\\(id)\"` is computed at run time")
    }

    @Test func theLinkIsIdempotentAndAScanRoundTripsThroughJSON() throws {
        let scans = try Self.scans([
            "Sources/Interfaces/Interfaces.swift": Self.interfaces,
            "Sources/Home/Home.swift": Self.home("import Interfaces", "StorageService.self, name: ServiceNames.disk\nCheckout.Pricing.self"),
        ])
        let linked = WiringLink.link(scans)
        #expect(WiringLink.link(linked) == linked)
        #expect(linked != scans)
        let data = try JSONEncoder().encode(scans)
        #expect(try JSONDecoder().decode([ScannedTarget].self, from: data) == scans)
        // What the scan records for the link: where each name is written.
        let home = try #require(scans.first { $0.name == "Home" })
        #expect(home.resolves[0].service.scope == ScannedScope(file: "Sources/Home/Home.swift", types: ["Home"]))
        #expect(home.declarations.map(\.name) == ["Home"])
    }

    @Test func typeSpellingsParse() {
        let cases: [(String, String)] = [
            ("(any B & A)?", "(A&B)?"),
            ("[String: any P]", "[String:P]"),
            ("Optional<Array<P>>", "Optional<Array<P>>"),
            ("(Int) -> Void", "(Int)->Void"),
            ("some `Protocol` & A", "A&Protocol"),
        ]
        for (spelling, text) in cases {
            #expect(TypeSpelling(parsing: spelling).text == text, "\(spelling)")
        }
        #expect(TypeSpelling(parsing: "Optional<Array<P>>").sugared.text == "Array<P>?")
    }
}
