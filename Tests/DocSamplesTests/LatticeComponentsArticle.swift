// The LatticeComponents catalog's article, with only what its first sample imports.
// sample: Sources/LatticeComponents/LatticeComponents.docc/LatticeComponents.md#2 part 1/2
import LatticeComponents
import LatticeCore      // Origin
// end sample
import Testing

// Only what the article's first sample imports: the components the reader infers, and the
// output test, are in LatticeComponentsArticle+Inferred.swift.
@Suite("LatticeComponents article")
struct LatticeComponentsArticle {
    typealias LogComponent = ComponentsArticleInferred.LogComponent
    typealias CartComponent = ComponentsArticleInferred.CartComponent
    typealias PaymentComponent = ComponentsArticleInferred.PaymentComponent

    @Test("the host boots, sends an event, opens a URL and shuts down")
    func overview() async throws {
        let url = ComponentsArticleInferred.url
        // sample: Sources/LatticeComponents/LatticeComponents.docc/LatticeComponents.md#2 part 2/2
        let host = try ComponentHost(components: [LogComponent(), CartComponent(), PaymentComponent()])
        let report = try await host.boot(budget: StartupBudget(total: .milliseconds(200)))
        await host.send(.didFinishLaunching)
        try await host.open(url, origin: .otherApp(nil))
        await host.shutdown()
        // end sample
        #expect(report.entries.map(\.name) == ["Log", "Cart", "Payment"])
        #expect(!report.isDegraded)
    }
}
