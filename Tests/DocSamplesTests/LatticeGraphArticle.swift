// The LatticeGraph catalog's article, with only LatticeGraph imported.
// sample: Sources/LatticeGraph/LatticeGraph.docc/LatticeGraph.md#1 part 1/2
import LatticeGraph
// end sample
import Testing

@Test("LatticeGraph article: the graph is checked and ordered in waves")
func latticeGraphArticle() throws {
    // sample: Sources/LatticeGraph/LatticeGraph.docc/LatticeGraph.md#1 part 2/2
    var graph = DependencyGraph()
    let cart = try graph.addNode("CartService")
    try graph.addDependency(from: cart, on: "LogCore", requirement: try VersionRequirement(cocoaPods: "~> 1.2"))
    let feature = try graph.addNode("CartFeature")
    try graph.addDependency(from: feature, on: "CartService")
    try graph.addNode("LogCore")

    let report = graph.check(.threeLayerDefault)
    for violation in report.violations { print(violation) }   // every problem at once
    let waves = report.levels                                  // start each wave concurrently
    // end sample
    #expect(report.violations.isEmpty)
    #expect(waves.map { graph.names($0) } == [["LogCore"], ["CartService"], ["CartFeature"]])
}
