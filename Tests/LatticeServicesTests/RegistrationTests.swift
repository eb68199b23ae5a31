import LatticeServices
import LatticeCore
import InMemoryLogging
import Logging
import Testing

@Suite struct RegistrationTests {
    @Test func factoriesResolveTheirDependencies() throws {
        let services = ServiceRegistry()
        try services.register((any Storage).self) { _ in DiskStorage() }
        try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        let cart = try services.resolve((any CartService).self)
        #expect(cart.storage.label == "disk")
    }

    @Test func anExistingInstanceIsASingleton() throws {
        let services = ServiceRegistry()
        let memory = MemoryStorage()
        try services.register((any Storage).self, instance: memory)
        #expect(try services.resolve((any Storage).self) as? MemoryStorage === memory)
        #expect(services.registrations.first?.scope == .singleton)
    }

    @Test func introspectionListsEveryRegistrationWithItsPlace() throws {
        let services = ServiceRegistry()
        let line = #line + 1
        try services.register((any LoginService).self, name: "wechat", scope: .singleton, component: "Account") { _ in WeChatLogin() }
        try services.register((any ProductDetail).self) { (_, id: Int) in ProductDetailModel(summary: "\(id)") }
        let infos = services.registrations
        #expect(infos.count == 2)
        #expect(infos[0].serviceType == "LoginService")
        #expect(infos[0].name == "wechat")
        #expect(infos[0].scope == .singleton)
        #expect(infos[0].component == "Account")
        #expect(infos[0].fileID.hasSuffix("RegistrationTests.swift"))
        #expect(infos[0].line == line)
        #expect(infos[0].description == "LoginService (name: \"wechat\"), singleton, registered at \(infos[0].fileID):\(line) by Account")
        #expect(infos[1].argumentTypes == ["Int"])
        #expect(infos[1].service == "ProductDetail (arguments: Int)")
    }

    @Test func duplicatesAreRejectedNamingBothPlaces() throws {
        let services = ServiceRegistry()
        try services.register((any Storage).self) { _ in DiskStorage() }
        let error = #expect(throws: ServiceError.self) {
            try services.register((any Storage).self) { _ in MemoryStorage() }
        }
        #expect(error?.code == .duplicateRegistration)
        #expect(error?.message.contains("already registered at LatticeServicesTests/RegistrationTests.swift:") == true)
        #expect(error?.explanation.contains("To fix") == true)
        #expect(try services.resolve((any Storage).self).label == "disk", "the first registration is kept")
    }

    @Test func theReplacePolicyReplacesAndLogs() throws {
        let log = LockedBox<[String]>([])
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .debug
        let services = ServiceRegistry(
            options: .init(duplicatePolicy: .replace, onDiagnostic: { line in log.withLock { $0.append(line) } }), logger: logger)
        try services.register((any Storage).self) { _ in DiskStorage() }
        try services.register((any LoginService).self) { _ in QQLogin() }
        try services.register((any Storage).self) { _ in MemoryStorage() }
        #expect(try services.resolve((any Storage).self).label == "memory")
        #expect(services.registrations.map(\.serviceType) == ["Storage", "LoginService"], "a replacement keeps its place")
        let lines = log.withLock { $0 }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("replaces the registration at") == true)
        // The registry's logger has it too, at debug: the policy was asked for.
        let entry = try #require(handler.entries.first { $0.metadata["replaced"] != nil })
        #expect(entry.level == .debug)
        #expect("\(entry.message)" == lines.first)
        #expect(entry.metadata["service"] == "Storage")
        #expect(ServiceRegistry.Options().onDiagnostic == nil, "nothing written outside swift-log by default")
    }

    @Test func sealingCreatesEagerSingletonsAndFreezesRegistrations() throws {
        let services = ServiceRegistry()
        let made = Counter()
        try services.register((any Storage).self, scope: .eagerSingleton) { _ in made.increment(); return DiskStorage() }
        #expect(made.count == 0)
        try services.seal()
        #expect(made.count == 1)
        #expect(services.isSealed)
        _ = try services.resolve((any Storage).self)
        #expect(made.count == 1)
        let error = #expect(throws: ServiceError.self) { try services.register((any LoginService).self) { _ in QQLogin() } }
        #expect(error?.code == .sealed)
        #expect(throws: ServiceError.self) { try services.remove((any Storage).self) }
    }

    @Test func sealingReportsAFailingEagerSingleton() throws {
        struct Broken: Error {}
        let services = ServiceRegistry()
        try services.register((any Storage).self, scope: .eagerSingleton) { _ in throw Broken() }
        let error = #expect(throws: ServiceError.self) { try services.seal() }
        #expect(error?.code == .factoryFailed)
        #expect(error?.subject == "Storage")
        #expect(error?.underlying is Broken)
    }

    @Test func removalStopsNewResolvesAndKeepsHandedOutInstances() throws {
        let services = ServiceRegistry()
        try services.register((any Storage).self, scope: .singleton) { _ in DiskStorage() }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        let storage = try services.resolve((any Storage).self)
        #expect(try services.remove((any Storage).self) == 1)
        #expect(try services.remove((any Storage).self) == 0)
        #expect(storage.label == "disk")
        #expect(throws: ServiceError.self) { try services.resolve((any Storage).self) }
        try services.register((any Storage).self) { _ in MemoryStorage() }
        #expect(try services.resolve((any Storage).self).label == "memory")
        try services.removeAll()
        #expect(services.registrations.isEmpty)
        #expect(try services.resolveIfRegistered((any LoginService).self, name: "qq") == nil)
    }

    @Test func manyRegistrationsGrowTheTable() throws {
        let services = ServiceRegistry()
        for index in 0..<500 {
            try services.register((any LoginService).self, name: "provider\(index)") { _ in WeChatLogin() }
        }
        for index in stride(from: 0, to: 500, by: 2) { try services.remove((any LoginService).self, name: "provider\(index)") }
        for index in 0..<500 {
            let found = try services.resolveIfRegistered((any LoginService).self, name: "provider\(index)")
            #expect((found != nil) == (index % 2 == 1))
        }
        #expect(services.registrations.count == 250)
    }
}
