import LatticeServices
import Testing

/// A value each task registers for itself.
private struct Marker: Sendable, Equatable { let task: Int }

/// Runs under `swift test --sanitize=thread --filter Stress` in CI.
@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct InjectionStressTests {
    /// Many tasks, each with its own overrides, resolve concurrently: none ever sees
    /// another's, nor do the tasks that bind the base registry.
    @Test func overridesInManyTasksAreNeverSeenByTheOthers() async throws {
        let base = ServiceRegistry()
        try base.register(Marker.self, instance: Marker(task: -1))
        try base.register((any Storage).self, scope: .singleton) { _ in DiskStorage() }
        let leaks = Counter()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<32 {
                group.addTask {
                    if task % 4 == 0 {
                        ServiceRegistry.withCurrent(base) {
                            for _ in 0..<300 where (try? inject(Marker.self)) != Marker(task: -1) { leaks.increment() }
                        }
                        return
                    }
                    do {
                        try await ServiceRegistry.withCurrent(base) {
                            try await ServiceRegistry.withOverrides {
                                try $0.register(Marker.self, instance: Marker(task: task))
                            } operation: {
                                for round in 0..<300 {
                                    if try inject(Marker.self) != Marker(task: task) { leaks.increment() }
                                    if try inject((any Storage).self).label != "disk" { leaks.increment() }
                                    if round % 50 == 0 { await Task.yield() }
                                }
                            }
                        }
                    } catch {
                        leaks.increment()
                    }
                }
            }
        }
        #expect(leaks.count == 0)
    }

    /// Resolves without a name on several threads while another changes the choice and
    /// the registrations it names: every resolve finds one of the registrations, never a
    /// torn table or a freed entry.
    @Test func resolvesWhileTheChoiceAndItsRegistrationsChange() throws {
        let services = ServiceRegistry(options: .init(duplicatePolicy: .replace, onDiagnostic: nil))
        try services.register((any LoginService).self, scope: .singleton) { _ in WeiboLogin() }
        try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        let failures = Counter()
        onThreads(4) { thread in
            for round in 0..<400 {
                do {
                    if thread == 0 {
                        try services.setDefault((any LoginService).self, to: round % 2 == 0 ? "wechat" : "qq")
                        if round % 5 == 0 {
                            try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
                        }
                        if round % 7 == 0 { try services.register(Int.self, name: "n\(round)", instance: round) }
                    } else {
                        let provider = try services.resolve((any LoginService).self).provider
                        if !["wechat", "qq", "weibo"].contains(provider) { failures.increment() }
                    }
                } catch {
                    failures.increment()
                }
            }
        }
        #expect(failures.count == 0)
    }
}
