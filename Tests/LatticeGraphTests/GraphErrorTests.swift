import LatticeCore
import LatticeGraph
import Testing

@Suite struct GraphErrorTests {
    /// Triggers every code LatticeGraph can throw and returns the errors.
    static func everyCode() throws -> [GraphError] {
        var errors: [GraphError] = []
        func capture(_ body: () throws -> Void) {
            do { try body() } catch let error as GraphError { errors.append(error) } catch { Issue.record("not a GraphError: \(error)") }
        }
        capture { _ = try SemanticVersion("1.x") }
        capture { _ = try VersionRequirement(parsing: "~> ") }
        var graph = DependencyGraph()
        let a = try graph.addNode("A")
        let b = try graph.addNode("B")
        capture { try graph.addNode("A") }
        var empty = DependencyGraph()
        capture { try empty.addDependency(from: b, on: "A") }
        capture { _ = try LayerRules([.init("core"), .init("core")]) }
        try graph.addDependency(from: a, on: "B")
        try graph.addDependency(from: b, on: "A")
        capture { _ = try graph.topologicalOrder() }
        return errors
    }

    @Test func everyCodeFollowsTheWordingRules() throws {
        let errors = try Self.everyCode()
        #expect(errors.map(\.code) == [.malformedVersion, .malformedRequirement, .duplicateNode, .unknownNode, .invalidRules, .cycle])
        for error in errors {
            #expect(!error.message.contains("To fix"), "\(error)")
            #expect(LatticeErrorText.problems(in: error.description).isEmpty, "\(error): \(LatticeErrorText.problems(in: error.description))")
        }
    }

    @Test func factoriesBuildTheErrorsTheGraphThrows() {
        #expect(throws: GraphError.malformedVersion("1.x")) { try SemanticVersion("1.x") }
        #expect(GraphError.cycle([["A", "B", "A"]]).subject == "A")
        #expect(GraphError.duplicateNode("A") != GraphError.unknownNode("A"))
    }
}
