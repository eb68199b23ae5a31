import Foundation
import LatticeCore
import LatticeGraph
import LatticeMediator
import LatticeScan
@_spi(LatticeInternals) import LatticeTool
import Testing

/// Mediator calls by names and action contracts, checked at build time against the
/// targets the app registers: each planted mistake at the place its names are written, in
/// the mediator's own words, and the correct variant with no finding.
@Suite struct MediatorCallCheckTests {
    static func app() -> PlantedApp {
        PlantedApp([
            ("Interfaces", """
                import Lattice

                public enum ShopContracts {
                    public static let cartAdd = ActionContract<Int, Int>(target: "cart", action: "add")
                    public static let cartCount: ActionContract<NoInput, Int> = .init(target: "cart", action: "count")
                    public static let userName = ActionContract<NoInput, String>(target: "user", action: "name")
                }
                """),
            ("CartService", PlantedApp.component("CartComponent", """
                public var name: String { "Cart" }
                public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
                public func register(in context: ComponentContext) throws {
                    try context.mediator.register("cart", make: { Cart() }) { actions in
                        actions.on(ShopContracts.cartAdd) { cart, id in cart.add(id) }
                        actions.on(ShopContracts.cartCount) { cart, _ in cart.count }
                    }
                }
                """)),
            ("UserService", """
                import LatticeAnnotations

                @LatticeComponent
                public struct UserComponent: Component {
                    public var name: String { "User" }
                    public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
                }

                @MediatorTarget("user")
                struct UserTarget {
                    @Action(ShopContracts.userName)
                    func name() -> String { "Ada" }
                }
                """),
            ("HomeFeature", PlantedApp.component("HomeFeature", """
                public var name: String { "Home" }
                public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
                public func start(_ context: ComponentContext) async throws {
                    _ = try await context.mediator.perform(target: "cart", action: "add", params: ["id": 1])
                    _ = try await context.mediator.perform(ShopContracts.cartCount, NoInput())
                    _ = try context.mediator.performSync(ShopContracts.userName, NoInput())
                }
                """)),
        ])
    }

    /// The mediator's own error for a call by names, with `cart` and `user` registered.
    static func runtimeError(target: String, action: String) async -> MediatorError? {
        let mediator = Mediator()
        try? mediator.register("cart") { actions in
            actions.on(ActionContract<Int, Int>(target: "cart", action: "add")) { $0 }
            actions.on(ActionContract<NoInput, Int>(target: "cart", action: "count")) { _ in 0 }
        }
        try? mediator.register("user") { actions in actions.on(ActionContract<NoInput, String>(target: "user", action: "name")) { _ in "" } }
        do {
            _ = try await mediator.perform(target: target, action: action)
            return nil
        } catch {
            return error
        }
    }

    @Test func theCorrectCallsHaveNoFinding() throws {
        #expect(try Self.app().check().isEmpty)
    }

    @Test func aCallByNamesToATargetNobodyRegisters() async throws {
        var app = Self.app()
        app.edit("HomeFeature", #"perform(target: "cart""#, #"perform(target: "crat""#)
        let found = try app.check()
        #expect(found.map(\.rule) == [.unknownMediatorTarget])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("HomeFeature", "_ = try await context.mediator.perform(target:") + ":"))
        #expect(diagnostic.explanation == "No target named 'crat' is registered (asked for 'crat/add'). Did you mean 'cart'? Registered targets: 'cart' and 'user'. To fix, register the target before calling it, or correct the name.")
        // The mediator says the same when the call is made.
        #expect(await Self.runtimeError(target: "crat", action: "add")?.explanation == diagnostic.explanation)
    }

    @Test func aCallByNamesToAnActionTheTargetDoesNotHave() async throws {
        var app = Self.app()
        app.edit("HomeFeature", #"action: "add""#, #"action: "ad""#)
        let found = try app.check()
        #expect(found.map(\.rule) == [.unknownMediatorTarget])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.explanation == "The target 'cart' has no action 'ad' and no fallback handled 'cart/ad'. Did you mean 'add'? Registered actions: 'add' and 'count'. To fix, register the action on the target, or correct the name.")
        #expect(await Self.runtimeError(target: "cart", action: "ad")?.explanation == diagnostic.explanation)
    }

    @Test func aMisspeltContractIsReportedAtItsDeclaration() throws {
        // Registered by hand on 'cart'.
        var app = Self.app()
        app.edit("Interfaces", #"ActionContract<Int, Int>(target: "cart""#, #"ActionContract<Int, Int>(target: "crat""#)
        var found = try app.check()
        #expect(found.map(\.rule) == [.unknownMediatorTarget])
        var diagnostic = try #require(found.first)
        #expect(diagnostic.compilerForm.hasPrefix(app.place("Interfaces", "ActionContract<Int, Int>(target:") + ":"))
        #expect(diagnostic.message.hasPrefix("The action 'crat/add' belongs to the target 'crat', not 'cart'. It is registered on 'cart' at \(app.place("CartService", "actions.on(ShopContracts.cartAdd)")):"))
        #expect(diagnostic.fix == "correct the target in the contract's declaration: 'crat' looks like a misspelling of 'cart'.")
        #expect(!diagnostic.explanation.contains("register it on 'crat'"))

        // Registered by an annotation: reported at the contract, never at a generated file.
        app = Self.app()
        app.edit("Interfaces", #"(target: "user""#, #"(target: "usr""#)
        found = try app.check()
        #expect(found.map(\.rule) == [.unknownMediatorTarget])
        diagnostic = try #require(found.first)
        #expect(diagnostic.location?.file == "Sources/Interfaces/Interfaces.swift")
        #expect(diagnostic.message.hasPrefix("The action 'usr/name' belongs to the target 'usr', not 'user'."))
    }

    @Test func aContractPerformedButRegisteredNowhere() throws {
        var app = Self.app()
        app.edit("CartService", "actions.on(ShopContracts.cartCount) { cart, _ in cart.count }", "")
        let found = try app.check()
        #expect(found.map(\.rule) == [.unknownMediatorTarget])
        let diagnostic = try #require(found.first)
        // At the contract, which holds the names.
        #expect(diagnostic.compilerForm.hasPrefix(app.place("Interfaces", "public static let cartCount") + ":"))
        #expect(diagnostic.message == "The target 'cart' has no action 'count' and no fallback handled 'cart/count'. Registered actions: 'add'.")
    }

    @Test func fallbacksAndUnreadNamesAreNotErrors() throws {
        var app = Self.app()
        app.edit("HomeFeature", #"perform(target: "cart", action: "add""#, #"perform(target: "cart", action: "remove""#)
        #expect(try app.check().map(\.rule) == [.unknownMediatorTarget])
        // The target's fallback handles any action.
        app.edit("CartService", "actions.on(ShopContracts.cartAdd) { cart, id in cart.add(id) }", """
            actions.on(ShopContracts.cartAdd) { cart, id in cart.add(id) }
                        actions.fallback { cart, call in cart.unknown(call) }
            """)
        #expect(try app.check().isEmpty)

        // The mediator's fallback handles any target.
        app = Self.app()
        app.edit("HomeFeature", #"perform(target: "cart""#, #"perform(target: "wishlist""#)
        app.edit("HomeFeature", "public func start(_ context: ComponentContext) async throws {", """
            public func start(_ context: ComponentContext) async throws {
                    context.mediator.setFallback { call in nil }
            """)
        #expect(try app.check().isEmpty)

        // A target named by an expression may be the one called: a note.
        app = Self.app()
        app.edit("HomeFeature", #"perform(target: "cart""#, #"perform(target: "wishlist""#)
        app.targets.append(("WishlistService", PlantedApp.component("WishlistComponent", """
            public var name: String { "Wishlist" }
            public func register(in context: ComponentContext) throws {
                try context.mediator.register(Names.wishlist) { actions in }
            }
            """)))
        let found = try app.check()
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("is named by `Names.wishlist`, which the build cannot read, so it may be 'wishlist'") == true)
    }
}
