// The LatticeNavigation article "The state and the planner": the whole-registry check
// against the app's router, with LatticeCore, LatticeNavigation and LatticeRouting imported.
import LatticeCore
import LatticeNavigation
import LatticeRouting
import Testing

@Test("LatticeNavigation article: the registry checked against the app's router finds the exposed route with no destination")
func latticeNavigationRegistryCheckArticle() throws {
    let registry = DestinationRegistry(tabs: ["home", "cart"])
    try registry.add(Destination("shop://cart", tab: "cart"))
    let router = Router()
    try router.add("shop://cart", exposure: .external) { _ in .handled }
    try router.add("shop://cart/add/:sku", exposure: .external) { _ in .handled }
    try router.add("shop://wishlist", exposure: .external) { _ in .handled }
    // sample: Sources/LatticeNavigation/LatticeNavigation.docc/StateAndPlanner.md#2
    let problems = registry.check(against: router, except: ["shop://cart/add/:sku"])
    for problem in problems { print(problem) }   // each with its file, line and "To fix, …"
    // end sample
    #expect(problems == [.missingDestination("shop://wishlist")])
    #expect(problems.first?.description.contains("To fix") == true)
}
