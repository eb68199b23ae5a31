import LatticeCore
import LatticeNavigation
import LatticeRouting
import Testing

/// The check over all registered destinations (issue #32 item 8): every parent chain
/// ends, every destination's URL comes back to it, every exposed route of the app's router
/// has a destination. Each rule on a correct registry (no finding) and a planted mistake.
@Suite struct RegistryCheckTests {
    /// A registry of `destinations`, with the one tab "home".
    static func registry(_ destinations: [Destination]) throws -> DestinationRegistry {
        let registry = DestinationRegistry(tabs: ["home"])
        for destination in destinations { try registry.add(destination) }
        return registry
    }

    /// The shop's routes in the app's router, as its components add them: the screens
    /// links may open exposed, the others (and a debug route with no screen) the app's.
    static func shopRouter() throws -> Router {
        let router = Router()
        for (pattern, owner) in [(ShopRoutes.orders, "Orders"), (ShopRoutes.order.pattern, "Orders"), (ShopRoutes.product.pattern, "Catalog"), (ShopRoutes.cart, "Cart")] {
            try router.add(pattern, owner: owner, exposure: .external) { _ in .handled }
        }
        for pattern in [ShopRoutes.orderItem.pattern, ShopRoutes.reviews.pattern, ShopRoutes.checkout, ShopRoutes.welcome, ShopRoutes.settings, "shop://debug/routes"] {
            try router.add(pattern, exposure: .app) { _ in .handled }
        }
        return router
    }

    @Test func theShopsDestinationsAndRoutesHaveNoFinding() throws {
        let registry = try ShopDestinations.registry()
        #expect(registry.check() == [])
        #expect(registry.check(against: try Self.shopRouter()) == [])
    }

    @Test func aParentWhoseTypeRefusesTheChildsValuesIsAChainThatDoesNotEnd() throws {
        let posts = Destination("shop://users/:user/posts", parent: "shop://users/:user<int>")
        let registry = try Self.registry([Destination("shop://users/:user<int>", tab: "home"), posts])
        let problems = registry.check()
        #expect(problems == [.parentURLInvalid("shop://users/:user/posts", parent: "shop://users/:user<int>", url: "", reason: "")])
        #expect(problems.first?.message.contains("'shop://users/sample/posts'") == true, "\(problems)")
        #expect(problems.first?.fix.contains("the parent's types") == true)
        #expect(problems.first.map { "\($0.fileID):\($0.line)" } == "\(posts.fileID):\(posts.line)", "the child's declaration")
        // A link meets the same mistake; one whose values the parent takes goes through.
        #expect(throws: NavigationError.parentURLInvalid("shop://users/:user/posts", parent: "", url: "", reason: "")) {
            try registry.state(for: "shop://users/bob/posts")
        }
        #expect(try registry.state(for: "shop://users/7/posts").urls("home") == ["shop://users/7", "shop://users/7/posts"])
        // Typed as its parent, the child's chain always ends.
        let typed = try Self.registry([
            Destination("shop://users/:user<int>", tab: "home"), Destination("shop://users/:user<int>/posts", parent: "shop://users/:user<int>"),
        ])
        #expect(typed.check() == [])
    }

    @Test func aDestinationWhoseURLReachesNoDestinationIsFound() throws {
        // A pattern copied with its method from an API table: entries are matched without
        // one, so no URL reaches it.
        let orders = Destination("GET shop://orders/:id<int>", tab: "home")
        let registry = try Self.registry([orders])
        let problems = registry.check()
        #expect(problems == [.urlMismatch("GET shop://orders/:id<int>")])
        #expect(problems.first?.message.contains("'shop://orders/1'") == true, "\(problems)")
        #expect(problems.first?.message.contains("reaches no destination") == true)
        #expect(problems.first?.description.contains("To fix, write the pattern as the app's router matches") == true)
        #expect(problems.first?.line == orders.line)
        #expect(throws: NavigationError.unknownDestination("shop://orders/1")) { try registry.entry(for: "shop://orders/1") }
        #expect(try Self.registry([Destination("shop://orders/:id<int>", tab: "home")]).check() == [])
    }

    @Test func aDestinationWhoseURLsOthersTakeIsFound() throws {
        let files = Destination("shop://files/*path", tab: "home")
        // One segment goes to the file, two to the folder's file: the wildcard's URLs
        // (one or two segments) reach the others.
        let shadowed = try Self.registry([files, Destination("shop://files/:name"), Destination("shop://files/:folder/:name")])
        let problems = shadowed.check()
        #expect(problems == [.urlMismatch("shop://files/*path")])
        #expect(problems.first?.message.contains("reaches the destination 'shop://files/:name'") == true, "\(problems)")
        // A sibling that takes some of its URLs is the router's order, not a mistake: two
        // segments still reach the wildcard.
        let ordered = try Self.registry([files, Destination("shop://files/:name")])
        #expect(ordered.check() == [])
    }

    @Test func aParentURLThatReachesAnotherDestinationIsFound() throws {
        // A link to shop://edit/a builds shop://docs/a beneath it as the wildcard's entry,
        // but that URL opens shop://docs/:name: restoring the state changes the screen.
        let edit = Destination("shop://edit/*path", parent: "shop://docs/*path")
        let registry = try Self.registry([Destination("shop://docs/*path", tab: "home"), Destination("shop://docs/:name"), edit])
        let problems = registry.check()
        #expect(problems == [.urlMismatch("shop://edit/*path")])
        #expect(problems.first?.message.contains("for its parent 'shop://docs/*path', which reaches the destination 'shop://docs/:name'") == true, "\(problems)")
        #expect(problems.first?.line == edit.line)
        let fixed = try Self.registry([Destination("shop://docs/*path", tab: "home"), Destination("shop://docs/page/:name"), edit])
        #expect(fixed.check() == [])
    }

    @Test func everyExposedRouteHasADestination() throws {
        let registry = try ShopDestinations.registry()
        let router = try Self.shopRouter()
        let wishlist = #line + 1
        try router.add("shop://wishlist", owner: "Wishlist", exposure: .external) { _ in .handled }
        // Renamed in the route, not in the destination.
        try router.add("shop://orders/:number<int>/invoice", exposure: .external) { _ in .handled }
        try router.add("shop://cart/add/:sku", exposure: .external) { _ in .handled }
        try router.add("shop://debug/log", exposure: .app) { _ in .handled }
        let problems = registry.check(against: router, except: ["shop://cart/add/:sku"])
        #expect(problems == [.missingDestination("shop://wishlist"), .missingDestination("shop://orders/:number<int>/invoice")])
        #expect(problems.first.map { "\($0.fileID):\($0.line)" } == "\(#fileID):\(wishlist)", "the route's registration")
        #expect(problems.first?.message.contains("(owner: Wishlist)") == true)
        #expect(problems.first?.description.contains("To fix, declare Destination(\"shop://wishlist\")") == true)
        // The check itself comes first.
        let broken = try Self.registry([Destination("shop://a", parent: "shop://nowhere")])
        #expect(broken.check(against: Router()) == [.unknownParent("shop://nowhere", of: "shop://a")])
    }

    @Test func anExposedRouteNamedDifferentlySaysWhatItsURLsReach() throws {
        let registry = try Self.registry([Destination("shop://orders/:id<int>", tab: "home")])
        let router = Router()
        try router.add("shop://orders/:number<int>", exposure: .external) { _ in .handled }
        let problems = registry.check(against: router)
        #expect(problems == [.missingDestination("shop://orders/:number<int>")])
        #expect(problems.first?.message.contains("its URLs reach the destination 'shop://orders/:id<int>'") == true, "\(problems)")
        try router.add("shop://orders", exposure: .external) { _ in .handled }
        #expect(registry.check(against: router).map(\.subject) == ["shop://orders/:number<int>", "shop://orders"])
    }
}
