// The LatticeComponents catalog's article, with only what its first sample imports.
// sample: Sources/LatticeComponents/LatticeComponents.docc/LatticeComponents.md#2 part 1/2
import LatticeComponents
import LatticeCore      // Origin
// end sample
import Foundation      // the reader's `url`
import LatticeGraph    // the reader's components declare versions
import LatticeRouting  // the reader's cart component adds a route
import Testing

@Suite("LatticeComponents article")
struct LatticeComponentsArticle {
    // What a reader infers: three components the default layer rules accept.
    struct LogComponent: Component {
        let name = "Log"
        let version = SemanticVersion(2, 0, 0)
        let layer: String? = "foundation"
    }
    struct CartComponent: Component {
        let name = "Cart"
        let version = SemanticVersion(1, 0, 0)
        let layer: String? = "shared"
        let dependencies = [ComponentDependency("Log", ">= 2.0")]
        func register(in context: ComponentContext) throws {
            try context.router.add("shop://cart", owner: name, exposed: true) { _ in .handled }
        }
    }
    struct PaymentComponent: Component {
        let name = "Payment"
        let version = SemanticVersion(3, 1, 0)
        let layer: String? = "shared"
        let dependencies = [ComponentDependency("Log", ">= 2.0")]
    }

    @Test("the host boots, sends an event, opens a URL and shuts down")
    func overview() async throws {
        let url = URL(string: "shop://cart")!
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

    // output: Sources/LatticeComponents/LatticeComponents.docc/LatticeComponents.md#1
    @Test("the article's validation error lists the problems in the order the host reports them")
    func validationOrder() throws {
        struct Named: Component {
            let name: String
            let version: SemanticVersion
            let layer: String?
            let dependencies: [ComponentDependency]
        }
        let components = [
            Named(name: "Log", version: SemanticVersion(2, 0, 0), layer: "foundation", dependencies: []),
            Named(name: "Cart", version: SemanticVersion(1, 0, 0), layer: "shared", dependencies: [ComponentDependency("Log", "~> 1.2")]),
            Named(name: "Payment", version: SemanticVersion(3, 1, 0), layer: "shared", dependencies: [ComponentDependency("Log", ">= 2.0")]),
            Named(name: "HomeFeature", version: SemanticVersion(1, 0, 0), layer: "features", dependencies: []),
            Named(name: "CartFeature", version: SemanticVersion(1, 0, 0), layer: "features", dependencies: [ComponentDependency("HomeFeature")]),
        ]
        let error = #expect(throws: ComponentError.self) {
            try ComponentHost(components: components, fileID: "App/Boot.swift", line: 12)
        }
        ShownOutput.expect(error.map { String(describing: $0) } ?? "", shownIn: "Sources/LatticeComponents/LatticeComponents.docc/LatticeComponents.md#1")
    }
}
