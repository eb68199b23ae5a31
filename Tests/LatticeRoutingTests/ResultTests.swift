import LatticeCore
import LatticeRouting
import Testing

private struct Address: Sendable, Equatable {
    var street: String
}

private enum Routes {
    static let pickAddress = TypedRoute<Int>(deferringErrors: "/address/pick/:user<int>").returning(Address.self)
}

/// A screen that keeps its reply while it is open, as a UI would.
private final class PickerScreen: Sendable {
    let reply: Reply<Address>
    init(reply: Reply<Address>) { self.reply = reply }
}

@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct ResultTests {
    @Test func aHandlerReturningAValueAnswersAtOnce() async throws {
        let router = Router()
        try router.add("/answer") { _ in .value(42) }
        #expect(try await router.open("/answer", expecting: Int.self) == 42)
    }

    @Test func aFlowSendsItsResultLater() async throws {
        let router = Router()
        let screens = LockedBox<[PickerScreen]>([])
        try router.add(Routes.pickAddress) { _, reply, user in
            screens.withLock { $0.append(PickerScreen(reply: reply)) }
            #expect(user == 7)
            return .handled
        }
        async let picked = router.open(Routes.pickAddress, 7)
        while screens.withLock({ $0.isEmpty }) { await Task.yield() }
        let screen = screens.withLock { $0[0] }
        #expect(screen.reply.isAwaited)
        #expect(screen.reply.send(Address(street: "1 Main St")))
        #expect(!screen.reply.send(Address(street: "ignored")), "only the first answer counts")
        #expect(try await picked == Address(street: "1 Main St"))
    }

    @Test func aFlowThatForgetsToAnswerEndsTheWaitWithNoResult() async throws {
        let router = Router()
        try router.add("/forgetful") { _ in .handled }
        let error = await #expect(throws: RoutingError.self) { try await router.open("/forgetful", expecting: Int.self) }
        #expect(error?.code == .noResult)
    }

    @Test func aDismissedScreenEndsTheWaitWhenItGoesAway() async throws {
        let router = Router()
        let screens = LockedBox<[PickerScreen]>([])
        try router.add(Routes.pickAddress) { _, reply, _ in
            screens.withLock { $0.append(PickerScreen(reply: reply)) }
            return .handled
        }
        let picked = Task { try await router.open(Routes.pickAddress, 1) }
        while screens.withLock({ $0.isEmpty }) { await Task.yield() }
        screens.withLock { $0 = [] }
        let result = await picked.result
        #expect(throws: RoutingError.noResult("/address/pick/1")) { try result.get() }
    }

    @Test func aFlowCancelledByTheUserThrowsCancelled() async throws {
        let router = Router()
        try router.add("/pick") { request in
            request.reply?.cancel()
            return .handled
        }
        let error = await #expect(throws: RoutingError.self) { try await router.open("/pick", expecting: Address.self) }
        #expect(error?.code == .cancelled)
    }

    @Test func cancellingTheCallerTellsTheFlow() async throws {
        let router = Router()
        let screens = LockedBox<[PickerScreen]>([])
        let closed = LockedBox(false)
        try router.add(Routes.pickAddress) { _, reply, _ in
            reply.onCancel { closed.withLock { $0 = true } }
            screens.withLock { $0.append(PickerScreen(reply: reply)) }
            return .handled
        }
        let waiting = Task { try await router.open(Routes.pickAddress, 1) }
        while screens.withLock({ $0.isEmpty }) { await Task.yield() }
        waiting.cancel()
        let result = await waiting.result
        #expect(throws: RoutingError.cancelled("/address/pick/1")) { try result.get() }
        #expect(closed.withLock { $0 })
        #expect(screens.withLock { $0[0].reply.isCancelled })
    }

    @Test func aFailedFlowThrowsItsError() async throws {
        struct OutOfStock: Error {}
        let router = Router()
        try router.add("/buy") { request in
            request.reply?.fail(OutOfStock())
            return .handled
        }
        let error = await #expect(throws: RoutingError.self) { try await router.open("/buy", expecting: Int.self) }
        #expect(error?.code == .handlerFailed)
        #expect(error?.underlying is OutOfStock)
    }

    @Test func aResultOfTheWrongTypeIsNamed() async throws {
        let router = Router()
        try router.add("/answer") { _ in .value("forty-two") }
        let error = await #expect(throws: RoutingError.self) { try await router.open("/answer", expecting: Int.self) }
        #expect(error?.code == .unexpectedResult)
        #expect(error?.message.contains("sent a String, but the caller awaits a Int") == true)
    }

    @Test func everyHandlerDecliningIsNoResult() async throws {
        let router = Router()
        try router.add("/nope") { _ in .declined }
        let error = await #expect(throws: RoutingError.self) { try await router.open("/nope", expecting: Int.self) }
        #expect(error?.code == .noResult)
    }

    @Test func aPlainOpenGivesTheFlowAReplyThatDropsItsAnswer() throws {
        let router = Router()
        let awaited = LockedBox<[Bool]>([])
        try router.add(Routes.pickAddress) { _, reply, _ in
            awaited.withLock { $0.append(reply.isAwaited) }
            #expect(!reply.send(Address(street: "nowhere")))
            return .handled
        }
        #expect(try router.openSync(Routes.pickAddress.url(3)))
        #expect(awaited.withLock { $0 } == [false])
    }

    @Test func aRedirectedFlowAnswersTheOriginalCaller() async throws {
        let router = Router()
        try router.add("/user/current") { _ in .handled }
        try router.add("/login") { request in .value("alice via \(request.redirectedFrom)") }
        router.addInterceptor(RouteInterceptor("login") { request in request.url == "/user/current" ? .redirect(to: "/login") : .proceed })
        #expect(try await router.open("/user/current", expecting: String.self) == "alice via [\"/user/current\"]")
    }
}
