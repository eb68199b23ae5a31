import LatticeComponents
import LatticeGraph
import Testing

enum Shop { struct Store: Sendable {} }
enum Warehouse { struct Store: Sendable {} }
struct Logger: Sendable {}

@Suite struct ComponentValidationTests {
    let journal = Journal()

    func invalid(_ components: [any Component], layers: LayerRules? = nil, external: Set<ServiceKeyDescriptor> = []) throws -> ComponentError {
        do {
            _ = try ComponentHost(components: components, layers: layers, externalServices: external)
        } catch {
            return error
        }
        Issue.record("expected the components to be rejected")
        throw StartFailure(name: "validation")
    }

    @Test func validSetIsOrderedInWaves() throws {
        let host = try ComponentHost(components: [
            TestComponent("Home", dependsOn: [.init("Cart", "~> 1.0")], journal: journal),
            TestComponent("Cart", dependsOn: [.init("Log", ">= 1.0"), .init("Storage")], journal: journal),
            TestComponent("Storage", dependsOn: [.init("Log", "from: \"1.0.0\"")], journal: journal),
            TestComponent("Log", journal: journal),
        ], layers: nil)
        #expect(host.waves == [["Log"], ["Storage"], ["Cart"], ["Home"]])
        #expect(host.startOrder == ["Log", "Storage", "Cart", "Home"])
        #expect(host.state == .ready)
    }

    @Test func dependencyHellNamesEveryRequirer() throws {
        let error = try invalid([
            TestComponent("Log", SemanticVersion(2, 0, 0), journal: journal),
            TestComponent("Cart", SemanticVersion(1, 0, 0), dependsOn: [.init("Log", "~> 1.2")], journal: journal),
            TestComponent("Payment", SemanticVersion(3, 1, 0), dependsOn: [.init("Log", ">= 2.0")], journal: journal),
        ])
        #expect(error.code == .invalidComponents)
        let problem = try #require(error.problems.first)
        #expect(error.problems.count == 1)
        #expect(problem.kind == .versionMismatch)
        #expect(problem.component == "Cart")
        #expect(problem.related == ["Log", "Payment"])
        #expect(problem.message.hasPrefix(
            "Cart 1.0.0 requires Log ~> 1.2, but Log is 2.0.0; Payment 3.1.0 requires Log >= 2.0 — no version of Log satisfies both."))
        #expect(problem.message.contains("To fix, update 'Cart' to accept Log 2.0.0"))
    }

    @Test func aConflictsFixNamesTheDirectionThatWorks() throws {
        // Cart wants a newer Log than 1.4.0, Payment accepts only 1.x: the others must accept a newer one.
        let newer = try invalid([
            TestComponent("Log", SemanticVersion(1, 4, 0), journal: journal),
            TestComponent("Cart", dependsOn: [.init("Log", "~> 2.0")], journal: journal),
            TestComponent("Payment", dependsOn: [.init("Log", "~> 1.0")], journal: journal),
        ])
        let message = try #require(newer.problems.first?.message)
        #expect(message.hasSuffix(
            "— no version of Log satisfies both. To fix, update 'Cart' to accept Log 1.4.0, or use a newer Log that it accepts and update 'Payment' to accept it too, so that one version satisfies every requirer."))
        #expect(!message.contains("older"))
        // Cart wants an older one.
        let older = try invalid([
            TestComponent("Log", SemanticVersion(2, 0, 0), journal: journal),
            TestComponent("Cart", dependsOn: [.init("Log", "~> 1.2")], journal: journal),
            TestComponent("Payment", dependsOn: [.init("Log", ">= 2.0")], journal: journal),
        ])
        #expect(older.problems.first?.message.contains("or use an older Log that it accepts and update 'Payment' to accept it too") == true)
        // Both requirers unmet, and no version both accept: no alternative to offer.
        let both = try invalid([
            TestComponent("Log", SemanticVersion(2, 0, 0), journal: journal),
            TestComponent("Cart", dependsOn: [.init("Log", "~> 1.2")], journal: journal),
            TestComponent("Payment", dependsOn: [.init("Log", ">= 3.0")], journal: journal),
        ])
        #expect(both.problems.first?.message.hasSuffix("To fix, update 'Cart' and 'Payment' to accept Log 2.0.0, so that one version satisfies every requirer.") == true)
    }

    @Test func declarationsAreValidatedWithTheHostsWordsAtEachDependencysPlace() throws {
        let at = { (line: Int) in FileLocation(file: "Sources/App/Components.swift", line: line, column: 5) }
        let declarations = [
            ComponentDeclaration(name: "Log", version: SemanticVersion(1, 4, 0), layer: "foundation"),
            ComponentDeclaration(name: "Cart", version: SemanticVersion(1, 0, 0), layer: "shared", dependencies: [.init("Lgo"), .init("Log", "~> 2.0")]),
        ]
        let problems = ComponentHost.validate(
            declarations: declarations, layers: .threeLayerDefault, locations: ["Log": at(1), "Cart": at(10)],
            dependencyLocations: ["Cart": [at(12), at(13)]])
        try #require(problems.map(\.kind) == [.missingDependency, .versionMismatch])
        #expect(problems.map(\.location) == [at(12), at(13)])
        #expect(problems[0].message == "'Cart' depends on the component 'Lgo', which is not in the app. Did you mean 'Log'? To fix, correct the name, or add 'Lgo' to the app: link the target that declares it and pass it to the host with the other components.")
        // The host says the same of the same components.
        let host = ComponentHost.validate(declarations, layers: .threeLayerDefault)
        #expect(host.map(\.message) == problems.map(\.message))
    }

    @Test func versionConflictSuggestsAVersionThatFitsAll() throws {
        let error = try invalid([
            TestComponent("Log", SemanticVersion(2, 0, 0), journal: journal),
            TestComponent("Cart", SemanticVersion(1, 0, 0), dependsOn: [.init("Log", "~> 1.2")], journal: journal),
            TestComponent("Payment", SemanticVersion(3, 1, 0), dependsOn: [.init("Log", ">= 1.0")], journal: journal),
            TestComponent("Search", SemanticVersion(0, 4, 0), dependsOn: [.init("Log", "< 3.0")], journal: journal),
        ])
        let message = try #require(error.problems.first?.message)
        #expect(message.contains("Payment 3.1.0 requires Log >= 1.0; Search 0.4.0 requires Log < 3.0"))
        #expect(message.contains("Log 1.2 would satisfy all of them"))
    }

    @Test func reportsEveryProblemAtOnceEachWithAFix() throws {
        let error = try invalid([
            TestComponent("LogCore", journal: journal),
            TestComponent("LogCore", SemanticVersion(2, 0, 0), journal: journal),
            TestComponent("CartService", dependsOn: [.init("LogCroe"), .init("PaymentService", "=> 1.0")], journal: journal),
            TestComponent("PaymentService", dependsOn: [.init("CartService")], journal: journal),
            TestComponent("CartFeature", dependsOn: [.init("HomeFeature")], journal: journal),
            TestComponent("HomeFeature", journal: journal),
            TestComponent("StorageKit", dependsOn: [.init("CartService")], journal: journal)
                .with { $0.requiredServices = [ServiceKeyDescriptor(Logger.self)] },
        ], layers: .threeLayerDefault)
        let kinds = Set(error.problems.map(\.kind))
        #expect(kinds == [.duplicateName, .malformedRequirement, .missingDependency, .layerViolation, .cycle, .missingService])
        for problem in error.problems {
            #expect(problem.message.contains("To fix"), "\(problem)")
        }
        let missing = try #require(error.problems.first { $0.kind == .missingDependency })
        #expect(missing.message.contains("Did you mean 'LogCore'?"))
        let cycle = try #require(error.problems.first { $0.kind == .cycle })
        #expect(cycle.related == ["CartService", "PaymentService", "CartService"])
        #expect(error.problems.contains { $0.kind == .layerViolation && $0.component == "CartFeature" })
        #expect(error.problems.contains { $0.kind == .layerViolation && $0.component == "StorageKit" })
        #expect("\(error)".contains("\n  1. "))
    }

    @Test func requiredServicesAreMatchedByTypeNotByName() throws {
        let provider = TestComponent("Shop", journal: journal).with { $0.providedServices = [ServiceKeyDescriptor(Shop.Store.self)] }
        let error = try invalid([
            provider,
            TestComponent("Cart", dependsOn: [.init("Shop")], journal: journal)
                .with { $0.requiredServices = [ServiceKeyDescriptor(Warehouse.Store.self), ServiceKeyDescriptor(Shop.Store.self)] },
        ])
        #expect(error.problems.count == 1)
        let problem = try #require(error.problems.first)
        #expect(problem.kind == .missingService)
        #expect(problem.message.contains("requires the service Store"))
    }

    @Test func requiredServiceFoundTransitivelyOrExternally() throws {
        let named = ServiceKeyDescriptor(Logger.self, name: "file")
        _ = try ComponentHost(components: [
            TestComponent("Log", journal: journal).with { $0.providedServices = [named] },
            TestComponent("Storage", dependsOn: [.init("Log")], journal: journal),
            TestComponent("Cart", dependsOn: [.init("Storage")], journal: journal).with {
                $0.requiredServices = [named, ServiceKeyDescriptor(Shop.Store.self)]
            },
        ], layers: nil, externalServices: [ServiceKeyDescriptor(Shop.Store.self)])
        // Provided by a component that is not a dependency: the fix names it.
        let error = try invalid([
            TestComponent("Log", journal: journal).with { $0.providedServices = [named] },
            TestComponent("Cart", journal: journal).with { $0.requiredServices = [named] },
        ])
        #expect(error.problems.first?.message.contains("add a dependency on 'Log'") == true)
        #expect(error.problems.first?.message.contains("Logger (name: \"file\")") == true)
    }

    @Test func aMissingServiceFixNeverMakesACycle() throws {
        let greeting = ServiceKeyDescriptor(Shop.Store.self)
        let error = try invalid([
            TestComponent("Clock", journal: journal).with { $0.requiredServices = [greeting] },
            TestComponent("Greeter", dependsOn: [.init("Clock")], journal: journal).with { $0.providedServices = [greeting] },
        ])
        let message = try #require(error.problems.first?.message)
        #expect(message == "'Clock' requires the service Store, but neither it, its dependencies nor the app provide it. 'Greeter' depends on 'Clock', so a dependency on it would make a cycle. To fix, register Store in 'Clock' or in a component both depend on, or stop requiring it.")
        #expect(!message.contains("add a dependency on 'Greeter'"))
    }

    @Test func validateWithoutAHost() {
        let problems = ComponentHost.validate([TestComponent("Cart", dependsOn: [.init("Log")], journal: journal)], layers: nil)
        #expect(problems.map(\.kind) == [.missingDependency])
    }
}
