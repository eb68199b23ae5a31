import FuzzSupport
import LatticeCore
import LatticeRouting

/// What the last handler saw (the fuzzer runs one input at a time, on one thread).
nonisolated(unsafe) private var opened: RouteID?

/// The GitHub table, every fifth route not exposed, with a trust policy for `gh://` and
/// `https://api.github.com` links.
private let table: (router: Router, exposed: Set<RouteID>) = {
    let policy = TrustPolicy(allowedSchemes: ["gh", "https"], allowedHosts: ["api.github.com"])
    let router = Router(configuration: Router.Configuration(webHosts: ["api.github.com"]), policy: policy)
    var exposed: Set<RouteID> = []
    for (index, route) in GitHubRoutes.all.enumerated() {
        let id = try! router.add(route, exposure: index % 5 != 0 ? .external : .app) { request in
            opened = request.match?.route.id
            return .handled
        }
        if index % 5 != 0 { exposed.insert(id) }
    }
    return (router, exposed)
}()

private let origins: [Origin] = [.app, .otherApp(nil), .otherApp("com.example"), .webPage, .push, .server, .app, .webPage]

/// URL matching and opening against the GitHub table with the trust policy on: a URL is
/// either opened (by an exposed route, when it comes from outside) or refused with a typed
/// error naming it; `canOpen` agrees with `open`; from the app, `open` runs the route
/// `match` finds; a match's parameters, put back into its pattern, match the same route.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouterOpen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let (selector, url) = FuzzInput(data, size).selectorAndText
    let method = FuzzChoice.method(selector)
    let origin = origins[Int(selector >> 3) & 7]
    let router = table.router
    let input = "\(method ?? "-") \(origin) \(url)"
    let found = router.match(url, method: method)
    let canOpen = router.canOpen(url, method: method, origin: origin)
    opened = nil
    do {
        let handled = try router.openSync(url, method: method, origin: origin)
        Invariant.check(handled, "no handler declines, yet open returned false", input: input)
        guard let route = opened else { Invariant.fail("open returned true but no handler ran", input: input) }
        Invariant.check(canOpen, "open opened it but canOpen said no", input: input)
        if origin.isExternal {
            Invariant.check(table.exposed.contains(route), "a URL from outside opened a route that is not exposed", input: input)
        } else {
            Invariant.check(route == found?.route.id, "open ran another route than match found", input: input)
        }
    } catch {
        Invariant.check(!canOpen, "canOpen said yes but open threw \(error)", input: input)
        let expected: Set<RoutingError.Code> = [.refused, .notFound, .invalidParameter, .malformedURL]
        Invariant.check(expected.contains(error.code), "unexpected error \(error)", input: input)
        Invariant.check(error.subject == url, "the error names '\(error.subject)', not the URL: \(error)", input: input)
        if error.code == .refused {
            Invariant.check(origin.isExternal, "a URL from the app was refused: \(error)", input: input)
            Invariant.check(error.refusal?.subject == url, "the refusal names another URL: \(error)", input: input)
        }
    }
    if let found {
        let values = found.pathParameters
        do {
            let again = try RouteURL.build(found.route.pattern, values: values)
            let rematch = router.match(again, method: method)
            Invariant.check(
                rematch?.route.id == found.route.id,
                "'\(url)' matched '\(found.route.pattern)' with \(values); rebuilt as '\(again)' it matches \(rematch?.route.pattern ?? "nothing")",
                input: input)
            Invariant.check(rematch?.pathParameters == values, "rebuilt as '\(again)', the parameters changed: \(rematch?.pathParameters ?? [:]) vs \(values)", input: input)
        } catch {
            Invariant.fail("the parameters of a match do not rebuild its URL: \(error)", input: input)
        }
    }
    return 0
}
