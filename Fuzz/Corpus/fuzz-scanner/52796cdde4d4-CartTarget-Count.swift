import LatticeAnnotations
import ShopInterfaces

// An action added in an extension in another file.
extension CartTarget {
    @Action(ShopContracts.cartCount)
    func count() throws -> Int { 0 }
}
