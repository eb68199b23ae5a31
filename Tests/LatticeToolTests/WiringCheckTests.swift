import LatticeGraph
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// The whole-app check on scans written by hand: one planted mistake per rule, and the
/// clean app that has none.
@Suite struct WiringCheckTests {
    private func at(_ file: String, _ line: Int) -> FileLocation { FileLocation(file: "Sources/\(file)", line: line, column: 5) }

    private func service(_ spelling: String, name: String? = nil) -> ServiceReference { ServiceReference(spelling: spelling, name: name) }

    /// Log provides EventLogging; Cart depends on Log, provides CartManaging and resolves
    /// EventLogging; Home depends on Cart and resolves CartManaging.
    private func cleanApp() -> [ScannedTarget] {
        let log = ScannedTarget(
            name: "LogKit",
            components: [ScannedComponent(typeName: "LogComponent", name: "Log", location: at("LogKit/Log.swift", 3))],
            registrations: [ScannedRegistration(service: service("(any EventLogging)"), scope: "singleton", component: "LogComponent", source: .call, location: at("LogKit/Log.swift", 9))])
        let cart = ScannedTarget(
            name: "CartService",
            components: [ScannedComponent(typeName: "CartComponent", name: "Cart", location: at("CartService/Cart.swift", 3))],
            registrations: [ScannedRegistration(
                service: service("(any CartManaging)"), scope: "singleton", implementation: "Cart", resolves: [service("(any EventLogging)")],
                component: "CartComponent", source: .annotation, location: at("CartService/Cart.swift", 12))],
            resolves: [ScannedResolve(service: service("(any EventLogging)"), component: "CartComponent", location: at("CartService/Cart.swift", 14))],
            routes: [ScannedRoute(pattern: "shop://cart", exposed: true, component: "CartComponent", source: .call, location: at("CartService/Cart.swift", 20))],
            mediatorTargets: [ScannedMediatorTarget(name: "cart", actions: [.init(name: "add", location: at("CartService/Cart.swift", 30))], component: "CartComponent", source: .call, location: at("CartService/Cart.swift", 29))],
            componentDependencies: [ScannedComponentDependency(component: "CartComponent", name: "Log", requirement: "~> 1.0", location: at("CartService/Cart.swift", 5))])
        let home = ScannedTarget(
            name: "HomeFeature",
            components: [ScannedComponent(typeName: "HomeFeature", name: "Home", location: at("HomeFeature/Home.swift", 3))],
            resolves: [ScannedResolve(service: service("(any CartManaging)"), component: "HomeFeature", location: at("HomeFeature/Home.swift", 10))],
            routes: [ScannedRoute(pattern: "shop://home", exposed: true, component: "HomeFeature", source: .annotation, location: at("HomeFeature/Home.swift", 7))],
            componentDependencies: [ScannedComponentDependency(component: "HomeFeature", name: "Cart", location: at("HomeFeature/Home.swift", 4))])
        return [log, cart, home]
    }

    private func run(_ targets: [ScannedTarget], graph: ModuleGraph? = nil) -> [Diagnostic] {
        WiringCheck(targets: targets, graph: graph).run()
    }

    @Test func theCleanAppHasNoFinding() {
        #expect(run(cleanApp()).isEmpty)
    }

    @Test func aServiceNobodyRegisters() throws {
        var app = cleanApp()
        app[2].resolves.append(ScannedResolve(service: service("(any Wishlist)"), component: "HomeFeature", location: at("HomeFeature/Home.swift", 22)))
        let found = run(app)
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.rule == .unprovidedService)
        #expect(diagnostic.compilerForm.hasPrefix("Sources/HomeFeature/Home.swift:22:5: error: 'Home' resolves Wishlist, which no linked target registers."))
        #expect(diagnostic.explanation.contains("To fix, register it in a component 'Home' depends on"))
    }

    @Test func aServiceRegisteredOnlyUnderAnotherName() throws {
        var app = cleanApp()
        app[2].resolves.append(ScannedResolve(service: service("(any EventLogging)", name: "audit"), component: "HomeFeature", location: at("HomeFeature/Home.swift", 23)))
        let diagnostic = try #require(run(app).first)
        #expect(diagnostic.rule == .unprovidedService)
        #expect(diagnostic.message.contains("EventLogging is registered only under no name."))
    }

    @Test func aServiceOnlyAComponentOutsideTheClosureProvides() throws {
        var app = cleanApp()
        // Home resolves EventLogging: Log provides it, and Home depends on Cart, which depends on Log.
        app[2].resolves.append(ScannedResolve(service: service("(any EventLogging)"), component: "HomeFeature", location: at("HomeFeature/Home.swift", 24)))
        #expect(run(app).isEmpty)
        // Without Cart → Log, Log is outside Home's closure.
        app[1].componentDependencies.removeAll()
        let found = run(app)
        #expect(found.map(\.rule) == [.serviceOutsideDependencies, .serviceOutsideDependencies])
        #expect(found[0].message.contains("'Cart' resolves EventLogging, which only 'Log' provides, but 'Cart' does not depend on it"))
        #expect(found[0].explanation.contains("To fix, add `ComponentDependency(\"Log\", …)` to 'Cart''s dependencies"))
    }

    @Test func noFixThatMakesAComponentCycle() throws {
        // Cart resolves Wishlist, which only Home provides; Home depends on Cart.
        var app = cleanApp()
        app[2].registrations.append(ScannedRegistration(service: service("(any Wishlist)"), scope: "singleton", component: "HomeFeature", source: .call, location: at("HomeFeature/Home.swift", 30)))
        app[1].resolves.append(ScannedResolve(service: service("(any Wishlist)"), component: "CartComponent", location: at("CartService/Cart.swift", 40)))
        var found = run(app)
        try #require(found.map(\.rule) == [.serviceOutsideDependencies])
        #expect(found[0].message.hasPrefix("'Cart' resolves Wishlist, which only 'Home' provides, but 'Cart' does not depend on it"))
        #expect(found[0].explanation.hasSuffix("'Home' depends on 'Cart', so a dependency back would make a component cycle. To fix, register Wishlist in 'Cart' or in a component both depend on, or stop resolving it in 'Cart' (reach 'Home' through a route or the mediator)."))
        #expect(!found[0].explanation.contains("ComponentDependency(\"Home\""))

        // Without Home → Cart, each resolves what only the other provides: neither fix may
        // ask for a dependency, or following both makes a cycle.
        app[2].componentDependencies.removeAll()
        found = run(app)
        try #require(found.map(\.rule) == [.serviceOutsideDependencies, .serviceOutsideDependencies])
        #expect(found.allSatisfy { !$0.explanation.contains("To fix, add `ComponentDependency") })
        #expect(found[0].explanation.hasSuffix("'Home' also resolves CartManaging, which only 'Cart' provides, so each would have to depend on the other (a component cycle). To fix, move Wishlist and CartManaging into a component both depend on, or make one of them stop resolving the other's service."))
        #expect(found[1].message.hasPrefix("'Home' resolves CartManaging, which only 'Cart' provides"))
        #expect(found[1].explanation.contains("'Cart' also resolves Wishlist, which only 'Home' provides"))
    }

    @Test func theSameServiceRegisteredTwice() throws {
        var app = cleanApp()
        app[2].registrations.append(ScannedRegistration(service: service("(any EventLogging)"), component: "HomeFeature", source: .call, location: at("HomeFeature/Home.swift", 30)))
        let diagnostic = try #require(run(app).first)
        #expect(diagnostic.rule == .duplicateService)
        #expect(diagnostic.location == at("HomeFeature/Home.swift", 30))
        #expect(diagnostic.message.contains("EventLogging is registered twice: here by 'Home' and at Sources/LogKit/Log.swift:9:5 by 'Log'"))
        // Under other #if branches, or with another name, they never meet.
        app[2].registrations[0].conditions = ["os(iOS)"]
        app[0].registrations[0].conditions = ["!os(iOS)"]
        #expect(run(app).isEmpty)
    }

    @Test func aPatternThatDoesNotParse() throws {
        var app = cleanApp()
        app[2].routes.append(ScannedRoute(pattern: "shop://product/:id<integer>", component: "HomeFeature", source: .call, location: at("HomeFeature/Home.swift", 40)))
        // A custom type name is accepted (the router may list it); a broken pattern is not.
        #expect(run(app).isEmpty)
        app[2].routes.append(ScannedRoute(pattern: "shop://product/:id<int", component: "HomeFeature", source: .call, location: at("HomeFeature/Home.swift", 41)))
        let diagnostic = try #require(run(app).first)
        #expect(diagnostic.rule == .invalidRoutePattern)
        #expect(diagnostic.location == at("HomeFeature/Home.swift", 41))
        #expect(diagnostic.message.hasPrefix("The pattern 'shop://product/:id<int' is invalid:"))
    }

    @Test func routesOfTwoComponentsThatCompete() throws {
        var app = cleanApp()
        app[2].routes.append(ScannedRoute(pattern: "shop://cart", component: "HomeFeature", source: .call, location: at("HomeFeature/Home.swift", 50)))
        let diagnostic = try #require(run(app).first)
        #expect(diagnostic.rule == .overlappingRoutes)
        #expect(diagnostic.message.contains("Routes of 'Home' and 'Cart' compete for the same URLs: 'shop://cart' at Sources/HomeFeature/Home.swift:50 duplicates 'shop://cart' at Sources/CartService/Cart.swift:20"))
        // An overlap across components is reported; inside one component it is precedence.
        app[2].routes[1] = ScannedRoute(pattern: "shop://:page", component: "HomeFeature", source: .call, location: at("HomeFeature/Home.swift", 50))
        #expect(run(app).map(\.rule) == [.overlappingRoutes])
        app[2].routes.removeLast()
        app[1].routes.append(ScannedRoute(pattern: "shop://cart/:line", component: "CartComponent", source: .call, location: at("CartService/Cart.swift", 21)))
        app[1].routes.append(ScannedRoute(pattern: "shop://cart/new", component: "CartComponent", source: .call, location: at("CartService/Cart.swift", 22)))
        #expect(run(app).isEmpty)
    }

    @Test func factoriesThatResolveEachOther() throws {
        var app = cleanApp()
        app[0].registrations[0].resolves = [service("(any CartManaging)")]
        let diagnostic = try #require(run(app).first)
        #expect(diagnostic.rule == .serviceCycle)
        #expect(diagnostic.message.contains("Service factories resolve each other in a cycle: EventLogging → CartManaging → EventLogging"))
        #expect(diagnostic.cycle == ["EventLogging", "CartManaging", "EventLogging"])
    }

    @Test func aMediatorTargetOrActionRegisteredTwice() throws {
        var app = cleanApp()
        app[2].mediatorTargets.append(ScannedMediatorTarget(name: "cart", component: "HomeFeature", source: .call, location: at("HomeFeature/Home.swift", 60)))
        var found = run(app)
        #expect(found.map(\.rule) == [.duplicateMediatorTarget])
        #expect(found.first?.message.contains("The mediator target 'cart' is registered twice: here and at Sources/CartService/Cart.swift:29:5") == true)
        app[2].mediatorTargets.removeAll()
        app[1].mediatorTargets[0].actions.append(.init(name: "add", location: at("CartService/Cart.swift", 31)))
        found = run(app)
        #expect(found.map(\.rule) == [.duplicateMediatorTarget])
        #expect(found.first?.message.contains("The action 'add' is added twice to the mediator target 'cart'") == true)
    }

    @Test func aDependencyOnAComponentThatIsNotLinked() throws {
        var app = cleanApp()
        app[2].componentDependencies.append(ScannedComponentDependency(component: "HomeFeature", name: "Crat", location: at("HomeFeature/Home.swift", 5)))
        let diagnostic = try #require(run(app).first)
        #expect(diagnostic.rule == .unknownComponent)
        #expect(diagnostic.compilerForm.hasPrefix("Sources/HomeFeature/Home.swift:5:5: error: 'Home' depends on the component 'Crat', which is not in the app. Did you mean 'Cart'?"))
    }

    @Test func handWrittenListsThatDifferFromTheCode() throws {
        var app = cleanApp()
        app[1].components[0].declaredRequired = []
        app[1].components[0].declaredProvided = [service("(any CartManaging)"), service("(any CartCounting)")]
        let found = run(app)
        #expect(found.map(\.rule) == [.undeclaredService, .undeclaredService])
        #expect(found[0].message.contains("'Cart' lists CartCounting in providedServices, but its code never registers it"))
        #expect(found[1].message.contains("'Cart' resolves EventLogging here, but its requiredServices does not list it"))
        #expect(found[1].fix.contains("add `ServiceKeyDescriptor((any EventLogging).self)` to requiredServices"))
        app[1].components[0].declaredRequired = [service("(any EventLogging)")]
        app[1].components[0].declaredProvided = [service("(any CartManaging)")]
        #expect(run(app).isEmpty)
    }

    @Test func anImportThatBreaksTheLayers() throws {
        var app = cleanApp()
        app[2].imports = [ScannedImport(module: "CartService", statement: "import CartService", location: at("HomeFeature/Home.swift", 1))]
        var graph = DependencyGraph()
        for name in ["LogKit", "CartService", "HomeFeature"] { _ = try graph.addNode(name) }
        let modules = ModuleGraph(graph: graph, file: "Package.swift")
        var configuration = ToolConfiguration.standard
        configuration.rules = try LayerRules([
            LayerRules.Layer("foundation", patterns: ["*Kit"]),
            LayerRules.Layer("shared", patterns: ["*Service"]),
            LayerRules.Layer("features", patterns: ["*Feature"], mayDependOn: ["foundation"]),
        ])
        let found = WiringCheck(targets: app, graph: modules, configuration: configuration).run()
        #expect(found.map(\.rule) == [.importViolation])
        #expect(found.first?.compilerForm.hasPrefix("Sources/HomeFeature/Home.swift:1:5: error: `import CartService` in 'HomeFeature':") == true)
    }

    @Test func scanProblemsAreReported() throws {
        var app = cleanApp()
        app[0].diagnostics = [ScanDiagnostic(rule: "unparsableFile", severity: .error, message: "Log.swift does not parse.", location: at("LogKit/Log.swift", 2))]
        #expect(run(app).map(\.rule) == [.unreadableSource])
    }
}
