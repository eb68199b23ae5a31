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

    /// A URL never carries an empty segment back (the router skips it when it reads the
    /// URL), so a value that would write one is an error naming it, not a URL that reaches
    /// another route or none.
    @Test func refusesAValueNoURLCarriesBack() {
        func refusal(_ pattern: String, _ values: [String: String]) -> RoutingError? {
            #expect(throws: RoutingError.self) { try RouteURL.build(pattern, values: values) }
        }
        let empty = refusal("shop://search/:term", ["term": ""])
        #expect(empty?.code == .invalidParameter)
        #expect(empty?.message == "Building 'shop://search/:term': 'term' is '', and a URL does not carry an empty segment.")
        #expect(empty?.fix.contains("'(/:term)'") == true)
        #expect(refusal("/page/:slug.html", ["slug": ""])?.code == .invalidParameter)
        #expect(refusal("/files/*path", ["path": ""])?.fix.contains("'*path?'") == true)
        let double = refusal("/files/*path", ["path": "/a//b/"])
        #expect(double?.message.contains("empty segment") == true)
        #expect(double?.fix == "pass 'a/b'")
        #expect(refusal("/files/*path?", ["path": "a//b"])?.code == .invalidParameter)
    }

    /// What the typed front ends (which cannot throw) write: the checked URL when the values
    /// are fine, the value as it is when not, the pattern when it does not parse or a value
    /// is missing.
    @Test func buildUncheckedWritesWhatBuildWouldOrTheValueAsItIs() throws {
        let pattern = "shop://product/:id<int>(/reviews/:page<int>)"
        #expect(RouteURL.buildUnchecked(pattern, values: ["id": "42", "page": "2"]) == (try RouteURL.build(pattern, values: ["id": "42", "page": "2"])))
        #expect(RouteURL.buildUnchecked(pattern, values: ["id": "x y", "page": "2"]) == "shop://product/x%20y/reviews/2")
        #expect(RouteURL.buildUnchecked("shop://search/:term", values: ["term": ""]) == "shop://search/")
        #expect(RouteURL.buildUnchecked("shop://search/:term", values: [:]) == "shop://search/:term")
        #expect(RouteURL.buildUnchecked("shop://a b/:term", values: ["term": "x"]) == "shop://a b/:term")
        #expect(TypedRoute<String>(deferringErrors: "shop://search/:term").url("") == "shop://search/")
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
