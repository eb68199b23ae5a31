import Lattice
import LatticeCore
import LatticeTestKit
import Testing

/// The app's tests, main-actor as the app is: what an app does with every public API, from
/// the main actor.
@Suite(.serialized) struct MainActorAppTests {
    @Test func theAppBootsAndItsHandlersBuildScreensOnTheMainThread() async throws {
        let host = try ComponentHost(components: [CartComponent(), ProductFeature()], layers: nil)
        try await host.boot()
        let router = host.environment.router
        let before = Navigation.shared.stack.count

        // The synchronous open, as a button's action calls it: in place, on the main thread.
        let openNow = { (url: String) throws in _ = try router.openSync(url) }
        try await router.open("shop://product/42")      // a typed route, @MainActor handler
        try openNow("shop://cart")
        try openNow("shop://cart/item/3")                // an annotated route of a main-actor enum
        // A screen object another component made, pushed by the caller.
        Navigation.shared.push(try await host.environment.mediator.perform(ShopActions.productScreen, 7))
        Navigation.shared.push(try host.environment.mediator.performSync(ShopActions.productScreen, 8))

        #expect(Navigation.shared.titles.dropFirst(before) == ["Product 42", "Cart", "Item 3", "Product 7", "Product 8"])
        await host.shutdown()
    }

    @Test func mainActorServicesResolveOnTheMainActor() async throws {
        let host = try ComponentHost(components: [CartComponent(), ProductFeature()], layers: nil)
        try await host.boot()
        let services = host.environment.services
        // An annotated main-actor service, whose @Injected property resolves from the host's registry.
        let badge = try services.resolve((any BadgeModel).self)
        #expect(badge.text == "2 items")
        #expect(try services.resolve(ProductModel.self).title == "Products")
        // The annotated nonisolated service resolves from any thread.
        let count = try await Task.detached { try services.resolve((any CartService).self).count() }.value
        #expect(count == 2)
        await host.shutdown()
    }

    @Test func awayFromTheMainThreadTheMainActorFormsSaySo() async throws {
        let host = try ComponentHost(components: [CartComponent(), ProductFeature()], layers: nil)
        try await host.boot()
        let environment = host.environment
        let failures = await Task.detached { () -> [String] in
            var codes: [String] = []
            do { _ = try environment.services.resolve(ProductModel.self) } catch let error as ServiceError { codes.append("\(error.code)") } catch {}
            do { _ = try environment.router.openSync("shop://cart") } catch let error as RoutingError { codes.append("\(error.code)") } catch {}
            do { _ = try environment.mediator.performSync(ShopActions.productScreen, 1) } catch let error as MediatorError { codes.append("\(error.code)") } catch {}
            return codes
        }.value
        #expect(failures == ["requiresMainActor", "requiresAsync", "asyncAction"])
        // The asynchronous forms hop to the main actor instead.
        let screen = try await Task.detached { try await environment.mediator.perform(ShopActions.productScreen, 9) }.value
        #expect(screen.title == "Product 9")
        await host.shutdown()
    }

    @Test func aNonisolatedActionOfAMainActorTargetSaysWhyItCannotMakeIt() async throws {
        let mediator = Mediator()
        let count = ActionContract<NoInput, Int>(target: "badge", action: "count")
        try mediator.register("badge", onMainActor: { ProductTarget() }) { actions in
            actions.on(count) { _, _ in 1 }
        }
        let failure = await Task.detached { () -> MediatorError? in
            do { _ = try mediator.performSync(count, NoInput()); return nil } catch let error as MediatorError { return error } catch { return nil }
        }.value
        #expect(failure?.code == .targetCreationFailed)
        #expect(failure?.message.contains("is made on the main actor") == true, "\(String(describing: failure))")
        #expect(failure?.fix.contains("try await perform") == true, "\(String(describing: failure))")
    }

    @Test func theBootRegistersAndStartsAwayFromTheMainActor() async throws {
        // On the main actor's executor (the main queue): on Linux, not always the main thread.
        #expect(MainQueue.isCurrent, "the test itself runs on the main actor, as an app's code does")
        let host = try ComponentHost(components: [ThreadProbe()], layers: nil)
        try await host.boot()
        #expect(ThreadProbe.seen.withLock { $0 } == [false, false])
        await host.shutdown()
    }

    @Test func anAnnotatedMainActorTargetBuildsScreensOnTheMainActor() async throws {
        let host = try ComponentHost(components: [CartComponent(), ProductFeature()], layers: nil)
        try await host.boot()
        let mediator = host.environment.mediator
        // On the main actor: the synchronous call runs in place, as a button's action makes it.
        let performNow = { (id: Int) throws in try mediator.performSync(ShopActions.orderScreen, id) }
        #expect(try performNow(4).title == "Order 4 of 2")
        #expect(try await mediator.perform(ShopActions.orderCount, NoInput()) == 2)
        #expect(try await mediator.perform(ShopActions.orderRefresh, 4) == "order 4 refreshed")
        // Away from the main thread: the synchronous form says why it cannot, the asynchronous one hops.
        let elsewhere = await Task.detached { () -> (code: String?, title: String?) in
            var code: String?
            do { _ = try mediator.performSync(ShopActions.orderScreen, 1) } catch let error as MediatorError { code = "\(error.code)" } catch {}
            return (code, try? await mediator.perform(ShopActions.orderScreen, 5).title)
        }.value
        #expect(elsewhere.code == "asyncAction")
        #expect(elsewhere.title == "Order 5 of 2")
        await host.shutdown()
    }

    @Test func anAsynchronousCallFromElsewhereMakesTheMainActorTargetOnTheMainActor() async throws {
        let host = try ComponentHost(components: [CartComponent(), ProductFeature()], layers: nil)
        try await host.boot()
        let mediator = host.environment.mediator
        // The first call needs the target and comes from a background task.
        let refreshed = try await Task.detached { try await mediator.perform(ShopActions.orderRefresh, 8) }.value
        #expect(refreshed == "order 8 refreshed")
        await host.shutdown()
    }

    @Test func routeMacrosBuildURLsAndRoutesInAMainActorApp() async throws {
        #expect(OrderReviewsPath.url(id: 7, page: 2) == "shop://orders/7/reviews/2")
        let host = try ComponentHost(components: [CartComponent(), ProductFeature()], layers: nil)
        try await host.boot()
        let before = Navigation.shared.stack.count
        try await host.environment.router.open(ShopRoutes.order.url(3))
        #expect(Navigation.shared.titles.dropFirst(before) == ["Order 3"])
        await host.shutdown()
    }

    @Test func aComponentIsTestedAlone() async throws {
        let kit = try await ComponentTestHost([CartComponent()])
        #expect(try await kit.open("shop://cart") == "router")
        #expect(try await kit.perform(ShopActions.cartCount, NoInput()) == 2)
        #expect(kit.opened.map(\.pattern) == ["shop://cart"])
        await kit.shutdown()
    }
}

/// Records whether its registration and its start ran on the main actor's queue.
struct ThreadProbe: Component {
    static let seen = Locked<[Bool]>([])
    let name = "Probe"
    let version = SemanticVersion(1, 0, 0)

    func register(in context: ComponentContext) throws {
        Self.seen.withLock { $0.append(MainQueue.isCurrent) }
    }

    func start(_ context: ComponentContext) async throws {
        Self.seen.withLock { $0.append(MainQueue.isCurrent) }
    }
}
