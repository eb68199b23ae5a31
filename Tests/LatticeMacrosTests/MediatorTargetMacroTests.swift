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
                func helper() {}
            }
            """,
            expandedSource: """
            final class CartTarget {
                init(resolver: Resolver) throws {}
                func add(_ item: AddToCart) async throws -> Int { 1 }
                func count() -> Int { 0 }
                func helper() {}

                static func latticeMakeTarget(_ resolver: LatticeServices.Resolver) throws -> CartTarget {
                    try CartTarget(resolver: resolver)
                }

                static func latticeActions(_ actions: inout LatticeMediator.TargetActions<CartTarget>) {
                    actions.on(ShopContracts.cartAdd) { target, input in
                        try await target.add(input)
                    }
                    actions.on(ShopContracts.cartCount) { (target: CartTarget, _: LatticeMediator.NoInput) in
                        target.count()
                    }
                }
            }
            """)
    }

    @Test func usesInitWithoutArgumentsAndLabelledInputs() {
        assertExpansion(
            """
            @MediatorTarget("orders")
            struct Orders {
                @Action(Contracts.place) func place(order: Order) -> Int { 1 }
            }
            """,
            expandedSource: """
            struct Orders {
                func place(order: Order) -> Int { 1 }

                static func latticeMakeTarget(_ resolver: LatticeServices.Resolver) throws -> Orders {
                    Orders()
                }

                static func latticeActions(_ actions: inout LatticeMediator.TargetActions<Orders>) {
                    actions.on(Contracts.place) { target, input in
                        target.place(order: input)
                    }
                }
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
