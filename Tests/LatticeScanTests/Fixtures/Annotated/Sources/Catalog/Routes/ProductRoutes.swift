import LatticeAnnotations
import LatticeRouting

enum ProductRoutes {
    @Route("shop://product/:id<int>", exposure: .external, summary: "Product page")
    static func show(_ request: RouteRequest, id: Int) throws -> RouteResponse {
        let quantity = request.value("qty", as: Int.self) ?? 1
        let again = request["id"]
        let referrer = request["ref"]
        blackHole(quantity, again, referrer)
        return .handled
    }

    @Route("GET shop://search/:term", owner: "Search")
    static func search(_ req: RouteRequest, term: String) async throws -> RouteResponse {
        _ = req.value("page", as: Int.self)
        return .handled
    }
}

@Route("shop://about")
func about(_ request: RouteRequest) -> RouteResponse { .handled }

@RoutePath("shop://product/:id<int>/reviews/:page<int>")
enum ProductReviews {}

func blackHole(_ values: Any?...) {}
