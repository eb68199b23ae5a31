// The doc comments' samples of the main-actor forms: `Router.add(_:onMainActor:)` for typed
// routes, `ServiceRegistry.register(_:onMainActor:)`, and the mediator's main-actor targets
// and actions. Each runs from the main actor, as an app's code does.
import LatticeCore
import LatticeMediator
import LatticeRouting
import LatticeServices
import Testing

@Suite("Main-actor forms: doc comments")
@MainActor struct MainActorDocComments {
    // What a reader infers: a screen, a navigation stack, a main-actor view model and target
    // (main-actor classes, as in an app target).
    @MainActor final class ProductScreen {
        let id: Int
        init(id: Int) { self.id = id }
    }
    @MainActor final class NavigationController {
        var screens: [Int] = []
        func push(_ screen: ProductScreen) { screens.append(screen.id) }
    }
    enum ShopRoutes {
        static let product = TypedRoute<Int>(deferringErrors: "shop://product/:id<int>")
    }
    protocol CartService: Sendable { var count: Int { get } }
    struct FixedCart: CartService { let count = 3 }
    @MainActor final class CartScreenModel {
        let badge: String
        init(cart: any CartService) { badge = "\(cart.count)" }
    }
    enum Product {
        static let screen = ActionContract<Int, String>(target: "product", action: "screen")
    }
    @MainActor final class ProductTarget {
        func makeScreen(for id: Int) -> String { "Product \(id)" }
    }

    @Test("Router.add(_:onMainActor:) for a typed route: the handler pushes a screen")
    func typedRoute() throws {
        let router = Router()
        let navigationController = NavigationController()
        // sample: Sources/LatticeRouting/TypedRoute.swift#3
        try router.add(ShopRoutes.product) { @MainActor request, id in
            navigationController.push(ProductScreen(id: id))
            return .handled
        }
        // end sample
        #expect(try router.openSync("shop://product/42"))
        #expect(navigationController.screens == [42])
    }

    @Test("ServiceRegistry.register(_:onMainActor:): a main-actor view model")
    func mainActorService() throws {
        let services = ServiceRegistry()
        try services.register((any CartService).self) { _ in FixedCart() }
        // sample: Sources/LatticeServices/ServiceRegistry+Registration.swift#2
        try services.register(CartScreenModel.self, scope: .singleton, onMainActor: { r in
            CartScreenModel(cart: try r.resolve((any CartService).self))
        })
        // end sample
        #expect(try services.resolve(CartScreenModel.self).badge == "3")
    }

    @Test("Mediator.register(_:onMainActor:) and TargetActions.on(_:onMainActor:): a screen by contract")
    func mainActorTarget() async throws {
        let mediator = Mediator()
        // sample: Sources/LatticeMediator/Mediator.swift#2
        try mediator.register("product", onMainActor: { ProductTarget() }) { actions in
            actions.on(Product.screen, onMainActor: { target, id in target.makeScreen(for: id) })
        }
        // end sample
        #expect(try await mediator.perform(Product.screen, 4) == "Product 4")
        #expect(try mediator.performSync(Product.screen, 5) == "Product 5")
    }

    @Test("TargetActions.on(_:onMainActor:) on its own")
    func mainActorAction() throws {
        let mediator = Mediator()
        try mediator.register("product", onMainActor: { ProductTarget() }) { actions in
            // sample: Sources/LatticeMediator/TargetActions.swift#2
            actions.on(Product.screen, onMainActor: { target, id in target.makeScreen(for: id) })
            // end sample
        }
        #expect(try mediator.performSync(Product.screen, 6) == "Product 6")
    }
}
