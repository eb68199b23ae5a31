import LatticeCore
import LatticeRouting
import Testing

/// `Router.addChecked`, what the whole-app check adds its routes with: the pattern checked
/// as `RouteShape` checks it, and added as `add` adds it, parsed once.
@Suite struct RouterCheckingTests {
    /// Patterns the check meets: good ones, overlapping ones, optional groups, wildcards,
    /// methods, a custom type the router does not know, and broken ones.
    static let patterns: [(pattern: String, method: String?)] = [
        ("app://shop/home", nil), ("app://shop/:page", nil), ("app://shop/items/:id<int>", nil),
        ("app://shop/items/new", nil), ("app://shop/items/:slug<slug>", nil), ("app://shop/items/:id<int>", nil),
        ("/p/:t(/new)(/o/:o)", nil), ("/p/:t/new", nil), ("/files/*rest", nil), ("/files/readme", nil),
        ("GET /api/:v", nil), ("/api/:v", "POST"), ("/api/v1", nil),
        ("app://shop/items/:id<int", nil), ("http://example.com/a", nil), ("/a?b=1", nil), ("/x/*a/y", nil), ("/a/:b/:b", nil),
    ]

    @Test func aPatternThrowsWhatRouteShapeThrowsForIt() {
        var refused = 0
        for (pattern, method) in Self.patterns {
            var expected: RoutingError?
            do { _ = try RouteShape(parsing: pattern, method: method, customTypes: nil) } catch { expected = error }
            var thrown: RoutingError?
            let router = Router(configuration: .init(conflictHandling: .keepFirst))
            do { try router.addChecked(pattern, method: method, owner: nil, fileID: "F.swift", line: 1) } catch { thrown = error }
            #expect(thrown?.code == expected?.code, "\(pattern)")
            #expect(thrown?.explanation == expected?.explanation, "\(pattern)")
            if expected != nil { refused += 1 }
        }
        #expect(refused == 5)
    }

    @Test func theRouterHoldsAndListsWhatAddWouldHaveAddedAndListed() throws {
        let checked = Router(configuration: .init(conflictHandling: .keepFirst))
        let added = Router(configuration: .init(conflictHandling: .keepFirst))
        for (line, (pattern, method)) in Self.patterns.enumerated() {
            try? checked.addChecked(pattern, method: method, owner: "o\(line)", fileID: "F.swift", line: line)
            _ = try? added.add(pattern, method: method, owner: "o\(line)", fileID: "F.swift", line: line) { _ in .declined }
        }
        #expect(!added.conflicts.isEmpty)
        #expect(checked.conflicts == added.conflicts)
        #expect(checked.routes.map(\.pattern) == added.routes.map(\.pattern))
        // The custom type the router does not know is checked, not added.
        #expect(!checked.routes.map(\.pattern).contains("app://shop/items/:slug<slug>"))
        #expect(checked.match("app://shop/items/7")?.route.pattern == added.match("app://shop/items/7")?.route.pattern)
    }

    @Test func anOverlapIsFoundAmongManyLiteralSiblings() throws {
        // One first segment per feature, as an app's routes have: the overlap is found
        // under the one sibling that shares it, and nowhere else.
        let router = Router(configuration: .init(conflictHandling: .keepFirst))
        for feature in 0..<300 {
            try router.addChecked("app://feature\(feature)/items/:id<int>", method: nil, owner: "f\(feature)", fileID: "F.swift", line: feature)
        }
        try router.addChecked("app://feature150/items/7", method: nil, owner: "other", fileID: "G.swift", line: 1)
        try router.addChecked("app://feature150/:page/7", method: nil, owner: "other", fileID: "G.swift", line: 2)
        let conflicts = router.conflicts
        #expect(conflicts.map(\.existingPattern) == ["app://feature150/items/:id<int>", "app://feature150/items/7", "app://feature150/items/:id<int>"])
        #expect(conflicts.map(\.pattern) == ["app://feature150/items/7", "app://feature150/:page/7", "app://feature150/:page/7"])
    }
}
