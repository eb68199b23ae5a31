import LatticeCore
import LatticeServices
import Testing

@Suite struct ErrorTests {
    @Test func notRegisteredListsWhatIsRegisteredForTheTypeAndNearNames() throws {
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        let line = #line + 1
        let error = #expect(throws: ServiceError.self) { try services.resolve((any LoginService).self, name: "wechta") }
        #expect(error?.code == .notRegistered)
        #expect(error?.subject == "LoginService (name: \"wechta\")")
        #expect(error?.line == line)
        #expect(error?.fileID.hasSuffix("ErrorTests.swift") == true)
        #expect(error?.message == "No registration for LoginService (name: \"wechta\"). LoginService is registered under 'wechat' and 'qq'. Did you mean 'wechat'?")
        #expect(error?.fix == "register it before resolving: registry.register(LoginService.self, name: \"wechta\") { resolver in /* make it */ }")
    }

    @Test func notRegisteredSuggestsCloseTypeNames() throws {
        protocol LoginServices: Sendable {}
        let services = ServiceRegistry()
        try services.register((any LoginService).self) { _ in WeChatLogin() }
        let error = #expect(throws: ServiceError.self) { try services.resolve((any LoginServices).self) }
        #expect(error?.message.contains("Did you mean 'LoginService'?") == true)
        #expect(error?.message.contains("1 registration in all") == true)
    }

    @Test func aCycleIsReportedWholeInsteadOfOverflowingTheStack() throws {
        protocol A: Sendable {}
        protocol B: Sendable {}
        protocol C: Sendable {}
        final class Impl: A, B, C {}
        let services = ServiceRegistry()
        try services.register((any A).self) { r in _ = try r.resolve((any B).self); return Impl() }
        try services.register((any B).self) { r in _ = try r.resolve((any C).self); return Impl() }
        try services.register((any C).self) { r in _ = try r.resolve((any A).self); return Impl() }
        let error = #expect(throws: ServiceError.self) { try services.resolve((any B).self) }
        #expect(error?.code == .circularDependency)
        #expect(error?.cycle == ["B", "C", "A", "B"])
        #expect(error?.message.hasPrefix("Circular dependency: B → C → A → B.") == true)
        #expect(error?.explanation.contains("To fix") == true)
    }

    @Test func aSingletonNeedingItselfIsACycleNotADeadlock() throws {
        let services = ServiceRegistry()
        try services.register((any Storage).self, scope: .singleton) { r in try r.resolve((any Storage).self) }
        let error = #expect(throws: ServiceError.self) { try services.resolve((any Storage).self) }
        #expect(error?.cycle == ["Storage", "Storage"])
    }

    @Test func aThrowingFactoryIsWrappedWithTheServiceAndThePath() throws {
        struct Offline: Error {}
        let services = ServiceRegistry()
        try services.register((any Storage).self) { _ in throw Offline() }
        try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        let error = #expect(throws: ServiceError.self) { try services.resolve((any CartService).self) }
        #expect(error?.code == .factoryFailed)
        #expect(error?.subject == "Storage")
        #expect(error?.underlying is Offline)
        #expect(error?.path == ["CartService", "Storage"])
        #expect(error?.description.contains("(while resolving CartService → Storage)") == true)
    }

    @Test func aMissingDependencyNamesTheChain() throws {
        let services = ServiceRegistry()
        try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        let error = #expect(throws: ServiceError.self) { try services.resolve((any CartService).self) }
        #expect(error?.code == .notRegistered)
        #expect(error?.subject == "Storage")
        #expect(error?.path == ["CartService"])
    }

    @Test func resolveIfRegisteredIsNilOnlyWhenNotRegistered() throws {
        struct Broken: Error {}
        let services = ServiceRegistry()
        #expect(try services.resolveIfRegistered((any Storage).self) == nil)
        try services.register((any Storage).self) { _ in throw Broken() }
        #expect(throws: ServiceError.self) { try services.resolveIfRegistered((any Storage).self) }
    }
}
