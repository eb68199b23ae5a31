import LatticeServices
import Testing

@Suite struct KeyedAndArgumentTests {
    func loginProviders() throws -> ServiceRegistry {
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        try services.register((any LoginService).self, name: "weibo") { _ in WeiboLogin() }
        return services
    }

    @Test func namesTellImplementationsApart() throws {
        let services = try loginProviders()
        #expect(try services.resolve((any LoginService).self, name: "qq").provider == "qq")
        #expect(try services.resolve((any LoginService).self, name: "weibo").provider == "weibo")
    }

    @Test func resolveAllGivesEveryImplementationInRegistrationOrderWithNames() throws {
        let services = try loginProviders()
        let all = try services.resolveAll((any LoginService).self)
        #expect(all.map(\.name) == ["wechat", "qq", "weibo"])
        #expect(all.map(\.service.provider) == ["wechat", "qq", "weibo"])
        #expect(try services.resolveAll((any Storage).self).isEmpty)
    }

    @Test func factoriesTakeTypedArguments() throws {
        let services = ServiceRegistry()
        try services.register((any ProductDetail).self) { (_, id: Int) in ProductDetailModel(summary: "product \(id)") }
        try services.register((any ProductDetail).self) { (_, id: Int, title: String) in ProductDetailModel(summary: "\(id): \(title)") }
        try services.register((any ProductDetail).self, name: "full") { (_, id: Int, title: String, price: Double) in
            ProductDetailModel(summary: "\(id): \(title) at \(price)")
        }
        #expect(try services.resolve((any ProductDetail).self, arguments: 42).summary == "product 42")
        #expect(try services.resolve((any ProductDetail).self, arguments: 7, "Tea").summary == "7: Tea")
        #expect(try services.resolve((any ProductDetail).self, name: "full", arguments: 7, "Tea", 2.5).summary == "7: Tea at 2.5")
    }

    @Test func aWrongArgumentTypeIsAClearError() throws {
        let services = ServiceRegistry()
        try services.register((any ProductDetail).self) { (_, id: Int) in ProductDetailModel(summary: "\(id)") }
        let error = #expect(throws: ServiceError.self) {
            try services.resolve((any ProductDetail).self, arguments: "42")
        }
        #expect(error?.code == .argumentMismatch)
        #expect(error?.message.contains("with arguments (Int), but was resolved with arguments (String)") == true)
        let none = #expect(throws: ServiceError.self) { try services.resolve((any ProductDetail).self) }
        #expect(none?.code == .argumentMismatch)
        #expect(none?.message.contains("but was resolved with no arguments") == true)
    }
}
