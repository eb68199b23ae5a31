import Foundation
import Testing

// How the samples of the docs are kept true
// =========================================
//
// Every ```swift block of README.md, Examples/*/README.md, the articles of every DocC
// catalog under Sources (`Sources/**/*.docc/*.md`) and the `///` doc comments of
// `Sources/**/*.swift` has a copy in this target, verbatim, between two markers:
//
//     // sample: README.md#3
//     …the block's lines, exactly (indentation may differ as a whole)…
//     // end sample
//
// `README.md#3` is the document's path from the package root and the block's number in
// it, counting every fenced block of any language from 1 (in a Swift file, every fenced
// block of its doc comments). A block that mixes file-scope declarations (imports,
// protocols, extensions, macro-annotated types) with statements may be split into parts,
// `// sample: README.md#3 part 1/2` … `// end sample`, whose concatenation in part order is
// the block (empty lines aside); parts may sit anywhere in the target. Around each copy go only the
// declarations a reader would infer (stub types such as `WeChatLogin`), and a `@Test`
// runs the statements and checks what the sample claims.
//
// Every output block (```text) is compared with what the code prints by a test that
// carries the marker `// output: README.md#4` and calls `ShownOutput.expect(_:shownIn:)`,
// which reads the block from the doc, so a change of wording changes only the doc.
//
// This suite fails, naming the document, the block and its first line, when a ```swift
// block has no marked copy, a copy differs from its block, a marker names a block that no
// longer exists or is not Swift, a ```text block has no output test, or a fence in the
// docs has no language tag.
//
// Adding a doc with samples: put each sample in a file of this target that imports only
// what the sample's module needs (`MemberImportVisibility` is on, so imports are per file).

/// One marked copy of a sample in this target's sources.
struct MarkedCopy {
    var id: String
    var part: Int
    var parts: Int
    var text: String
    var file: String
    var line: Int
}

enum MarkedCopies {
    /// Every `// sample:` copy and every `// output:` marker in this target's Swift files.
    static func read() -> (copies: [MarkedCopy], outputs: [String: String], problems: [String]) {
        var copies: [MarkedCopy] = []
        var outputs: [String: String] = [:]
        var problems: [String] = []
        let files = (try? FileManager.default.contentsOfDirectory(atPath: DocBlocks.testSources.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".swift") {
            guard let text = try? String(contentsOf: DocBlocks.testSources.appendingPathComponent(file), encoding: .utf8)
            else { continue }
            var open: (id: String, part: Int, parts: Int, line: Int, lines: [String])?
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// output: ") {
                    outputs[String(trimmed.dropFirst("// output: ".count))] = "\(file):\(index + 1)"
                } else if trimmed.hasPrefix("// sample: ") {
                    if let open { problems.append("\(file):\(open.line): the sample \(open.id) has no `// end sample`. To fix, close it before the next marker.") }
                    let words = trimmed.dropFirst("// sample: ".count).split(separator: " ")
                    var part = 1, parts = 1
                    if words.count == 3, words[1] == "part" {
                        let numbers = words[2].split(separator: "/").compactMap { Int($0) }
                        if numbers.count == 2 { (part, parts) = (numbers[0], numbers[1]) }
                    }
                    open = (String(words.first ?? ""), part, parts, index + 1, [])
                } else if trimmed == "// end sample" {
                    if let block = open {
                        copies.append(MarkedCopy(
                            id: block.id, part: block.part, parts: block.parts, text: DocBlocks.normalized(block.lines),
                            file: file, line: block.line))
                    } else {
                        problems.append("\(file):\(index + 1): `// end sample` without a `// sample:` marker. To fix, remove it or add the marker.")
                    }
                    open = nil
                } else if open != nil {
                    open?.lines.append(line)
                }
            }
            if let open { problems.append("\(file):\(open.line): the sample \(open.id) has no `// end sample`. To fix, add it after the sample's last line.") }
        }
        return (copies, outputs, problems)
    }
}

@Suite("Doc samples are verbatim")
struct DocSamplesAreVerbatim {
    /// The blocks of every document, read once.
    static let blocks: [DocBlock] = DocBlocks.documents().flatMap(DocBlocks.blocks(in:))

    @Test("the documents are found")
    func documentsAreFound() {
        let paths = Set(Self.blocks.map(\.path))
        #expect(paths.contains("README.md"))
        #expect(paths.contains { $0.hasSuffix(".docc/LatticeServices.md") })
        #expect(paths.contains("Sources/LatticeServices/ServiceRegistry.swift"))
        #expect(Self.blocks.filter { $0.language == "swift" }.count >= 60)
    }

    @Test("every fence has a language tag")
    func everyFenceHasALanguage() {
        for block in Self.blocks where block.language.isEmpty {
            Issue.record("""
                \(block.path), block \(block.number) (line \(block.line), "\(block.firstLine)") has no language tag, so no test \
                knows whether it is a sample or an output. To fix, tag the fence: ```swift for code (and copy it into \
                Tests/DocSamplesTests), ```text for an output (and compare it in a test), or ```sh, ```yaml, ```json.
                """)
        }
    }

    @Test("every Swift sample has a marked copy, equal to it")
    func everySwiftSampleHasAVerbatimCopy() {
        let (copies, _, problems) = MarkedCopies.read()
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
        let byID = Dictionary(grouping: copies, by: \.id)
        for block in Self.blocks where block.language == "swift" {
            guard let found = byID[block.id] else {
                Issue.record("""
                    \(block.path), block \(block.number) (line \(block.line), "\(block.firstLine)") is a Swift sample with no \
                    copy in Tests/DocSamplesTests. To fix, copy it verbatim between `// sample: \(block.id)` and \
                    `// end sample`, with the declarations a reader would infer around it, and run it in a @Test.
                    """)
                continue
            }
            let parts = found.sorted { $0.part < $1.part }
            let expectedParts = Array(1...(parts.first?.parts ?? 1))
            guard parts.map(\.part) == expectedParts, parts.allSatisfy({ $0.parts == expectedParts.count }) else {
                Issue.record("""
                    \(block.id) ("\(block.firstLine)"): the copies in \(parts.map { "\($0.file):\($0.line)" }.joined(separator: ", ")) \
                    are not parts 1 to \(expectedParts.count), each once. To fix, mark each part `part N/\(expectedParts.count)`.
                    """)
                continue
            }
            // Compared line by line without empty lines: parts are cut at them.
            let copyLines = DocBlocks.normalized(parts.map(\.text).joined(separator: "\n").components(separatedBy: "\n"))
                .components(separatedBy: "\n").filter { !$0.isEmpty }
            let docLines = block.text.components(separatedBy: "\n").filter { !$0.isEmpty }
            if copyLines != docLines {
                if let moved = Self.blocks.first(where: {
                    $0.path == block.path && $0.text.components(separatedBy: "\n").filter { !$0.isEmpty } == copyLines
                }) {
                    Issue.record("""
                        \(block.path), block \(block.number) (line \(block.line), "\(block.firstLine)") is not what its copy at \
                        \(parts[0].file):\(parts[0].line) holds: the copy is block \(moved.number), so a block was added or removed \
                        above it. To fix, renumber the markers: `// sample: \(moved.id)`.
                        """)
                    continue
                }
                let first = zip(docLines, copyLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(docLines.count, copyLines.count)
                Issue.record("""
                    \(block.path), block \(block.number) (line \(block.line), "\(block.firstLine)") differs from its copy at \
                    \(parts[0].file):\(parts[0].line), from the sample's line \(first + 1):
                    doc:  \(first < docLines.count ? docLines[first] : "(nothing)")
                    copy: \(first < copyLines.count ? copyLines[first] : "(nothing)")
                    To fix, make the copy the doc's block again (and make it compile and pass), or fix the doc.
                    """)
            }
        }
        let blockIDs = Dictionary(Self.blocks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (id, copies) in byID {
            let where_ = copies.map { "\($0.file):\($0.line)" }.joined(separator: ", ")
            if let block = blockIDs[id] {
                if block.language != "swift" {
                    Issue.record("\(where_): the marker names \(id) (\"\(block.firstLine)\"), a ```\(block.language) block, not Swift. To fix, point the marker at the Swift block's number.")
                }
            } else {
                Issue.record("\(where_): the marker names \(id), a block that no longer exists. To fix, point the marker at the block's new number, or remove the copy if the sample is gone.")
            }
        }
    }

    @Test("every output block is compared with what the code prints")
    func everyOutputIsCompared() {
        let (_, outputs, _) = MarkedCopies.read()
        for block in Self.blocks where block.language == "text" && outputs[block.id] == nil {
            Issue.record("""
                \(block.path), block \(block.number) (line \(block.line), "\(block.firstLine)") shows an output no test \
                compares with what the code prints. To fix, add a test marked `// output: \(block.id)` that prints it and \
                calls ShownOutput.expect(printed, shownIn: "\(block.id)").
                """)
        }
        let ids = Set(Self.blocks.filter { $0.language == "text" }.map(\.id))
        for (id, place) in outputs where !ids.contains(id) {
            Issue.record("\(place): the marker `// output: \(id)` names no ```text block. To fix, point it at the output block's new number.")
        }
    }
}
