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

            #if objectFormat(MachO)
            @section("__DATA_CONST,__lattice_recs")
            #elseif objectFormat(ELF) || objectFormat(Wasm)
            @section("lattice_records")
            #endif
            @used
            private nonisolated let latticeRecord_home_CartComponent: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID, home: CartComponent.self)
                }, 0)
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
