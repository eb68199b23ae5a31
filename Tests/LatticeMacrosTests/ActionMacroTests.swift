import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct ActionMacroTests {
    @Test func expandsToNothingInATarget() {
        assertExpansion(
            """
            @MediatorTarget("cart")
            struct CartTarget {
                @Action(C.count) func count() -> Int { 0 }
            }
            """,
            expandedSource: """
            struct CartTarget {
                func count() -> Int { 0 }

                static func latticeMakeTarget(_ resolver: LatticeServices.Resolver) throws -> CartTarget {
                    CartTarget()
                }

                nonisolated static func latticeActions(_ actions: inout LatticeMediator.TargetActions<CartTarget>) {
                    actions.on(C.count, annotated: CartTarget.latticeAction_count, CartTarget.latticeAction_count)
                }

                static func latticeAction_count(_ target: CartTarget, _ input: LatticeMediator.NoInput) -> Int {
                    target.count()
                }

                #if objectFormat(MachO)
                @section("__DATA_CONST,__lattice_recs")
                #elseif objectFormat(ELF) || objectFormat(Wasm)
                @section("lattice_records")
                #endif
                @used
                private nonisolated static let latticeRecord_target: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                    LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                            try context.registerTarget("cart", fileID: "TestModule/test.swift", line: 1, annotated: CartTarget.latticeMakeTarget, CartTarget.latticeMakeTarget) {
                                CartTarget.latticeActions(&$0)
                            }
                        }
                    }, 0)
            }
            """)
    }

    @Test func rejectsAnActionOutsideAMediatorTarget() {
        assertExpansion(
            """
            struct CartTarget {
                @Action(C.count) func count() -> Int { 0 }
            }
            """,
            expandedSource: """
            struct CartTarget {
                func count() -> Int { 0 }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Action is in 'CartTarget', not in the body of a type marked @MediatorTarget, so no target registers it. To fix, mark the type @MediatorTarget(\"name\") and declare the method in its body.",
                    line: 2, column: 5)
            ])
        assertExpansion(
            """
            extension CartTarget {
                @Action(C.count) func count() -> Int { 0 }
            }
            """,
            expandedSource: """
            extension CartTarget {
                func count() -> Int { 0 }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Action is in an extension, not in the body of a type marked @MediatorTarget, so no target registers it. To fix, mark the type @MediatorTarget(\"name\") and declare the method in its body.",
                    line: 2, column: 5)
            ])
    }

    @Test func rejectsAnActionOnAProperty() {
        assertExpansion(
            """
            @Action(C.count) var count = 0
            """,
            expandedSource: """
            var count = 0
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Action is attached to a property; it marks the method that performs an action. To fix, attach it to a method of the @MediatorTarget type.",
                    line: 1, column: 1)
            ])
    }
}
