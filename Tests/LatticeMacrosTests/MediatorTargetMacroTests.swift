import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct MediatorTargetMacroTests {
    @Test func generatesTheMakerAndTheActionTable() {
        assertExpansion(
            """
            @MediatorTarget("cart", lifetime: .cached)
            final class CartTarget {
                init(resolver: Resolver) throws {}
                @Action(ShopContracts.cartAdd) func add(_ item: AddToCart) async throws -> Int { 1 }
                @Action(ShopContracts.cartCount) func count() -> Int { 0 }
                @Action(ShopContracts.cartScreen) func screen(for id: Int) throws -> CartScreen { CartScreen() }
                func helper() {}
            }
            """,
            expandedSource: """
            final class CartTarget {
                init(resolver: Resolver) throws {}
                func add(_ item: AddToCart) async throws -> Int { 1 }
                func count() -> Int { 0 }
                func screen(for id: Int) throws -> CartScreen { CartScreen() }
                func helper() {}

                static func latticeMakeTarget(_ resolver: LatticeServices.Resolver) throws -> CartTarget {
                    try CartTarget(resolver: resolver)
                }

                nonisolated static func latticeActions(_ actions: inout LatticeMediator.TargetActions<CartTarget>) {
                    actions.on(ShopContracts.cartAdd) { target, input in
                        try await target.add(input)
                    }
                    actions.on(ShopContracts.cartCount, annotated: CartTarget.latticeAction_count, CartTarget.latticeAction_count)
                    actions.on(ShopContracts.cartScreen, annotated: CartTarget.latticeAction_screen, CartTarget.latticeAction_screen)
                }

                static func latticeAction_count(_ target: CartTarget, _ input: LatticeMediator.NoInput) -> Int {
                    target.count()
                }

                static func latticeAction_screen(_ target: CartTarget, _ input: Int) throws -> CartScreen {
                    try target.screen(for: input)
                }

                #if objectFormat(MachO)
                @section("__DATA_CONST,__lattice_recs")
                #elseif objectFormat(ELF) || objectFormat(Wasm)
                @section("lattice_records")
                #endif
                @used
                private nonisolated static let latticeRecord_target: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                    LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                            try context.registerTarget("cart", lifetime: .cached, fileID: "TestModule/test.swift", line: 1, annotated: CartTarget.latticeMakeTarget, CartTarget.latticeMakeTarget) {
                                CartTarget.latticeActions(&$0)
                            }
                        }
                    }, 0)
            }
            """)
    }

    @Test func usesInitWithoutArgumentsAndLabelledInputs() {
        assertExpansion(
            """
            @MediatorTarget("orders")
            struct Orders {
                @Action(Contracts.place) func place(order: Order) -> Int { 1 }
                @Action(Contracts.log) func place(_ note: String) {}
            }
            """,
            expandedSource: """
            struct Orders {
                func place(order: Order) -> Int { 1 }
                func place(_ note: String) {}

                static func latticeMakeTarget(_ resolver: LatticeServices.Resolver) throws -> Orders {
                    Orders()
                }

                nonisolated static func latticeActions(_ actions: inout LatticeMediator.TargetActions<Orders>) {
                    actions.on(Contracts.place, annotated: Orders.latticeAction_place, Orders.latticeAction_place)
                    actions.on(Contracts.log, annotated: Orders.latticeAction_place_2, Orders.latticeAction_place_2)
                }

                static func latticeAction_place(_ target: Orders, _ input: Order) -> Int {
                    target.place(order: input)
                }

                static func latticeAction_place_2(_ target: Orders, _ input: String) -> Void {
                    target.place(input)
                }

                #if objectFormat(MachO)
                @section("__DATA_CONST,__lattice_recs")
                #elseif objectFormat(ELF) || objectFormat(Wasm)
                @section("lattice_records")
                #endif
                @used
                private nonisolated static let latticeRecord_target: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                    LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                            try context.registerTarget("orders", fileID: "TestModule/test.swift", line: 1, annotated: Orders.latticeMakeTarget, Orders.latticeMakeTarget) {
                                Orders.latticeActions(&$0)
                            }
                        }
                    }, 0)
            }
            """)
    }

    @Test func rejectsABadNameANonLiteralNameAndAFunction() {
        assertExpansion(
            """
            @MediatorTarget("my cart")
            final class CartTarget {}
            """,
            expandedSource: """
            final class CartTarget {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The target name 'my cart' is empty or has characters a URL would change. To fix, use only letters, digits, '-', '_' or '.'.",
                    line: 1, column: 17)
            ])
        assertExpansion(
            """
            @MediatorTarget(Names.cart)
            final class CartTarget {}
            """,
            expandedSource: """
            final class CartTarget {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The target name must be a string literal: Lattice reads it at compile time and `lattice scan` reads it from the source. To fix, write the target name as a string literal.",
                    line: 1, column: 17)
            ])
        assertExpansion(
            """
            @MediatorTarget("cart")
            protocol CartTarget {}
            """,
            expandedSource: """
            protocol CartTarget {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@MediatorTarget is attached to a protocol; it belongs on the type whose methods are the target's actions. To fix, attach it to a class, struct or actor.",
                    line: 1, column: 1)
            ])
    }

    @Test func rejectsActionsWithTwoParametersOrStatic() {
        assertExpansion(
            """
            @MediatorTarget("cart")
            final class CartTarget {
                @Action(C.add) func add(_ sku: String, _ quantity: Int) -> Int { 1 }
                @Action(C.count) static func count() -> Int { 0 }
            }
            """,
            expandedSource: """
            final class CartTarget {
                func add(_ sku: String, _ quantity: Int) -> Int { 1 }
                static func count() -> Int { 0 }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The action 'add' takes 2 parameters; an action takes its contract's input as its only parameter. To fix, take one parameter of the contract's Input type.",
                    line: 3, column: 28),
                DiagnosticSpec(
                    message: "The action 'count' is static, but actions run on the target's instance. To fix, make it an instance method.",
                    line: 4, column: 34),
            ])
    }
}
