import LatticeCore
import LatticeRouting
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct RouteMacroTests {
    @Test func generatesAHandlerThatReadsTypedParameters() {
        assertExpansion(
            """
            enum ProductRoutes {
                @Route("shop://product/:id<int>(/reviews/:page<int>)", exposure: .external, summary: "Product page")
                static func show(_ request: RouteRequest, id: Int, page: Int?) throws -> RouteResponse { .handled }
            }
            """,
            expandedSource: """
            enum ProductRoutes {
                static func show(_ request: RouteRequest, id: Int, page: Int?) throws -> RouteResponse { .handled }

                static func latticeRoute_show(_ request: LatticeRouting.RouteRequest) throws -> LatticeRouting.RouteResponse {
                    return try show(request, id: request.requiredValue("id", as: Int.self), page: request.value("page", as: Int.self))
                }

                #if objectFormat(MachO)
                @section("__DATA_CONST,__lattice_recs")
                #elseif objectFormat(ELF) || objectFormat(Wasm)
                @section("lattice_records")
                #endif
                @used
                private nonisolated static let latticeRecord_show: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                    LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                            try context.router.add("shop://product/:id<int>(/reviews/:page<int>)", summary: "Product page", owner: context.component.name, exposure: .external, fileID: "TestModule/test.swift", line: 2, annotated: latticeRoute_show, latticeRoute_show)
                        }
                    }, 0)
            }
            """)
    }

    @Test func asyncHandlersWithoutAResponseAnswerHandled() {
        assertExpansion(
            """
            @Route("shop://search/:term")
            func search(term: String) async {}
            """,
            expandedSource: """
            func search(term: String) async {}

            func latticeRoute_search(_ request: LatticeRouting.RouteRequest) async throws -> LatticeRouting.RouteResponse {
                try await search(term: request.requiredValue("term", as: String.self))
                return .handled
            }

            #if objectFormat(MachO)
            @section("__DATA_CONST,__lattice_recs")
            #elseif objectFormat(ELF) || objectFormat(Wasm)
            @section("lattice_records")
            #endif
            @used
            private nonisolated let latticeRecord_search: LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in
                        try context.router.add("shop://search/:term", owner: context.component.name, fileID: "TestModule/test.swift", line: 1, handler: latticeRoute_search)
                    }
                }, 0)
            """)
    }

    @Test func rejectsAPatternThatDoesNotParseWithTheRoutersMessage() throws {
        var message = ""
        do { _ = try RouteShape(parsing: "shop://product/:id<int", customTypes: nil) } catch { message = error.explanation }
        #expect(!message.isEmpty)
        assertExpansion(
            """
            @Route("shop://product/:id<int")
            func show(id: Int) {}
            """,
            expandedSource: """
            func show(id: Int) {}
            """,
            diagnostics: [DiagnosticSpec(message: message, line: 1, column: 8)])
    }

    @Test func rejectsAPatternThatIsNotALiteral() {
        assertExpansion(
            """
            @Route(Patterns.product)
            func show(id: Int) {}
            """,
            expandedSource: """
            func show(id: Int) {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The route pattern must be a string literal: Lattice reads it at compile time and `lattice scan` reads it from the source. To fix, write the route pattern as a string literal.",
                    line: 1, column: 8)
            ])
    }

    @Test func rejectsAMissingPathParameter() {
        assertExpansion(
            """
            @Route("shop://product/:id<int>")
            func show(_ request: RouteRequest) -> RouteResponse { .handled }
            """,
            expandedSource: """
            func show(_ request: RouteRequest) -> RouteResponse { .handled }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'show' has no parameter for the path parameter 'id' of 'shop://product/:id<int>'. To fix, add the parameter 'id: Int'.",
                    line: 2, column: 6)
            ])
    }

    @Test func rejectsAParameterOfTheWrongTypeWithAFixIt() {
        assertExpansion(
            """
            @Route("shop://product/:id<int>")
            func show(id: String) {}
            """,
            expandedSource: """
            func show(id: String) {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The path parameter 'id' is <int> in 'shop://product/:id<int>', so 'show' must take it as Int, not String. To fix, change the parameter's type to Int or the pattern's <type>.",
                    line: 2, column: 15, fixIts: [FixItSpec(message: "Change the type to Int")])
            ],
            applyFixIts: ["Change the type to Int"],
            fixedSource: """
            @Route("shop://product/:id<int>")
            func show(id: Int) {}
            """)
    }

    @Test func rejectsAnUnlabelledPathParameterWithAFixIt() {
        assertExpansion(
            """
            @Route("shop://product/:id<int>")
            func show(_ id: Int) {}
            """,
            expandedSource: """
            func show(_ id: Int) {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The path parameter 'id' is passed by label, but 'show' takes it without one. To fix, label the parameter 'id'.",
                    line: 2, column: 11, fixIts: [FixItSpec(message: "Label it 'id'")])
            ],
            applyFixIts: ["Label it 'id'"],
            fixedSource: """
            @Route("shop://product/:id<int>")
            func show(id: Int) {}
            """)
    }

    @Test func rejectsARequiredParameterForAnOptionalGroup() {
        assertExpansion(
            """
            @Route("shop://product/:id<int>(/:page<int>)")
            func show(id: Int, page: Int) {}
            """,
            expandedSource: """
            func show(id: Int, page: Int) {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The path parameter 'page' is in an optional group of 'shop://product/:id<int>(/:page<int>)', so some URLs lack it. To fix, make the parameter optional: Int?.",
                    line: 2, column: 26, fixIts: [FixItSpec(message: "Make it Int?")])
            ],
            applyFixIts: ["Make it Int?"],
            fixedSource: """
            @Route("shop://product/:id<int>(/:page<int>)")
            func show(id: Int, page: Int?) {}
            """)
    }

    @Test func rejectsAnExtraParameterAnInstanceMethodAndAWrongReturnType() {
        assertExpansion(
            """
            @Route("shop://cart")
            func cart(coupon: String) {}
            """,
            expandedSource: """
            func cart(coupon: String) {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The parameter 'coupon' of 'cart' is not a parameter of 'shop://cart'. To fix, add ':coupon' to the pattern, give the parameter a default value, or remove it.",
                    line: 2, column: 11)
            ])
        assertExpansion(
            """
            struct Routes {
                @Route("shop://cart")
                func cart() {}
            }
            """,
            expandedSource: """
            struct Routes {
                func cart() {}
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The route handler 'cart' is an instance method, but a route is registered without an instance. To fix, make it static.",
                    line: 3, column: 10)
            ])
        assertExpansion(
            """
            @Route("shop://cart")
            func cart() -> Int { 1 }
            """,
            expandedSource: """
            func cart() -> Int { 1 }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "The route handler 'cart' returns Int; a route handler returns RouteResponse (or nothing, which answers .handled). To fix, return a RouteResponse.",
                    line: 2, column: 16)
            ])
    }

    @Test func rejectsAPlacementOtherThanAFunction() {
        assertExpansion(
            """
            @Route("shop://cart")
            struct Cart {}
            """,
            expandedSource: """
            struct Cart {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Route is attached to a struct; it belongs on the function that handles the route. To fix, move it to a static function (or a global function).",
                    line: 1, column: 1)
            ])
    }
}
