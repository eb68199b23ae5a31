// The LatticeRouting catalog's article, with only what its first sample imports.
// sample: Sources/LatticeRouting/LatticeRouting.docc/LatticeRouting.md#1 part 1/2
import LatticeCore      // TrustPolicy, Origin
import LatticeRouting
// end sample
import Testing

@Test("LatticeRouting article: the router opens the product page from a push and from the web")
func latticeRoutingArticle() async throws {
    // What a reader infers: `showProduct`, the screen the route shows (in README.swift).
    let shown = Recorder<Int?>()
    try await Shown.$products.withValue(shown) {
        // sample: Sources/LatticeRouting/LatticeRouting.docc/LatticeRouting.md#1 part 2/2
        let router = Router(
            configuration: .init(webHosts: ["shop.example.com"]),
            policy: TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"]))

        try router.add("/product/:id<int>", summary: "Product page", owner: "Catalog", exposure: .external) { request in
            showProduct(request.value("id", as: Int.self))
            return .handled
        }
        try await router.open("shop://product/42", origin: .push)           // custom scheme: host is the first segment
        try await router.open("https://shop.example.com/product/42", origin: .webPage)
        // end sample
    }
    #expect(shown.values == [42, 42])
}
