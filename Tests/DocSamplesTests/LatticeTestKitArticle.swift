// sample: Sources/LatticeTestKit/LatticeTestKit.docc/TestingAComponent.md#1
import Lattice

protocol Catalog: Sendable {
    func name(of id: Int) -> String?
}

struct ProductFeature: Component {
    let name = "Product"
    let version = SemanticVersion(1, 0, 0)
    var dependencies: [ComponentDependency] { [ComponentDependency("Network")] }
    var requiredServices: [ServiceKeyDescriptor] { [ServiceKeyDescriptor((any Catalog).self)] }

    func register(in context: ComponentContext) throws {
        let services = context.services
        try context.router.add("/product/:id<int>", owner: name, exposure: .external) { request in
            let catalog = try services.resolve((any Catalog).self)
            return .value(catalog.name(of: request.value("id", as: Int.self) ?? 0) ?? "unknown")
        }
    }
}
// end sample

// The article's test runs as it is written: a @Test of this target.
// sample: Sources/LatticeTestKit/LatticeTestKit.docc/TestingAComponent.md#2 part 1/2
import Lattice
import LatticeTestKit
import Testing
// end sample
// sample: Sources/LatticeTestKit/LatticeTestKit.docc/TestingAComponent.md#2 part 2/2
struct LampCatalog: Catalog {
    func name(of id: Int) -> String? { id == 42 ? "Desk lamp" : nil }
}

@Test func productPageOpensFromALink() async throws {
    var standIns = StandIns()
    standIns.provide((any Catalog).self, instance: LampCatalog())
    let kit = try await ComponentTestHost([ProductFeature()], standIns: standIns)

    #expect(try await kit.open("/product/42", origin: .otherApp("com.example.mail")) == "router")
    #expect(kit.opened.map(\.pattern) == ["/product/:id<int>"])
    #expect(try kit.router.valueSync(for: "/product/42", as: String.self) == "Desk lamp")
    #expect(kit.logs.contains { $0.message.hasPrefix("Start-up: 1 of 1 components started") })
    await kit.shutdown()
}
// end sample

// output: Sources/LatticeTestKit/LatticeTestKit.docc/TestingAComponent.md#3
@Test("testing a component: without the stand-in, the boot is refused with the problem shown")
func productPageWithoutStandIn() async throws {
    let error = await #expect(throws: ComponentError.self) { _ = try await ComponentTestHost([ProductFeature()]) }
    ShownOutput.expect(error?.problems.first?.message ?? "", shownIn: "Sources/LatticeTestKit/LatticeTestKit.docc/TestingAComponent.md#3")
}

// The type's doc comment, on the article's feature.
// sample: Sources/LatticeTestKit/ComponentTestHost.swift#1
@Test func productPageOpens() async throws {
    var standIns = StandIns()
    standIns.provide((any Catalog).self, instance: LampCatalog())
    let kit = try await ComponentTestHost([ProductFeature()], standIns: standIns)
    #expect(try await kit.open("/product/42") == "router")
    #expect(kit.opened.map(\.pattern) == ["/product/:id<int>"])
    await kit.shutdown()
}
// end sample
