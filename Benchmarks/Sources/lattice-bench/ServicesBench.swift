import LatticeServices
import Swinject
import Synchronization

// The same services for both registries.
protocol Logger: Sendable {}
final class ConsoleLogger: Logger {}
protocol Store: Sendable {}
final class DiskStore: Store {}
protocol Network: Sendable { var logger: any Logger { get } }
final class HTTPNetwork: Network {
    let logger: any Logger
    init(logger: any Logger) { self.logger = logger }
}
protocol Catalog: Sendable { var network: any Network { get }; var store: any Store { get } }
final class RemoteCatalog: Catalog {
    let network: any Network
    let store: any Store
    init(network: any Network, store: any Store) { self.network = network; self.store = store }
}
protocol Settings: Sendable {}
final class AppSettings: Settings {}

/// `Catalog` → (`Network` → `Logger`, `Store`): four transient objects.
func servicesCases(into suite: inout Suite, iterations n: Int) {
    let lattice = ServiceRegistry()
    try! lattice.register(Settings.self, scope: .singleton) { _ in AppSettings() }
    try! lattice.register(Store.self) { _ in DiskStore() }
    try! lattice.register(Store.self, name: "cache") { _ in DiskStore() }
    try! lattice.register(Logger.self) { _ in ConsoleLogger() }
    try! lattice.register(Network.self) { r in HTTPNetwork(logger: try r.resolve(Logger.self)) }
    try! lattice.register(Catalog.self) { r in
        RemoteCatalog(network: try r.resolve(Network.self), store: try r.resolve(Store.self))
    }

    let container = Container()
    container.register(Settings.self) { _ in AppSettings() }.inObjectScope(.container)
    container.register(Store.self) { _ in DiskStore() }
    container.register(Store.self, name: "cache") { _ in DiskStore() }
    container.register(Logger.self) { _ in ConsoleLogger() }
    container.register(Network.self) { r in HTTPNetwork(logger: r.resolve(Logger.self)!) }
    container.register(Catalog.self) { r in
        RemoteCatalog(network: r.resolve(Network.self)!, store: r.resolve(Store.self)!)
    }
    nonisolated(unsafe) let synchronized = container.synchronize()

    // Correctness before timing: each resolve returns the right type and sharing.
    check(try! lattice.resolve(Settings.self) as AnyObject === (try! lattice.resolve(Settings.self)) as AnyObject, "lattice singleton")
    check(container.resolve(Settings.self)! as AnyObject === container.resolve(Settings.self)! as AnyObject, "swinject singleton")
    check(try! lattice.resolve(Store.self) is DiskStore && container.resolve(Store.self) is DiskStore, "transient")
    check(try! lattice.resolve(Store.self, name: "cache") is DiskStore && container.resolve(Store.self, name: "cache") is DiskStore, "named")
    let latticeCatalog = try! lattice.resolve(Catalog.self)
    let swinjectCatalog = container.resolve(Catalog.self)!
    check(latticeCatalog.network.logger is ConsoleLogger && swinjectCatalog.network.logger is ConsoleLogger, "graph4")

    suite.time("lattice.services.singleton", operations: n) { n in
        for _ in 0..<n { blackHole(try! lattice.resolve(Settings.self)) }
    }
    suite.time("swinject.services.singleton", operations: n / 20) { n in
        for _ in 0..<n { blackHole(container.resolve(Settings.self)!) }
    }
    // Injection (issue #13): the same singleton read through an @Injected property and
    // through inject(_:), from the registry made current. Each case makes it current again
    // first: other cases (component hosts) may have made theirs current in between.
    let reader = InjectedReader()
    lattice.makeCurrent()
    check(reader.settings as AnyObject === (try! lattice.resolve(Settings.self)) as AnyObject, "injected singleton")
    check(try! inject(Settings.self) as AnyObject === (try! lattice.resolve(Settings.self)) as AnyObject, "inject singleton")
    suite.time("lattice.services.injected", operations: n) { n in
        lattice.makeCurrent()
        for _ in 0..<n { blackHole(reader.settings) }
    }
    suite.time("lattice.services.inject", operations: n) { n in
        lattice.makeCurrent()
        for _ in 0..<n { blackHole(try! inject(Settings.self)) }
    }
    suite.time("lattice.services.transient", operations: n) { n in
        for _ in 0..<n { blackHole(try! lattice.resolve(Store.self)) }
    }
    suite.time("swinject.services.transient", operations: n / 20) { n in
        for _ in 0..<n { blackHole(container.resolve(Store.self)!) }
    }
    suite.time("lattice.services.named", operations: n) { n in
        for _ in 0..<n { blackHole(try! lattice.resolve(Store.self, name: "cache")) }
    }
    suite.time("swinject.services.named", operations: n / 20) { n in
        for _ in 0..<n { blackHole(container.resolve(Store.self, name: "cache")!) }
    }
    suite.time("lattice.services.graph4", operations: n / 4) { n in
        for _ in 0..<n { blackHole(try! lattice.resolve(Catalog.self)) }
    }
    suite.time("swinject.services.graph4", operations: n / 40) { n in
        for _ in 0..<n { blackHole(container.resolve(Catalog.self)!) }
    }
    suite.time("lattice.services.singleton.1thread", operations: n) { n in
        for _ in 0..<n { blackHole(try! lattice.resolve(Settings.self)) }
    }
    suite.throughput("lattice.services.singleton.2threads", threads: 2, operations: n) { n in
        for _ in 0..<n { blackHole(try! lattice.resolve(Settings.self)) }
    }
    // Each thread resolves its own singleton: shows whether the registry itself serializes
    // readers, apart from the reference count of one shared instance.
    try! lattice.register(Store.self, name: "second", scope: .singleton) { _ in DiskStore() }
    let threadIndex = Atomic<Int>(0)
    suite.throughput("lattice.services.singleton.2threads.distinct", threads: 2, operations: n) { n in
        if threadIndex.wrappingAdd(1, ordering: .relaxed).oldValue % 2 == 0 {
            for _ in 0..<n { blackHole(try! lattice.resolve(Settings.self)) }
        } else {
            for _ in 0..<n { blackHole(try! lattice.resolve(Store.self, name: "second")) }
        }
    }
    // A value-type singleton: no reference count at all, so this is the registry's own
    // read path from two threads, with nothing shared written.
    try! lattice.register(Int.self, name: "limit", scope: .singleton) { _ in 42 }
    suite.time("lattice.services.singleton.value.1thread", operations: n) { n in
        for _ in 0..<n { blackHole(try! lattice.resolve(Int.self, name: "limit")) }
    }
    suite.throughput("lattice.services.singleton.value.2threads", threads: 2, operations: n) { n in
        for _ in 0..<n { blackHole(try! lattice.resolve(Int.self, name: "limit")) }
    }
    suite.throughput("swinject.services.singleton.2threads", threads: 2, operations: n / 20) { n in
        for _ in 0..<n { blackHole(synchronized.resolve(Settings.self)!) }
    }
}

/// A view model that injects what it reads.
struct InjectedReader {
    @Injected var settings: any Settings
}

/// The floor: reading a `let` global.
let globalSettings: any Settings = AppSettings()

func floorCases(into suite: inout Suite, iterations n: Int) {
    suite.time("floor.global-let", operations: n) { n in
        for _ in 0..<n { blackHole(globalSettings) }
    }
    // Two threads reading one global class instance: each read retains and releases the
    // same object, the ceiling for any registry that hands out one shared instance.
    suite.throughput("floor.global-let.2threads", threads: 2, operations: n) { n in
        for _ in 0..<n { blackHole(globalSettings) }
    }
}
