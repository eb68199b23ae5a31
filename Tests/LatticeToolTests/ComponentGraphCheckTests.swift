import Foundation
import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// The component graph written in code, checked at build time: each planted mistake is
/// found at the line that writes it, in the words the host uses at boot, and the correct
/// variant has no finding.
@Suite struct ComponentGraphCheckTests {
    /// Log (foundation) ← Cart (shared) ← Home, Profile (features), booted by a host with
    /// the default layer rules.
    static func shop() -> PlantedApp {
        PlantedApp([
            ("LogKit", PlantedApp.component("LogComponent", """
                public var name: String { "Log" }
                public var version: SemanticVersion { SemanticVersion(1, 4, 0) }
                public var layer: String? { "foundation" }
                """)),
            ("CartService", PlantedApp.component("CartComponent", """
                public var name: String { "Cart" }
                public var version: SemanticVersion { SemanticVersion(2, 1, 0) }
                public var layer: String? { "shared" }
                public var dependencies: [ComponentDependency] { [.init("Log", "~> 1.0")] }
                """)),
            ("HomeFeature", PlantedApp.component("HomeFeature", """
                public var name: String { "Home" }
                public var version: SemanticVersion { SemanticVersion(1, 5, 0) }
                public var layer: String? { "features" }
                public var dependencies: [ComponentDependency] {
                    [ComponentDependency("Cart", "~> 2.0"),
                     ComponentDependency("Log", ">= 1.0")]
                }
                """)),
            ("ProfileFeature", PlantedApp.component("ProfileFeature", """
                public let name = "Profile"
                public let version: SemanticVersion = "1.0.0"
                public let layer: String? = "features"
                public let dependencies = [ComponentDependency("Cart", ">= 2.0")]
                """)),
            ("App", """
                import Lattice

                let host = try ComponentHost(components: [LogComponent(), CartComponent(), HomeFeature(), ProfileFeature()])
                """),
        ])
    }

    /// What the host says at boot of the same components.
    static func bootProblems(_ declarations: [ComponentDeclaration], layers: LayerRules? = .threeLayerDefault) -> [String] {
        ComponentHost.validate(declarations, layers: layers).map(\.message)
    }

    static let log = ComponentDeclaration(name: "Log", version: SemanticVersion(1, 4, 0), layer: "foundation")
    static let cart = ComponentDeclaration(name: "Cart", version: SemanticVersion(2, 1, 0), layer: "shared", dependencies: [.init("Log", "~> 1.0")])
    static let profile = ComponentDeclaration(name: "Profile", version: SemanticVersion(1, 0, 0), layer: "features", dependencies: [.init("Cart", ">= 2.0")])

    static func home(_ dependencies: [ComponentDependency] = [.init("Cart", "~> 2.0"), .init("Log", ">= 1.0")]) -> ComponentDeclaration {
        ComponentDeclaration(name: "Home", version: SemanticVersion(1, 5, 0), layer: "features", dependencies: dependencies)
    }

    @Test func theCorrectGraphHasNoFinding() throws {
        #expect(try Self.shop().check().isEmpty)
        #expect(Self.bootProblems([Self.log, Self.cart, Self.home(), Self.profile]).isEmpty)
    }

    @Test func aMissingComponent() throws {
        var app = Self.shop()
        app.edit("HomeFeature", #"ComponentDependency("Cart", "~> 2.0")"#, #"ComponentDependency("Crat", "~> 2.0")"#)
        let found = try app.check()
        #expect(found.map(\.rule) == [.unknownComponent])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("HomeFeature", "ComponentDependency(\"Crat\"") + ":"))
        #expect(diagnostic.explanation == "'Home' depends on the component 'Crat', which is not in the app. Did you mean 'Cart'? To fix, correct the name, or add 'Crat' to the app: link the target that declares it and pass it to the host with the other components.")
        #expect(Self.bootProblems([Self.log, Self.cart, Self.home([.init("Crat", "~> 2.0"), .init("Log", ">= 1.0")]), Self.profile]) == [diagnostic.explanation])
    }

    @Test func anUnmetRequirement() throws {
        var app = Self.shop()
        app.edit("HomeFeature", #"ComponentDependency("Cart", "~> 2.0")"#, #"ComponentDependency("Cart", "~> 3.0")"#)
        let found = try app.check()
        #expect(found.map(\.rule) == [.unsatisfiedRequirement])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("HomeFeature", "ComponentDependency(\"Cart\"") + ":"))
        #expect(diagnostic.message.hasPrefix("Home 1.5.0 requires Cart ~> 3.0, but Cart is 2.1.0; Profile 1.0.0 requires Cart >= 2.0 — Cart 3.0 would satisfy both."))
        #expect(diagnostic.explanation.hasSuffix("To fix, use Cart 3.0, or relax the requirement of 'Home'."))
        #expect(Self.bootProblems([Self.log, Self.cart, Self.home([.init("Cart", "~> 3.0"), .init("Log", ">= 1.0")]), Self.profile]) == [diagnostic.explanation])
    }

    @Test func conflictingRequirementsNameTheDirectionThatWorks() throws {
        var app = Self.shop()
        app.edit("HomeFeature", #"ComponentDependency("Log", ">= 1.0")"#, #"ComponentDependency("Log", "~> 2.0")"#)
        let found = try app.check()
        #expect(found.map(\.rule) == [.unsatisfiedRequirement])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("HomeFeature", "ComponentDependency(\"Log\"") + ":"))
        #expect(diagnostic.message.hasPrefix("Home 1.5.0 requires Log ~> 2.0, but Log is 1.4.0; Cart 2.1.0 requires Log ~> 1.0 — no version of Log satisfies both."))
        #expect(diagnostic.explanation.hasSuffix("To fix, update 'Home' to accept Log 1.4.0, or use a newer Log that it accepts and update 'Cart' to accept it too, so that one version satisfies every requirer."))
    }

    @Test func aRequirementThatDoesNotParse() throws {
        var app = Self.shop()
        app.edit("ProfileFeature", #""Cart", ">= 2.0""#, #""Cart", "=> 2.0""#)
        let found = try app.check()
        #expect(found.map(\.rule) == [.unsatisfiedRequirement])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("ProfileFeature", "ComponentDependency(\"Cart\"") + ":"))
        #expect(diagnostic.message.hasPrefix("Profile 1.0.0 declares a dependency on 'Cart' whose requirement does not parse: '=> 2.0' is not a CocoaPods requirement: '=>' is not an operator."))
        let profile = ComponentDeclaration(name: "Profile", version: SemanticVersion(1, 0, 0), layer: "features", dependencies: [.init("Cart", "=> 2.0")])
        #expect(Self.bootProblems([Self.log, Self.cart, Self.home(), profile]) == [diagnostic.explanation])
    }

    @Test func aComponentCycle() throws {
        var app = Self.shop()
        // Two foundation components depending on each other: a cycle, and no layer problem.
        app.targets.append(("StorageKit", PlantedApp.component("StorageComponent", """
            public var name: String { "Storage" }
            public var version: SemanticVersion { SemanticVersion(3, 0, 0) }
            public var layer: String? { "foundation" }
            public var dependencies: [ComponentDependency] { [.init("Log")] }
            """)))
        app.edit("LogKit", #"public var layer: String? { "foundation" }"#, """
            public var layer: String? { "foundation" }
                public var dependencies: [ComponentDependency] { [.init("Storage", "~> 3.0")] }
            """)
        let found = try app.check()
        #expect(found.map(\.rule) == [.componentCycle])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("LogKit", ".init(\"Storage\"") + ":"))
        #expect(diagnostic.cycle == ["Log", "Storage", "Log"])
        #expect(diagnostic.explanation == "Dependency cycle: Log → Storage → Log. To fix, remove one of these dependencies (for example 'Storage' → 'Log'), or move what they share into a module they can all depend on.")
    }

    @Test func aLowerLayerReachingUp() throws {
        var app = Self.shop()
        app.edit("LogKit", #"public var layer: String? { "foundation" }"#, """
            public var layer: String? { "foundation" }
                public var dependencies: [ComponentDependency] { [.init("Cart")] }
            """)
        let found = try app.check()
        // Log → Cart → Log is also a cycle.
        #expect(found.map(\.rule) == [.componentCycle, .componentLayerViolation])
        let diagnostic = try #require(found.last)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("LogKit", ".init(\"Cart\")") + ":"))
        #expect(diagnostic.message == "'Log' (foundation) depends on 'Cart' (shared), but 'foundation' may depend on no other layer.")
        #expect(diagnostic.dependency == "Cart")
    }

    @Test func aFeatureOnAFeatureDeclaredOrPlacedByItsName() throws {
        var app = Self.shop()
        app.edit("ProfileFeature", #"[ComponentDependency("Cart", ">= 2.0")]"#, #"[ComponentDependency("Cart", ">= 2.0"), ComponentDependency("Home")]"#)
        var found = try app.check()
        #expect(found.map(\.rule) == [.componentLayerViolation])
        var diagnostic = try #require(found.first)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("ProfileFeature", "ComponentDependency(\"Home\")") + ":"))
        #expect(diagnostic.message == "'Profile' depends on 'Home', but both are in 'features', whose members must not depend on each other.")
        #expect(diagnostic.fix.hasPrefix("move what 'Profile' needs from 'Home' into a lower layer"))

        // A component with no `layer` is placed by its name, as the host's rules do.
        app = Self.shop()
        app.targets.append(("SearchFeature", PlantedApp.component("SearchFeature", """
            public var name: String { "SearchFeature" }
            public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
            public var dependencies: [ComponentDependency] { [.init("Home")] }
            """)))
        found = try app.check()
        #expect(found.map(\.rule) == [.componentLayerViolation])
        diagnostic = try #require(found.first)
        #expect(diagnostic.message == "'SearchFeature' depends on 'Home', but both are in 'features', whose members must not depend on each other.")
    }

    @Test func twoComponentsWithOneName() throws {
        var app = Self.shop()
        app.edit("ProfileFeature", #"public let name = "Profile""#, #"public let name = "Home""#)
        let found = try app.check()
        #expect(found.map(\.rule) == [.duplicateComponent])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("ProfileFeature", "public struct ProfileFeature") + ":"))
        #expect(diagnostic.message == "Two components are named 'Home' (HomeFeature 1.5.0 and ProfileFeature 1.0.0). The first is declared at Sources/HomeFeature/HomeFeature.swift:3:1.")
        // The host's words for the same pair, the types named alike.
        struct HomeFeature: Component { let name = "Home"; let version = SemanticVersion(1, 5, 0) }
        struct ProfileFeature: Component { let name = "Home"; let version = SemanticVersion(1, 0, 0) }
        let boot = try #require(ComponentHost.validate([HomeFeature(), ProfileFeature()], layers: nil).first)
        #expect(boot.message.hasPrefix("Two components are named 'Home' (HomeFeature 1.5.0 and ProfileFeature 1.0.0)."))
        #expect(diagnostic.explanation.hasSuffix("To fix, rename one of them or remove the duplicate from the list."))
        #expect(boot.message.hasSuffix("To fix, rename one of them or remove the duplicate from the list."))
    }

    @Test func whatIsNotALiteralIsLeftToTheHost() throws {
        var app = Self.shop()
        // Cart's version and layer come from code the scan does not run: nothing about them is an error.
        app.edit("CartService", "SemanticVersion(2, 1, 0)", "Self.current")
        app.edit("CartService", #"{ "shared" }"#, "{ Self.layerName }")
        app.edit("HomeFeature", #"ComponentDependency("Cart", "~> 2.0")"#, #"ComponentDependency("Cart", "~> 9.0")"#)
        app.edit("LogKit", #"public var layer: String? { "foundation" }"#, """
            public var layer: String? { "foundation" }
                public var dependencies: [ComponentDependency] { [.init("Cart")] }
            """)
        let scans = try app.scans()
        #expect(scans.first { $0.name == "CartService" }?.components.first?.unreadMembers == ["layer", "version"])
        // Log → Cart → Log is still a cycle: that needs no version or layer.
        #expect(try app.check().map(\.rule) == [.componentCycle])

        // A name the scan cannot read may be the one a dependency names: a note, not an error.
        app = Self.shop()
        app.edit("CartService", #"public var name: String { "Cart" }"#, "public var name: String { String(describing: Self.self) }")
        let found = try app.check()
        #expect(found.map(\.severity) == [.note, .note])
        #expect(found.map(\.rule) == [.undecidedWiring, .undecidedWiring])
        #expect(found.first?.message.contains("'CartComponent' (Sources/CartService/CartService.swift:3:1) gives its name by an expression the build cannot read, so it may be 'Cart'") == true)

        // A requirement given as a value, not text, is left to the host too.
        app = Self.shop()
        app.edit("HomeFeature", #"ComponentDependency("Cart", "~> 2.0")"#, #"ComponentDependency("Cart", .upToNextMajor(from: SemanticVersion(9, 0, 0)))"#)
        #expect(try app.check().isEmpty)
    }

    @Test func layersAreCheckedWithTheRulesOfTheAppsHost() throws {
        var app = Self.shop()
        app.edit("ProfileFeature", #"[ComponentDependency("Cart", ">= 2.0")]"#, #"[ComponentDependency("Cart", ">= 2.0"), ComponentDependency("Home")]"#)
        #expect(try app.check().map(\.rule) == [.componentLayerViolation])
        // A host that checks no layers.
        app.edit("App", "ProfileFeature()])", "ProfileFeature()], layers: nil)")
        #expect(try app.check().isEmpty)
        // A host whose rules the build cannot read: a note at the host.
        app.edit("App", "layers: nil)", "layers: myRules)")
        let found = try app.check()
        #expect(found.map(\.rule) == [.undecidedWiring])
        #expect(found.first?.severity == .note)
        #expect(found.first?.compilerForm.hasPrefix(app.place("App", "ComponentHost(") + ":") == true)
        #expect(found.first?.message.contains("against `myRules`, which the build cannot read") == true)
        // No host at all (a library): no rules to check layers with.
        app.targets.removeAll { $0.name == "App" }
        #expect(try app.check().isEmpty)
    }

    @Test func excludedComponentsAreLeftOut() throws {
        var app = Self.shop()
        // A component linked to show boot-time validation, broken on purpose.
        app.targets.append(("DemoFeature", PlantedApp.component("DemoFeature", """
            public var name: String { "Demo" }
            public var version: SemanticVersion { SemanticVersion(0, 1, 0) }
            public var layer: String? { "features" }
            public var dependencies: [ComponentDependency] { [.init("Cart", "~> 3.0"), .init("Home")] }
            """)))
        #expect(try app.check().map(\.rule) == [.unsatisfiedRequirement, .componentLayerViolation])
        app.configuration.excludedComponents = ["Demo"]
        #expect(try app.check().isEmpty)
    }
}
