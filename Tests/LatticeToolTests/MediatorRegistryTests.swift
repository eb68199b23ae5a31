import LatticeGraph
import LatticeScan
@_spi(LatticeInternals) @testable import LatticeTool
import Testing

/// The whole-app check's lookup of the action contract a call or registration names: by
/// key, and the same contract as comparing the expression with every declared contract
/// (`ScannedActionContract.isNamed(by:)`, the first declared that it names).
@Suite struct MediatorRegistryTests {
    /// Contracts in two targets: module-qualified and plain keys, a key declared twice, a
    /// key that is the tail of another, and an inline contract (no key).
    static let targets: [ScannedTarget] = {
        func contract(_ key: String?, _ target: String, _ line: Int) -> ScannedActionContract {
            ScannedActionContract(key: key, target: target, action: "add", location: FileLocation(file: "C.swift", line: line, column: 1))
        }
        var interfaces = ScannedTarget(name: "Interfaces")
        interfaces.actionContracts = [
            contract(nil, "inline", 1), contract("ShopContracts.cartAdd", "cart", 2), contract("cartAdd", "global", 3),
            contract("ShopContracts.cartAdd", "second", 4),
        ]
        var feature = ScannedTarget(name: "Feature")
        feature.actionContracts = [contract("Deep.ShopContracts.cartAdd", "deep", 5), contract("Home.open", "home", 6)]
        return [interfaces, feature]
    }()

    static let expressions = [
        "ShopContracts.cartAdd", "ShopInterfaces.ShopContracts.cartAdd", "ShopContracts . cartAdd", "cartAdd", "X.cartAdd",
        "Deep.ShopContracts.cartAdd", "Home.open", "Shop.Home.open", "hopContracts.cartAdd", "ShopContracts.cartAddition",
        "Home.opened", "open", "", ".", "ShopContracts.", "Home .open\n",
    ]

    @Test func theContractAnExpressionNamesIsTheFirstDeclaredThatItNames() {
        let registry = WiringCheck.MediatorRegistry(Self.targets)
        for expression in Self.expressions {
            let compared = registry.contracts.first { $0.isNamed(by: expression) }
            #expect(registry.contract(named: expression) == compared, "\(expression)")
        }
    }

    @Test func aQualifiedNameFindsItsContractAndTheFirstOfTwoWithOneKeyWins() {
        let registry = WiringCheck.MediatorRegistry(Self.targets)
        #expect(registry.contract(named: "ShopInterfaces.ShopContracts.cartAdd")?.target == "cart")
        #expect(registry.contract(named: "ShopContracts . cartAdd")?.target == "cart")
        // `cartAdd` (declared third) is a tail of the expression too; the earlier one wins.
        #expect(registry.contract(named: "Deep.ShopContracts.cartAdd")?.target == "cart")
        #expect(registry.contract(named: "X.cartAdd")?.target == "global")
        #expect(registry.contract(named: "Shop.Home.open")?.target == "home")
        #expect(registry.contract(named: "Home.opened") == nil)
        #expect(registry.contract(named: "open") == nil)
    }
}
