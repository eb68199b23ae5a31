// An app target as Xcode 26's app template sets it up: every declaration is isolated to
// the main actor unless it says otherwise (`.defaultIsolation(MainActor.self)` in
// Package.swift), with the "approachable concurrency" features. It is written as an app's
// code is written: screens are main-actor objects, route handlers and mediator actions
// build them, services are main-actor view models or thread-safe objects.
import Lattice
import LatticeAnnotations

// MARK: The app's screens: main-actor objects that are not Sendable, as view controllers.

/// A screen, as a `UIViewController` would be.
final class Screen {
    let title: String
    init(title: String) { self.title = title }
}

/// The app's navigation stack, as a `UINavigationController` would be.
final class Navigation {
    static let shared = Navigation()
    private(set) var stack: [Screen] = []
    var titles: [String] { stack.map(\.title) }
    func push(_ screen: Screen) { stack.append(screen) }
}

// MARK: Interfaces. In an app they are a small module every component imports, which is not
// main-actor by default (a package, a framework target): `nonisolated` says the same here.

nonisolated protocol CartService: Sendable {
    func count() -> Int
}

/// A service that is a main-actor object: the badge a tab shows.
@MainActor protocol BadgeModel: AnyObject, Sendable {
    var text: String { get }
}

nonisolated enum ShopRoutes {
    static let product = TypedRoute<Int>(deferringErrors: "shop://product/:id<int>")
    static let cart = "shop://cart"
    /// A route constant checked while the code builds.
    static let order: TypedRoute<Int> = #typedRoute("shop://orders/:id<int>")
}

/// A typed URL builder for the order's reviews, as a main-actor enum (the app's default).
@RoutePath("shop://orders/:id<int>/reviews/:page<int>")
enum OrderReviewsPath {}

nonisolated enum ShopActions {
    /// A CTMediator-style action: another component's screen object, by contract.
    static let productScreen = ActionContract<Int, Screen>(target: "product", action: "screen")
    static let cartCount = ActionContract<NoInput, Int>(target: "cart", action: "count")
    /// Actions of an annotated main-actor target.
    static let orderScreen = ActionContract<Int, Screen>(target: "orders", action: "screen")
    static let orderCount = ActionContract<NoInput, Int>(target: "orders", action: "count")
    static let orderRefresh = ActionContract<Int, String>(target: "orders", action: "refresh")
}

// MARK: The cart component: an annotated service and route, a main-actor view model.

/// A thread-safe service: it conforms to a `Sendable` protocol, so it is not main-actor.
@Provides((any CartService).self, scope: .singleton)
final class Cart: CartService {
    init() {}
    func count() -> Int { 2 }
}

/// A main-actor service, annotated: its factory is main-actor, as the class is.
@Provides((any BadgeModel).self, scope: .singleton)
final class Badge: BadgeModel {
    @Injected var cart: any CartService
    var text: String { "\(cart.count()) items" }
}

/// An annotated route whose handler pushes a screen: main-actor, as its enum is.
enum CartRoutes {
    @Route("shop://cart/item/:index<int>")
    static func item(index: Int) {
        Navigation.shared.push(Screen(title: "Item \(index)"))
    }
}

@LatticeComponent
struct CartComponent: Component {
    let name = "Cart"
    let version = SemanticVersion(1, 0, 0)
    let layer: String? = "shared"

    func register(in context: ComponentContext) throws {
        try registerAnnotated(in: context)
        try context.router.add(ShopRoutes.cart, owner: name) { @MainActor _ in
            Navigation.shared.push(Screen(title: "Cart"))
            return .handled
        }
        try context.mediator.register("cart") { actions in
            actions.on(ShopActions.cartCount) { _ in 2 }
        }
    }
}

// MARK: The product feature: a typed route and a mediator target that build screens.

/// A mediator target made on the main actor.
final class ProductTarget {
    func screen(for id: Int) -> Screen {
        Screen(title: "Product \(id)")
    }
}

/// An annotated mediator target: a main-actor class, as the app's code is, whose actions
/// build screens (sync), count (no input) and refresh (async).
@MediatorTarget("orders")
final class OrdersTarget {
    @Injected var cart: any CartService

    @Action(ShopActions.orderScreen)
    func screen(for id: Int) -> Screen {
        Screen(title: "Order \(id) of \(cart.count())")
    }

    @Action(ShopActions.orderCount)
    func count() -> Int { cart.count() }

    @Action(ShopActions.orderRefresh)
    func refresh(_ id: Int) async throws -> String {
        "order \(id) refreshed"
    }
}

/// A hand-registered main-actor view model.
final class ProductModel {
    let title = "Products"
}

struct ProductFeature: Component {
    let name = "ProductFeature"
    let version = SemanticVersion(2, 0, 0)
    let layer: String? = "features"
    let dependencies = [ComponentDependency("Cart", "~> 1.0")]

    func register(in context: ComponentContext) throws {
        try context.router.add(ShopRoutes.product, owner: name) { @MainActor _, id in
            Navigation.shared.push(Screen(title: "Product \(id)"))
            return .handled
        }
        try context.router.add(ShopRoutes.order, owner: name) { @MainActor _, id in
            Navigation.shared.push(Screen(title: "Order \(id)"))
            return .handled
        }
        try context.mediator.register("product", onMainActor: { ProductTarget() }) { actions in
            actions.on(ShopActions.productScreen, onMainActor: { target, id in target.screen(for: id) })
        }
        try context.register(ProductModel.self, scope: .singleton, onMainActor: { _ in ProductModel() })
    }

    func start(_ context: ComponentContext) async throws {
        _ = try context.services.resolve((any CartService).self)
    }
}
