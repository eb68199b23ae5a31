import LatticeRouting
import Testing

/// One test per cell of the overlap policy table in the LatticeRouting article: two routes
/// at one place are refused when they take the same edges (nothing orders them), and
/// accepted with an overlap notice naming the winner when the matching order ranks them.
@Suite struct OverlapPolicyTests {
    private func refusal(_ first: String, _ second: String, priority: Int = 0) throws -> RoutingError? {
        let router = Router()
        try router.add(first) { _ in .handled }
        return #expect(throws: RoutingError.self) { try router.add(second, priority: priority) { _ in .handled } }
    }

    /// Adds both (they must be accepted) and returns what ``Router/conflicts`` lists.
    private func notices(_ first: String, _ second: String, firstPriority: Int = 0) throws -> [RouteConflict] {
        let router = Router()
        try router.add(first, priority: firstPriority) { _ in .handled }
        try router.add(second) { _ in .handled }
        return router.conflicts
    }

    private func winner(_ first: String, _ second: String) throws -> String? {
        let found = try notices(first, second)
        #expect(found.map(\.kind) == [.overlap], "\(first) + \(second)")
        return found.first?.winner
    }

    // MARK: Refused

    @Test func theSamePatternTwiceIsADuplicate() throws {
        #expect(try refusal("/a/:id", "/a/:id")?.code == .duplicateRoute)
    }

    @Test func twoUntypedParametersAtOnePlaceAreAmbiguous() throws {
        let error = try refusal("/u/:a", "/u/:b")
        #expect(error?.code == .ambiguousRoute)
        #expect(error?.message.contains("same place in the matching order") == true)
        #expect(error.map { "\($0)" }?.contains("To fix, remove one of them") == true)
    }

    @Test func twoParametersOfOneTypeAtOnePlaceAreAmbiguous() throws {
        #expect(try refusal("/u/:a<int>", "/u/:b<int>")?.code == .ambiguousRoute)
        #expect(try refusal("/u/:a<uint>", "/u/:b<uint>")?.code == .ambiguousRoute)
        #expect(try refusal("/p/:a.html", "/p/:b.html")?.code == .ambiguousRoute)
    }

    @Test func twoWildcardsAtOnePlaceAreAmbiguousWhetherOrNotTheyMatchNothing() throws {
        #expect(try refusal("/f/*a", "/f/*b")?.code == .ambiguousRoute)
        #expect(try refusal("/f/*a", "/f/*b?")?.code == .ambiguousRoute)
        #expect(try refusal("/f/*a?", "/f/*b")?.code == .ambiguousRoute)
        #expect(try refusal("/f/*a?", "/f/*a")?.code == .ambiguousRoute)
    }

    @Test func aPriorityDoesNotOrderTwoRoutesOfOneShape() throws {
        #expect(try refusal("/u/:a", "/u/:b", priority: 5)?.code == .ambiguousRoute)
    }

    // MARK: Accepted with a notice naming the winner

    @Test func aLiteralBesideAParameterWins() throws {
        #expect(try winner("/u/:id", "/u/me") == "/u/me")
        #expect(try winner("/u/me", "/u/:id") == "/u/me")
    }

    @Test func aParameterWithAPrefixOrSuffixBesideAPlainOneWins() throws {
        #expect(try winner("/p/:name", "/p/:name.html") == "/p/:name.html")
        #expect(try winner("/p/:name.html", "/p/:name") == "/p/:name.html")
        #expect(try winner("/p/v:name", "/p/:name.html") == "/p/:name.html", "the longer prefix or suffix first")
    }

    @Test func aTypedBesideAnUntypedParameterWins() throws {
        #expect(try winner("/u/:name", "/u/:id<int>") == "/u/:id<int>")
        #expect(try winner("/u/:id<int>", "/u/:name") == "/u/:id<int>")
    }

    @Test func twoTypesThatShareValuesAreOrderedByTheTypeOrder() throws {
        #expect(try winner("/u/:n<int>", "/u/:id<uint>") == "/u/:id<uint>")
        #expect(try winner("/u/:id<uint>", "/u/:n<int>") == "/u/:id<uint>")
        #expect(try winner("/u/:x<double>", "/u/:n<int>") == "/u/:n<int>")
        #expect(try winner("/u/:b<bool>", "/u/:n<int>") == "/u/:n<int>")
        let router = Router()
        try router.add("/u/:x<double>") { _ in .handled }
        try router.add("/u/:n<int>") { _ in .handled }
        #expect(router.match("/u/1")?.route.pattern == "/u/:n<int>", "the notice names the route matching picks")
    }

    @Test func twoTypesThatShareNoValueAreNotListed() throws {
        #expect(try notices("/u/:id<int>", "/u/:id<uuid>").isEmpty)
        #expect(try notices("/u/:id<uuid>", "/u/:ok<bool>").isEmpty)
    }

    @Test func aParameterBesideAWildcardWins() throws {
        #expect(try winner("/f/*path", "/f/:name") == "/f/:name")
        #expect(try winner("/f/:name", "/f/*path") == "/f/:name")
        #expect(try winner("/f/:name", "/f/*path?") == "/f/:name")
    }

    @Test func aRouteEndingWhereAnEmptyRestMatchesWins() throws {
        #expect(try winner("/f", "/f/*path?") == "/f")
        #expect(try winner("/f/*path?", "/f") == "/f")
        #expect(try notices("/f", "/f/*path").isEmpty, "a plain wildcard never matches /f")
    }

    @Test func aRouteWithAMethodBesideTheSameShapeWithoutOneWins() throws {
        #expect(try winner("/u/:a", "GET /u/:b") == "GET /u/:b")
        #expect(try winner("GET /u/:a", "/u/:b") == "GET /u/:a")
        #expect(try winner("/f/*a", "GET /f/*b") == "GET /f/*b")
    }

    @Test func routesOfOtherMethodsAreNotListed() throws {
        #expect(try notices("GET /u/:a", "POST /u/:b").isEmpty)
    }

    @Test func routesOfAnotherSchemeAreNotListed() throws {
        #expect(try notices("/u/:a", "shop://u/:b").isEmpty)
    }

    @Test func aPriorityPicksTheWinnerOfAnOverlap() throws {
        let found = try notices("/u/:id", "/u/me", firstPriority: 1)
        #expect(found.first?.winner == "/u/:id")
    }
}
