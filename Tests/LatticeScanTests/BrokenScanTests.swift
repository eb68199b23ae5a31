import LatticeGraph
import LatticeScan
import Testing

/// `Fixtures/Broken`: a file that does not parse, annotations used wrongly, a component
/// that writes register(in:) and its own lists.
@Suite struct BrokenScanTests {
    let scan = FixtureScan.scan("Broken", target: "Broken")

    @Test func reportsEveryProblemWithItsPlace() {
        FixtureScan.expectGolden(FixtureScan.diagnosticsText(scan), "Broken", "diagnostics.golden")
        // Its component declares its lists, and annotations register themselves: no file.
        #expect(WiringGenerator.generate(scan) == .nothing)
    }

    @Test func aFileThatDoesNotParseIsAnErrorAtItsFirstProblemAndTheRestIsRead() throws {
        let diagnostic = try #require(scan.diagnostics.first { $0.rule == "unparsableFile" })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.file == "Sources/Broken/DoesNotParse.swift")
        #expect(diagnostic.location.line == 5)
        // What follows the error in that file and the other files is still read.
        #expect(scan.resolves.contains { $0.service.type == "Weather" && $0.location.file == "Sources/Broken/DoesNotParse.swift" })
        #expect(scan.registrations.contains { $0.service.type == "Clock" && $0.source == .annotation })
    }

    @Test func misusedAnnotationsAreErrors() {
        let rules = scan.diagnostics.map(\.rule)
        #expect(rules.filter { $0 == "misusedAnnotation" }.count == 5)
        #expect(rules.contains("invalidRoutePattern"))
        #expect(rules.contains("unreadableList"))   // requiredServices is `Self.required`
    }

    @Test func aNameThatIsNoConstantIsLeftUndecidedNotReported() throws {
        // `name: loggerName`: no linked target declares such a constant. The scan reports
        // nothing; the link marks the registration undecided, for the check's note.
        #expect(!scan.diagnostics.contains { $0.message.contains("loggerName") })
        let logger = try #require(scan.registrations.first { $0.service.type == "Logger" })
        #expect(logger.service.nameExpression == "loggerName" && logger.service.name == nil)
        #expect(logger.service.undecided?.contains("its name `loggerName` is not a string constant") == true)
    }

    @Test func aComponentWritingRegisterAndListsGetsOnlyRegisterAnnotated() throws {
        let component = try #require(scan.components.first)
        #expect(component.name == "Broken" && component.version == "0.1.0" && component.writesRegister)
        #expect(component.declaredProvided?.map(\.type) == ["Clock"])
        #expect(component.declaredRequired == [])
    }
}
