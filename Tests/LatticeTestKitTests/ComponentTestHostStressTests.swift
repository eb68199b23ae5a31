import LatticeComponents
import LatticeCore
import LatticeMediator
import LatticeRouting
import LatticeServices
import LatticeTestKit
import Testing

/// One test host driven from many tasks at once: every open, call and refusal is recorded
/// once, and TSan sees no race in the records.
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct ComponentTestHostStressTests {
    @Test func recordsFromManyTasksAtOnce() async throws {
        var standIns = StandIns()
        standIns.provide((any Catalog).self, instance: FixedCatalog(names: [42: "Lamp"]))
        let kit = try await ComponentTestHost([DetailComponent()], standIns: standIns, policy: TrustPolicy(allowedSchemes: ["shop"]))
        let tasks = 8, rounds = 50
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for round in 0..<rounds {
                        try await kit.open("/product/42?task=\(task)&round=\(round)")
                        _ = try await kit.perform(Contracts.productName, 42)
                        _ = try? await kit.open("shop:///checkout", origin: .otherApp("com.example"))
                        if round % 10 == 0 { _ = kit.opened.count + kit.performed.count + kit.logs.count }
                    }
                }
            }
            try await group.waitForAll()
        }
        let opened = kit.opened
        #expect(opened.count == tasks * rounds)
        #expect(Set(opened.map(\.url)).count == tasks * rounds)
        #expect(kit.performed.count == tasks * rounds)
        #expect(kit.refusals.count == tasks * rounds)
        await kit.shutdown()
    }
}
