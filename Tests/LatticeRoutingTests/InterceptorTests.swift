import LatticeCore
import LatticeRouting
import Testing

@Suite struct InterceptorTests {
    @Test func interceptorsRunInOrderGlobalThenPerRouteBeforeTheHandler() throws {
        let router = Router()
        let order = LockedBox<[String]>([])
        let id = try router.add("/checkout") { _ in order.withLock { $0.append("handler") }; return .handled }
        try router.add("/home") { _ in order.withLock { $0.append("home") }; return .handled }
        router.addInterceptor(RouteInterceptor("first") { _ in order.withLock { $0.append("first") }; return .proceed })
        try router.addInterceptor(RouteInterceptor("own") { _ in order.withLock { $0.append("own") }; return .proceed }, for: id)
        router.addInterceptor(RouteInterceptor("second") { _ in order.withLock { $0.append("second") }; return .proceed })
        #expect(try router.openSync("/checkout"))
        #expect(order.withLock { $0 } == ["first", "second", "own", "handler"])
        order.withLock { $0 = [] }
        #expect(try router.openSync("/home"))
        #expect(order.withLock { $0 } == ["first", "second", "home"], "a route's own interceptor runs only for it")
    }

    @Test func interceptorsSeeTheOriginAndTypedParameters() throws {
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
        let seen = LockedBox<[String]>([])
        try router.add("shop://product/:id<int>", exposure: .external) { _ in .handled }
        router.addInterceptor(RouteInterceptor("spy") { request in
            seen.withLock { $0.append("\(request.origin) \(request.value("id", as: Int.self) ?? -1)") }
            return .proceed
        })
        #expect(try router.openSync("shop://product/42", origin: .push))
        #expect(seen.withLock { $0 } == ["push 42"])
    }

    @Test func aRedirectOpensTheOtherURLWithTheSameOriginAndAttachments() throws {
        let router = Router()
        let loggedIn = LockedBox(false)
        let seen = LockedBox<[String]>([])
        let checkout = try router.add("/checkout") { _ in seen.withLock { $0.append("checkout") }; return .handled }
        try router.add("/login") { request in
            seen.withLock { $0.append("login after \(request.redirectedFrom) cart=\(request.attachment("cart", as: Int.self) ?? 0)") }
            return .handled
        }
        try router.addInterceptor(RouteInterceptor("login") { _ in loggedIn.withLock { $0 } ? .proceed : .redirect(to: "/login") }, for: checkout)
        #expect(try router.openSync("/checkout", attachments: ["cart": 3]))
        #expect(seen.withLock { $0 } == ["login after [\"/checkout\"] cart=3"])
        loggedIn.withLock { $0 = true }
        #expect(try router.openSync("/checkout"))
        #expect(seen.withLock { $0 }.last == "checkout")
    }

    @Test func aRedirectFromOutsideStillPassesTheTrustPolicy() throws {
        let refusals = LockedBox<[TrustRefusal.Code]>([])
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"], onRefusal: { r in refusals.withLock { $0.append(r.code) } }))
        try router.add("shop://promo", exposure: .external) { _ in .handled }
        try router.add("shop://admin") { _ in .handled }
        router.addInterceptor(RouteInterceptor("variant") { request in
            request.url == "shop://promo" ? .redirect(to: "shop://admin") : .proceed
        })
        let error = #expect(throws: RoutingError.self) { try router.openSync("shop://promo", origin: .webPage) }
        #expect(error?.code == .refused)
        #expect(refusals.withLock { $0 } == [.notExposed])
    }

    @Test func aRefusalThrowsWithTheInterceptorsReasonAndFix() throws {
        let router = Router()
        try router.add("/reviews") { _ in .handled }
        router.addInterceptor(RouteInterceptor("feature:reviews") { _ in
            .refuse(reason: "reviews are switched off", fix: "turn the 'reviews' feature flag on")
        })
        let error = #expect(throws: RoutingError.self) { try router.openSync("/reviews") }
        #expect(error?.code == .intercepted)
        #expect(error?.interceptor == "feature:reviews")
        #expect(error?.description.contains("refused to open '/reviews': reviews are switched off. To fix, turn the 'reviews' feature flag on.") == true)
        #expect(throws: RoutingError.intercepted("/reviews", interceptor: "feature:reviews", reason: "")) { try router.openSync("/reviews") }
    }

    @Test func aRedirectLoopIsAnErrorNotAHang() throws {
        let router = Router()
        try router.add("/a") { _ in .handled }
        try router.add("/b") { _ in .handled }
        router.addInterceptor(RouteInterceptor("pingpong") { request in .redirect(to: request.url == "/a" ? "/b" : "/a") })
        let error = #expect(throws: RoutingError.self) { try router.openSync("/a") }
        #expect(error?.code == .redirectLoop)
        #expect(error?.message.contains("'/a' → '/b' → '/a'") == true)
        #expect(error?.interceptor == "pingpong")
    }

    @Test func aChainLongerThanTheLimitIsAnErrorToo() throws {
        let router = Router(configuration: .init(maxRedirects: 3))
        try router.add("/step/:n<int>") { _ in .handled }
        router.addInterceptor(RouteInterceptor("onward") { request in
            .redirect(to: "/step/\((request.value("n", as: Int.self) ?? 0) + 1)")
        })
        let error = #expect(throws: RoutingError.self) { try router.openSync("/step/0") }
        #expect(error?.code == .redirectLoop)
        #expect(error?.message.contains("more than 3 times") == true)
    }

    @Test func interceptorsRunOnTheAsyncPathAndBeforeTheFallback() async throws {
        let router = Router()
        router.setFallback { _ in .value("fallback") }
        let seen = LockedBox<[String]>([])
        router.addInterceptor(RouteInterceptor("spy") { request in
            seen.withLock { $0.append(request.match == nil ? "no match" : "match") }
            return .proceed
        })
        #expect(try await router.value(for: "/anything") as? String == "fallback")
        #expect(seen.withLock { $0 } == ["no match"])
    }

    @Test func removingInterceptorsAndRoutesStopsThem() throws {
        let router = Router()
        let id = try router.add("/x") { _ in .handled }
        router.addInterceptor(RouteInterceptor("no") { _ in .refuse(reason: "no", fix: "ask") })
        #expect(throws: RoutingError.self) { try router.openSync("/x") }
        #expect(router.removeInterceptors(named: "no") == 1)
        #expect(try router.openSync("/x"))
        try router.addInterceptor(RouteInterceptor("own") { _ in .refuse(reason: "no", fix: "ask") }, for: id)
        router.remove(id)
        let again = try router.add("/x") { _ in .handled }
        #expect(try router.openSync("/x"), "a removed route's interceptors do not come back with a new route")
        _ = again
        router.remove(again)
        let error = #expect(throws: RoutingError.self) {
            try router.addInterceptor(RouteInterceptor("late") { _ in .proceed }, for: again)
        }
        #expect(error?.code == .unknownRoute)
    }
}
