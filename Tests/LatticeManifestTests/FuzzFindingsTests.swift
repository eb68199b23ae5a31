import LatticeGraph
import LatticeManifest
import Testing

/// Inputs the fuzz targets found (Fuzz/README.md, "Findings"), kept so they stay fixed.
@Suite struct FuzzFindingsTests {
    /// fuzz-manifest: libyaml moves its mark to a new line at the end of a text without a
    /// final line break, so a syntax error found there named a line past the last one.
    @Test(arguments: [
        ("components:\n  - name: Cart\n    version: [1.0", 3),
        ("components:\n  - na# components.yml: a shop app with a layer r\n  - na# components.yules section and one disabled compone\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}lacoyers:\n  m-", 4),
    ])
    func aSyntaxErrorAtTheEndPointsInsideTheText(yaml: String, lines: Int) {
        #expect { try ComponentManifest(yaml: yaml, file: "components.yml") } throws: { error in
            guard let error = error as? ManifestError, error.code == .syntax else { return false }
            let lastLine = yaml.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            return error.location == FileLocation(file: "components.yml", line: lines, column: lastLine.unicodeScalars.count + 1)
        }
    }

    /// fuzz-manifest: `---` alone is an empty document whose mark lies on a line after the
    /// text; the error that it is not a mapping named that line.
    @Test func anEmptyDocumentsErrorPointsInsideTheText() {
        #expect { try ComponentManifest(yaml: "---", file: "components.yml") } throws: { error in
            guard let error = error as? ManifestError, error.code == .wrongType else { return false }
            return error.location == FileLocation(file: "components.yml", line: 1, column: 4)
        }
    }
}
