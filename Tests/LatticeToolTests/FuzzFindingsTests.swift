import LatticeGraph
@_spi(LatticeInternals) import LatticeTool
import Testing

/// Inputs the fuzz targets found (Fuzz/README.md, "Findings"), kept so they stay fixed.
@Suite struct FuzzFindingsTests {
    /// fuzz-tool-config: libyaml moves its mark to a new line at the end of a text without a
    /// final line break, so a syntax error found there named a line past the last one.
    @Test(arguments: [
        ("layers:\n  - name: core\n    patterns: [LatticeCore", 3),
        ("# Lattice's own module graph, checked by `swift run lattice check` in CI.\nlayers:                                  # lowest f# Interfacesirst\n  - name: core\n    patterns: [LatticeCore]\n  - name: capabilities         liv           # the three ways out, and the graph they share\n    e with their implementations in the shared lapatterns: [LatticeServyer; the apices,p c ", 6),
    ])
    func aSyntaxErrorAtTheEndPointsInsideTheText(yaml: String, lines: Int) {
        #expect { try ConfigurationLoader.parse(yaml, file: ".lattice.yml") } throws: { error in
            guard let error = error as? ToolError, error.code == .malformedConfiguration else { return false }
            let lastLine = yaml.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            return error.location == FileLocation(file: ".lattice.yml", line: lines, column: lastLine.unicodeScalars.count + 1)
        }
    }

    /// fuzz-tool-config: `---` alone is an empty document whose mark lies on a line after
    /// the text; the error that it is not a mapping named that line.
    @Test func anEmptyDocumentsErrorPointsInsideTheText() {
        #expect { try ConfigurationLoader.parse("---", file: ".lattice.yml") } throws: { error in
            guard let error = error as? ToolError, error.code == .malformedConfiguration else { return false }
            return error.location == FileLocation(file: ".lattice.yml", line: 1, column: 4)
        }
    }
}
