import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct ProvidesMacroTests {
    @Test func generatesAFactoryPerServiceWithTheResolverInitializer() {
        assertExpansion(
            """
            @Provides((any CartManaging).self, scope: .singleton)
            @Provides((any CartCounting).self, name: "badge")
            final class Cart: CartManaging, CartCounting {
                init(resolver: Resolver) throws {}
            }
            """,
            expandedSource: """
            final class Cart: CartManaging, CartCounting {
                init(resolver: Resolver) throws {}

                static func latticeMake_CartManaging(_ resolver: LatticeServices.Resolver) throws -> any CartManaging {
                    try Cart(resolver: resolver)
                }

                #if objectFormat(MachO)
                @section("__DATA_CONST,__lattice_recs")
                #elseif objectFormat(ELF) || objectFormat(Wasm)
                @section("lattice_records")
                #endif
                @used
                private nonisolated static let latticeRecord_CartManaging: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                    LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                            try context.register((any CartManaging).self, scope: .singleton, fileID: "TestModule/test.swift", line: 1, annotated: Cart.latticeMake_CartManaging, Cart.latticeMake_CartManaging)
                        }
                    }, 0)

                static func latticeMake_CartCounting_badge(_ resolver: LatticeServices.Resolver) throws -> any CartCounting {
                    try Cart(resolver: resolver)
                }

                #if objectFormat(MachO)
                @section("__DATA_CONST,__lattice_recs")
                #elseif objectFormat(ELF) || objectFormat(Wasm)
                @section("lattice_records")
                #endif
                @used
                private nonisolated static let latticeRecord_CartCounting_badge: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                    LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                            try context.register((any CartCounting).self, name: "badge", fileID: "TestModule/test.swift", line: 2, annotated: Cart.latticeMake_CartCounting_badge, Cart.latticeMake_CartCounting_badge)
                        }
                    }, 0)
            }
            """)
    }

    @Test func usesInitWithoutArgumentsAndNamesNestedTypesWithUnderscores() {
        assertExpansion(
            """
            @Provides(Outer.Inner.self, name: "a-b")
            struct Model {}
            """,
            expandedSource: """
            struct Model {

                static func latticeMake_Outer_Inner_a_b(_ resolver: LatticeServices.Resolver) throws -> Outer.Inner {
                    Model()
                }

                #if objectFormat(MachO)
                @section("__DATA_CONST,__lattice_recs")
                #elseif objectFormat(ELF) || objectFormat(Wasm)
                @section("lattice_records")
                #endif
                @used
                private nonisolated static let latticeRecord_Outer_Inner_a_b: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                    LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                            try context.register(Outer.Inner.self, name: "a-b", fileID: "TestModule/test.swift", line: 1, annotated: Model.latticeMake_Outer_Inner_a_b, Model.latticeMake_Outer_Inner_a_b)
                        }
                    }, 0)
            }
            """)
    }

    @Test func passesRuntimeArguments() {
        assertExpansion(
            """
            @Provides((any ProductDetail).self, arguments: Int.self, String.self)
            struct ProductDetailModel: ProductDetail {
                init(arguments id: Int, _ title: String) {}
            }
            """,
            expandedSource: """
            struct ProductDetailModel: ProductDetail {
                init(arguments id: Int, _ title: String) {}

                static func latticeMake_ProductDetail(_ resolver: LatticeServices.Resolver, _ a0: Int, _ a1: String) throws -> any ProductDetail {
                    ProductDetailModel(arguments: a0, a1)
                }

                #if objectFormat(MachO)
                @section("__DATA_CONST,__lattice_recs")
                #elseif objectFormat(ELF) || objectFormat(Wasm)
                @section("lattice_records")
                #endif
                @used
                private nonisolated static let latticeRecord_ProductDetail: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                    LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                            try context.services.register((any ProductDetail).self, component: context.component.name, fileID: "TestModule/test.swift", line: 1, factory: ProductDetailModel.latticeMake_ProductDetail)
                        }
                    }, 0)
            }
            """)
        assertExpansion(
            """
            @Provides((any ProductDetail).self, arguments: Int.self)
            struct ProductDetailModel: ProductDetail {
                init(resolver: Resolver, arguments id: Int) throws {}
            }
            """,
            expandedSource: """
            struct ProductDetailModel: ProductDetail {
                init(resolver: Resolver, arguments id: Int) throws {}

                static func latticeMake_ProductDetail(_ resolver: LatticeServices.Resolver, _ a0: Int) throws -> any ProductDetail {
                    try ProductDetailModel(resolver: resolver, arguments: a0)
                }

                #if objectFormat(MachO)
                @section("__DATA_CONST,__lattice_recs")
                #elseif objectFormat(ELF) || objectFormat(Wasm)
                @section("lattice_records")
                #endif
                @used
                private nonisolated static let latticeRecord_ProductDetail: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                    LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                            try context.services.register((any ProductDetail).self, component: context.component.name, fileID: "TestModule/test.swift", line: 1, factory: ProductDetailModel.latticeMake_ProductDetail)
                        }
                    }, 0)
            }
            """)
    }

    @Test func rejectsAProtocol() {
        assertExpansion(
            """
            @Provides((any CartManaging).self)
            protocol Cart {}
            """,
            expandedSource: """
            protocol Cart {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Provides is attached to a protocol; it belongs on the struct, class, actor or enum that implements the service. To fix, move it to the implementing type's declaration.",
                    line: 1, column: 1)
            ])
    }

    @Test func rejectsANameThatIsNotALiteral() {
        assertExpansion(
            """
            @Provides((any CartManaging).self, name: Names.cart)
            final class Cart {}
            """,
            expandedSource: """
            final class Cart {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The service name must be a string literal: Lattice reads it at compile time and `lattice scan` reads it from the source. To fix, write the service name as a string literal.",
                    line: 1, column: 42)
            ])
    }

    @Test func rejectsAServiceThatIsNotAMetatype() {
        assertExpansion(
            """
            @Provides(cartType)
            final class Cart {}
            """,
            expandedSource: """
            final class Cart {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Provides takes the service type as 'Type.self', found 'cartType'. To fix, write the service like (any CartManaging).self.",
                    line: 1, column: 11)
            ])
    }

    @Test func rejectsAScopeWithArgumentsAndOffersToRemoveIt() {
        assertExpansion(
            """
            @Provides((any ProductDetail).self, scope: .singleton, arguments: Int.self)
            struct Model {}
            """,
            expandedSource: """
            struct Model {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "A service with arguments is made anew for each resolve, so it cannot have the scope .singleton. To fix, remove 'scope:'.",
                    line: 1, column: 44, fixIts: [FixItSpec(message: "Remove 'scope:'")])
            ],
            applyFixIts: ["Remove 'scope:'"],
            fixedSource: """
            @Provides((any ProductDetail).self, arguments: Int.self)
            struct Model {}
            """)
    }

    @Test func rejectsAnAsyncInitializer() {
        assertExpansion(
            """
            @Provides(Store.self)
            actor Store {
                init() async {}
            }
            """,
            expandedSource: """
            actor Store {
                init() async {}
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "Store's initializer is async, but a service factory runs synchronously. To fix, make the initializer synchronous and start the asynchronous work later.",
                    line: 3, column: 5)
            ])
    }
}
