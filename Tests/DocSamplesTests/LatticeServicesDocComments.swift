// The doc comments' samples of LatticeServices, with only LatticeServices imported.
import LatticeServices
import Testing

@Suite("LatticeServices doc comments")
struct LatticeServicesDocComments {
    // sample: Sources/LatticeServices/ServiceOwner.swift#1 part 1/2
    final class CheckoutScreen: ServiceOwner {
        let ownedServices = OwnedServices()
    }
    // end sample

    // What a reader infers.
    final class CheckoutModel: Sendable {}
    protocol LoginService: Sendable {}
    struct WeChatLogin: LoginService {}
    protocol Storage: Sendable {}
    struct DiskStorage: Storage {}
    protocol CartService: Sendable {}
    struct Cart: CartService { let storage: any Storage }
    protocol ProductDetail: Sendable { var id: Int { get } }
    struct ProductDetailModel: ProductDetail { let id: Int }

    @Test("ServiceOwner: the model belongs to its screen")
    func serviceOwner() throws {
        let registry = ServiceRegistry()
        try registry.register(CheckoutModel.self, scope: .owned) { _ in CheckoutModel() }
        let screen = CheckoutScreen()
        // sample: Sources/LatticeServices/ServiceOwner.swift#1 part 2/2
        let model = try registry.resolve(CheckoutModel.self, owner: screen)
        // end sample
        #expect(try model === registry.resolve(CheckoutModel.self, owner: screen))
        #expect(screen.ownedServices.count == 1)
    }

    struct Checkout { let cart: any CartService }

    // sample: Sources/LatticeServices/ServiceResolving.swift#1
    func makeCheckout(from services: some ServiceResolving) throws -> Checkout {
        Checkout(cart: try services.resolve((any CartService).self))
    }
    // end sample

    @Test("one resolve API for the registry and the resolver a factory receives")
    func oneResolveAPI() throws {
        let services = ServiceRegistry()
        try services.register((any Storage).self) { _ in DiskStorage() }
        try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        #expect(try makeCheckout(from: services).cart is Cart)
        try services.register(Checkout.self) { r in try self.makeCheckout(from: r) }
        #expect(try services.resolve(Checkout.self).cart is Cart)
    }

    @Test("errors are matched by code and subject, as users write it in their tests")
    func errorsMatchByCodeAndSubject() {
        let services = ServiceRegistry()
        // sample: Sources/LatticeServices/ServiceError.swift#1
        #expect(throws: ServiceError.notRegistered((any Storage).self)) { try services.resolve((any Storage).self) }
        // end sample
        // sample: Sources/LatticeCore/LatticeError.swift#1
        #expect(throws: ServiceError.notRegistered((any Storage).self)) {
            try services.resolve((any Storage).self)
        }
        // end sample
    }

    @Test("register and resolve, with and without arguments")
    func registerAndResolve() throws {
        let services = ServiceRegistry()
        try services.register((any Storage).self) { _ in DiskStorage() }
        // sample: Sources/LatticeServices/ServiceRegistry+Registration.swift#1
        try services.register((any CartService).self, scope: .singleton) { r in
            Cart(storage: try r.resolve((any Storage).self))
        }
        // end sample
        // sample: Sources/LatticeServices/ServiceResolving.swift#2
        let cart = try services.resolve((any CartService).self)
        // end sample
        #expect(cart is Cart)
        try arguments(services)
        // sample: Sources/LatticeServices/ServiceResolving.swift#3
        let detail = try services.resolve((any ProductDetail).self, arguments: 42)
        // end sample
        #expect(detail.id == 42)
    }

    func arguments(_ services: ServiceRegistry) throws {
        // sample: Sources/LatticeServices/ServiceRegistry+Registration.swift#3
        try services.register((any ProductDetail).self) { (r, id: Int) in ProductDetailModel(id: id) }
        let detail = try services.resolve((any ProductDetail).self, arguments: 42)
        // end sample
        #expect(detail.id == 42)
    }

    @Test("ServiceRegistry: a named singleton and a service that needs storage")
    func registry() throws {
        // sample: Sources/LatticeServices/ServiceRegistry.swift#1
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
        try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        let login = try services.resolve((any LoginService).self, name: "wechat")
        // end sample
        try services.register((any Storage).self) { _ in DiskStorage() }
        #expect(login is WeChatLogin)
        #expect(try services.resolve((any CartService).self) is Cart)
    }
}
