import LatticeServices
import LatticeCore
import Testing

/// Runs under `swift test --sanitize=thread --filter Stress` in CI.
@Suite struct ServicesStressTests {
    @Test func eightThreadsRegisterResolveOwnAndRemove() throws {
        let services = ServiceRegistry(options: .init(duplicatePolicy: .replace, onDiagnostic: nil))
        try services.register((any Storage).self, scope: .singleton) { _ in DiskStorage() }
        try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        try services.register(ScreenModel.self, scope: .owned) { _ in ScreenModel {} }
        let failures = Counter()
        onThreads(8) { thread in
            for round in 0..<400 {
                do {
                    switch (thread + round) % 4 {
                    case 0:
                        try services.register((any LoginService).self, name: "t\(thread)-\(round % 16)") { _ in QQLogin() }
                    case 1:
                        let cart = try services.resolve((any CartService).self)
                        if cart.storage.label != "disk" { failures.increment() }
                        _ = try services.resolveIfRegistered((any LoginService).self, name: "t\(thread)-\(round % 16)")
                    case 2:
                        let screen = Screen()
                        let model = try services.resolve(ScreenModel.self, owner: screen)
                        if try services.resolve(ScreenModel.self, owner: screen) !== model { failures.increment() }
                    default:
                        try services.remove((any LoginService).self, name: "t\(thread)-\((round + 8) % 16)")
                        _ = try services.resolveAll((any LoginService).self)
                    }
                } catch {
                    failures.increment()
                }
            }
        }
        #expect(failures.count == 0)
        #expect(try services.resolve((any Storage).self).label == "disk")
    }

    @Test func twoThreadsCreatingSingletonsThatDependOnEachOtherDoNotDeadlock() throws {
        final class Upper: Sendable { let lower: Lower; init(lower: Lower) { self.lower = lower } }
        final class Lower: Sendable {}
        for _ in 0..<50 {
            let services = ServiceRegistry()
            try services.register(Lower.self, scope: .singleton) { _ in Lower() }
            try services.register(Upper.self, scope: .singleton) { r in Upper(lower: try r.resolve(Lower.self)) }
            let uppers = LockedBox<[ObjectIdentifier]>([])
            let lowers = LockedBox<[ObjectIdentifier]>([])
            onThreads(2) { thread in
                if thread == 0 {
                    let upper = try! services.resolve(Upper.self)
                    uppers.withLock { $0.append(ObjectIdentifier(upper)) }
                    lowers.withLock { $0.append(ObjectIdentifier(upper.lower)) }
                } else {
                    let lower = try! services.resolve(Lower.self)
                    lowers.withLock { $0.append(ObjectIdentifier(lower)) }
                }
            }
            #expect(Set(lowers.withLock { $0 }).count == 1)
        }
    }

    @Test func twoThreadsHittingASingletonCycleBothGetTheCycle() throws {
        protocol Ping: Sendable {}
        protocol Pong: Sendable {}
        final class Impl: Ping, Pong {}
        let services = ServiceRegistry()
        try services.register((any Ping).self, scope: .singleton) { r in _ = try r.resolve((any Pong).self); return Impl() }
        try services.register((any Pong).self, scope: .singleton) { r in _ = try r.resolve((any Ping).self); return Impl() }
        let codes = LockedBox<[ServiceError.Code]>([])
        onThreads(2) { thread in
            do {
                if thread == 0 { _ = try services.resolve((any Ping).self) } else { _ = try services.resolve((any Pong).self) }
            } catch {
                codes.withLock { $0.append((error as? ServiceError)?.code ?? .factoryFailed) }
            }
        }
        #expect(codes.withLock { $0 } == [.circularDependency, .circularDependency])
    }
}
