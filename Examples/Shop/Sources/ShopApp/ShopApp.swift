import Foundation
public import ShopInterfaces
import LogKit
import StorageKit
import NetworkKit
import CatalogServerKit
import AccountService
import CartService
import PaymentService
import AnalyticsService
import HomeFeature
import ProductDetailFeature
import OrdersFeature
import ProfileFeature

/// The composition root: builds the components, has the Lattice `ComponentHost` validate
/// them (versions, layers, cycles, services) and boot them wave by wave, seals the service
/// registry and delivers app events.
public final class ShopApp: Sendable {
    /// The host running the components.
    public let host: ComponentHost
    /// The service registry every component registers in.
    public let services: ServiceRegistry
    /// The router every feature adds its screens to.
    public let router: Router
    /// The mediator components register their targets with.
    public let mediator: Mediator
    /// The components, by name.
    let components: [String: any ShopComponent]
    /// How the boot went.
    let report: StartupReport
    /// The local catalog server, when the app started one.
    let server: CatalogServer?
    /// The log.
    let log: Log
    /// The database.
    let database: ShopDatabase
    /// The component manifest the app booted from, if any.
    let manifestPath: String?

    /// The trust policy for links and commands from outside: the app scheme and the
    /// shop's web host.
    static let policy = TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"])

    /// The app's components in declaration order (which breaks ties in the boot order).
    static func components(log: Log, options: ShopOptions, catalog: CatalogClient) -> [any ShopComponent] {
        var all: [any ShopComponent] = [
            LogComponent(log: log), StorageComponent(directory: options.dataDirectory), NetworkComponent(client: catalog),
            AccountComponent(), CartComponent(), PaymentComponent(), AnalyticsComponent(),
            HomeFeature(), ProductDetailFeature(), OrdersFeature(), ProfileFeature(),
        ]
        if options.showConflicts {
            all += [RecommendationsFeature(), LegacySyncComponent()] as [any ShopComponent]
        }
        return all
    }

    /// Boots the app: validates the components (before anything starts), starts the
    /// catalog server (unless offline), boots the components, seals the registry and
    /// delivers `didFinishLaunching`.
    ///
    /// - Throws: ``ShopError`` `invalidComponents` with every validation message when the
    ///   declarations do not fit together; `ComponentError` when a component fails to start.
    public static func boot(options: ShopOptions) async throws -> ShopApp {
        var sink: (@Sendable (LogEntry) -> Void)?
        if options.verbose {
            sink = { entry in
                FileHandle.standardError.write(Data("[\(entry.level.rawValue)] \(entry.component): \(entry.message)\n".utf8))
            }
        }
        let log = Log(sink: sink)
        let linked = components(log: log, options: options, catalog: CatalogClient(origin: .bundled))
        let manifest = try options.manifestPath.map { path throws(ShopError) in try ShopManifest.load(path: path, linked: linked) }
        let layers = manifest?.layers ?? .threeLayerDefault
        /// The components the manifest enables (all without one), in the app's order.
        func selected(_ all: [any ShopComponent]) -> [any Component] {
            guard let manifest else { return all.map { $0 as any Component } }
            return all.filter { manifest.enabled.contains($0.name) }.map { $0 as any Component }
        }
        let problems = ComponentHost.validate(
            selected(linked), optional: manifest?.optional ?? [], layers: layers, locations: manifest?.locations ?? [:])
        guard problems.isEmpty else {
            throw ShopError(
                .invalidComponents, subject: "components",
                message: "Boot refused: \(problems.count) problem(s) in the components' declarations; nothing was started.\n"
                    + problems.enumerated().map { "  \($0.offset + 1). [\($0.element.kind)] \($0.element.message)" }.joined(separator: "\n"))
        }

        var server: CatalogServer?
        let origin: CatalogClient.Origin
        if options.offline {
            origin = .bundled
        } else if let url = options.catalogURL {
            origin = .server(url)
        } else {
            let started = try CatalogServer()
            origin = .server(try await started.start())
            server = started
        }
        do {
            let all = components(log: log, options: options, catalog: CatalogClient(origin: origin))
            let services = ServiceRegistry(options: .init(onDiagnostic: { log.log(.warning, "Services", $0) }))
            let router = Router(configuration: .init(webHosts: ["shop.example.com"]), policy: policy)
            let mediator = Mediator(policy: policy)
            let host = try ComponentHost(
                components: selected(all), environment: ComponentEnvironment(services: services, router: router, mediator: mediator),
                optional: manifest?.optional ?? [], layers: layers, locations: manifest?.locations ?? [:])
            let report = try await host.boot()
            try services.seal()
            let app = ShopApp(
                host: host, services: services, router: router, mediator: mediator,
                components: Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
                report: report, server: server, log: log, database: try services.resolve(ShopDatabase.self),
                manifestPath: options.manifestPath)
            await host.send(.didFinishLaunching)
            return app
        } catch {
            await server?.stop()
            throw error
        }
    }

    private init(
        host: ComponentHost, services: ServiceRegistry, router: Router, mediator: Mediator,
        components: [String: any ShopComponent], report: StartupReport, server: CatalogServer?, log: Log, database: ShopDatabase,
        manifestPath: String?
    ) {
        self.host = host
        self.services = services
        self.router = router
        self.mediator = mediator
        self.components = components
        self.report = report
        self.server = server
        self.log = log
        self.database = database
        self.manifestPath = manifestPath
    }

    /// Delivers `willTerminate`, stops the components in reverse order and the catalog server.
    public func shutdown() async {
        await host.send(.willTerminate)
        _ = await host.shutdown()
        await server?.stop()
    }
}
