import Foundation
import LatticeCore
import LatticeMediator
import Testing

@Suite struct CatalogTests {
    @Test func theCatalogListsEveryTargetAndActionWithItsContract() throws {
        let (mediator, _) = try shop()
        try mediator.register("profile") { actions in
            actions.fallback(exposure: .external) { _ in "x" }
        }
        mediator.setFallback { _ in "y" }
        let catalog = mediator.catalog()
        #expect(catalog.targets.map(\.name) == ["cart", "profile"])
        #expect(catalog.fallback == .app)
        let cart = try #require(catalog.targets.first)
        #expect(cart.lifetime == .cached)
        #expect(cart.fallback == nil)
        #expect(catalog.targets.last?.fallback == .external)
        #expect(cart.actions.map(\.name) == ["add", "checkout", "clear", "ship"])
        let add = try #require(cart.actions.first)
        #expect(add.exposure == .external)
        #expect(add.inputType == "LatticeMediatorTests.AddToCart")
        #expect(add.outputType == "LatticeMediatorTests.CartCount")
        #expect(add.parameterKeys == ["sku", "quantity", "gift"])
        #expect(add.isAsync == false)
        #expect(cart.actions[1].isAsync)
        #expect(cart.actions[1].parameterKeys == [])
        // `Speed` has no case for the placeholder "", so the keys of `Shipping` are unknown.
        #expect(cart.actions[3].parameterKeys == nil)
    }

    @Test func theCatalogRoundTripsThroughJSON() throws {
        let (mediator, _) = try shop()
        let catalog = mediator.catalog()
        let data = try JSONEncoder().encode(catalog)
        #expect(try JSONDecoder().decode(MediatorCatalog.self, from: data) == catalog)
    }
}
