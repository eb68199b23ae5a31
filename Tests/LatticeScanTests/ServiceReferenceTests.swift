import LatticeScan
import Testing

@Suite struct ServiceReferenceTests {
    @Test(arguments: [
        ("(any CartManaging).self", "CartManaging"),
        ("any CartManaging", "CartManaging"),
        ("ShopDatabase.self", "ShopDatabase"),
        ("( any  Store )", "Store"),
        ("Anything", "Anything"),
    ])
    func normalisesSpellings(spelling: String, type: String) {
        #expect(ServiceReference(spelling: spelling).type == type)
    }
}
