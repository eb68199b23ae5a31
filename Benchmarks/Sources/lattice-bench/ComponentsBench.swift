import Foundation
import LatticeComponents
import LatticeGraph

/// 1,000 components in a random acyclic graph, about 3 dependencies each, declared in
/// shuffled order so that declaration order is not already an order of dependencies.
func randomComponents(count: Int = 1_000, seed: UInt64 = 7) -> [ComponentDeclaration] {
    var random = SplitMix(seed: seed)
    let names = (0..<count).map { "Component\($0)" }
    var declarations = (0..<count).map { index -> ComponentDeclaration in
        var dependencies: [ComponentDependency] = []
        if index > 0 {
            var chosen = Set<Int>()
            for _ in 0..<min(3, index) { chosen.insert(Int(random.next() % UInt64(index))) }
            dependencies = chosen.sorted().map { ComponentDependency(names[$0], "~> 1.0") }
        }
        return ComponentDeclaration(name: names[index], version: SemanticVersion(1, 2, 0), dependencies: dependencies)
    }
    declarations.shuffle(using: &random)
    return declarations
}

func componentsCases(into suite: inout Suite, quick: Bool) {
    let components = randomComponents()
    let host = try! ComponentHost(components: components, layers: nil)
    check(host.startOrder.count == 1_000, "every component ordered")

    suite.time("lattice.components.validate1000", operations: quick ? 1 : 20) { n in
        for _ in 0..<n { blackHole(try! ComponentHost(components: components, layers: nil)) }
    }
    suite.time("lattice.components.boot1000", operations: quick ? 1 : 10) { n in
        for _ in 0..<n {
            blocking {
                let host = try! ComponentHost(components: components, layers: nil)
                blackHole(try! await host.boot())
            }
        }
    }
}
