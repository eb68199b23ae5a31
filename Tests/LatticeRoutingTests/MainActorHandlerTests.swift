import Dispatch
import LatticeCore
import LatticeRouting
import Testing

/// What a UI layer keeps on the main actor; one per test, as tests run in parallel.
@MainActor private final class Navigation {
    var stack: [String] = []
}

@Suite(.timeLimit(.minutes(1))) struct MainActorHandlerTests {
    @Test func aMainActorHandlerRunsOnTheMainActorWhenOpenedFromAnywhere() async throws {
        let router = Router()
        let navigation = Navigation()
        try router.add("/product/:id<int>") { @MainActor request in
            MainActor.assertIsolated()
            navigation.stack.append("product \(request.value("id", as: Int.self) ?? -1)")
            return .handled
        }
        let opened = try await Task.detached { try await router.open("/product/42") }.value
        #expect(opened)
        #expect(await navigation.stack.last == "product 42")
    }

    @Test func aSynchronousOpenOffTheMainActorSaysToAwait() async throws {
        let router = Router()
        try router.add("/screen") { @MainActor _ in .handled }
        let error = await Task.detached { openError(router, "/screen") }.value
        #expect(error?.code == .requiresAsync)
        #expect(error?.message.contains("@MainActor") == true)
    }

    @MainActor @Test func aSynchronousOpenFromCodeIsolatedToNoActorRunsItInPlaceOnTheMainThread() throws {
        let navigation = Navigation()
        let router = try screens("/legacy", pushingOnto: navigation)
        #expect(openError(router, "/legacy") == nil)
        #expect(navigation.stack.last == "/legacy")
    }

    @Test func aSynchronousOpenInABlockOnTheMainQueueRunsItInPlace() async throws {
        let navigation = Navigation()
        let router = try screens("/callback", pushingOnto: navigation)
        let error = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: openError(router, "/callback")) }
        }
        #expect(error == nil)
        #expect(await navigation.stack.last == "/callback")
    }

    @Test func aSynchronousOpenOnAnotherActorSaysToAwait() async throws {
        let router = Router()
        try router.add("/screen") { @MainActor _ in .handled }
        let error = await Elsewhere().open(router, "/screen")
        #expect(error?.code == .requiresAsync)
        #expect(error?.fix.contains("await router.open") == true)
    }

    @MainActor @Test func aSynchronousOpenOnTheMainActorRunsItInPlace() throws {
        let navigation = Navigation()
        let router = try screens("/inline", pushingOnto: navigation)
        #expect(try router.openSync("/inline"))
        #expect(navigation.stack.last == "/inline")
    }

    /// A router whose `@MainActor` route at `path` pushes `path` onto `navigation`.
    private func screens(_ path: String, pushingOnto navigation: Navigation) throws -> Router {
        let router = Router()
        try router.add(path) { @MainActor _ in
            navigation.stack.append(path)
            return .handled
        }
        return router
    }
}

/// An actor of the app's own, whose code runs off the main thread.
private actor Elsewhere {
    func open(_ router: Router, _ url: String) -> RoutingError? {
        openError(router, url)
    }
}
