import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct LatticeComponentMacroTests {
    @Test func expandsToNothingOnAType() {
        assertExpansion(
            """
            @LatticeComponent
            public struct CartComponent: Component {}
            """,
            expandedSource: """
            public struct CartComponent: Component {}
            """)
    }

    @Test func rejectsAFunction() {
        assertExpansion(
            """
            @LatticeComponent
            func makeCart() {}
            """,
            expandedSource: """
            func makeCart() {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@LatticeComponent is attached to a function; it marks the type that conforms to Component. To fix, attach it to that struct, class, actor or enum.",
                    line: 1, column: 1)
            ])
    }
}
