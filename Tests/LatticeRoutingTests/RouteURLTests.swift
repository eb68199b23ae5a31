import LatticeCore
import LatticeRouting
import Testing

@Suite struct RouteURLTests {
    @Test func buildsAndPercentEncodes() throws {
        #expect(try RouteURL.build("shop://product/:id<int>/reviews/:page<int>", values: ["id": "42", "page": "2"]) == "shop://product/42/reviews/2")
        #expect(try RouteURL.build("shop://search/:term", values: ["term": "red shoes/2"]) == "shop://search/red%20shoes%2F2")
        #expect(try RouteURL.build("/help", values: [:]) == "/help")
    }

    @Test func choosesTheLongestExpansionAndPutsExtrasInTheQuery() throws {
        let pattern = "shop://product/:id<int>(/reviews/:page<int>)"
        #expect(try RouteURL.build(pattern, values: ["id": "42"]) == "shop://product/42")
        #expect(try RouteURL.build(pattern, values: ["id": "42", "page": "3"]) == "shop://product/42/reviews/3")
        #expect(try RouteURL.build(pattern, values: ["id": "42", "ref": "a b"]) == "shop://product/42?ref=a%20b")
    }

    @Test func acceptsAnyValueForACustomType() throws {
        #expect(try RouteURL.build("shop://sku/:code<sku>", values: ["code": "SKU-1"]) == "shop://sku/SKU-1")
    }

    @Test func namesAMissingOrInvalidParameterAndABadPattern() {
        #expect { try RouteURL.build("shop://product/:id<int>", values: [:]) } throws: { error in
            let error = error as? RoutingError
            return error?.code == .missingParameter && error?.message.contains("'id'") == true
        }
        #expect { try RouteURL.build("shop://product/:id<int>", values: ["id": "shoes"]) } throws: { error in
            (error as? RoutingError)?.code == .invalidParameter
        }
        #expect { try RouteURL.build("shop://product/:id/:id", values: ["id": "1"]) } throws: { error in
            (error as? RoutingError)?.code == .invalidPattern
        }
    }

    @Test func requiredValueConvertsOrNamesTheParameter() throws {
        let router = Router()
        try router.add("shop://product/:id<int>/:slug") { request in
            let id = try request.requiredValue("id", as: Int.self)
            #expect(id == 42)
            #expect(throws: RoutingError.self) { try request.requiredValue("slug", as: Int.self) }
            #expect { try request.requiredValue("missing", as: String.self) } throws: { error in
                (error as? RoutingError)?.message.contains("'missing'") == true
            }
            return .handled
        }
        #expect(try router.openSync("shop://product/42/shoes"))
    }
}
