import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeMediator
import LatticeRouting
import LatticeServices

/// The catalog a feature reads; the Network component provides the real one.
protocol Catalog: Sendable {
    func name(of id: Int) throws -> String
}

struct RemoteCatalog: Catalog {
    func name(of id: Int) throws -> String { "remote \(id)" }
}

struct FixedCatalog: Catalog {
    let names: [Int: String]
    func name(of id: Int) throws -> String {
        guard let name = names[id] else { throw CatalogMiss(id: id) }
        return name
    }
}

struct CatalogMiss: Error { let id: Int }

enum Contracts {
    static let productName = ActionContract<Int, String>(target: "detail", action: "name")
    static let login = ActionContract<NoInput, Bool>(target: "account", action: "isLoggedIn")
}

/// Provides the catalog.
struct NetworkComponent: Component {
    let name = "Network"
    let version = SemanticVersion(2, 0, 0)
    var providedServices: [ServiceKeyDescriptor] { [ServiceKeyDescriptor((any Catalog).self)] }

    func register(in context: ComponentContext) throws {
        try context.register((any Catalog).self, scope: .singleton) { _ in RemoteCatalog() }
    }
}

/// A feature: a product route (exposed), a checkout route behind a login gate, a mediator
/// target; reads the catalog from Network.
struct DetailComponent: Component {
    let name = "Detail"
    let version = SemanticVersion(1, 0, 0)
    var dependencies: [ComponentDependency] { [ComponentDependency("Network")] }
    var requiredServices: [ServiceKeyDescriptor] { [ServiceKeyDescriptor((any Catalog).self)] }

    func register(in context: ComponentContext) throws {
        let services = context.services
        let mediator = context.mediator
        try context.router.add("/product/:id<int>", owner: name, exposure: .external) { request in
            let id = request.value("id", as: Int.self) ?? 0
            return .value(try services.resolve((any Catalog).self).name(of: id))
        }
        let checkout = try context.router.add("/checkout", owner: name) { _ in .value("checkout") }
        try context.router.add("/login", owner: name) { _ in .value("login") }
        try context.router.addInterceptor(
            RouteInterceptor("login gate") { _ in
                (try? mediator.performSync(Contracts.login, NoInput())) == true ? .proceed : .redirect(to: "/login")
            }, for: checkout)
        try context.mediator.register("detail") { actions in
            actions.on(Contracts.productName) { id in try services.resolve((any Catalog).self).name(of: id) }
        }
    }
}
