// The article "Running a component alone" (LatticeComponents), and what its reader infers:
// a small shop whose ProductDetail depends on Network (which provides the catalog), Images
// and Log, and requires the catalog.
import LatticeComponents
import LatticeGraph
import LatticeRouting
import LatticeServices
import Testing

protocol CatalogProviding: Sendable { var products: [Product] { get } }
struct Product: Sendable, Equatable { let id: Int; let name: String }
struct FixedCatalog: CatalogProviding { let products: [Product] }
struct NetworkCatalog: CatalogProviding { var products: [Product] { [] } }
protocol Pricing: Sendable {}
struct FixedPricing: Pricing {}

enum ShopApp {
    struct Part: Component {
        let name: String
        let version = SemanticVersion(1, 0, 0)
        var dependencies: [ComponentDependency] = []
        var requiredServices: [ServiceKeyDescriptor] = []
        var providedServices: [ServiceKeyDescriptor] = []

        func register(in context: ComponentContext) throws {
            if name == "Network" { try context.register((any CatalogProviding).self) { _ in NetworkCatalog() } }
        }
    }

    static var components: [any Component] {
        [
            Part(name: "Log"),
            Part(name: "Network", dependencies: [ComponentDependency("Log")], providedServices: [ServiceKeyDescriptor((any CatalogProviding).self)]),
            Part(name: "Images", dependencies: [ComponentDependency("Log")]),
            Part(
                name: "ProductDetail", dependencies: [ComponentDependency("Network"), ComponentDependency("Images")],
                requiredServices: [ServiceKeyDescriptor((any CatalogProviding).self)]),
        ]
    }
}

@Suite("LatticeComponents article: running a component alone")
struct RunningAComponentAloneArticle {
    @Test("a feature runs with its dependency closure")
    func closure() async throws {
        // sample: Sources/LatticeComponents/LatticeComponents.docc/RunningAComponentAlone.md#1
        let host = try ComponentHost(running: ["ProductDetail"], of: ShopApp.components, layers: nil)
        try await host.boot()
        // end sample
        #expect(host.runningComponents == ["Log", "Network", "Images", "ProductDetail"])
        await host.shutdown()
    }

    // output: Sources/LatticeComponents/LatticeComponents.docc/RunningAComponentAlone.md#3
    @Test("stand-ins replace Network; the report says so")
    func standIns() async throws {
        // sample: Sources/LatticeComponents/LatticeComponents.docc/RunningAComponentAlone.md#2
        var standIns = StandIns()
        standIns.provide((any CatalogProviding).self) { _ in FixedCatalog(products: [Product(id: 42, name: "Lamp")]) }
        standIns.provide((any Pricing).self, instance: FixedPricing())
        standIns.register { context in
            // Anything else the left-out component registered: a route, a mediator target.
            try context.router.add("/login", owner: "stand-ins") { _ in .handled }
        }

        let host = try ComponentHost(
            running: ["ProductDetail"], of: ShopApp.components, replacing: ["Network"], standIns: standIns, layers: nil)
        let report = try await host.boot()
        print(report)
        // end sample
        #expect(host.startOrder == ["Log", "Images", "ProductDetail"])
        #expect(try host.environment.services.resolve((any CatalogProviding).self).products == [Product(id: 42, name: "Lamp")])
        #expect(host.environment.services.registrations.filter { $0.component == "stand-ins" }.count == 2)
        #expect(host.environment.router.routes.contains { $0.owner == "stand-ins" })
        ShownOutput.expect(
            "\(report)", shownIn: "Sources/LatticeComponents/LatticeComponents.docc/RunningAComponentAlone.md#3", masking: "[0-9.]+ ms")
        await host.shutdown()
    }

    // output: Sources/LatticeComponents/LatticeComponents.docc/RunningAComponentAlone.md#5
    // output: Sources/LatticeComponents/LatticeComponents.docc/RunningAComponentAlone.md#6
    @Test("every problem before anything starts")
    func problems() throws {
        // sample: Sources/LatticeComponents/LatticeComponents.docc/RunningAComponentAlone.md#4
        do {
            _ = try ComponentHost(running: ["ProductDetial"], of: ShopApp.components, replacing: ["Network"], layers: nil)
        } catch {
            print(error)
        }
        // end sample
        let misspelt = #expect(throws: ComponentError.self) {
            try ComponentHost(running: ["ProductDetial"], of: ShopApp.components, replacing: ["Network"], layers: nil)
        }
        ShownOutput.expect("\(misspelt.map { "\($0)" } ?? "")", shownIn: "Sources/LatticeComponents/LatticeComponents.docc/RunningAComponentAlone.md#5")
        let corrected = #expect(throws: ComponentError.self) {
            try ComponentHost(running: ["ProductDetail"], of: ShopApp.components, replacing: ["Network"], layers: nil)
        }
        #expect(corrected?.problems.map(\.kind) == [.missingStandIn])
        ShownOutput.expect(
            "\(corrected.map { "\($0)" } ?? "")", shownIn: "Sources/LatticeComponents/LatticeComponents.docc/RunningAComponentAlone.md#6", .contained)
    }
}
