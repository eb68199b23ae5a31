import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeServices
import Testing

protocol CatalogProviding: Sendable { var products: [Int] { get } }
struct LiveCatalog: CatalogProviding { let products = [1, 2, 3] }
struct FixedCatalog: CatalogProviding { let products = [42] }
protocol HTTPClient: Sendable {}
struct LiveHTTP: HTTPClient {}
protocol Session: Sendable {}

/// Running a component alone: the closure, what is replaced, the stand-ins and the problems
/// found before anything starts.
@Suite struct RunningAloneTests {
    let journal = Journal()

    /// A small shop: Log ← Network ← Catalog ← ProductDetail, Log ← Cart ← Checkout, and
    /// Login (nobody depends on it).
    func shop() -> [any Component] {
        [
            TestComponent("Log", journal: journal),
            TestComponent("Network", dependsOn: [.init("Log")], journal: journal).with {
                $0.providedServices = [ServiceKeyDescriptor((any HTTPClient).self)]
                $0.onRegister = { try $0.register((any HTTPClient).self) { _ in LiveHTTP() } }
            },
            TestComponent("Catalog", dependsOn: [.init("Network")], journal: journal).with {
                $0.requiredServices = [ServiceKeyDescriptor((any HTTPClient).self)]
                $0.providedServices = [ServiceKeyDescriptor((any CatalogProviding).self)]
                $0.onRegister = { try $0.register((any CatalogProviding).self) { _ in LiveCatalog() } }
            },
            TestComponent("ProductDetail", dependsOn: [.init("Catalog"), .init("Log")], journal: journal).with {
                $0.requiredServices = [ServiceKeyDescriptor((any CatalogProviding).self)]
            },
            TestComponent("Cart", dependsOn: [.init("Log")], journal: journal),
            TestComponent("Checkout", dependsOn: [.init("Cart")], journal: journal),
            TestComponent("Login", journal: journal),
        ]
    }

    func rejected(
        running names: [String], replacing: Set<String> = [], standIns: StandIns = StandIns(), of components: [any Component]? = nil
    ) throws -> ComponentError {
        do {
            _ = try ComponentHost(running: names, of: components ?? shop(), replacing: replacing, standIns: standIns, layers: nil)
        } catch {
            return error
        }
        Issue.record("expected the selection to be rejected")
        throw StartFailure(name: "selection")
    }

    @Test func runsTheDependencyClosureAndNothingElse() async throws {
        let host = try ComponentHost(running: ["ProductDetail"], of: shop(), layers: nil)
        #expect(host.startOrder == ["Log", "Network", "Catalog", "ProductDetail"])
        let report = try await host.boot()
        #expect(report.entries.map(\.name) == ["Log", "Network", "Catalog", "ProductDetail"])
        #expect(journal.entries(prefix: "start ") == ["Log", "Network", "Catalog", "ProductDetail"])
        #expect(report.runningAlone?.components == ["ProductDetail"])
        #expect(report.runningAlone?.dependencies == ["Log", "Network", "Catalog"])
        await host.shutdown()
    }

    @Test func severalComponentsShareTheirClosure() throws {
        let host = try ComponentHost(running: ["Checkout", "Login"], of: shop(), layers: nil)
        #expect(Set(host.startOrder) == ["Log", "Cart", "Checkout", "Login"])
    }

    @Test func aReplacedComponentIsLeftOutWithTheDependenciesOnlyItNeeded() async throws {
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self) { _ in FixedCatalog() }
        let host = try ComponentHost(running: ["ProductDetail"], of: shop(), replacing: ["Catalog"], standIns: standIns, layers: nil)
        // Network went with Catalog; Log stays, ProductDetail needs it.
        #expect(host.startOrder == ["Log", "ProductDetail"])
        let report = try await host.boot()
        #expect(try host.environment.services.resolve((any CatalogProviding).self).products == [42])
        #expect(report.runningAlone?.replaced == ["Catalog"])
        #expect(report.runningAlone?.providers[ServiceKeyDescriptor((any CatalogProviding).self)] == ["Catalog"])
        await host.shutdown()
    }

    @Test func standInsRegisterBeforeAnyComponentAsStandIns() async throws {
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self, instance: FixedCatalog())
        standIns.register { context in
            try context.register((any Session).self, name: "guest") { _ in FixedSession() }
        }
        let seenByLog = LockedBoxOfBool()
        var components = shop()
        components[0] = TestComponent("Log", journal: journal).with {
            $0.onRegister = { context in
                seenByLog.set((try? context.services.resolveIfRegistered((any CatalogProviding).self)) != nil)
            }
        }
        let host = try ComponentHost(running: ["ProductDetail"], of: components, replacing: ["Catalog"], standIns: standIns, layers: nil)
        try await host.boot()
        #expect(seenByLog.value)
        let standInRegistrations = host.environment.services.registrations.filter { $0.component == "stand-ins" }
        #expect(standInRegistrations.count == 2)
        #expect(standIns.services == [ServiceKeyDescriptor((any CatalogProviding).self)])
        #expect(!standIns.isEmpty && StandIns().isEmpty)
        await host.shutdown()
    }

    @Test func aStandInThatFailsToRegisterFailsTheBootWhileNothingRuns() async throws {
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self) { _ in FixedCatalog() }
        standIns.provide((any CatalogProviding).self) { _ in LiveCatalog() }   // a duplicate
        let host = try ComponentHost(running: ["ProductDetail"], of: shop(), replacing: ["Catalog"], standIns: standIns, layers: nil)
        await #expect(throws: ComponentError.startFailed("stand-ins")) { try await host.boot() }
        #expect(host.state == .failed)
        #expect(journal.entries(prefix: "start ").isEmpty)
    }

    @Test func everyMissingStandInIsReportedAtOnceWithTheNames() throws {
        let components = shop() + [
            TestComponent("Reviews", dependsOn: [.init("Network")], journal: journal).with {
                $0.requiredServices = [ServiceKeyDescriptor((any HTTPClient).self), ServiceKeyDescriptor((any Session).self, name: "guest")]
            },
        ]
        let error = try rejected(running: ["ProductDetail", "Reviews"], replacing: ["Catalog", "Network"], of: components)
        #expect(error.code == .invalidComponents)
        let missing = error.problems.filter { $0.kind == .missingStandIn }
        #expect(missing.map(\.component) == ["ProductDetail", "Reviews", "Reviews"])
        try #require(missing.count == 3)
        #expect(missing[0].related == ["Catalog"])
        #expect(missing[0].message.contains("'ProductDetail' requires the service CatalogProviding, which 'Catalog' would have provided"))
        #expect(missing[0].message.contains("To fix, add a stand-in: `standIns.provide(CatalogProviding.self) { _ in … }`, or stop replacing 'Catalog'."))
        #expect(missing[1].related == ["Network"])
        #expect(missing[2].message.contains("`standIns.provide(Session.self, name: \"guest\") { _ in … }`"))
        #expect(missing[2].message.contains("no component of the app provides"))
        // The dependency on a replaced component is satisfied.
        #expect(!error.problems.contains { $0.kind == .missingDependency })
        #expect("\(error)".contains("cannot run alone: 3 problems"))
    }

    @Test func aServiceOfAComponentThatDoesNotRunSaysToRunItToo() throws {
        // Checkout requires the catalog but does not depend on Catalog: in the whole app the
        // app registers it (an external service); alone, nobody does.
        var components = shop()
        components[5] = TestComponent("Checkout", dependsOn: [.init("Cart")], journal: journal).with {
            $0.requiredServices = [ServiceKeyDescriptor((any CatalogProviding).self)]
        }
        let error = try rejected(running: ["Checkout"], of: components)
        try #require(error.problems.map(\.kind) == [.missingStandIn])
        #expect(error.problems[0].message.contains("'Catalog' would have provided, but it does not run"))
        #expect(error.problems[0].message.contains("or run 'Catalog' too."))
        // An external service counts as provided.
        let host = try ComponentHost(
            running: ["Checkout"], of: components, layers: nil, externalServices: [ServiceKeyDescriptor((any CatalogProviding).self)])
        #expect(host.startOrder == ["Log", "Cart", "Checkout"])
    }

    @Test func unknownNamesAreReportedWithCloseNamesBesideTheOtherProblems() throws {
        let error = try rejected(running: ["ProductDetial", "Cart"], replacing: ["Netwrok", "Catalog"])
        let unknown = error.problems.filter { $0.kind == .unknownComponent }
        try #require(unknown.map(\.component) == ["ProductDetial", "Netwrok"])
        #expect(unknown[0].related == ["ProductDetail"])
        #expect(unknown[0].message.contains("Did you mean 'ProductDetail'?"))
        #expect(unknown[1].message.contains("'Netwrok' is named to be replaced, but no component has that name. Did you mean 'Network'?"))
        #expect(unknown[1].related == ["Network"])
    }

    @Test func nothingToRunIsAProblem() throws {
        let error = try rejected(running: [])
        #expect(error.problems.map(\.kind) == [.unknownComponent])
    }

    @Test func aReplacedNameNoComponentHasIsFineWhenADependencyNamesIt() throws {
        // "Payments" is not linked into this app, but Checkout depends on it.
        var components = shop()
        components[5] = TestComponent("Checkout", dependsOn: [.init("Cart"), .init("Payments")], journal: journal)
        let host = try ComponentHost(running: ["Checkout"], of: components, replacing: ["Payments"], layers: nil)
        #expect(host.startOrder == ["Log", "Cart", "Checkout"])
    }

    @Test func theReportSaysWhatRunsAloneAndWhatStandsIn() async throws {
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self) { _ in FixedCatalog() }
        let host = try ComponentHost(running: ["ProductDetail"], of: shop(), replacing: ["Catalog"], standIns: standIns, layers: nil)
        let report = try await host.boot()
        let lines = "\(report)".split(separator: "\n")
        try #require(lines.count > 1)
        #expect(lines[1] == "Running alone: ProductDetail (+1 dependency); stand-ins: CatalogProviding for Catalog")
        let whole = try await ComponentHost(components: shop(), layers: nil).boot()
        #expect(whole.runningAlone == nil)
        #expect(!"\(whole)".contains("Running alone"))
        #expect(StartupReport.RunningAlone(components: ["A"], dependencies: []).description == "Running alone: A; no stand-ins")
        await host.shutdown()
    }

    @Test func versionsAndLayersOfTheComponentsThatRunAreStillChecked() throws {
        var components = shop()
        components[3] = TestComponent("ProductDetail", dependsOn: [.init("Catalog", "~> 2.0")], journal: journal)
        let error = try rejected(running: ["ProductDetail"], of: components)
        #expect(error.problems.map(\.kind) == [.versionMismatch])
    }
}

struct FixedSession: Session {}

/// A flag a component sets while it registers.
final class LockedBoxOfBool: Sendable {
    private let box = LockedBox<Bool>(false)
    func set(_ value: Bool) { box.withLock { $0 = value } }
    var value: Bool { box.withLock { $0 } }
}
