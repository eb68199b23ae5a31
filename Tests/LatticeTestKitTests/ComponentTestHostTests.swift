import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeMediator
import LatticeRouting
import LatticeServices
import LatticeTestKit
import Logging
import Testing

@Suite("The test kit's component host")
struct ComponentTestHostTests {
    /// Detail alone, its catalog standing in for Network's.
    func detailAlone(loggedIn: Bool? = nil) async throws -> ComponentTestHost {
        var standIns = StandIns()
        standIns.provide((any Catalog).self, instance: FixedCatalog(names: [42: "Lamp"]))
        if let loggedIn {
            standIns.register { context in
                try context.mediator.register("account") { actions in actions.on(Contracts.login) { _ in loggedIn } }
            }
        }
        return try await ComponentTestHost([DetailComponent()], standIns: standIns)
    }

    @Test("a component runs alone: its missing dependency is left out, its stand-in serves")
    func runsAlone() async throws {
        let kit = try await detailAlone()
        #expect(kit.host.runningComponents == ["Detail"])
        #expect(try await kit.open("/product/42") == "router")
        #expect(try kit.router.valueSync(for: "/product/42", as: String.self) == "Lamp")
        #expect(kit.registrations(of: "stand-ins").map(\.service) == ["Catalog"])
        #expect(kit.routes(of: "Detail").map(\.pattern).sorted() == ["/checkout", "/login", "/product/:id<int>"])
        await kit.shutdown()
        #expect(kit.host.state == .stopped)
    }

    @Test("a missing stand-in is refused before anything starts, naming the service and who needs it")
    func missingStandIn() async throws {
        let error = await #expect(throws: ComponentError.self) {
            _ = try await ComponentTestHost([DetailComponent()])
        }
        #expect(error?.code == .invalidComponents)
        let problem = try #require(error?.problems.first)
        #expect(problem.kind == .missingStandIn)
        #expect(problem.component == "Detail")
        #expect(problem.message.contains("requires the service Catalog"))
    }

    @Test("the app's components run together when none is left out")
    func closureRuns() async throws {
        let kit = try await ComponentTestHost(running: ["Detail"], of: [NetworkComponent(), DetailComponent()])
        #expect(kit.host.runningComponents == ["Network", "Detail"])
        #expect(try kit.router.valueSync(for: "/product/7", as: String.self) == "remote 7")
        #expect(kit.registrations(of: "Network").map(\.service) == ["Catalog"])
        await kit.shutdown()
    }

    @Test("every request that reaches a route is recorded, redirects included")
    func recordsOpened() async throws {
        let kit = try await detailAlone(loggedIn: false)
        try await kit.open("/product/42")
        try await kit.open("/checkout")
        let opened = kit.opened
        try #require(opened.map(\.url) == ["/product/42", "/checkout", "/login"])
        #expect(opened.map(\.pattern) == ["/product/:id<int>", "/checkout", "/login"])
        #expect(opened[0].parameters == ["id": "42"])
        #expect(opened[0].owner == "Detail")
        #expect(opened[0].origin == .app)
        #expect(opened[2].redirectedFrom == ["/checkout"])
        await kit.shutdown()
    }

    @Test("a stand-in registers what a missing component would have: a mediator target")
    func standInTarget() async throws {
        let kit = try await detailAlone(loggedIn: true)
        try await kit.open("/checkout")
        #expect(kit.opened.map(\.url) == ["/checkout"])
        await kit.shutdown()
    }

    @Test("mediator calls are recorded with their outcome")
    func recordsPerformed() async throws {
        let kit = try await detailAlone()
        #expect(try await kit.perform(Contracts.productName, 42) == "Lamp")
        await #expect(throws: MediatorError.self) { try await kit.perform(Contracts.productName, 9) }
        let performed = kit.performed
        try #require(performed.map(\.action) == ["name", "name"])
        if case .handled = performed[0].outcome {} else { Issue.record("expected handled, got \(performed[0].outcome)") }
        if case .failed = performed[1].outcome {} else { Issue.record("expected failed, got \(performed[1].outcome)") }
        await kit.shutdown()
    }

    @Test("refusals from outside are recorded and passed on to the policy's own hook")
    func recordsRefusals() async throws {
        let forwarded = LockedBox<[TrustRefusal]>([])
        var policy = TrustPolicy(allowedSchemes: ["shop"])
        policy.onRefusal = { refusal in forwarded.withLock { $0.append(refusal) } }
        var standIns = StandIns()
        standIns.provide((any Catalog).self, instance: FixedCatalog(names: [:]))
        let kit = try await ComponentTestHost([DetailComponent()], standIns: standIns, policy: policy)
        await #expect(throws: RoutingError.self) { try await kit.open("shop:///checkout", origin: .otherApp("com.example")) }
        #expect(kit.refusals.map(\.code) == [.notExposed])
        #expect(forwarded.withLock { $0.map(\.code) } == [.notExposed])
        await kit.shutdown()
    }

    @Test("the host's, the registry's and the router's log lines are recorded with their logger")
    func recordsLogs() async throws {
        let kit = try await detailAlone()
        #expect(kit.logs.contains { $0.label == "lattice.components" && $0.level == .debug && $0.message.hasPrefix("Start-up:") })
        kit.clearRecords()
        #expect(kit.logs.isEmpty)
        _ = try? kit.services.resolve(Int.self)
        #expect(kit.logs.contains { $0.label == "lattice.services" && $0.level == .debug && $0.metadata["code"] == "notRegistered" })
        await kit.shutdown()
        #expect(kit.logs.contains { $0.label == "lattice.components" && $0.message == "The components are stopped." })
    }

    @Test("events reach the running components")
    func sendsEvents() async throws {
        let seen = LockedBox<[String]>([])
        struct Listener: Component {
            let name = "Listener"
            let version = SemanticVersion(1, 0, 0)
            let seen: LockedBox<[String]>
            func handle(_ event: AppEvent, context: ComponentContext) async { seen.withLock { $0.append(event.name.rawValue) } }
        }
        let kit = try await ComponentTestHost([Listener(seen: seen)])
        await kit.send(.memoryWarning)
        #expect(seen.withLock { $0 } == ["memoryWarning"])
        await kit.shutdown()
    }

    @Test("text that is not a URL is a typed error, not a crash")
    func malformedURL() async throws {
        let kit = try await detailAlone()
        let error = await #expect(throws: RoutingError.self) { try await kit.open("") }
        #expect(error?.code == .malformedURL)
        await kit.shutdown()
    }

    @Test("test hosts running at once keep their records apart")
    func parallelHostsAreApart() async throws {
        try await withThrowingTaskGroup(of: [String].self) { group in
            for id in 1...8 {
                group.addTask {
                    let kit = try await self.detailAlone()
                    try await kit.open("/product/42?copy=\(id)")
                    await kit.shutdown()
                    return kit.opened.map(\.url)
                }
            }
            var all: [[String]] = []
            for try await urls in group { all.append(urls) }
            #expect(all.count == 8)
            #expect(all.allSatisfy { $0.count == 1 })
            #expect(Set(all.flatMap { $0 }).count == 8)
        }
    }

    @Test("code the components run resolves injected services from the kit's registry")
    func injectsFromTheKit() async throws {
        struct Reader: Component {
            let name = "Reader"
            let version = SemanticVersion(1, 0, 0)
            let seen: LockedBox<[String]>
            func register(in context: ComponentContext) throws {
                try context.router.add("/who", owner: name) { [seen] _ in
                    let name = try inject((any Catalog).self).name(of: 42)
                    seen.withLock { $0.append(name) }
                    return .handled
                }
            }
        }
        let seen = LockedBox<[String]>([])
        var standIns = StandIns()
        standIns.provide((any Catalog).self, instance: FixedCatalog(names: [42: "Lamp"]))
        let kit = try await ComponentTestHost([Reader(seen: seen)], standIns: standIns)
        #expect(try await kit.open("/who") == "router")
        #expect(try await kit.withServices { try inject((any Catalog).self).name(of: 42) } == "Lamp")
        #expect(seen.withLock { $0 } == ["Lamp"])
        await kit.shutdown()
    }
}
