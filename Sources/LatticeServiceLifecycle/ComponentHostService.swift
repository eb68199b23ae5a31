public import LatticeComponents
public import ServiceLifecycle

/// A `ComponentHost` as a swift-service-lifecycle `Service`: the components of a server
/// boot when the service group runs it, and stop in reverse order when the group shuts
/// down, on a signal (`SIGTERM`) or because another service failed. Put it in the group's
/// services: `ServiceGroup(services: [ComponentHostService(host)], gracefulShutdownSignals:
/// [.sigterm], logger: logger)`; the module's overview has the whole example.
///
/// ``run()`` boots the host (unless it already runs), logs the start-up report through the
/// host's logger, then waits for the group's graceful shutdown or for its task to be
/// cancelled, and shuts the host down: every running component stops in reverse start
/// order, each within its stop timeout, and the shutdown is logged. A boot that fails is
/// thrown, so the group treats it as a failing service.
///
/// To start a service (an HTTP server, say) only once the components run, boot the host
/// before running the group: ``run()`` then only waits and shuts down.
public struct ComponentHostService: Service {
    /// The host this service boots and shuts down.
    public let host: ComponentHost
    /// The budget the boot runs under (reported, not enforced).
    public let budget: StartupBudget

    /// Wraps `host`, which must not have been shut down.
    ///
    /// - Parameters:
    ///   - host: The validated host.
    ///   - budget: The budget of its boot; unlimited by default.
    public init(_ host: ComponentHost, budget: StartupBudget = .unlimited) {
        self.host = host
        self.budget = budget
    }

    /// Boots the host if it is ready, waits for the group's graceful shutdown (or the task's
    /// cancellation), then stops the components in reverse order.
    ///
    /// - Throws: `ComponentError` when the boot fails (the components that had started are
    ///   already stopped) or when the host was neither ready nor running.
    public func run() async throws {
        switch host.state {
        case .ready:
            try await host.boot(budget: budget)
        case .running:
            break
        default:
            throw ComponentError.invalidState(
                message: "Cannot run the component host in a service group: the host is \(host.state), not ready or running.",
                fix: "give the service group a new host, or one already booted")
        }
        // Returns on graceful shutdown; throws on cancellation. Either way, the components stop.
        try? await gracefulShutdown()
        await host.shutdown()
    }
}
