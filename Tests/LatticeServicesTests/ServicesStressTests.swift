import LatticeServices
import LatticeCore
import Testing

/// Tagged `.stress`: CI runs it under ThreadSanitizer (`.ci/run`).
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct ServicesStressTests {
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

    /// A chain of singletons (Top on Middle and Bottom, Middle on Bottom), first resolved
    /// from three threads at once, each from another end of the chain, while a fourth
    /// registers unrelated services: nobody deadlocks (the suite's time limit), each
    /// singleton is made once, and every thread and every dependent holds that one.
    @Test func threadsCreatingAChainOfSingletonsFromEitherEndShareOneOfEach() throws {
        final class Bottom: Sendable {}
        final class Middle: Sendable { let bottom: Bottom; init(bottom: Bottom) { self.bottom = bottom } }
        final class Top: Sendable {
            let middle: Middle, bottom: Bottom
            init(middle: Middle, bottom: Bottom) { self.middle = middle; self.bottom = bottom }
        }
        for _ in 0..<50 {
            let services = ServiceRegistry()
            let made = Counter()
            try services.register(Bottom.self, scope: .singleton) { _ in made.increment(); return Bottom() }
            try services.register(Middle.self, scope: .singleton) { r in made.increment(); return Middle(bottom: try r.resolve(Bottom.self)) }
            try services.register(Top.self, scope: .singleton) { r in
                made.increment()
                return Top(middle: try r.resolve(Middle.self), bottom: try r.resolve(Bottom.self))
            }
            let tops = LockedBox<[ObjectIdentifier]>([])
            let middles = LockedBox<[ObjectIdentifier]>([])
            let bottoms = LockedBox<[ObjectIdentifier]>([])
            let failures = Counter()
            onThreads(4) { thread in
                do {
                    switch thread {
                    case 0:
                        let top = try services.resolve(Top.self)
                        tops.withLock { $0.append(ObjectIdentifier(top)) }
                        middles.withLock { $0.append(ObjectIdentifier(top.middle)) }
                        bottoms.withLock { $0.append(contentsOf: [ObjectIdentifier(top.bottom), ObjectIdentifier(top.middle.bottom)]) }
                    case 1:
                        let middle = try services.resolve(Middle.self)
                        middles.withLock { $0.append(ObjectIdentifier(middle)) }
                        bottoms.withLock { $0.append(ObjectIdentifier(middle.bottom)) }
                    case 2:
                        let bottom = try services.resolve(Bottom.self)
                        bottoms.withLock { $0.append(ObjectIdentifier(bottom)) }
                    default:
                        for index in 0..<20 { try services.register(Int.self, name: "n\(index)") { _ in index } }
                    }
                } catch {
                    failures.increment()
                }
            }
            #expect(failures.count == 0)
            #expect(made.count == 3, "each singleton is made once")
            #expect(tops.withLock { $0.count } == 1)
            let middle = middles.withLock { $0 }, bottom = bottoms.withLock { $0 }
            #expect(middle.count == 2 && Set(middle).count == 1, "one Middle for its thread and for Top")
            #expect(bottom.count == 4 && Set(bottom).count == 1, "one Bottom for its thread, Middle and Top")
            #expect(Set(bottom) == [ObjectIdentifier(try services.resolve(Bottom.self))])
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

    /// Many singletons, each needing two made before it, first resolved by eight threads at
    /// once, each from its own place, up or down; every third factory resolves what it needs from a
    /// thread of its own and waits for it (a registry-wide creation lock would deadlock
    /// there). Each is made once, and every thread and every dependent holds that one.
    @Test func eightThreadsCreatingManySingletonsAtOnceMakeEachOnce() throws {
        final class Node: Sendable {
            let needs: [Node]
            init(needs: [Node]) { self.needs = needs }
        }
        let count = 48
        for round in 0..<20 {
            let services = ServiceRegistry()
            let made = (0..<count).map { _ in Counter() }
            for index in 0..<count {
                let needs = index == 0 ? [] : [(index - 1) / 2, index / 3]
                try services.register(Node.self, name: "n\(index)", scope: .singleton) { r in
                    made[index].increment()
                    let resolve = { @Sendable () throws -> [Node] in try needs.map { try r.resolve(Node.self, name: "n\($0)") } }
                    return Node(needs: index % 3 == 0 ? try waitForAnotherThread(resolve) : try resolve())
                }
            }
            let seen = LockedBox<[[ObjectIdentifier]]>(Array(repeating: [], count: count))
            let failures = Counter()
            // After a deadlock, resolving again would wait for ever: stop there.
            let finished = onThreads(8) { thread in
                // From six places apart, half of the threads from the end down.
                let rotated = (0..<count).map { ($0 + thread * 6 + round) % count }
                for index in thread % 2 == 0 ? rotated : rotated.reversed() {
                    do {
                        let node = try services.resolve(Node.self, name: "n\(index)")
                        seen.withLock { $0[index].append(ObjectIdentifier(node)) }
                    } catch {
                        failures.increment()
                    }
                }
            }
            guard finished else { return }
            #expect(failures.count == 0)
            #expect(made.allSatisfy { $0.count == 1 }, "each singleton is made once")
            let instances = seen.withLock { $0 }
            #expect(instances.allSatisfy { Set($0).count == 1 && $0.count == 8 }, "every thread holds the one instance")
            for index in 1..<count {
                let node = try services.resolve(Node.self, name: "n\(index)")
                let expected = try [(index - 1) / 2, index / 3].map { ObjectIdentifier(try services.resolve(Node.self, name: "n\($0)")) }
                #expect(node.needs.map(ObjectIdentifier.init) == expected)
            }
        }
    }
}

