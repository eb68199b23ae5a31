import InMemoryLogging
import LatticeCore
import LatticeServices
import Logging
import Testing

@Suite struct ServiceErrorWordingTests {
    /// Triggers every code the registry can throw and returns the errors.
    static func everyCode() throws -> [ServiceError] {
        var errors: [ServiceError] = []
        func capture(_ body: () throws -> Void) {
            do { try body() } catch let error as ServiceError { errors.append(error) } catch { Issue.record("not a ServiceError: \(error)") }
        }
        struct Offline: Error {}
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try services.register((any ProductDetail).self) { (_, id: Int) in ProductDetailModel(summary: "\(id)") }
        try services.register((any Storage).self) { _ in throw Offline() }
        try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any CartService).self).storage) }
        try services.register((any ProductDetail).self, scope: .weak) { _ in ProductDetailModel(summary: "value") }
        try services.register(ScreenModel.self, scope: .owned) { _ in ScreenModel {} }
        capture { _ = try services.resolve((any LoginService).self, name: "wechta") }
        capture { _ = try services.resolve((any CartService).self) }
        capture { _ = try services.resolve((any Storage).self) }
        capture { try services.register((any LoginService).self, name: "wechat") { _ in QQLogin() } }
        capture { _ = try services.resolve((any ProductDetail).self, arguments: "wrong") }
        capture { _ = try services.resolve((any ProductDetail).self) }
        capture { _ = try services.resolve(ScreenModel.self) }
        try services.seal()
        capture { try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) } }
        return errors
    }

    @Test func everyCodeTheRegistryThrowsFollowsTheWordingRules() throws {
        let errors = try Self.everyCode()
        let codes: [ServiceError.Code] = [
            .notRegistered, .circularDependency, .factoryFailed, .duplicateRegistration,
            .argumentMismatch, .notAnObject, .ownerRequired, .sealed,
        ]
        #expect(errors.map(\.code) == codes)
        for error in errors {
            #expect(!error.message.contains("To fix"), "\(error)")
            #expect(LatticeErrorText.problems(in: error.description).isEmpty, "\(error): \(LatticeErrorText.problems(in: error.description))")
        }
    }

    @Test func aCycleReachedThroughAKeptResolverHasAWholeMessage() throws {
        // The factory of Lazy keeps its resolver and resolves Payment later, after it
        // returned: the chain then starts one level deep, never at the registry, and the
        // cycle Payment → Network → Payment is found there.
        protocol Payment: Sendable {}
        protocol Network: Sendable {}
        final class Impl: Payment, Network {}
        final class Lazy: Sendable {
            let resolver: Resolver
            init(_ resolver: Resolver) { self.resolver = resolver }
            func pay() throws(ServiceError) -> any Payment { try resolver.resolve((any Payment).self) }
        }
        let services = ServiceRegistry()
        try services.register(Lazy.self) { resolver in Lazy(resolver) }
        try services.register((any Payment).self) { r in _ = try r.resolve((any Network).self); return Impl() }
        try services.register((any Network).self) { r in _ = try r.resolve((any Payment).self); return Impl() }
        let lazy = try services.resolve(Lazy.self)
        let error = #expect(throws: ServiceError.self) { _ = try lazy.pay() }
        #expect(error?.code == .circularDependency)
        #expect(error?.subject == "Payment")
        #expect(error?.message.hasPrefix("Circular dependency: Payment → Network → Payment.") == true, "\(String(describing: error))")
        #expect(error?.fix.isEmpty == false)
        let problems = LatticeErrorText.problems(in: error?.description ?? "")
        #expect(problems.isEmpty)
    }

    @Test func aFailedResolveIsLoggedWhereItIsThrownAndASuccessLogsNothing() throws {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .trace
        let services = ServiceRegistry(logger: logger)
        try services.register((any Storage).self) { _ in DiskStorage() }
        _ = try services.resolve((any Storage).self)
        _ = try services.child().resolve((any Storage).self)
        #expect(handler.entries.isEmpty)

        let line = #line + 1
        #expect(throws: ServiceError.self) { try services.child().resolve((any CartService).self) }
        #expect(handler.entries.count == 1)
        let entry = try #require(handler.entries.first)
        #expect(entry.level == .debug)
        #expect(entry.metadata["code"] == "notRegistered")
        #expect(entry.metadata["subject"] == "CartService")
        #expect(entry.metadata["line"] == "\(line)")
        #expect("\(entry.message)".contains("To fix, register it before resolving"))

        // Thrown, so not logged at swift-log's default level.
        let quiet = InMemoryLogHandler()
        let quietServices = ServiceRegistry(logger: Logger(label: "test") { _ in quiet })
        #expect(throws: ServiceError.self) { try quietServices.child().resolve((any CartService).self) }
        #expect(quiet.entries.isEmpty)
    }
}
