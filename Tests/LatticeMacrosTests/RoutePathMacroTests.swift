import LatticeCore
import LatticeRouting
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct RoutePathMacroTests {
    @Test func generatesThePatternAndATypedURLBuilder() {
        assertExpansion(
            """
            @RoutePath("shop://product/:id<int>/reviews/:page<int>(/:sort)")
            enum ProductReviews {}
            """,
            expandedSource: """
            enum ProductReviews {

                static let pattern: String = "shop://product/:id<int>/reviews/:page<int>(/:sort)"

                static func url(id: Int, page: Int, sort: (String)? = nil) -> String {
                    var values: [String: String] = [:]
                    values["id"] = id.routeParameter
                    values["page"] = page.routeParameter
                    values["sort"] = sort?.routeParameter
                    return LatticeRouting.RouteURL.buildUnchecked(pattern, values: values)
                }
            }
            """)
    }

    @Test func aPublicTypeGetsAPublicBuilder() {
        assertExpansion(
            """
            @RoutePath("shop://cart")
            public enum CartPage {}
            """,
            expandedSource: """
            public enum CartPage {

                public static let pattern: String = "shop://cart"

                public static func url() -> String {
                    LatticeRouting.RouteURL.buildUnchecked(pattern, values: [:])
                }
            }
            """)
    }

    @Test func customTypesTakeAnyRouteParameterValue() {
        assertExpansion(
            """
            @RoutePath("shop://sku/:code<sku>")
            enum SkuPage {}
            """,
            expandedSource: """
            enum SkuPage {

                static let pattern: String = "shop://sku/:code<sku>"

                static func url(code: some LatticeRouting.RouteParameterValue) -> String {
                    var values: [String: String] = [:]
                    values["code"] = code.routeParameter
                    return LatticeRouting.RouteURL.buildUnchecked(pattern, values: values)
                }
            }
            """)
    }

    @Test func rejectsAPatternThatDoesNotParse() throws {
        var message = ""
        do { _ = try RouteShape(parsing: "shop://product/:id/:id", customTypes: nil) } catch { message = error.explanation }
        #expect(!message.isEmpty)
        assertExpansion(
            """
            @RoutePath("shop://product/:id/:id")
            enum Product {}
            """,
            expandedSource: """
            enum Product {}
            """,
            diagnostics: [DiagnosticSpec(message: message, line: 1, column: 12)])
    }

    @Test func rejectsAMethodAnUnnamedWildcardAndAFunction() {
        assertExpansion(
            """
            @RoutePath("GET shop://cart")
            enum Cart {}
            """,
            expandedSource: """
            enum Cart {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'GET shop://cart' starts with a method, but a URL has none. To fix, write the pattern without the method.",
                    line: 1, column: 12)
            ])
        assertExpansion(
            """
            @RoutePath("shop://files/*")
            enum Files {}
            """,
            expandedSource: """
            enum Files {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'shop://files/*' has an unnamed wildcard, so url(...) cannot take a labelled value for it. To fix, name it, such as '*path'.",
                    line: 1, column: 12)
            ])
        assertExpansion(
            """
            @RoutePath("shop://cart")
            protocol Cart {}
            """,
            expandedSource: """
            protocol Cart {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@RoutePath is attached to a protocol; it gives a type its URL builder. To fix, attach it to a struct or enum, such as 'enum ProductPage {}'.",
                    line: 1, column: 1)
            ])
    }
}
