import Foundation
import LatticeCore
import LatticeGraph
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// Route patterns written inline: in a `TypedRoute`, through a `Router` parameter, through a
/// helper of the app's own. Each is read (and checked, at the line that writes it), or noted
/// as unread with the reason; never an error for what the build cannot read.
@Suite struct InlinePatternTests {
    static func app(_ body: String) -> PlantedApp {
        PlantedApp([
            ("HomeFeature", PlantedApp.component("HomeFeature", """
                public var name: String { "Home" }
                public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
                public func register(in context: ComponentContext) throws {
                \(body.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                }
                func install(on r: Router) throws {
                    try r.add("/installed/:id<int>") { _ in .handled }
                }
                func addPage(_ pattern: String, _ router: Router) throws {
                    try router.add(pattern) { _ in .handled }
                }
                """)),
        ])
    }

    @Test func patternsWrittenInlineAreRead() throws {
        let app = Self.app("""
            try install(on: context.router)
            try addPage("/page/:tab", context.router)
            try context.router.add(TypedRoute<Int>("/inline/:id")) { _, _ in .handled }
            """)
        let routes = try #require(try app.scans().first?.routes)
        try #require(routes.map(\.pattern) == ["/inline/:id", "/installed/:id<int>", "/page/:tab"])
        #expect(routes[0].typedParameters == ["int"])
        #expect(routes[1].location.line == Int(app.place("HomeFeature", "try r.add(").split(separator: ":").last!))
        #expect(routes[2].location.line == Int(app.place("HomeFeature", "try addPage(\"/page").split(separator: ":").last!))
        #expect(try app.check().isEmpty)
    }

    @Test func aBadInlinePatternIsReportedWhereItIsWrittenInTheRoutersWords() throws {
        // Through a helper: at the call that passes it.
        var app = Self.app(#"try addPage("/page/:tab<int", context.router)"#)
        var diagnostics = try #require(try app.scans().first?.diagnostics)
        try #require(diagnostics.map(\.rule) == ["invalidRoutePattern"])
        #expect("\(diagnostics[0].location)".hasPrefix(app.place("HomeFeature", "try addPage(") + ":"))
        #expect(diagnostics[0].explanation.hasPrefix("The pattern '/page/:tab<int' is invalid: "))

        // A typed route whose pattern does not fit its types: at the pattern.
        app = Self.app(#"try context.router.add(TypedRoute<Int>("/inline/:id<bool>")) { _, _ in .handled }"#)
        diagnostics = try #require(try app.scans().first?.diagnostics)
        try #require(diagnostics.map(\.explanation) == ["The pattern '/inline/:id<bool>' is invalid: 'id' is written as bool but the route's type is int. To fix, drop the <type> from the pattern."])
        #expect("\(diagnostics[0].location)".hasPrefix(app.place("HomeFeature", "try context.router.add(TypedRoute") + ":"))
    }

    @Test func whatTheBuildCannotReadIsANoteWithTheReason() throws {
        var app = Self.app("""
            let route = TypedRoute<Int>("/local/:id")
            try context.router.add(route) { _, _ in .handled }
            try addPage(Self.computedPattern(), context.router)
            """)
        var found = try app.check()
        try #require(found.map(\.severity) == [.note, .note])
        #expect(found.map(\.rule) == [.undecidedWiring, .undecidedWiring])
        #expect(found.map(\.message) == [
            "The route added here takes its pattern from `route`, which is not a string literal, a typed route written here or a route constant of a linked target, so the build does not check its pattern or its overlaps. The router checks them when the app adds it.",
            "The route added here takes its pattern from `Self.computedPattern()`, which is not a string literal, a typed route written here or a route constant of a linked target, so the build does not check its pattern or its overlaps. The router checks them when the app adds it.",
        ])
        #expect(found[1].compilerForm.hasPrefix(app.place("HomeFeature", "try addPage(Self") + ":"))

        // A helper that no call in its target uses: noted where it adds the route.
        app = Self.app("")
        found = try app.check()
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.compilerForm.hasPrefix(app.place("HomeFeature", "try router.add(pattern)") + ":") == true)
        #expect(found.first?.message == "'addPage' adds a route whose pattern is its parameter 'pattern', and no call of it in 'HomeFeature' passes one (calls from other targets are not read), so the routes it adds are not checked here. The router checks each one when the app adds it.")
    }

    @Test func aRouteConstantsBrokenPatternIsReportedAtTheConstant() throws {
        let app = PlantedApp([
            ("ShopInterfaces", """
                public enum ShopRoutes {
                    public static let product = "shop://product/:id/:id"
                }
                """),
            ("HomeFeature", "import ShopInterfaces\n" + PlantedApp.component("HomeFeature", """
                public var name: String { "Home" }
                public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
                public func register(in context: ComponentContext) throws {
                    try context.router.add(ShopRoutes.product) { _ in .handled }
                }
                """)),
        ])
        let found = try app.check()
        #expect(found.map(\.rule) == [.invalidRoutePattern])
        // Where the fix goes: the constant's declaration, naming the call that adds it.
        #expect(found.first?.compilerForm.hasPrefix(app.place("ShopInterfaces", "public static let product") + ":") == true, "\(found)")
        #expect(found.first?.message == "The pattern 'shop://product/:id/:id' is invalid: the parameter 'id' appears twice. `ShopRoutes.product` is added as a route at \(app.place("HomeFeature", "try context.router.add(ShopRoutes")):13.")
    }
}
