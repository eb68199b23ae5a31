import Foundation
import InMemoryLogging
import LatticeComponents
import LatticeGraph
import LatticeCore
import Logging
import Testing

struct OrderPlaced: Sendable, Equatable { let id: Int }
extension AppEvent.Name { static let orderPlaced: Self = "orderPlaced" }

/// Keeps the payloads of the custom events it receives.
struct PayloadCollector: Component {
    let name = "Collector"
    let version = SemanticVersion(1, 0, 0)
    let received = LockedBox<[OrderPlaced]>([])
    func handle(_ event: AppEvent, context: ComponentContext) async {
        if event.name == .orderPlaced, let order = event.payload(as: OrderPlaced.self) {
            received.withLock { $0.append(order) }
        }
    }
}

@Suite struct ComponentEventTests {
    let journal = Journal()

    func bootedShop(logs: InMemoryLogHandler = InMemoryLogHandler()) async throws -> ComponentHost {
        let host = try ComponentHost(components: [
            TestComponent("Cart", dependsOn: [.init("Log")], journal: journal).with { $0.handlesURLsWithHost = "cart" },
            TestComponent("Log", journal: journal).with { $0.handlesURLsWithHost = "log" },
            TestComponent("Search", dependsOn: [.init("Log")], journal: journal).with { $0.handlesURLsWithHost = "cart" },
        ], layers: nil, logger: capturing(logs))
        try await host.boot()
        return host
    }

    @Test func lifecycleEventsGoInDependencyOrder() async throws {
        let host = try await bootedShop()
        for event in [AppEvent.didFinishLaunching, .willResignActive, .didEnterBackground, .willEnterForeground, .memoryWarning, .willTerminate] {
            await host.send(event)
            #expect(journal.entries(prefix: "event \(event.name) ") == ["Log", "Cart", "Search"])
        }
    }

    @Test func customEventsCarryATypedPayload() async throws {
        let collector = PayloadCollector()
        let host = try ComponentHost(components: [collector], layers: nil)
        try await host.boot()
        await host.send(AppEvent(.orderPlaced, payload: OrderPlaced(id: 7)))
        await host.send(AppEvent(.orderPlaced, payload: "not an order"))
        await host.send(AppEvent(.orderPlaced))
        #expect(collector.received.withLock { $0 } == [OrderPlaced(id: 7)])
        #expect(AppEvent(.orderPlaced, payload: OrderPlaced(id: 1)).payload(as: Int.self) == nil)
        #expect(AppEvent.memoryWarning.description == "memoryWarning")
    }

    @Test func openURLFirstHandlerWins() async throws {
        let logs = InMemoryLogHandler()
        let host = try await bootedShop(logs: logs)
        #expect(try await host.open(try #require(URL(string: "shop://cart/1")), origin: .app) == "Cart")
        #expect(journal.entries(prefix: "open ") == ["Log", "Cart"])
        logs.clear()
        #expect(try await host.open(try #require(URL(string: "shop://nowhere")), origin: .webPage) == nil)
        // The nil says nobody opened it: the log line is a debug trail, not a warning.
        let line = try #require(logs.entries.first { "\($0.message)".hasPrefix("No route, component or handler opened") })
        #expect(line.level == .debug)
        #expect(line.metadata["subject"] == "shop://nowhere")
        #expect(!logs.entries.contains { $0.level > .debug }, "\(logs.entries.map(\.message))")
    }

    @Test func handlersAddedFirstAndLastWrapTheComponents() async throws {
        let host = try await bootedShop()
        let origins = LockedBox<[Origin]>([])
        host.addOpenURLHandler(OpenURLHandler(name: "router") { request in
            origins.withLock { $0.append(request.origin) }
            return request.url.host == "route"
        }, at: .first)
        host.addOpenURLHandler(OpenURLHandler(name: "fallback") { _ in true }, at: .last)
        #expect(try await host.open(try #require(URL(string: "shop://route")), origin: .push) == "router")
        #expect(journal.entries(prefix: "open ").isEmpty)
        #expect(try await host.open(try #require(URL(string: "shop://log")), origin: .app) == "Log")
        #expect(try await host.open(try #require(URL(string: "shop://other")), origin: .app) == "fallback")
        #expect(origins.withLock { $0 } == [.push, .app, .app])
    }

    @Test func componentsThatDidNotStartGetNoEvents() async throws {
        let host = try ComponentHost(components: [
            TestComponent("Log", journal: journal),
            TestComponent("Payment", journal: journal).with { $0.failsToStart = true; $0.isOptional = true },
        ], layers: nil, logger: capturing(InMemoryLogHandler()))
        await host.send(.didFinishLaunching)
        #expect(journal.entries(prefix: "event ").isEmpty)
        try await host.boot()
        await host.send(.didFinishLaunching)
        #expect(journal.entries(prefix: "event didFinishLaunching ") == ["Log"])
        await host.shutdown()
        await host.send(.willTerminate)
        #expect(journal.entries(prefix: "event willTerminate ").isEmpty)
    }
}
