import Foundation
import Testing

/// Proves that the compiler itself rejects wrong annotated code: each test writes a small
/// Swift file and runs `swiftc -typecheck` on it with the package's built modules and the
/// macro plug-in, then reads the compiler's error.
@Suite(.serialized) struct CompileRejectionTests {
    /// `.build/<triple>/debug`: found from the test bundle's location at run time.
    static let buildDirectory: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for start in candidates {
            var directory = start.standardizedFileURL
            for _ in 0..<6 {
                let modules = directory.appendingPathComponent("Modules/LatticeAnnotations.swiftmodule")
                let plugin = directory.appendingPathComponent("LatticeMacros-tool")
                if FileManager.default.fileExists(atPath: modules.path), FileManager.default.fileExists(atPath: plugin.path) {
                    return directory
                }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// The compiler's diagnostics for `source`, or `nil` when the build products are not found.
    func typecheck(_ source: String) throws -> (status: Int32, output: String)? {
        guard let build = Self.buildDirectory else { return nil }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-macros-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Annotated.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6",
            "-I", build.appendingPathComponent("Modules").path,
            "-load-plugin-executable", build.appendingPathComponent("LatticeMacros-tool").path + "#LatticeMacros",
            "-module-cache-path", directory.appendingPathComponent("ModuleCache").path,
            file.path,
        ] + Self.clangModuleArguments(build)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The C modules the package's Swift modules import (swift-atomics' shims), which
    /// SwiftPM passes to the compiler by their module maps.
    static func clangModuleArguments(_ build: URL) -> [String] {
        var directory = build
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            let map = directory.appendingPathComponent("checkouts/swift-atomics/Sources/_AtomicsShims/include/module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { return ["-Xcc", "-fmodule-map-file=" + map.path] }
        }
        return []
    }

    static let preamble = """
        import LatticeAnnotations

        protocol Greeting: Sendable { func greet() -> String }
        protocol Detail: Sendable { var id: Int { get } }

        """

    @Test func correctAnnotationsTypecheck() throws {
        let result = try #require(try typecheck(Self.preamble + """
            @Provides((any Greeting).self, scope: .singleton)
            final class Greeter: Greeting { func greet() -> String { "hi" } }

            @Provides((any Detail).self, arguments: Int.self)
            struct DetailModel: Detail { let id: Int; init(arguments id: Int) { self.id = id } }

            @RoutePath("shop://product/:id<int>/reviews/:page<int>")
            enum ProductReviews {}

            let url = ProductReviews.url(id: 1, page: 2)
            """))
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aTypeThatDoesNotConformToItsServiceIsRejected() throws {
        let result = try #require(try typecheck(Self.preamble + """
            @Provides((any Greeting).self)
            final class Greeter: Sendable {}
            """))
        #expect(result.status != 0)
        #expect(result.output.contains("error: return expression of type 'Greeter' does not conform to 'Greeting'"), "\(result.output)")
    }

    @Test func aWrongFactoryArgumentTypeIsRejected() throws {
        let result = try #require(try typecheck(Self.preamble + """
            @Provides((any Detail).self, arguments: String.self)
            struct DetailModel: Detail { let id: Int; init(arguments id: Int) { self.id = id } }
            """))
        #expect(result.status != 0)
        #expect(result.output.contains("cannot convert value of type 'String' to expected argument type 'Int'"), "\(result.output)")
    }

    @Test func aMissingRoutePathArgumentIsRejected() throws {
        let result = try #require(try typecheck(Self.preamble + """
            @RoutePath("shop://product/:id<int>/reviews/:page<int>")
            enum ProductReviews {}

            let url = ProductReviews.url(page: 2)
            """))
        #expect(result.status != 0)
        #expect(result.output.contains("missing argument for parameter 'id'"), "\(result.output)")
    }

    @Test func aPatternThatDoesNotParseIsRejectedWithTheRoutersMessage() throws {
        let result = try #require(try typecheck(Self.preamble + """
            enum Routes {
                @Route("shop://product/:id<int")
                static func show(id: Int) {}
            }
            """))
        #expect(result.status != 0)
        #expect(result.output.contains("error: The pattern 'shop://product/:id<int' is invalid: '<' is not closed"), "\(result.output)")
    }

    @Test func anActionWhoseOutputDoesNotMatchItsContractIsRejected() throws {
        let result = try #require(try typecheck(Self.preamble + """
            enum Contracts { static let count = ActionContract<NoInput, Int>(target: "cart", action: "count") }

            @MediatorTarget("cart")
            final class CartTarget: Sendable {
                @Action(Contracts.count) func count() -> String { "" }
            }
            """))
        #expect(result.status != 0)
        // The compiler names the method's type beside the contract's.
        #expect(result.output.contains("error: cannot convert value of type '@Sendable (CartTarget, NoInput) -> String'"), "\(result.output)")
        #expect(result.output.contains("(CartTarget, NoInput) throws -> Int'"), "\(result.output)")
    }
}
