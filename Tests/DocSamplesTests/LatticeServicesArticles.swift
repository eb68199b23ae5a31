// The LatticeServices catalog's articles, with only LatticeServices imported.
// sample: Sources/LatticeServices/LatticeServices.docc/LatticeServices.md#1 part 1/2
import LatticeServices
// end sample
import Testing

/// What a reader of the services articles infers.
enum ServicesArticleStubs {
    protocol LoginService: Sendable { var name: String { get } }
    struct WeChatLogin: LoginService { let name = "wechat" }
    struct QQLogin: LoginService { let name = "qq" }
    protocol Storage: Sendable {}
    struct DiskStorage: Storage {}
    protocol Network: Sendable { var isFake: Bool { get } }
    struct LiveNetwork: Network { let isFake = false }
    struct FakeNetwork: Network { let isFake = true }
    protocol CartService: Sendable { var builtWithFake: Bool { get } }
    struct Cart: CartService {
        var builtWithFake = false
        init(storage: any Storage) {}
        init(network: any Network) { builtWithFake = network.isFake }
    }
    protocol ProductDetail: Sendable { var id: Int { get } }
    struct ProductDetailModel: ProductDetail { let id: Int }
    final class CheckoutModel: Sendable {}
}

@Suite("LatticeServices articles")
struct LatticeServicesArticles {
    typealias LoginService = ServicesArticleStubs.LoginService
    typealias WeChatLogin = ServicesArticleStubs.WeChatLogin
    typealias QQLogin = ServicesArticleStubs.QQLogin
    typealias Storage = ServicesArticleStubs.Storage
    typealias DiskStorage = ServicesArticleStubs.DiskStorage
    typealias Network = ServicesArticleStubs.Network
    typealias FakeNetwork = ServicesArticleStubs.FakeNetwork
    typealias CartService = ServicesArticleStubs.CartService
    typealias Cart = ServicesArticleStubs.Cart
    typealias ProductDetail = ServicesArticleStubs.ProductDetail
    typealias ProductDetailModel = ServicesArticleStubs.ProductDetailModel
    typealias CheckoutModel = ServicesArticleStubs.CheckoutModel

    @Test("the overview registers and resolves")
    func overview() throws {
        // sample: Sources/LatticeServices/LatticeServices.docc/LatticeServices.md#1 part 2/2
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        try services.register((any ProductDetail).self) { (r, id: Int) in ProductDetailModel(id: id) }
        try services.register((any Storage).self, scope: .singleton) { _ in DiskStorage() }

        let cart = try services.resolve((any CartService).self)
        let providers = try services.resolveAll((any LoginService).self)   // [(name, service)]
        let detail = try services.resolve((any ProductDetail).self, arguments: 42)
        // end sample
        #expect(!cart.builtWithFake)
        #expect(providers.map(\.name) == ["wechat", "qq"])
        #expect(providers.map(\.service.name) == ["wechat", "qq"])
        #expect(detail.id == 42)
    }

    @Test("an owner-bound model lives in its screen")
    func ownerBound() throws {
        #expect(services.registrations.isEmpty == false)
        let screen = CheckoutScreen()
        #expect(screen.model === screen.model)
        #expect(screen.ownedServices.count == 1)
        #expect(CheckoutScreen().model !== screen.model)
    }

    @Test("a child registry overrides the network and keeps the cart")
    func overrides() throws {
        let app = ServiceRegistry()
        try app.register((any Network).self) { _ in ServicesArticleStubs.LiveNetwork() }
        try app.register((any CartService).self) { r in Cart(network: try r.resolve((any Network).self)) }
        // sample: Sources/LatticeServices/LatticeServices.docc/TestingWithOverrides.md#1
        let test = app.child()
        try test.register((any Network).self) { _ in FakeNetwork() }
        let cart = try test.resolve((any CartService).self)   // built with FakeNetwork
        // end sample
        #expect(cart.builtWithFake)
        #expect(try !app.resolve((any CartService).self).builtWithFake)
    }
}

/// What a reader of "Choosing a scope" infers: the app's registry, with the model owned.
let services: ServiceRegistry = {
    let registry = ServiceRegistry()
    _ = try? registry.register(ServicesArticleStubs.CheckoutModel.self, scope: .owned) { _ in ServicesArticleStubs.CheckoutModel() }
    return registry
}()
typealias CheckoutModel = ServicesArticleStubs.CheckoutModel

// sample: Sources/LatticeServices/LatticeServices.docc/ChoosingAScope.md#1
final class CheckoutScreen: ServiceOwner {
    let ownedServices = OwnedServices()
    lazy var model = try! services.resolve(CheckoutModel.self, owner: self)
}
// end sample
