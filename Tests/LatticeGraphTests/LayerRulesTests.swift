import LatticeGraph
import Testing

@Suite struct LayerRulesTests {
    @Test func defaultHasThreeLayers() {
        let rules = LayerRules.threeLayerDefault
        #expect(rules.layers.map(\.name) == ["foundation", "shared", "features"])
        #expect(rules.mayDepend(from: "features", on: "shared"))
        #expect(rules.mayDepend(from: "features", on: "foundation"))
        #expect(rules.mayDepend(from: "shared", on: "foundation"))
        #expect(rules.mayDepend(from: "shared", on: "shared"))
        #expect(!rules.mayDepend(from: "features", on: "features"))
        #expect(!rules.mayDepend(from: "foundation", on: "shared"))
        #expect(!rules.mayDepend(from: "shared", on: "nowhere"))
        #expect(rules.layer(forName: "CartFeature") == "features")
        #expect(rules.layer(forName: "PaymentService") == "shared")
        #expect(rules.layer(forName: "NetworkCore") == "foundation")
        #expect(rules.layer(forName: "Sundry") == nil)
    }

    @Test func assignsByExactNameBeforeGlobs() throws {
        let rules = try LayerRules([
            .init("foundation", patterns: ["Log", "*Core"]),
            .init("business", patterns: ["Cart?", "Pay*ment", "CoreCart"]),
            .init("app", patterns: ["*"], mayDependOn: ["business"]),
        ])
        #expect(rules.layer(forName: "CoreCart") == "business")   // an exact name beats the globs of every layer
        #expect(rules.layer(forName: "NetCore") == "foundation")
        #expect(rules.layer(forName: "Carts") == "business")
        #expect(rules.layer(forName: "Cart") == "app")
        #expect(rules.layer(forName: "PayByCardment") == "business")
        #expect(rules.layer(forName: "Anything") == "app")
        #expect(rules.mayDepend(from: "app", on: "business"))
        #expect(!rules.mayDepend(from: "app", on: "foundation"))
    }

    @Test(arguments: [
        ([LayerRules.Layer("a"), .init("a")], "listed twice"),
        ([LayerRules.Layer("")], "empty name"),
        ([LayerRules.Layer("base"), .init("top", mayDependOn: ["bases"])], "Did you mean 'base'"),
        ([LayerRules.Layer("a", patterns: ["X"]), .init("b", patterns: ["X"])], "both 'a' and 'b'"),
        ([LayerRules.Layer("a", patterns: [""])], "empty pattern"),
    ])
    func rejectsInconsistentRules(layers: [LayerRules.Layer], problem: String) {
        #expect {
            _ = try LayerRules(layers)
        } throws: { error in
            (error as? GraphError)?.code == .invalidRules && (error as? GraphError)?.message.contains(problem) == true
        }
    }
}

@Suite struct GraphCheckTests {
    private let rules = LayerRules.threeLayerDefault

    @Test func cleanGraphHasNoViolationsAndAnOrder() throws {
        let graph = try makeGraph([
            "CartFeature": ["CartService", "LogCore"], "CartService": ["LogCore"], "LogCore": [],
        ])
        let report = graph.check(rules)
        #expect(report.isValid)
        #expect(graph.names(report.order) == ["LogCore", "CartService", "CartFeature"])
        #expect(report.levels.count == 3)
        #expect(graph.id(named: "CartService").flatMap(report.layer(of:)) == "shared")
    }

    @Test func reportsEveryKindAtOnce() throws {
        var graph = DependencyGraph()
        let cart = try graph.addNode("CartFeature")
        let profile = try graph.addNode("ProfileFeature")
        let log = try graph.addNode("LogCore")
        let odd = try graph.addNode("Sundry")
        let typo = try graph.addNode("Mystery", layer: "fetaures")
        let here = FileLocation(file: "Package.swift", line: 12, column: 9)
        try graph.addDependency(from: cart, on: "ProfileFeature", location: here)
        try graph.addDependency(from: log, on: "CartFeature")
        try graph.addDependency(from: profile, on: "LogCroe")
        try graph.addDependency(from: profile, on: "LogCore")
        try graph.addDependency(from: odd, on: "Sundry")
        _ = typo
        let violations = graph.check(rules).violations
        #expect(violations.map(\.kind) == [.nodeInNoLayer, .nodeInNoLayer, .sameLayerDependency, .layerViolation, .unknownDependency, .cycle, .cycle])

        let noLayer = violations[0]
        #expect(noLayer.node == "Sundry" && noLayer.message.contains("To fix"))
        #expect(violations[1].message.contains("Did you mean 'features'?"))

        let same = violations[2]
        #expect(same.node == "CartFeature" && same.dependency == "ProfileFeature" && same.nodeLayer == "features")
        #expect(same.location == here)
        #expect(same.description.hasPrefix("Package.swift:12:9: 'CartFeature' depends on 'ProfileFeature'"))

        let upward = violations[3]
        #expect(upward.node == "LogCore" && upward.dependency == "CartFeature")
        #expect(upward.nodeLayer == "foundation" && upward.dependencyLayer == "features")
        #expect(upward.message.contains("'foundation' may depend on no other layer"))
        #expect(upward.message.contains("To fix"))

        let unknown = violations[4]
        #expect(unknown.dependency == "LogCroe" && unknown.message.contains("Did you mean 'LogCore'?"))

        #expect(violations[5].cycle == ["CartFeature", "ProfileFeature", "LogCore", "CartFeature"])
        #expect(violations[5].location == here)
        #expect(violations[5].message.contains("CartFeature → ProfileFeature → LogCore → CartFeature"))
        #expect(violations[6].cycle == ["Sundry", "Sundry"])
    }

    @Test func withoutRulesChecksOnlyNamesAndCycles() throws {
        let graph = try makeGraph(["Alpha": ["Beta", "Quux"], "Beta": []])
        let violations = graph.check(nil).violations
        #expect(violations.map(\.kind) == [.unknownDependency])
        #expect(violations.first?.message == "'Alpha' depends on 'Quux', which is not in the graph. To fix, correct the name or add 'Quux'.")
    }

    @Test func explicitPermissionsAllowSkippingAndSideways() throws {
        let rules = try LayerRules([
            .init("core", patterns: ["*Core"]),
            .init("ui", patterns: ["*UI"], mayDependOn: []),
            .init("app", patterns: ["App"], mayDependOn: ["ui"]),
        ])
        let graph = try makeGraph(["App": ["KitUI", "NetCore"], "KitUI": ["NetCore"], "NetCore": []])
        let violations = graph.check(rules).violations
        #expect(violations.map(\.kind) == [.layerViolation, .layerViolation])
        #expect(violations[0].message.contains("'app' may depend only on 'ui'"))
        #expect(violations[1].message.contains("'ui' may depend on no other layer"))
    }
}
