import LatticeCore
import LatticeRouting
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `#typedRoute`: route constants checked at compile time, expanded to a construction that
/// cannot throw.
@Suite struct TypedRouteMacroTests {
    @Test func expandsToANonThrowingRouteTypedFromThePattern() {
        assertExpansion(
            """
            let product: TypedRoute<Int> = #typedRoute("/product/:id<int>")
            """,
            expandedSource: """
            let product: TypedRoute<Int> = LatticeRouting.TypedRoute<Swift.Int>(deferringErrors: "/product/:id<int>")
            """)
    }

    @Test func everyBuiltInTypeUntypedParametersAndWildcards() {
        assertExpansion(
            """
            let route: TypedRoute<Foundation.UUID, String, Double, Bool, String> = #typedRoute("shop://order/:id<uuid>/:tab/:rate<double>/:flag<bool>/*rest")
            """,
            expandedSource: """
            let route: TypedRoute<Foundation.UUID, String, Double, Bool, String> = LatticeRouting.TypedRoute<Foundation.UUID, Swift.String, Swift.Double, Swift.Bool, Swift.String>(deferringErrors: "shop://order/:id<uuid>/:tab/:rate<double>/:flag<bool>/*rest")
            """)
    }

    @Test func customTypesAndNoParametersLeaveTheTypesToTheDeclaration() {
        assertExpansion(
            """
            let sku: TypedRoute<Sku> = #typedRoute("/sku/:code<sku>")
            let home: TypedRoute = #typedRoute("/home")
            """,
            expandedSource: """
            let sku: TypedRoute<Sku> = LatticeRouting.TypedRoute(deferringErrors: "/sku/:code<sku>")
            let home: TypedRoute = LatticeRouting.TypedRoute(deferringErrors: "/home")
            """)
    }

    @Test func aPatternThatDoesNotParseIsACompileErrorWithTheRoutersMessage() throws {
        var message = ""
        do { _ = try RouteShape(parsing: "/product/:id/:id", customTypes: nil) } catch { message = error.explanation }
        #expect(!message.isEmpty)
        assertExpansion(
            """
            let product: TypedRoute<String, String> = #typedRoute("/product/:id/:id")
            """,
            expandedSource: """
            let product: TypedRoute<String, String> = LatticeRouting.TypedRoute(deferringErrors: "/product/:id/:id")
            """,
            diagnostics: [DiagnosticSpec(message: message, line: 1, column: 55)])
    }

    @Test(arguments: [
        ("/list(/:page<int>)", "'/list(/:page<int>)' has an optional group (around 'page'), but a typed route matches one shape. To fix, declare one typed route per shape, such as one without the group and one with it."),
        ("POST /cart/:id<int>", "'POST /cart/:id<int>' starts with a method, but a typed route has none. To fix, write the pattern without the method and pass the method to the router's add."),
    ])
    func optionalGroupsAndMethodsAreRefused(pattern: String, message: String) {
        assertExpansion(
            """
            let route: TypedRoute<Int> = #typedRoute("\(pattern)")
            """,
            expandedSource: """
            let route: TypedRoute<Int> = LatticeRouting.TypedRoute<Swift.Int>(deferringErrors: "\(pattern)")
            """,
            diagnostics: [DiagnosticSpec(message: message, line: 1, column: 42)])
    }

    @Test func thePatternMustBeALiteral() {
        assertExpansion(
            """
            let product: TypedRoute<Int> = #typedRoute(pattern)
            """,
            expandedSource: """
            let product: TypedRoute<Int> = ()
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The route pattern must be a string literal: Lattice reads it at compile time and `lattice scan` reads it from the source. To fix, write the route pattern as a string literal.",
                    line: 1, column: 44)
            ])
    }
}
