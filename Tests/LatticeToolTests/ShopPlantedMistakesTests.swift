import Foundation
import LatticeGraph
import LatticeManifest
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// Wiring mistakes planted one at a time in a copy of the sample shop, each as a developer
/// would write it: the whole-app check (what the build plugin runs on `ShopApp`) stops each
/// at the file that holds it, with the rule that names it. Mistakes the compiler stops
/// (a contract called with the wrong input type, a typed route's parameter of the wrong type,
/// a pattern literal in `@Route` or `#typedRoute`) never reach it.
@Suite struct ShopPlantedMistakesTests {
    struct Plant: CustomTestStringConvertible, Sendable {
        var mistake: String
        var file: String
        var old: String
        var new: String
        var rule: Rule
        /// Where the finding is placed, from the package root.
        var at: String
        var testDescription: String { mistake }
    }

    static let plants: [Plant] = [
        Plant(mistake: "a screen whose parent has a parameter the screen lacks",
              file: "Sources/OrdersFeature/OrdersFeature.swift",
              old: "Destination(ShopRoutes.checkout, parent: ShopRoutes.cart,",
              new: "Destination(ShopRoutes.checkout, parent: ShopRoutes.order,",
              rule: .destinationWiring, at: "Sources/OrdersFeature/OrdersFeature.swift"),
        Plant(mistake: "a screen whose home tab the app's registry lacks",
              file: "Sources/OrdersFeature/OrdersFeature.swift",
              old: "Destination(ShopRoutes.orders, tab: ShopTabs.orders)",
              new: "Destination(ShopRoutes.orders, tab: \"history\")",
              rule: .destinationWiring, at: "Sources/OrdersFeature/OrdersFeature.swift"),
        Plant(mistake: "a service resolved that no component registers",
              file: "Sources/CartService/CartComponent.swift",
              old: "        try context.register((any CartCounting).self, scope: .singleton) { r in\n            try r.resolve((any CartManaging).self)\n        }\n",
              new: "", rule: .unprovidedService, at: "Sources/HomeFeature/HomeFeature.swift"),
        Plant(mistake: "a service registered twice, under two spellings",
              file: "Sources/CartService/CartComponent.swift",
              old: "        try registerAnnotated(in: context)\n",
              new: "        try registerAnnotated(in: context)\n        try context.register((any ShopInterfaces.CartManaging).self) { _ in Cart() }\n",
              rule: .duplicateService, at: "Sources/CartService/CartComponent.swift"),
        Plant(mistake: "a dependency on a component that is not in the app",
              file: "Sources/HomeFeature/HomeFeature.swift",
              old: #".init("Cart", "~> 2.0")"#, new: #".init("Carts", "~> 2.0")"#,
              rule: .unknownComponent, at: "Sources/HomeFeature/HomeFeature.swift"),
        Plant(mistake: "a version requirement the linked component does not meet",
              file: "Sources/HomeFeature/HomeFeature.swift",
              old: #".init("Cart", "~> 2.0")"#, new: #".init("Cart", "~> 3.0")"#,
              rule: .unsatisfiedRequirement, at: "Sources/HomeFeature/HomeFeature.swift"),
        Plant(mistake: "a component cycle",
              file: "Sources/LogKit/LogComponent.swift",
              old: "    public var summary: String { \"In-memory log with levels\" }\n",
              new: "    public var summary: String { \"In-memory log with levels\" }\n    public var dependencies: [ComponentDependency] { [.init(\"Storage\", \"~> 3.0\")] }\n",
              rule: .componentCycle, at: "Sources/LogKit/LogComponent.swift"),
        Plant(mistake: "a foundation component that depends on a shared one",
              file: "Sources/NetworkKit/NetworkComponent.swift",
              old: #"[.init("Log", "~> 1.2")]"#, new: #"[.init("Log", "~> 1.2"), .init("Analytics", ">= 1.0")]"#,
              rule: .componentLayerViolation, at: "Sources/NetworkKit/NetworkComponent.swift"),
        Plant(mistake: "a feature that depends on a feature",
              file: "Sources/HomeFeature/HomeFeature.swift",
              old: #".init("Account", ">= 1.0")"#, new: #".init("Account", ">= 1.0"), .init("Orders", ">= 1.0")"#,
              rule: .componentLayerViolation, at: "Sources/HomeFeature/HomeFeature.swift"),
        Plant(mistake: "two components' routes that compete for the same URLs",
              file: "Sources/HomeFeature/HomeFeature.swift",
              old: "            HomeScreen(services: services)\n        }\n",
              new: "            HomeScreen(services: services)\n        }\n        try context.addScreen(\"/product/:sku<int>\", summary: \"Featured\", exposure: .external) { _ in\n            HomeScreen(services: services)\n        }\n",
              rule: .overlappingRoutes, at: "Sources/HomeFeature/HomeFeature.swift"),
        Plant(mistake: "a route pattern that does not parse",
              file: "Sources/ShopInterfaces/ShopRoutes.swift",
              old: #"public static let orders = "/orders""#, new: #"public static let orders = "/orders/:page/:page""#,
              rule: .invalidRoutePattern, at: "Sources/ShopInterfaces/ShopRoutes.swift"),
        Plant(mistake: "a contract whose target name is misspelt",
              file: "Sources/ShopInterfaces/ShopContracts.swift",
              old: #"ActionContract<NoInput, Int>(target: "cart", action: "count")"#, new: #"ActionContract<NoInput, Int>(target: "crat", action: "count")"#,
              rule: .unknownMediatorTarget, at: "Sources/ShopInterfaces/ShopContracts.swift"),
        Plant(mistake: "a mediator call by name to a target no one registers",
              file: "Sources/ShopApp/ShopSession+Commands.swift",
              old: "        do {\n            let result = try await app.mediator.perform(target: String(",
              new: "        _ = try? await app.mediator.perform(target: \"carts\", action: \"count\", params: [:])\n        do {\n            let result = try await app.mediator.perform(target: String(",
              rule: .unknownMediatorTarget, at: "Sources/ShopApp/ShopSession+Commands.swift"),
        Plant(mistake: "components.yml says another version than the code",
              file: "components.yml",
              old: "  - name: Cart\n    version: 2.1.0\n", new: "  - name: Cart\n    version: 2.2.0\n",
              rule: .manifestMismatch, at: "components.yml"),
    ]

    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Shop")

    /// The whole-app check's errors on a copy of the shop with `plant` applied (the shop as
    /// it is has none: ShopWiringTests).
    static func check(_ plant: Plant) throws -> [Diagnostic] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-shop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Sources", ".lattice.yml", "components.yml"] {
            try FileManager.default.copyItem(at: shop.appendingPathComponent(item), to: root.appendingPathComponent(item))
        }
        let url = root.appendingPathComponent(plant.file)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains(plant.old), "the shop no longer has the code this plant edits: \(plant.old)")
        try Data(text.replacingOccurrences(of: plant.old, with: plant.new).utf8).write(to: url)
        let targets = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path).sorted()
        let scans = SourceScanner.scanPackage(root: root.path, targets: targets)
        let configuration = try ConfigurationLoader.load(path: root.appendingPathComponent(".lattice.yml").path)
        // Named from the package root, as `lattice check --wiring` names it.
        let manifest = try ComponentManifest(yaml: String(contentsOf: root.appendingPathComponent("components.yml"), encoding: .utf8), file: "components.yml")
        return WiringCheck(targets: scans, configuration: configuration, manifest: manifest).run().filter { $0.severity == .error }
    }

    @Test(arguments: plants)
    func eachPlantedMistakeFailsTheBuildWhereItIsWritten(_ plant: Plant) throws {
        let found = try Self.check(plant)
        // At the planted line, or (two routes that compete) naming it beside the other.
        #expect(found.contains { $0.rule == plant.rule && ($0.location?.file == plant.at || $0.message.contains(plant.at + ":")) },
                "\(found.map(\.compilerForm))")
        // Every finding says how to fix it.
        #expect(found.allSatisfy { $0.explanation.contains("To fix,") }, "\(found.map(\.compilerForm))")
    }
}
