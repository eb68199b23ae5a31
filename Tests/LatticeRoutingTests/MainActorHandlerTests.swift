import LatticeCore
import LatticeRouting
import Testing

/// What a UI layer keeps on the main actor.
@MainActor private final class Navigation {
    static let shared = Navigation()
    var stack: [String] = []
}

@Suite(.timeLimit(.minutes(1))) struct MainActorHandlerTests {
    @Test func aMainActorHandlerRunsOnTheMainActorWhenOpenedFromAnywhere() async throws {
        let router = Router()
        try router.add("/product/:id<int>") { @MainActor request in
            MainActor.assertIsolated()
            Navigation.shared.stack.append("product \(request.value("id", as: Int.self) ?? -1)")
            return .handled
        }
        let opened = try await Task.detached { try await router.open("/product/42") }.value
        #expect(opened)
        #expect(await Navigation.shared.stack.last == "product 42")
    }

    @Test func aSynchronousOpenOffTheMainActorSaysToAwait() async throws {
        let router = Router()
        try router.add("/screen") { @MainActor _ in .handled }
        let error = await Task.detached { () -> RoutingError? in
            do throws(RoutingError) { try router.open("/screen"); return nil } catch { return error }
        }.value
        #expect(error?.code == .requiresAsync)
        #expect(error?.message.contains("@MainActor") == true)
    }

    @MainActor @Test func aSynchronousOpenFromCodeIsolatedToNoActorSaysToAwaitEvenOnTheMainThread() throws {
        let router = Router()
        try router.add("/screen") { @MainActor _ in .handled }
        let error = Self.openFromNoActor(router, "/screen")
        #expect(error?.code == .requiresAsync)
        #expect(error?.message.contains("@MainActor") == true)
    }

    /// Opens `url` from code isolated to no actor (its `#isolation` is `nil`), on whatever
    /// thread calls it.
    nonisolated private static func openFromNoActor(_ router: Router, _ url: String) -> RoutingError? {
        do throws(RoutingError) {
            try router.open(url)
            return nil
        } catch {
            return error
        }
    }

    @MainActor @Test func aSynchronousOpenOnTheMainActorRunsItInPlace() throws {
        let router = Router()
        try router.add("/inline") { @MainActor _ in
            Navigation.shared.stack.append("inline")
            return .handled
        }
        #expect(try router.open("/inline"))
        #expect(Navigation.shared.stack.last == "inline")
    }
}
