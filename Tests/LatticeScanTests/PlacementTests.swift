import LatticeScan
import Testing

/// Annotations need exactly one component to register them.
@Suite struct PlacementTests {
    @Test func twoComponentsAndNoneMarkedIsAnError() {
        let scan = FixtureScan.scan("TwoComponents", target: "Twins")
        #expect(scan.components.map(\.typeName) == ["LeftComponent", "RightComponent"])
        FixtureScan.expectGolden(FixtureScan.diagnosticsText(scan), "TwoComponents", "diagnostics.golden")
        guard case .failed(let errors) = WiringGenerator.generate(scan) else {
            Issue.record("expected a failure")
            return
        }
        #expect(errors.map(\.rule) == ["ambiguousComponent"])
        #expect(WiringGenerator.text(for: scan) == nil)
    }

    @Test func annotationsWithoutAComponentAreAnError() {
        let scan = SourceScanner.scan(target: "Loose", root: FixtureScan.root("TwoComponents"), files: [])
        #expect(scan.diagnostics.isEmpty)
        #expect(WiringGenerator.generate(scan) == .nothing)
        let broken = SourceScanner.scan(target: "Loose", root: FixtureScan.root("Annotated"), files: ["Sources/Catalog/Services.swift"])
        #expect(broken.diagnostics.map(\.rule) == ["noComponent"])
        #expect(broken.diagnostics.first?.explanation.contains("To fix") == true)
    }
}
