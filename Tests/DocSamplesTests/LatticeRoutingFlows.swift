// The samples about interceptors, awaited results and main-actor handlers: the
// InterceptorsAndResults article and the doc comments of RouteInterceptor, Reply,
// Router.open(_:expecting:), ResultRoute, Router.add(onMainActor:) and TargetActions.flow.
import LatticeCore
import LatticeMediator
import LatticeRouting
import Testing

// What a reader infers around the samples: the app's screens, its session and flags, the
// address picker a route presents, and a navigation controller on the main actor.
private struct LoginScreen: Sendable { var next: String? }
private struct Session: Sendable { var user: String? }
private struct Features: Sendable { var reviews: Bool }
struct Address: Sendable, Equatable { var street: String }
private struct ProductScreen: Sendable { var id: Int }

private struct AddressPicker: Sendable {
    var user = 0
    var onPick: @Sendable (Address) -> Void
    var onClose: @Sendable () -> Void
    init(for user: Int = 0, onPick: @escaping @Sendable (Address) -> Void, onClose: @escaping @Sendable () -> Void) {
        self.user = user
        self.onPick = onPick
        self.onClose = onClose
    }
}

/// The pickers on screen, which the tests answer as a user would.
private let presented = Recorder<AddressPicker>()
@Sendable private func present(_ picker: AddressPicker) { presented.record(picker) }

/// Waits until the `count`th picker is shown and returns it.
private func shownPicker(_ count: Int) async -> AddressPicker {
    while presented.values.count < count { await Task.yield() }
    return presented.values[count - 1]
}

@MainActor private final class NavigationController {
    var stack: [ProductScreen] = []
    nonisolated init() {}
    func push(_ screen: ProductScreen) { stack.append(screen) }
}

private struct PickerScreens: Sendable {
    @Sendable func present(_ picker: AddressPicker) { presented.record(picker) }
}

private enum AddressBook {
    static let pick = ActionContract<Int, Address>(target: "addresses", action: "pick")
}

// sample: Sources/LatticeRouting/LatticeRouting.docc/InterceptorsAndResults.md#2 part 1/2
enum Routes {
    static let pickAddress = TypedRoute<Int>(deferringErrors: "shop://address/pick/:user<int>")
        .returning(Address.self)
}
// end sample

private enum ResultRoutes {
    // sample: Sources/LatticeRouting/ResultRoute.swift#1 part 1/2
    enum Routes {
        static let pickAddress = TypedRoute<Int>(deferringErrors: "shop://address/pick/:user<int>")
            .returning(Address.self)
    }
    // end sample
}

@Suite("Interceptors and results samples", .serialized)
struct LatticeRoutingFlowSamples {
    /// The checkout screen of these samples (the services article has a class of that name).
    private struct CheckoutScreen: Sendable {}

    @Test("Article: a login gate redirects, a feature flag refuses")
    func articleInterceptors() throws {
        let router = Router()
        let session = Session(user: nil)
        let features = Features(reviews: false)
        try router.add("shop://product/:id<int>/reviews") { _ in .handled }
        // sample: Sources/LatticeRouting/LatticeRouting.docc/InterceptorsAndResults.md#1
        let checkout = try router.add("shop://checkout") { _ in .value(CheckoutScreen()) }
        try router.add("shop://login") { request in .value(LoginScreen(next: request["next"])) }
        try router.addInterceptor(RouteInterceptor("login") { request in
            session.user == nil ? .redirect(to: "shop://login?next=" + request.url) : .proceed
        }, for: checkout)
        router.addInterceptor(RouteInterceptor("feature:reviews") { request in
            guard request.url.contains("/reviews"), !features.reviews else { return .proceed }
            return .refuse(reason: "reviews are switched off", fix: "turn the 'reviews' flag on")
        })
        // end sample
        let screen = try router.valueSync(for: "shop://checkout", as: LoginScreen.self)
        #expect(screen.next == "shop://checkout")
        let error = #expect(throws: RoutingError.self) { try router.openSync("shop://product/1/reviews") }
        #expect(error?.code == .intercepted)
        #expect(error?.interceptor == "feature:reviews")
    }

    @Test("Article and ResultRoute: a typed route's flow sends an address back")
    func articleResult() async throws {
        let router = Router()
        let before = presented.values.count
        let address = Task {
            // sample: Sources/LatticeRouting/LatticeRouting.docc/InterceptorsAndResults.md#2 part 2/2
            try router.add(Routes.pickAddress) { request, reply, user in
                present(AddressPicker(for: user, onPick: { reply.send($0) }, onClose: { reply.cancel() }))
                return .handled
            }
            let address = try await router.open(Routes.pickAddress, 42)
            // end sample
            return address
        }
        let picker = await shownPicker(before + 1)
        #expect(picker.user == 42)
        picker.onPick(Address(street: "1 Main St"))
        #expect(try await address.value == Address(street: "1 Main St"))
    }

    @Test("ResultRoute doc comment: closing the picker cancels the wait")
    func resultRouteDocComment() async throws {
        let router = Router()
        let before = presented.values.count
        let address = Task {
            // sample: Sources/LatticeRouting/ResultRoute.swift#1 part 2/2
            try router.add(Routes.pickAddress) { request, reply, user in
                present(AddressPicker(for: user, onPick: { reply.send($0) }, onClose: { reply.cancel() }))
                return .handled
            }
            let address = try await router.open(Routes.pickAddress, 42)   // an Address
            // end sample
            return address
        }
        await shownPicker(before + 1).onClose()
        let result = await address.result
        #expect(throws: RoutingError.cancelled("shop://address/pick/42")) { try result.get() }
        #expect(ResultRoutes.Routes.pickAddress.pattern == Routes.pickAddress.pattern)
    }

    @Test("Reply and open(_:expecting:) doc comments: an untyped route's flow answers later")
    func replyDocComments() async throws {
        for copy in 0..<2 {
            let router = Router()
            let before = presented.values.count
            let address = Task {
                if copy == 0 {
                    // sample: Sources/LatticeCore/Reply.swift#1
                    try router.add("shop://address/pick") { request in
                        let reply = request.reply(as: Address.self)
                        present(AddressPicker(onPick: { reply.send($0) }, onClose: { reply.cancel() }))
                        return .handled
                    }
                    let address = try await router.open("shop://address/pick", expecting: Address.self)
                    // end sample
                    return address
                }
                // sample: Sources/LatticeRouting/Router+Results.swift#1
                try router.add("shop://address/pick") { request in
                    let reply = request.reply(as: Address.self)
                    present(AddressPicker(onPick: { reply.send($0) }, onClose: { reply.cancel() }))
                    return .handled
                }
                let address = try await router.open("shop://address/pick", expecting: Address.self)
                // end sample
                return address
            }
            await shownPicker(before + 1).onPick(Address(street: "\(copy) Elm St"))
            #expect(try await address.value == Address(street: "\(copy) Elm St"))
        }
    }

    @Test("RouteInterceptor doc comment: the login interceptor redirects checkout")
    func interceptorDocComment() throws {
        let router = Router()
        let session = Session(user: nil)
        try router.add("shop://checkout", name: "checkout") { _ in .value("checkout") }
        try router.add("shop://login") { request in .value("login for \(request["next"] ?? "")") }
        // sample: Sources/LatticeRouting/RouteInterceptor.swift#1
        router.addInterceptor(RouteInterceptor("login") { request in
            guard request.match?.route.name == "checkout", session.user == nil else { return .proceed }
            return .redirect(to: "shop://login?next=" + request.url)
        })
        // end sample
        #expect(try router.valueSync(for: "shop://checkout", as: String.self) == "login for shop://checkout")
    }

    @Test("Router.add(onMainActor:) doc comment: a main-actor handler pushes a screen")
    func mainActorDocComment() async throws {
        let router = Router()
        let navigationController = NavigationController()
        // sample: Sources/LatticeRouting/Router.swift#2
        try router.add("/product/:id<int>") { @MainActor request in
            navigationController.push(ProductScreen(id: request.value("id", as: Int.self) ?? 0))
            return .handled
        }
        // end sample
        try await Task.detached { try await router.open("/product/42") }.value
        #expect(await navigationController.stack.map(\.id) == [42])
    }

    @Test("TargetActions.flow doc comment: a mediator flow sends an address back")
    func flowActionDocComment() async throws {
        let mediator = Mediator()
        let before = presented.values.count
        try mediator.register("addresses", make: { PickerScreens() }) { actions in
            // sample: Sources/LatticeMediator/TargetActions.swift#3 part 1/2
            actions.flow(AddressBook.pick) { screens, user, reply in
                screens.present(AddressPicker(for: user, onPick: { reply.send($0) }, onClose: { reply.cancel() }))
            }
            // end sample
        }
        let address = Task {
            // sample: Sources/LatticeMediator/TargetActions.swift#3 part 2/2
            let address = try await mediator.perform(AddressBook.pick, 42)
            // end sample
            return address
        }
        let picker = await shownPicker(before + 1)
        #expect(picker.user == 42)
        picker.onPick(Address(street: "9 Oak St"))
        #expect(try await address.value == Address(street: "9 Oak St"))
    }
}
