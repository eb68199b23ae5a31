import Foundation
import LatticeCore
import LatticeGraph
@_spi(LatticeInternals) import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// The navigation destinations of an app (`Destination(…)` of LatticeNavigation), read by
/// the scan as routes are (literals, typed routes, route constants of linked targets, and
/// through a screen helper that takes a destination), and checked by the registry's own
/// check before the app runs.
@Suite struct DestinationWiringTests {
    /// A shop: route constants and a screen helper in ShopInterfaces, an orders feature
    /// that declares its screens through the helper, and the app's registry with its tabs.
    static func shop(orders: String, app: String = #"let registry = DestinationRegistry(tabs: ["home", "orders"])"#) -> PlantedApp {
        PlantedApp([
            ("ShopInterfaces", """
                import Lattice
                import LatticeNavigation

                public enum ShopRoutes {
                    public static let orders = "shop://orders"
                    public static let order = TypedRoute<Int>(deferringErrors: "shop://orders/:id<int>")
                }

                extension ComponentContext {
                    /// Declares the screen and adds its route.
                    public func addScreen(_ destination: Destination, summary: String, exposure: Exposure = .app, handler: @escaping @Sendable (RouteRequest) throws -> RouteResponse) throws {
                        try router.add(destination.pattern, summary: summary, exposure: exposure, handler: handler)
                    }
                }
                """),
            ("OrdersFeature", PlantedApp.component("OrdersFeature", """
                public var name: String { "Orders" }
                public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
                public func register(in context: ComponentContext) throws {
                \(orders.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                }
                """, extra: "import LatticeNavigation\nimport ShopInterfaces")),
            ("ShopApp", """
                import LatticeNavigation

                func makeNavigation() {
                    \(app)
                }
                """),
        ])
    }

    static let screens = """
        try context.addScreen(Destination(ShopRoutes.orders, tab: "orders"), summary: "Orders", exposure: .external) { _ in .handled }
        try context.addScreen(Destination(ShopRoutes.order, parent: ShopRoutes.orders), summary: "An order", exposure: .external) { _ in .handled }
        """

    @Test func destinationsAndTheirRoutesAreReadThroughAScreenHelper() throws {
        let app = Self.shop(orders: Self.screens)
        let scans = WiringLink.link(try app.scans())
        let orders = try #require(scans.first { $0.name == "OrdersFeature" })
        #expect(orders.destinations.map(\.pattern) == ["shop://orders", "shop://orders/:id<int>"])
        #expect(orders.destinations.map(\.parent) == [nil, "shop://orders"])
        #expect(orders.destinations.map(\.tab) == ["orders", nil])
        #expect(orders.destinations.map(\.owner) == ["Orders", "Orders"])
        #expect(orders.routes.map(\.pattern) == ["shop://orders", "shop://orders/:id<int>"])
        #expect(orders.routes.map(\.exposed) == [true, true])
        #expect(scans.first { $0.name == "ShopApp" }?.destinationRegistries.map(\.tabs) == [["home", "orders"]])
        #expect(try app.check().isEmpty)
    }

    @Test func aDestinationConstantGivesItsRouteItsPattern() throws {
        var app = Self.shop(orders: """
            try context.addScreen(Screens.orders, summary: "Orders", exposure: .external) { _ in .handled }
            try context.addScreen(Screens.order, summary: "An order", exposure: .external) { _ in .handled }
            """)
        app.edit("OrdersFeature", "import ShopInterfaces", """
            import ShopInterfaces

            enum Screens {
                static let orders = Destination("shop://orders", tab: "orders")
                static let order = Destination(ShopRoutes.order, parent: ShopRoutes.orders)
            }
            """)
        let orders = try #require(WiringLink.link(try app.scans()).first { $0.name == "OrdersFeature" })
        #expect(orders.routes.map(\.pattern) == ["shop://orders", "shop://orders/:id<int>"])
        #expect(orders.destinations.map(\.pattern) == ["shop://orders", "shop://orders/:id<int>"])
        #expect(try app.check().isEmpty)
    }

    @Test func aParentNobodyDeclaresIsAnErrorAtTheDestination() throws {
        let app = Self.shop(orders: Self.screens.replacingOccurrences(of: "parent: ShopRoutes.orders", with: #"parent: "shop://order""#))
        let found = try app.check()
        try #require(found.map(\.rule) == [.destinationWiring])
        #expect(found[0].severity == .error)
        #expect(found[0].compilerForm.hasPrefix(app.place("OrdersFeature", "Destination(ShopRoutes.order,") + ":"))
        #expect(found[0].message.contains("'shop://order'"))
        #expect(found[0].compilerForm.contains("To fix,"))
    }

    @Test func parentsInACycleAndAParentParameterTheChildLacksAreErrors() throws {
        var app = Self.shop(orders: """
            try context.addScreen(Destination("shop://a", parent: "shop://b"), summary: "A", exposure: .external) { _ in .handled }
            try context.addScreen(Destination("shop://b", parent: "shop://a"), summary: "B", exposure: .external) { _ in .handled }
            """)
        var found = try app.check()
        try #require(found.map(\.rule) == [.destinationWiring])
        #expect(found[0].cycle == ["shop://a", "shop://b", "shop://a"])

        app = Self.shop(orders: """
            try context.addScreen(Destination(ShopRoutes.order), summary: "An order", exposure: .external) { _ in .handled }
            try context.addScreen(Destination("shop://orders/:id<int>/rate/:user", parent: "shop://users/:user/orders/:other"), summary: "Rate", exposure: .external) { _ in .handled }
            try context.addScreen(Destination("shop://users/:user/orders/:other"), summary: "User orders", exposure: .external) { _ in .handled }
            """)
        found = try app.check()
        try #require(found.map(\.rule) == [.destinationWiring])
        #expect(found[0].message.contains("'other'"))
        #expect(found[0].compilerForm.hasPrefix(app.place("OrdersFeature", "Destination(\"shop://orders/:id<int>/rate") + ":"))
    }

    @Test func aHomeTabTheAppLacksIsAnErrorOnlyWhenTheTabsAreLiterals() throws {
        let screens = Self.screens.replacingOccurrences(of: #"tab: "orders""#, with: #"tab: "account""#)
        var app = Self.shop(orders: screens)
        var found = try app.check()
        try #require(found.map(\.rule) == [.destinationWiring])
        #expect(found[0].message.contains("'account'"))
        #expect(found[0].message.contains("'home', 'orders'"))

        // Tabs the build cannot read: a note, and no verdict on the home tab.
        app = Self.shop(orders: screens, app: "let registry = DestinationRegistry(tabs: AppTabs.all)")
        found = try app.check()
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.compilerForm.hasPrefix(app.place("ShopApp", "DestinationRegistry(") + ":") == true)

        // Tabs given by string constants of a linked target are read, in the registry and
        // in the destinations.
        let tabs = "public enum ShopTabs {\n    public static let home: TabID = \"home\"\n    public static let orders: TabID = \"orders\"\n}"
        app = Self.shop(
            orders: Self.screens.replacingOccurrences(of: #"tab: "orders""#, with: "tab: ShopTabs.orders"),
            app: "let registry = DestinationRegistry(tabs: [ShopTabs.home, ShopTabs.orders])")
        app.edit("ShopInterfaces", "public enum ShopRoutes {", tabs + "\n\npublic enum ShopRoutes {")
        app.edit("ShopApp", "import LatticeNavigation", "import LatticeNavigation\nimport ShopInterfaces")
        #expect(WiringLink.link(try app.scans()).first { $0.name == "ShopApp" }?.destinationRegistries.map(\.tabs) == [["home", "orders"]])
        #expect(try app.check().isEmpty)
        // … and through a list constant (`static let all = [home, orders]`).
        app.edit("ShopInterfaces", "public enum ShopTabs {", "public enum ShopTabs {\n    public static let all = [home, orders]")
        app.edit("ShopApp", "[ShopTabs.home, ShopTabs.orders]", "ShopTabs.all")
        #expect(WiringLink.link(try app.scans()).first { $0.name == "ShopApp" }?.destinationRegistries.map(\.tabs) == [["home", "orders"]])
        #expect(try app.check().isEmpty)
        app.edit("ShopInterfaces", "public static let all = [home, orders]", "public static let all = [home]")
        #expect(try app.check().map(\.rule) == [.destinationWiring])
        app.edit("ShopApp", "ShopTabs.all", "[ShopTabs.home]")
        found = try app.check()
        #expect(found.map(\.rule) == [.destinationWiring])
        #expect(found.first?.message.contains("'orders'") == true)

        // No registry in the linked targets: no tabs to compare with, nothing said.
        app = Self.shop(orders: screens, app: "")
        #expect(try app.check().isEmpty)
    }

    @Test func anExposedRouteWithNoDestinationIsAnErrorOnlyInAnAppThatDeclaresDestinations() throws {
        let wishlist = #"try context.router.add("shop://wishlist", exposure: .external) { _ in .handled }"#
        var app = Self.shop(orders: Self.screens + "\n" + wishlist + "\n" + #"try context.router.add("shop://internal") { _ in .handled }"#)
        let found = try app.check()
        try #require(found.map(\.rule) == [.destinationWiring])
        #expect(found[0].compilerForm.hasPrefix(app.place("OrdersFeature", "shop://wishlist") + ":"))
        #expect(found[0].message.contains("'shop://wishlist'"))

        // An app without destinations: its exposed routes are not navigation's business.
        app = Self.shop(orders: wishlist, app: "")
        #expect(try app.check().isEmpty)
    }

    @Test func whatTheBuildCannotReadIsANoteAndMakesNoFalseAlarm() throws {
        // A destination whose pattern is computed: noted; the parent it may be and the
        // exposed route it may show are then notes too, not errors.
        var app = Self.shop(orders: """
            try context.addScreen(Destination(Self.ordersPattern()), summary: "Orders", exposure: .external) { _ in .handled }
            try context.addScreen(Destination(ShopRoutes.order, parent: "shop://orders"), summary: "An order", exposure: .external) { _ in .handled }
            try context.router.add("shop://orders", exposure: .external) { _ in .handled }
            """)
        var found = try app.check()
        #expect(!found.contains { $0.severity == .error })
        #expect(found.filter { $0.rule == .undecidedWiring && $0.message.contains("`Self.ordersPattern()`") }.count >= 1)
        #expect(found.contains { $0.message.contains("The build cannot be sure") })

        // A parent given by an expression the build cannot read: noted, its chain unchecked.
        app = Self.shop(orders: Self.screens.replacingOccurrences(of: "parent: ShopRoutes.orders", with: "parent: parentPattern"))
        found = try app.check()
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("`parentPattern`") == true)
    }

    @Test func aHelperThatTakesADestinationAddsTheRoutesItsCallersDeclare() throws {
        let app = PlantedApp([
            ("HomeFeature", PlantedApp.component("HomeFeature", """
                public var name: String { "Home" }
                public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
                public func register(in context: ComponentContext) throws {
                    try addPage(Destination("shop://home/:tab", tab: "main"), context.router)
                    try addPage(Destination(TypedRoute<Int>("shop://product/:id")), context.router)
                }
                func addPage(_ page: Destination, _ router: Router) throws {
                    try router.add(page.pattern, exposure: .external) { _ in .handled }
                }
                """, extra: "import LatticeNavigation")),
        ])
        let routes = try #require(try app.scans().first?.routes)
        #expect(routes.map(\.pattern) == ["shop://home/:tab", "shop://product/:id"])
        #expect(routes.map(\.location.line) == [app.place("HomeFeature", "try addPage(Destination(\"shop"), app.place("HomeFeature", "try addPage(Destination(TypedRoute")].map { Int($0.split(separator: ":").last!)! })
        #expect(try app.check().isEmpty)
    }
}
