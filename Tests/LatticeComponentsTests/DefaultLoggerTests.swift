import InMemoryLogging
import LatticeComponents
import LatticeCore
import LatticeMediator
import LatticeRouting
import LatticeServices
import Logging
import Testing

/// Lattice makes no logger of its own (swift-log's guidance 003, "Logger propagation in
/// libraries"): made without a `logger:`, the registry, the router, the mediator and the
/// host log to the logger the app binds to the task with `withLogger`, its handler, level
/// and metadata included.
@Suite struct DefaultLoggerTests {
    @Test func theRegistryRouterMediatorAndHostLogToTheLoggerTheAppBinds() async throws {
        let handler = InMemoryLogHandler()
        var logger = Logging.Logger(label: "app") { _ in handler }
        logger.logLevel = .debug
        logger[metadataKey: "request"] = "r1"
        try await withLogger(logger) { _ in
            let services = ServiceRegistry()
            let router = Router()
            let mediator = Mediator()
            let host = try ComponentHost(components: [], environment: ComponentEnvironment(services: services, router: router, mediator: mediator))
            #expect(throws: ServiceError.self) { try services.resolve(Int.self) }
            #expect(throws: RoutingError.self) { try router.openSync("/nowhere") }
            await #expect(throws: MediatorError.self) { try await mediator.perform(target: "nobody", action: "anything", params: [:]) }
            _ = try await host.boot()
        }
        let codes = handler.entries.compactMap { $0.metadata["code"].map { "\($0)" } }
        #expect(codes.contains("notRegistered"), "\(codes)")
        #expect(codes.contains("notFound"), "\(codes)")
        #expect(codes.contains("targetNotFound"), "\(codes)")
        #expect(handler.entries.contains { "\($0.message)".hasPrefix("Start-up:") }, "\(handler.entries.map(\.message))")
        #expect(handler.entries.allSatisfy { $0.metadata["request"] == "r1" })
    }
}
