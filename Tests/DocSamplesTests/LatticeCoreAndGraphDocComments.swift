// The doc comments' samples of LatticeCore and LatticeGraph, with only those imported.
import LatticeCore
import LatticeGraph
import Testing

@Suite("LatticeCore and LatticeGraph doc comments")
struct LatticeCoreAndGraphDocComments {
    /// What a reader of TrustPolicy infers: the app's logger.
    struct Logger: Sendable {
        let warnings = Recorder<String>()
        func warning(_ message: String) { warnings.record(message) }
    }

    @Test("TrustPolicy: a policy whose refusals are logged")
    func trustPolicy() {
        let logger = Logger()
        // sample: Sources/LatticeCore/TrustPolicy.swift#1
        var policy = TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"])
        policy.onRefusal = { refusal in logger.warning("\(refusal)") }
        // end sample
        #expect(policy.allowedSchemes == ["shop", "https"])
        policy.onRefusal?(TrustRefusal(reason: .forbiddenScheme("javascript"), subject: "javascript:alert(1)", origin: .webPage))
        #expect(logger.warnings.values.count == 1)
    }

    @Test("DependencyGraph: waves in dependency order")
    func dependencyGraph() throws {
        // sample: Sources/LatticeGraph/DependencyGraph.swift#1
        var graph = DependencyGraph()
        let cart = try graph.addNode("Cart", layer: "shared")
        try graph.addDependency(from: cart, on: "Log", requirement: try VersionRequirement(cocoaPods: "~> 1.2"))
        try graph.addNode("Log", layer: "foundation")
        let waves = try graph.levels()          // [[Log], [Cart]]
        // end sample
        #expect(waves.map { graph.names($0) } == [["Log"], ["Cart"]])
    }

    @Test("LayerRules: layers by name and glob")
    func layerRules() throws {
        // sample: Sources/LatticeGraph/LayerRules.swift#1
        let rules = try LayerRules([
            .init("foundation", patterns: ["*Core", "Log"]),
            .init("shared", patterns: ["Cart", "Payment*"]),
            .init("features", patterns: ["*Feature"], allowsDependenciesWithin: false),
        ])
        rules.layer(forName: "CheckoutFeature")   // "features"
        // end sample
        #expect(rules.layer(forName: "CheckoutFeature") == "features")
    }

    @Test("SemanticVersion: a pre-release comes before its release")
    func semanticVersion() throws {
        // sample: Sources/LatticeGraph/SemanticVersion.swift#1
        let version = try SemanticVersion("2.1.0-beta.2")
        version < SemanticVersion(2, 1, 0)   // true: a pre-release comes before its release
        // end sample
        #expect(version < SemanticVersion(2, 1, 0))
    }

    @Test("VersionRequirement: both dialects")
    func versionRequirement() throws {
        // sample: Sources/LatticeGraph/VersionRequirement.swift#1
        let pods = try VersionRequirement(cocoaPods: "~> 1.2")
        pods.isSatisfied(by: SemanticVersion(1, 9, 0))   // true
        pods.isSatisfied(by: SemanticVersion(2, 0, 0))   // false
        pods.explanation                                  // "1.2 or later, below 2"

        let spm = VersionRequirement.upToNextMinor(from: SemanticVersion(1, 4, 0))
        spm.description                                   // ".upToNextMinor(from: \"1.4.0\")"
        // end sample
        #expect(pods.isSatisfied(by: SemanticVersion(1, 9, 0)))
        #expect(!pods.isSatisfied(by: SemanticVersion(2, 0, 0)))
        #expect(pods.explanation == "1.2 or later, below 2")
        #expect(spm.description == ".upToNextMinor(from: \"1.4.0\")")
    }

    @Test("closestNames: the suggestions an app's own \"did you mean\" shows")
    func closestNamesSample() {
        var results: [[String]] = []
        func record(_ names: [String]) { results.append(names) }
        // sample: Sources/LatticeCore/Suggestions.swift#1
        let commands = ["help", "home", "cart", "checkout"]
        closestNames(to: "chekout", in: commands)           // ["checkout"]
        closestNames(to: "crat", in: commands, limit: 1)    // ["cart"]
        closestNames(to: "zzz", in: commands)               // []
        // end sample
        record(closestNames(to: "chekout", in: commands))
        record(closestNames(to: "crat", in: commands, limit: 1))
        record(closestNames(to: "zzz", in: commands))
        #expect(results == [["checkout"], ["cart"], []])
    }
}
