public import Foundation
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

/// The composition root: builds the components, validates their declarations, registers
/// them in dependency order, seals the registry and delivers app events.
public final class ShopApp: Sendable {
    /// The service registry every component registers in.
    public let services: ServiceRegistry
    /// The router every feature adds its screens to.
    public let router: Router
    /// The mediator components register their targets with.
    public let mediator: Mediator
    /// The components in boot order.
    public let components: [any ShopComponent]
    /// The boot waves, for the report.
    let waves: [[String]]
    /// The local catalog server, when the app started one.
    let server: CatalogServer?
    /// The log.
    let log: Log
    /// The database.
    let database: ShopDatabase

    /// The trust policy for links from outside: the app scheme and the shop's web host.
    static let policy = TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"])

    /// Boots the app: starts the catalog server (unless offline), validates and registers
    /// the components, seals the registry, delivers `launch`.
    ///
    /// - Throws: ``ShopError`` `invalidComponents` (with every validation message) when
    ///   the declarations are inconsistent; the errors of a component that cannot register.
    public static func boot(options: ShopOptions) async throws -> ShopApp {
        var sink: (@Sendable (LogEntry) -> Void)?
        if options.verbose {
            sink = { entry in
                FileHandle.standardError.write(Data("[\(entry.level.rawValue)] \(entry.component): \(entry.message)\n".utf8))
            }
        }
        let log = Log(sink: sink)
        var all: [any ShopComponent] = [
            LogComponent(log: log), StorageComponent(directory: options.dataDirectory),
            AccountComponent(), CartComponent(), PaymentComponent(), AnalyticsComponent(),
            HomeFeature(), ProductDetailFeature(), OrdersFeature(), ProfileFeature(),
        ]
        if options.showConflicts {
            all += [RecommendationsFeature(), LegacySyncKit()]
        }
        // Network is added once the catalog's origin is known, but validated with the rest.
        let networkInfo = NetworkComponent(client: CatalogClient(origin: .bundled)).info
        let validation = ComponentValidation(all.map(\.info) + [networkInfo])
        guard validation.isValid else {
            throw ShopError(
                .invalidComponents, subject: "components",
                message: "Boot refused: the components' declarations do not fit together.\n"
                    + validation.problems.map { "  • " + $0 }.joined(separator: "\n"))
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
        all.append(NetworkComponent(client: CatalogClient(origin: origin)))

        let byName = Dictionary(all.map { ($0.info.name, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = validation.order.compactMap { byName[$0] }
        let services = ServiceRegistry(options: .init(onDiagnostic: { log.log(.warning, "Services", $0) }))
        let router = Router(configuration: .init(webHosts: ["shop.example.com"]), policy: policy)
        let mediator = Mediator(policy: policy)
        let context = ComponentContext(services: services, router: router, mediator: mediator)
        do {
            for component in ordered { try component.register(in: context) }
            try services.seal()
        } catch {
            await server?.stop()
            throw error
        }
        let app = ShopApp(
            services: services, router: router, mediator: mediator, components: ordered, waves: validation.waves,
            server: server, log: log, database: try services.resolve(ShopDatabase.self))
        await app.deliver(.launch)
        return app
    }

    private init(
        services: ServiceRegistry, router: Router, mediator: Mediator, components: [any ShopComponent], waves: [[String]],
        server: CatalogServer?, log: Log, database: ShopDatabase
    ) {
        self.services = services
        self.router = router
        self.mediator = mediator
        self.components = components
        self.waves = waves
        self.server = server
        self.log = log
        self.database = database
    }

    /// Delivers `event` to every component: boot order, `terminate` in reverse.
    public func deliver(_ event: AppEvent) async {
        let context = ComponentContext(services: services, router: router, mediator: mediator)
        for component in event == .terminate ? components.reversed() : components {
            await component.handle(event, in: context)
        }
    }

    /// Delivers `terminate` and stops the catalog server.
    public func shutdown() async {
        await deliver(.terminate)
        await server?.stop()
    }
}
