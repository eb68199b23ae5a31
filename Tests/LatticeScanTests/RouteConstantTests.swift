import Foundation
import LatticeScan
import Testing

/// Routes added by a constant's name get the constant's pattern, across targets; a helper
/// that forwards its own parameter to the router declares no route.
@Suite struct RouteConstantTests {
    @Test func aRouteGivenByNameGetsThePatternOfItsConstant() throws {
        let root = try FixtureScan.temporaryPackage([
            "Sources/Interfaces/Routes.swift": """
                public enum Routes {
                    public static let home = "/home"
                    public static let product = route("/product/:id")
                    public static let unrelated = 42
                    public static let review: TypedRoute<Int> = #typedRoute("/product/:id<int>/reviews")
                    public static let order = TypedRoute<Int>(deferringErrors: "/order/:id")
                }
                extension ComponentContext {
                    public func addScreen(_ pattern: String, exposed: Bool) throws {
                        try self.router.add(pattern, exposed: exposed) { _ in .handled }
                    }
                }
                """,
            "Sources/Feature/Feature.swift": """
                import Interfaces

                struct FeatureComponent: Component {
                    var name: String { "Feature" }
                    func register(in context: ComponentContext) throws {
                        try context.addScreen(Routes.home, exposed: true)
                        try context.router.add(Routes.product) { request in
                            _ = request.value("id", as: Int.self)
                            _ = request.value("tab", as: String.self)
                            return .handled
                        }
                        try context.router.add(Routes.missing) { _ in .handled }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scans = SourceScanner.scanPackage(root: root, targets: ["Interfaces", "Feature"])
        let constants = scans[0].declarations.filter { $0.kind == .constant }
        #expect(Dictionary(uniqueKeysWithValues: constants.map { ("\($0.scope.types.joined(separator: ".")).\($0.name)", $0.value) }) == [
            "Routes.home": "/home", "Routes.product": "/product/:id",
            "Routes.review": "/product/:id<int>/reviews", "Routes.order": "/order/:id",
        ])
        // The forwarding helper in Interfaces declares no route of its own.
        #expect(scans[0].routes.isEmpty)
        let routes = scans[1].routes
        #expect(routes.map(\.pattern) == ["/home", "/product/:id", nil])
        #expect(routes.map(\.expression) == ["Routes.home", "Routes.product", "Routes.missing"])
        // `id` is a path parameter once the pattern is known; `tab` stays a query item.
        #expect(routes[1].queryParameters == ["tab"])
    }
}
