// What a reader of the LatticeComponents article infers, in a file of its own so that the
// article's file imports only what its first sample does.
import Foundation
import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeRouting
import Testing

enum ComponentsArticleInferred {
    /// The URL the article opens.
    static let url = URL(string: "shop://cart")!

    // Three components the default layer rules accept.
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
            try context.router.add("shop://cart", owner: name, exposure: .external) { _ in .handled }
        }
    }
    struct PaymentComponent: Component {
        let name = "Payment"
        let version = SemanticVersion(3, 1, 0)
        let layer: String? = "shared"
        let dependencies = [ComponentDependency("Log", ">= 2.0")]
    }

}

@Suite("LatticeComponents article's output")
struct LatticeComponentsArticleOutput {
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
