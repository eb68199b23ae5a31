import Foundation
import LatticeManifest
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
/// registry, makes the navigator that shows the features' screens, and delivers app events.
public final class ShopApp: Sendable {
    /// The host running the components.
    public let host: ComponentHost
    /// The service registry every component registers in.
    public let services: ServiceRegistry
    /// The router every feature adds its screens to.
    public let router: Router
    /// The mediator components register their targets with.
    public let mediator: Mediator
    /// The screens the features added, with their destinations.
    public let screens: ShopScreens
    /// The navigation state, which every link goes through.
    public let navigator: Navigator
    /// What the terminal shows of it.
    let terminal: TextNavigationAdapter
    /// The components, by name.
    let components: [String: any ShopComponent]
    /// How the boot went.
    let report: StartupReport
    /// The local catalog server, when the app started one.
    let server: CatalogServer?
    /// The log.
    let log: Log
    /// The database; `nil` when Storage does not run (`--only` a component without it).
    let database: ShopDatabase?
    /// The component manifest the app booted from, if any.
    let manifestPath: String?

    /// The trust policy for links and commands from outside: the app scheme and the
    /// shop's web host.
    public static let policy = TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"])

    /// The app's components in declaration order (which breaks ties in the boot order).
    static func components(log: Log, options: ShopOptions, catalog: CatalogClient) -> [any ShopComponent] {
        [
            LogComponent(log: log), StorageComponent(directory: options.dataDirectory), NetworkComponent(client: catalog),
            AccountComponent(), CartComponent(), PaymentComponent(), AnalyticsComponent(),
            HomeFeature(), ProductDetailFeature(), OrdersFeature(), ProfileFeature(),
        ]
    }

    /// The two components wrong on purpose: added by `--conflicts`, or enabled by a
    /// manifest (`components-conflicts.yml`).
    static let brokenOnPurpose: [any ShopComponent] = [RecommendationsFeature(), LegacySyncComponent()]

    /// Boots the app: reads the manifest (`--manifest`), starts the catalog server (unless
    /// offline), has the Lattice `ComponentHost` validate the components once (nothing of
    /// theirs runs when it refuses), boots them, seals the registry, makes the navigator
    /// (showing its steps on `display`, holding links to login-only screens until somebody
    /// logs in) and delivers `didFinishLaunching`.
    ///
    /// With a manifest, the components it enables are made from a `ComponentCatalog` of the
    /// linked ones, in its order, with its layer rules and optional components
    /// (`ComponentHost(manifest:catalog:)`, from LatticeManifest). With `--only NAME`, only
    /// that component and the ones it depends on run (`ComponentHost(running:of:)`): a
    /// feature on its own, as its team develops it.
    ///
    /// - Throws: `ManifestError` when the manifest cannot be read or decoded;
    ///   `ComponentError` with every problem when the components do not fit together
    ///   (`problems` is not empty) or one fails to start.
    @MainActor
    public static func boot(options: ShopOptions, display: any Display) async throws -> ShopApp {
        var sink: (@Sendable (LogEntry) -> Void)?
        if options.verbose {
            sink = { entry in
                FileHandle.standardError.write(Data("[\(entry.level.rawValue)] \(entry.component): \(entry.message)\n".utf8))
            }
        }
        let log = Log(sink: sink)
        let manifest = try options.manifestPath.map { path throws(ManifestError) in try ComponentManifest(contentsOfFile: path) }

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
            let shop = components(log: log, options: options, catalog: CatalogClient(origin: origin))
            let all = shop + brokenOnPurpose
            let services = ServiceRegistry(options: .init(onDiagnostic: { log.log(.warning, "Services", $0) }))
            let routing = Router.Configuration(webHosts: ["shop.example.com"])
            let router = Router(configuration: routing, policy: policy)
            let mediator = Mediator(policy: policy)
            // The features add their screens here: each with its destination and its route.
            let screens = ShopScreens(destinations: DestinationRegistry(tabs: ShopTabs.all, configuration: routing))
            try services.register(ShopScreens.self, scope: .singleton) { _ in screens }
            let environment = ComponentEnvironment(services: services, router: router, mediator: mediator)
            let host: ComponentHost
            if let manifest {
                // The manifest chooses among every linked component, by name.
                var catalog = ComponentCatalog()
                for component in all { try catalog.register(component.name) { component } }
                host = try ComponentHost(manifest: manifest, catalog: catalog, running: options.only, environment: environment)
            } else if !options.only.isEmpty {
                // One feature alone: it and what it depends on, nothing else.
                host = try ComponentHost(running: options.only, of: options.showConflicts ? all : shop, environment: environment)
            } else {
                host = try ComponentHost(components: options.showConflicts ? all : shop, environment: environment)
            }
            let report = try await host.boot()
            try services.seal()
            // A feature run alone sits on screens of features that do not run.
            if !options.only.isEmpty { try screens.addStandInsForAbsentParents() }
            let users = try services.resolveIfRegistered((any CurrentUserProviding).self)
            let terminal = TextNavigationAdapter(display: display, showing: NavigationState(tabs: ShopTabs.all))
            let navigator = Navigator(
                registry: screens.destinations, router: router, adapter: terminal, guards: users.map { [screens.loginGuard($0)] } ?? [])
            screens.attach(navigator)
            let app = ShopApp(
                host: host, services: services, router: router, mediator: mediator, screens: screens, navigator: navigator, terminal: terminal,
                components: Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
                report: report, server: server, log: log, database: try services.resolveIfRegistered(ShopDatabase.self),
                manifestPath: options.manifestPath)
            await host.send(.didFinishLaunching)
            return app
        } catch {
            await server?.stop()
            throw error
        }
    }

    private init(
        host: ComponentHost, services: ServiceRegistry, router: Router, mediator: Mediator, screens: ShopScreens, navigator: Navigator,
        terminal: TextNavigationAdapter,
        components: [String: any ShopComponent], report: StartupReport, server: CatalogServer?, log: Log, database: ShopDatabase?,
        manifestPath: String?
    ) {
        self.host = host
        self.services = services
        self.router = router
        self.mediator = mediator
        self.screens = screens
        self.navigator = navigator
        self.terminal = terminal
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
