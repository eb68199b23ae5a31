import LatticeCore
import LatticeGraph
@_spi(LatticeInternals) import LatticeTool
import Testing

@Suite struct ToolErrorTests {
    @Test func everyFactoryFollowsTheWordingRules() {
        let errors: [ToolError] = [
            .noManifest("/tmp/x"), .manifestDoesNotEvaluate("/tmp/x"), .malformedDump("dump.json"),
            .malformedConfiguration("layers", location: FileLocation(file: ".lattice.yml", line: 3)),
            .malformedManifest("components", location: FileLocation(file: "components.yml", line: 2)),
            .unreadableFile("x.yml"), .graphvizMissing(), .renderingFailed(), .invalidArgument("--output"),
            .malformedLockFile("Podfile.lock", location: FileLocation(file: "Podfile.lock", line: 4, column: 5)),
            .malformedProject("App.xcodeproj/project.pbxproj"),
        ]
        #expect(Set(errors.map(\.code)).count == errors.count)
        for error in errors {
            #expect(LatticeErrorText.problems(in: error.description).isEmpty, "\(error): \(LatticeErrorText.problems(in: error.description))")
        }
        #expect(errors[3].description.hasPrefix(".lattice.yml:3: error: "))
    }

    @Test func errorsAreEqualByCodeAndSubject() {
        #expect(ToolError.unreadableFile("a", message: "One.") == ToolError.unreadableFile("a", message: "Two."))
        #expect(ToolError.unreadableFile("a") != ToolError.unreadableFile("b"))
        #expect(ToolError.unreadableFile("a") != ToolError.noManifest("a"))
    }

    @Test func aDiagnosticKeepsItsFixApartAndWritesItOnce() {
        let diagnostic = Diagnostic(rule: .cycle, severity: .error, node: "A", message: "A needs itself. To fix, remove the dependency.")
        #expect(diagnostic.message == "A needs itself.")
        #expect(diagnostic.fix == "remove the dependency.")
        #expect(diagnostic.compilerForm == "error: A needs itself. To fix, remove the dependency. [cycle]")
    }
}
