// The LatticeServices articles and doc comments on choosing implementations and on
// injection, with only LatticeServices imported.
import LatticeServices
import Testing

/// What a reader of these samples infers.
enum InjectionDocStubs {
    protocol LoginService: Sendable { var provider: String { get } }
    final class WeChatLogin: LoginService { let provider = "wechat" }
    final class AppleLogin: LoginService { let provider = "apple" }
    protocol CartService: Sendable { var total: Int { get }; var count: Int { get } }
    struct Cart: CartService { var total = 0; var count = 0 }
    struct FakeCart: CartService {
        let total: Int
        var count: Int { total }
    }

    /// Injection.md's model.
    enum Article {
        typealias CartService = InjectionDocStubs.CartService
        typealias LoginService = InjectionDocStubs.LoginService
        // sample: Sources/LatticeServices/LatticeServices.docc/InjectingServices.md#1
        struct OrderSummary {
            @Injected var cart: any CartService
            @Injected(name: "wechat") var login: any LoginService

            var headline: String { "\(login.provider): \(cart.count) items" }
            func total() throws -> Int { try $cart.resolve().total }
        }
        // end sample
    }

    /// Injected's doc comment's model.
    enum DocComment {
        typealias CartService = InjectionDocStubs.CartService
        typealias LoginService = InjectionDocStubs.LoginService
        // sample: Sources/LatticeServices/Injected.swift#1
        final class CheckoutModel {
            @Injected var cart: any CartService
            @Injected(name: "wechat") var login: any LoginService

            func total() throws -> Int {
                try $cart.resolve().total       // a failure is a ServiceError
            }
            var itemCount: Int { cart.count }   // a failure stops the program
        }
        // end sample
    }
}

extension InjectionDocStubs {
@Suite("LatticeServices choosing implementations and injection")
struct LatticeServicesInjectionArticles {

    @Test("ChoosingImplementations: the chosen registration, the same instance")
    func choosing() throws {
        // sample: Sources/LatticeServices/LatticeServices.docc/ChoosingImplementations.md#1
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "apple", scope: .singleton) { _ in AppleLogin() }
        try services.setDefault((any LoginService).self, to: "wechat")

        let login = try services.resolve((any LoginService).self)                  // WeChatLogin
        let same = try services.resolve((any LoginService).self, name: "wechat")   // the same instance
        // end sample
        #expect(login is WeChatLogin)
        #expect(login as AnyObject === same as AnyObject)
        // sample: Sources/LatticeServices/LatticeServices.docc/ChoosingImplementations.md#3
        try services.setDefault("LoginService", to: "apple", fileID: "settings.json", line: 3)
        // end sample
        #expect(try services.resolve((any LoginService).self).provider == "apple")
        #expect(services.validateDefaults().isEmpty)
    }

    @Test("ChoosingImplementations: a name nobody registered")
    func validating() throws {
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "apple") { _ in AppleLogin() }
        // sample: Sources/LatticeServices/LatticeServices.docc/ChoosingImplementations.md#4
        try services.setDefault((any LoginService).self, to: "wechta")
        for problem in services.validateDefaults() {
            print(problem.message)   // … registered under 'wechat' and 'apple'. Did you mean 'wechat'?
        }
        // end sample
        let message = try #require(services.validateDefaults().first?.message)
        #expect(message.hasSuffix("registered under 'wechat' and 'apple'. Did you mean 'wechat'?"), "\(message)")
    }

    @Test("the doc comments of setDefault")
    func setDefaultDocComments() throws {
        let services = ServiceRegistry()
        // sample: Sources/LatticeServices/ServiceRegistry+Defaults.swift#1
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "apple") { _ in AppleLogin() }
        try services.setDefault((any LoginService).self, to: "wechat")
        let login = try services.resolve((any LoginService).self)   // WeChatLogin
        // end sample
        #expect(login is WeChatLogin)
        // sample: Sources/LatticeServices/ServiceRegistry+Defaults.swift#2
        // components.yml:  services: { LoginService: wechat }
        try services.setDefault("LoginService", to: "wechat", fileID: "components.yml", line: 4, column: 17)
        // end sample
        #expect(try services.resolve((any LoginService).self) is WeChatLogin)
    }

    @Test("Injection: a model that injects, a registry made current, overrides")
    func injection() throws {
        typealias OrderSummary = InjectionDocStubs.Article.OrderSummary
        // sample: Sources/LatticeServices/LatticeServices.docc/InjectingServices.md#2
        let services = ServiceRegistry()
        try services.register((any CartService).self) { _ in Cart() }
        services.makeCurrent()
        // end sample
        // sample: Sources/LatticeServices/LatticeServices.docc/InjectingServices.md#3
        let cart = try ServiceRegistry.withCurrent(services) {
            try inject((any CartService).self)
        }
        // end sample
        #expect(cart is Cart)
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try ServiceRegistry.withCurrent(services) {
            // sample: Sources/LatticeServices/LatticeServices.docc/InjectingServices.md#4
            let total = try ServiceRegistry.withOverrides {
                try $0.register((any CartService).self) { _ in FakeCart(total: 3) }
            } operation: {
                try OrderSummary().total()
            }
            // end sample
            #expect(total == 3)
            #expect(OrderSummary().headline == "wechat: 0 items")
        }
    }

    @Test("the doc comments of withCurrent, withOverrides, inject and Injected")
    func injectionDocComments() throws {
        typealias CheckoutModel = InjectionDocStubs.DocComment.CheckoutModel
        let testServices = ServiceRegistry()
        try testServices.register((any CartService).self) { _ in FakeCart(total: 2) }
        try testServices.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        // sample: Sources/LatticeServices/ServiceRegistry+Current.swift#1
        let total = try ServiceRegistry.withCurrent(testServices) {
            try CheckoutModel().total()
        }
        // end sample
        #expect(total == 2)
        try ServiceRegistry.withCurrent(testServices) { () throws in
            // sample: Sources/LatticeServices/ServiceRegistry+Current.swift#2
            let total = try ServiceRegistry.withOverrides {
                try $0.register((any CartService).self) { _ in FakeCart(total: 3) }
            } operation: {
                try CheckoutModel().total()
            }
            // end sample
            #expect(total == 3)
            #expect(CheckoutModel().itemCount == 2)
            // sample: Sources/LatticeServices/Inject.swift#1
            let cart = try inject((any CartService).self)
            let login: any LoginService = try inject(name: "wechat")
            // end sample
            #expect(cart.total == 2)
            #expect(login.provider == "wechat")
        }
    }
}
}
