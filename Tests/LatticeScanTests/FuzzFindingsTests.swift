import LatticeGraph
@testable import LatticeScan
import Testing

/// Inputs `fuzz-scanner` (Fuzz/) found, kept so they stay fixed.
@Suite(.timeLimit(.minutes(1))) struct FuzzFindingsTests {
    /// Found as 105 `[` in a row: swift-syntax's parser takes time exponential in the
    /// nesting of `[` (40 levels do not finish), so the scan refuses such a file before
    /// parsing it, with the place the nesting went too deep.
    @Test func aFileNestingBracketsTooDeepIsReportedNotParsed() throws {
        let source = "let fine = [[1], [2]]\nlet deep = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40) + "\n"
        let scan = SourceScanner.scanFile(source: source, file: "Sources/App/Deep.swift")
        let diagnostic = try #require(scan.diagnostics.first)
        #expect(scan.diagnostics.count == 1)
        #expect(diagnostic.rule == "unparsableFile" && diagnostic.severity == .error)
        #expect(diagnostic.location == FileLocation(file: "Sources/App/Deep.swift", line: 2, column: 11 + BracketDepth.limit + 1))
        #expect(diagnostic.message.contains("nests '[' more than \(BracketDepth.limit) levels deep"))
        #expect(diagnostic.fix == "split the nested literal or type into named parts.")
    }

    /// Brackets in comments and string literals are not nesting: the file is parsed and read.
    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let many = String(repeating: "[", count: 30)
        let source = """
            // \(many)
            /* \(many)
               \(many) */
            let text = "\(many)\\"\(many)"
            let block = \"\"\"
                \(many)
                \"\"\"
            import LatticeServices
            """
        let scan = SourceScanner.scanFile(source: source, file: "Sources/App/Strings.swift")
        #expect(scan.diagnostics.isEmpty)
        #expect(scan.imports.map(\.module) == ["LatticeServices"])
    }

    /// In a raw string a backslash before the closing quote is not an escape: the string
    /// ends there, and the brackets after it are code.
    @Test func aRawStringEndsAtItsQuoteAndHashes() throws {
        let deep = String(repeating: "[", count: BracketDepth.limit + 1) + "1" + String(repeating: "]", count: BracketDepth.limit + 1)
        let source = "let path = #\"C:\\\"#; let deep = \(deep)\n"
        let scan = SourceScanner.scanFile(source: source, file: "Sources/App/Raw.swift")
        let diagnostic = try #require(scan.diagnostics.first)
        #expect(diagnostic.rule == "unparsableFile")
        #expect(diagnostic.location == FileLocation(file: "Sources/App/Raw.swift", line: 1, column: 32 + BracketDepth.limit))
    }

    /// Block comments nest, and a raw string holds quotes: brackets after an inner `*/` or
    /// an inner `"` are still inside the comment or the string.
    @Test func nestedCommentsAndQuotesInRawStringsDoNotCount() {
        let many = String(repeating: "[", count: 30)
        let source = """
            /* outer /* inner */ \(many) */
            let quoted = #"say "\(many)" twice"#
            let longer = ##"a "# \(many)"##
            import LatticeServices
            """
        let scan = SourceScanner.scanFile(source: source, file: "Sources/App/Nested.swift")
        #expect(scan.diagnostics.isEmpty)
        #expect(scan.imports.map(\.module) == ["LatticeServices"])
    }

    /// Nesting up to the limit is parsed as usual.
    @Test func nestingUpToTheLimitIsParsed() {
        let depth = BracketDepth.limit
        let source = "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\nimport LatticeRouting\n"
        let scan = SourceScanner.scanFile(source: source, file: "Sources/App/AtLimit.swift")
        #expect(scan.diagnostics.isEmpty)
        #expect(scan.imports.map(\.module) == ["LatticeRouting"])
    }
}
