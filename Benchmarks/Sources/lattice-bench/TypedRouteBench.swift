import LatticeRouting

/// A typed route opened as apps open one (`router.openSync(Routes.review.url(42, 2))`, as
/// the README shows): the URL built from the values, then opened.
/// `lattice.router.url.typed` builds the URL alone; `lattice.router.open.typed.string`
/// opens the same URL written as a string, in the same router, so the difference between
/// the two opens is the building.
func typedRouteCases(into suite: inout Suite, iterations n: Int) {
    let router = Router()
    let review = try! TypedRoute<Int, Int>("shop://product/:id<int>/reviews/:page<int>")
    try! router.add(review) { _, _, _ in .handled }
    let url = "shop://product/42/reviews/2"
    check(review.url(42, 2) == url, "the typed route builds \(url)")
    check((try? router.openSync(review.url(42, 2))) == true, "the typed route's URL opens")
    suite.time("lattice.router.url.typed", operations: n) { n in
        for _ in 0..<n { blackHole(review.url(42, 2)) }
    }
    // What the `url(...)` an `@RoutePath` annotation generates calls.
    let values = ["id": "42", "page": "2"]
    check(RouteURL.buildUnchecked(review.pattern, values: values) == url, "the annotation's builder writes \(url)")
    suite.time("lattice.router.url.routepath", operations: n) { n in
        for _ in 0..<n { blackHole(RouteURL.buildUnchecked(review.pattern, values: values)) }
    }
    suite.time("lattice.router.open.typed", operations: n) { n in
        for _ in 0..<n { blackHole(try? router.openSync(review.url(42, 2))) }
    }
    suite.time("lattice.router.open.typed.string", operations: n) { n in
        for _ in 0..<n { blackHole(try? router.openSync(url)) }
    }
}
