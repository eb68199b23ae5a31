import LatticeRouting
import Testing

/// A pattern parsed once builds what `RouteURL.build` builds from the pattern, and fails
/// the same way.
@Suite struct RouteURLPreparedTests {
    @Test(arguments: [
        ("shop://orders/:id<int>/items/:item<int>", ["id": "7", "item": "3"]),
        ("shop://search/:term", ["term": "red shoes", "sort": "price"]),
        ("/p/:t(/new)", ["t": "a"]),
        ("/files/*path", ["path": "a/b c/d"]),
    ])
    func aPreparedPatternBuildsWhatThePatternBuilds(pattern: String, values: [String: String]) throws {
        let prepared = try RouteURL.Prepared(pattern)
        #expect(try RouteURL.build(prepared, values: values) == RouteURL.build(pattern, values: values))
    }

    @Test func aPreparedPatternFailsAsThePatternFails() throws {
        let prepared = try RouteURL.Prepared("shop://orders/:id<int>")
        let missing = #expect(throws: RoutingError.self) { try RouteURL.build(prepared, values: [:]) }
        let fromPattern = #expect(throws: RoutingError.self) { try RouteURL.build("shop://orders/:id<int>", values: [:]) }
        #expect(missing?.code == .missingParameter && missing == fromPattern)
        let wrongType = #expect(throws: RoutingError.self) { try RouteURL.build(prepared, values: ["id": "seven"]) }
        #expect(wrongType?.code == .invalidParameter)
        #expect(throws: RoutingError.self) { try RouteURL.Prepared("shop://orders/:id<") }
    }
}
