public import Foundation
public import LatticeCore
public import LatticeGraph
public import LatticeRouting
public import Logging
import LatticeServices

/// Owns an app's components: validates the whole set before anything starts, boots them in
/// dependency order (each wave concurrently), delivers app events and open-URL requests in
/// dependency order, and stops them in reverse.
///
/// ```swift
/// let host = try ComponentHost(components: [LogComponent(), CartComponent(), PaymentComponent()])
/// let report = try await host.boot()          // throws if a required component fails
/// print(report)                               // each component's time
/// await host.send(.didFinishLaunching)
/// let handler = try await host.open(url, origin: .otherApp("com.example"))
/// await host.shutdown()
/// ```
///
/// ``state`` moves `ready → starting → running → stopping → stopped`, or `starting → failed`
/// when a required component fails (the started ones are then stopped in reverse order).
/// Events and URLs may be sent from any task, concurrently; they reach the components that
/// are running at that moment.
public final class ComponentHost: Sendable {
    /// Where the host is in its life.
    public enum State: Sendable, Hashable {
        /// Validated, nothing started.
        case ready
        /// ``boot(budget:fileID:line:)`` is running.
        case starting
        /// Booted; `degraded` when optional components failed or were skipped.
        case running(degraded: Bool)
        /// ``shutdown()`` is running.
        case stopping
        /// Every started component was stopped.
        case stopped
        /// A required component failed to start; the others were rolled back.
        case failed
    }

    struct Runtime {
        var state: State = .ready
        /// Members that started, in start order.
        var started: [Int] = []
        /// Whether each member is running (receives events).
        var running: [Bool]
        /// Whether each member was stopped alone by ``ComponentHost/stop(_:fileID:line:)``
        /// (its entry point is not offered until it starts again).
        var stoppedAlone: [Bool]
        /// Whether a stop, start or restart is under way for each member.
        var busy: [Bool]
        /// The names of the members stopped alone, which the route guard refuses to open.
        var stoppedNames: Set<String> = []
        /// Whether the route guard is installed (on the first stop alone).
        var guardsRoutes = false
        var front: [OpenURLHandler] = []
        var back: [OpenURLHandler] = []

        init(count: Int) {
            running = [Bool](repeating: false, count: count)
            stoppedAlone = running
            busy = running
        }
    }

    let validated: ValidatedSet
    let contexts: [ComponentContext]
    /// The members in dependency order (the waves one after another).
    let order: [Int]
    let runtime: Locked<Runtime>
    /// Registered before the components, when some run alone.
    let standIns: StandIns
    /// What runs alone, for the start-up report; `nil` for the whole app.
    let runningAlone: StartupReport.RunningAlone?
    /// The environment every component's context shares.
    public let environment: ComponentEnvironment
    /// Where the host logs, as swift-log's guidance asks of a library: at `info` only what
    /// went wrong and is neither thrown nor returned for sure (an optional component's
    /// failed start and the degraded or over-budget start-up summary, a stop that failed
    /// during ``shutdown()``), everything else at `debug` (the start-up summary of a boot
    /// that went well and its table, each component's start and stop, a URL nobody handled);
    /// with the component and the error as metadata. What the host throws (a failed
    /// validation, a required component's failed start, a failed ``stop(_:fileID:line:)``)
    /// is logged at `debug` at most: the caller reports it, once.
    public let logger: Logger

    /// Validates `components` and prepares to boot them.
    ///
    /// - Parameters:
    ///   - components: The app's components; their order breaks ties (the order within a
    ///     wave, and the order of events among independent components).
    ///   - environment: What components share (the service registry).
    ///   - optional: Names of components to treat as optional even if they do not say so
    ///     (from a configuration file).
    ///   - layers: The layer rules to check; `nil` checks none.
    ///   - externalServices: Services the app registers itself, which components may require.
    ///   - locations: Where each component is declared (from a manifest), for messages.
    ///   - logger: Where the host logs; by default `Logger.current`, the logger the app
    ///     binds to the task with swift-log's `withLogger`.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``ComponentError/Code/invalidComponents`` with every problem at once:
    ///   missing dependencies, unmet version requirements (naming every requirer), cycles,
    ///   layer violations, duplicate names, required services nobody provides.
    /// - Complexity: O(*n* + *e*) for *n* components and *e* dependencies, plus the search
    ///   of providers for components that require services.
    public convenience init(
        components: [any Component], environment: ComponentEnvironment = ComponentEnvironment(),
        optional: Set<String> = [], layers: LayerRules? = .threeLayerDefault,
        externalServices: Set<ServiceKeyDescriptor> = [], locations: [String: FileLocation] = [:],
        logger: Logger = Logger.current, fileID: String = #fileID, line: Int = #line
    ) throws(ComponentError) {
        let validated = ComponentValidator.validate(
            components, optional: optional, layers: layers, externalServices: externalServices, locations: locations)
        guard validated.problems.isEmpty else {
            throw ComponentError.invalidComponents(validated.problems, fileID: fileID, line: line)
        }
        self.init(validated: validated, environment: environment, logger: logger)
    }

    /// A host for a validated set, with the stand-ins to register first and, when it runs
    /// some components alone, what its report says about it.
    init(
        validated: ValidatedSet, environment: ComponentEnvironment, logger: Logger,
        standIns: StandIns = StandIns(), runningAlone: StartupReport.RunningAlone? = nil
    ) {
        self.logger = logger
        self.validated = validated
        self.environment = environment
        self.standIns = standIns
        self.runningAlone = runningAlone
        self.contexts = validated.members.map { ComponentContext(component: $0.identity, environment: environment) }
        self.order = validated.waves.flatMap { $0 }
        self.runtime = Locked(Runtime(count: validated.members.count))
    }

    /// Validates components without creating a host: every problem, or none.
    ///
    /// - Complexity: O(*n* + *e*), as ``init(components:environment:optional:layers:externalServices:locations:logger:fileID:line:)``.
    public static func validate(
        _ components: [any Component], optional: Set<String> = [], layers: LayerRules? = .threeLayerDefault,
        externalServices: Set<ServiceKeyDescriptor> = [], locations: [String: FileLocation] = [:]
    ) -> [ComponentProblem] {
        ComponentValidator.validate(
            components, optional: optional, layers: layers, externalServices: externalServices, locations: locations
        ).problems
    }

    /// Where the host is in its life.
    public var state: State { runtime.withLock { $0.state } }

    /// The component names in dependency order (the order they start in).
    public var startOrder: [String] { order.map { validated.members[$0].identity.name } }

    /// The start waves: components of one wave start concurrently.
    public var waves: [[String]] { validated.waves.map { $0.map { validated.members[$0].identity.name } } }

    /// The names of the components running now, in dependency order.
    public var runningComponents: [String] {
        let running = runtime.withLock { $0.running }
        return order.filter { running[$0] }.map { validated.members[$0].identity.name }
    }

    /// Each component's entry point, in dependency order, for those that have one.
    ///
    /// A component stopped alone (``stop(_:fileID:line:)``) is left out until it starts again.
    public var entryPoints: [(component: String, entryPoint: EntryPoint)] {
        let stoppedAlone = runtime.withLock { $0.stoppedAlone }
        return order.compactMap { index in
            guard !stoppedAlone[index] else { return nil }
            return validated.members[index].component.entryPoint.map { (validated.members[index].identity.name, $0) }
        }
    }

    // MARK: Events

    /// Delivers `event` to every running component in dependency order, one after another.
    ///
    /// Safe to call from many tasks at once; each call delivers to the components running
    /// when it starts.
    public func send(_ event: AppEvent) async {
        let running = runtime.withLock { $0.running }
        for index in order where running[index] {
            await validated.members[index].component.handle(event, context: contexts[index])
        }
    }

    /// Adds a handler to the open-URL chain, before or after the components.
    ///
    /// Handlers added `.first` run before the environment's router, `.last` after the components.
    public func addOpenURLHandler(_ handler: OpenURLHandler, at position: OpenURLHandler.Position = .first) {
        runtime.withLock { runtime in
            switch position {
            case .first: runtime.front.insert(handler, at: 0)
            case .last: runtime.back.append(handler)
            }
        }
    }

    /// Offers `url` to the handlers added first, then to the environment's router, then to
    /// the running components in dependency order, then to the handlers added last; the
    /// first to handle it wins.
    ///
    /// The router applies its trust policy: a URL from outside that it refuses is never
    /// offered to the components.
    ///
    /// - Returns: The name of the handler (`router` for the router, or the component's
    ///   name) that handled it, or `nil` when none did.
    /// - Throws: The router's `RoutingError` when it refuses the URL, when a typed
    ///   parameter does not validate or when its handler fails; a URL no route matches is
    ///   offered to the components instead.
    @discardableResult
    public func open(_ url: URL, origin: Origin) async throws(RoutingError) -> String? {
        try await offer(url, origin: origin)
    }

    /// Opens `url` given as a string, as the router takes it: see ``open(_:origin:)``.
    ///
    /// The components receive an ``OpenURLRequest`` with a Foundation `URL`, so the text is
    /// read as one first.
    ///
    /// - Throws: `RoutingError.Code.malformedURL` when `url` is not a URL
    ///   Foundation reads, and the errors of ``open(_:origin:)``.
    @discardableResult
    public func open(_ url: String, origin: Origin, fileID: String = #fileID, line: Int = #line) async throws(RoutingError) -> String? {
        guard let parsed = URL(string: url) else {
            throw RoutingError.malformedURL(url, fix: "write the URL in full, such as 'shop://product/42'", fileID: fileID, line: line)
        }
        return try await offer(parsed, origin: origin)
    }

    /// The open-URL chain of both forms of `open`.
    private func offer(_ url: URL, origin: Origin) async throws(RoutingError) -> String? {
        let (front, running, back) = runtime.withLock { ($0.front, $0.running, $0.back) }
        let request = OpenURLRequest(url: url, origin: origin)
        for handler in front where await handler.handle(request) { return handler.name }
        do {
            if try await environment.router.open(url.absoluteString, origin: origin) { return "router" }
        } catch let error where error.code == .notFound || error.refusal?.code == .notFound {
            // No route (from outside: refused as not found, already reported to the
            // policy's hook): the components may know it.
        }
        for index in order where running[index] {
            if await validated.members[index].component.open(request, context: contexts[index]) {
                return validated.members[index].identity.name
            }
        }
        for handler in back where await handler.handle(request) { return handler.name }
        logger.debug(
            "No route, component or handler opened '\(url.absoluteString)'.",
            metadata: ["subject": "\(url.absoluteString)", "origin": "\(origin)"])
        return nil
    }
}
