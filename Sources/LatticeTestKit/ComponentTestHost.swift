import Foundation
public import LatticeComponents
public import LatticeCore
public import LatticeGraph
public import LatticeMediator
public import LatticeRouting
public import LatticeServices
import InMemoryLogging
import Logging

/// A component host for tests: boots one component, or a few, with stand-ins for what the
/// components that do not run would have provided, and records what happens: what was
/// registered, every route opened, every mediator call, every refusal and every log line.
///
/// ```swift
/// @Test func productPageOpens() async throws {
///     var standIns = StandIns()
///     standIns.provide((any Catalog).self, instance: LampCatalog())
///     let kit = try await ComponentTestHost([ProductFeature()], standIns: standIns)
///     #expect(try await kit.open("/product/42") == "router")
///     #expect(kit.opened.map(\.pattern) == ["/product/:id<int>"])
///     await kit.shutdown()
/// }
/// ```
///
/// Each test host has its own registry, router and mediator, so tests run in parallel. The
/// calls it makes for the test (``open(_:origin:fileID:line:)``, ``perform(_:_:origin:fileID:line:)``,
/// ``send(_:)``) go through the same paths as the app's: the router's trust policy and
/// interceptors, the mediator's exposure, the host's events. They run with the kit's
/// registry current for their task (never for the whole process), so `@Injected`
/// properties resolve from the components under test; ``withServices(_:)`` does the same
/// for the test's own code.
public final class ComponentTestHost: Sendable {
    /// The host running the components.
    public let host: ComponentHost
    /// How the boot went.
    public let report: StartupReport

    let records: Recordings
    let logHandler: InMemoryLogHandler

    /// Boots `components` and nothing else: every dependency they declare on a component
    /// that is not among them is left out, and what it provided comes from `standIns`.
    ///
    /// - Parameters:
    ///   - components: The components under test.
    ///   - standIns: Services (and routes or targets) that stand in for the components left out.
    ///   - routing: The router's configuration.
    ///   - policy: The trust policy of the router and the mediator; refusals are recorded
    ///     in ``refusals`` and passed on to the policy's own `onRefusal`.
    ///   - layers: Layer rules to check; none by default (the app's test checks its layers).
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: `ComponentError` when the components do not fit together or a stand-in is
    ///   missing (every problem at once, naming the service and who needs it), or when the boot fails.
    public convenience init(
        _ components: [any Component], standIns: StandIns = StandIns(), routing: Router.Configuration = Router.Configuration(),
        policy: TrustPolicy = TrustPolicy(), layers: LayerRules? = nil, fileID: String = #fileID, line: Int = #line
    ) async throws(ComponentError) {
        let names = components.map(\.name)
        let present = Set(names)
        let absent = Set(components.flatMap { $0.dependencies.map(\.name) }).subtracting(present)
        try await self.init(
            running: names, of: components, replacing: absent, standIns: standIns, routing: routing, policy: policy, layers: layers,
            fileID: fileID, line: line)
    }

    /// Boots `names` and their dependency closure out of `components`, as the app would run
    /// them alone: components in `replacing` are left out, and what they provided comes
    /// from `standIns`.
    ///
    /// - Parameters:
    ///   - names: The components to run.
    ///   - components: The app's components.
    ///   - replacing: Components to leave out even when a running one depends on them.
    ///   - standIns: Services (and routes or targets) that stand in for the components left out.
    ///   - routing: The router's configuration.
    ///   - policy: The trust policy of the router and the mediator.
    ///   - layers: Layer rules to check; none by default.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: As ``init(_:standIns:routing:policy:layers:fileID:line:)``, and
    ///   `unknownComponent` problems for names no component has.
    public init(
        running names: [String], of components: [any Component], replacing: Set<String> = [], standIns: StandIns = StandIns(),
        routing: Router.Configuration = Router.Configuration(), policy: TrustPolicy = TrustPolicy(), layers: LayerRules? = nil,
        fileID: String = #fileID, line: Int = #line
    ) async throws(ComponentError) {
        let records = Recordings()
        var handler = InMemoryLogHandler()
        handler.logLevel = .trace
        let logHandler = handler
        func logger(_ label: String) -> Logger {
            Logger(label: label) { _ in
                var labelled = logHandler
                labelled.metadata["logger"] = .string(label)
                return labelled
            }
        }
        var policy = policy
        let forward = policy.onRefusal
        policy.onRefusal = { refusal in
            records.record(refusal)
            forward?(refusal)
        }
        let servicesLogger = logger("lattice.services")
        let services = ServiceRegistry(
            options: .init(onDiagnostic: { servicesLogger.info("\($0)") }), logger: servicesLogger)
        let router = Router(configuration: routing, policy: policy, logger: logger("lattice.routing"))
        let mediator = Mediator(policy: policy, logger: logger("lattice.mediator"))
        // First of the global interceptors, so it sees every request that reaches a route,
        // redirects included, before the components' own interceptors decide.
        router.addInterceptor(RouteInterceptor("LatticeTestKit.recorder") { request in
            if let match = request.match {
                let opened = OpenedRoute(
                    url: request.url, pattern: match.route.pattern, owner: match.route.owner, origin: request.origin,
                    parameters: match.pathParameters, redirectedFrom: request.redirectedFrom)
                records.record(opened)
            }
            return .proceed
        })
        mediator.setObserver { event in records.record(event) }
        // Tests run in parallel: the kit's registry is made current for its own calls
        // (`withCurrent`), never for the whole process.
        let environment = ComponentEnvironment(services: services, router: router, mediator: mediator, makesServicesCurrent: false)
        let host = try ComponentHost(
            running: names, of: components, replacing: replacing, standIns: standIns, environment: environment, layers: layers,
            logger: logger("lattice.components"), fileID: fileID, line: line)
        self.host = host
        self.records = records
        self.logHandler = logHandler
        self.report = try await ServiceRegistry.withCurrent(services) { () async throws(ComponentError) -> StartupReport in
            try await host.boot(fileID: fileID, line: line)
        }
    }

    /// The registry the components registered in.
    public var services: ServiceRegistry { host.environment.services }
    /// The router the components added their routes to.
    public var router: Router { host.environment.router }
    /// The mediator the components registered their targets with.
    public var mediator: Mediator { host.environment.mediator }

    // MARK: What happened

    /// Every request that reached a route, in order: the test's, the components' and redirects.
    public var opened: [OpenedRoute] { records.all.opened }
    /// Every mediator call, in order, with its outcome.
    public var performed: [MediatorEvent] { records.all.performed }
    /// Every URL or call from outside that the trust policy refused, in order.
    public var refusals: [TrustRefusal] { records.all.refusals }
    /// Every line the host, the registry, the router and the mediator logged, in order, at
    /// every level.
    public var logs: [LogRecord] {
        logHandler.entries.map { entry in
            var metadata: [String: String] = [:]
            for (key, value) in entry.metadata where key != "logger" { metadata[key] = "\(value)" }
            return LogRecord(
                label: entry.metadata["logger"].map { "\($0)" } ?? "", level: entry.level, message: entry.message.description,
                metadata: metadata)
        }
    }

    /// Every service registration, the stand-ins' included, in registration order.
    public var registrations: [RegistrationInfo] { services.registrations }

    /// The service registrations of `component` (`"stand-ins"` for the stand-ins).
    public func registrations(of component: String) -> [RegistrationInfo] {
        services.registrations.filter { $0.component == component }
    }

    /// The routes `component` added.
    public func routes(of component: String) -> [RouteInfo] {
        router.routes.filter { $0.owner == component }
    }

    /// Forgets what was recorded so far (the boot's log lines, say).
    public func clearRecords() {
        records.clear()
        logHandler.clear()
    }

    // MARK: Driving it

    /// Delivers `event` to the running components, as the app does.
    public func send(_ event: AppEvent) async {
        await ServiceRegistry.withCurrent(services) { await host.send(event) }
    }

    /// Opens `url` as the app does (`ComponentHost.open(_:origin:)`): the router first,
    /// then the components.
    ///
    /// - Returns: Who opened it: `router`, a component's name, or `nil` when nobody did.
    /// - Throws: `RoutingError` as the host's `open` does, and `malformedURL` for text that
    ///   is not a URL.
    @discardableResult
    public func open(_ url: String, origin: Origin = .app, fileID: String = #fileID, line: Int = #line) async throws(RoutingError) -> String? {
        try await ServiceRegistry.withCurrent(services) { () async throws(RoutingError) -> String? in
            try await host.open(url, origin: origin, fileID: fileID, line: line)
        }
    }

    /// Calls a typed mediator action, as a component would.
    public func perform<Input, Output>(
        _ contract: ActionContract<Input, Output>, _ input: Input, origin: Origin = .app, fileID: String = #fileID, line: Int = #line
    ) async throws(MediatorError) -> Output {
        try await ServiceRegistry.withCurrent(services) { () async throws(MediatorError) -> Output in
            try await mediator.perform(contract, input, origin: origin, fileID: fileID, line: line)
        }
    }

    /// Runs `body` with the kit's registry current, so that `@Injected` properties and
    /// `inject(_:)` in the code it calls resolve from the components under test.
    public func withServices<Result, Failure: Error>(_ body: () async throws(Failure) -> Result) async throws(Failure) -> Result {
        try await ServiceRegistry.withCurrent(services, operation: body)
    }

    /// Stops the running components in reverse order.
    ///
    /// - Returns: The errors stop hooks threw, as `"Name: error"`.
    @discardableResult
    public func shutdown() async -> [String] {
        await host.shutdown()
    }
}
