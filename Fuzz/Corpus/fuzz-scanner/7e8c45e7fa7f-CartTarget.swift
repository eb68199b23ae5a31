import LatticeAnnotations
import LatticeMediator
import ShopInterfaces

@MediatorTarget("cart", lifetime: .cached)
final class CartTarget {
    let cart: any CartManaging
    init(resolver: Resolver) throws { cart = try resolver.resolve((any CartManaging).self) }

    @Action(ShopContracts.cartAdd)
    func add(_ item: AddToCart) async throws -> Int { 1 }
}

@MediatorTarget("tools")
struct ToolsTarget {}
