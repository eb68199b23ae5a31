import Foundation
import LatticeCore
import LatticeGraph
import LatticeRouting
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// One mistake reads the same wherever it is found: by the macro at compile time, by the
/// build plugin's scan of the target, by the whole-app check, and by the router at boot.
@Suite struct OneWordingTests {
    /// What the router says when the app adds `pattern`.
    static func atBoot(_ pattern: String) -> String {
        do {
            try Router().add(pattern) { _ in .handled }
            return ""
        } catch {
            return error.explanation
        }
    }

    /// What the scan of a target says of `source`: its diagnostics' explanations.
    static func scanned(_ source: String) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-wording-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("Routes.swift")
        try Data(source.utf8).write(to: file)
        return SourceScanner.scan(target: "App", root: root.path, files: [file.path]).diagnostics.map(\.explanation)
    }

    @Test(arguments: ["shop://product/:id<int", "/product/:id/:id", "/files/*path/more", "/cart/:"])
    func aPatternThatDoesNotParseReadsTheSameFromTheMacroTheScanTheCheckAndTheRouter(pattern: String) throws {
        let boot = Self.atBoot(pattern)
        #expect(boot.hasPrefix("The pattern '\(pattern)' is invalid: "))
        #expect(LatticeErrorText.problems(in: boot).isEmpty, "\(boot)")

        // The macro, at compile time.
        assertExpansion(
            """
            @Route("\(pattern)")
            func show() {}
            """,
            expandedSource: """
            func show() {}
            """,
            diagnostics: [DiagnosticSpec(message: boot, line: 1, column: 8)])

        // The scan of the target (the build plugin), for a literal pattern.
        #expect(try Self.scanned("try router.add(\"\(pattern)\") { _ in .handled }\n") == [boot])

        // The whole-app check, for a pattern it gets from a constant.
        let route = ScannedRoute(pattern: pattern, expression: "Routes.broken", source: .call, location: FileLocation(file: "Sources/App/App.swift", line: 3, column: 5))
        let found = WiringCheck(targets: [ScannedTarget(name: "App", routes: [route])]).run()
        #expect(found.map(\.explanation) == [boot])
    }

    @Test func aTypedRouteThatDoesNotFitItsTypesReadsTheSameFromTheScanAndTheRouter() throws {
        var boot = ""
        let route = TypedRoute<Int>(deferringErrors: "/product/:id/:page")
        do { try Router().add(route) { _, _ in .handled } } catch { boot = error.explanation }
        #expect(boot == "The pattern '/product/:id/:page' is invalid: it has 2 parameters but the route lists 1 type. To fix, give one generic argument per parameter, in pattern order.")
        #expect(try Self.scanned("enum Routes { static let product = TypedRoute<Int>(deferringErrors: \"/product/:id/:page\") }\n") == [boot])
        #expect(try Self.scanned("func add(_ router: Router) throws { try router.add(TypedRoute<Int>(\"/product/:id/:page\")) { _, _ in .handled } }\n") == [boot])
    }
}
