import Foundation
import Testing

/// One fenced block of a document: a README, an article of a DocC catalog, or a `///` doc
/// comment in `Sources/**/*.swift`.
struct DocBlock: Sendable, Hashable {
    /// The document's path from the package root, such as `README.md`.
    var path: String
    /// The block's number in its document, from 1, counting every fenced block of any
    /// language (in a Swift file, every fenced block of its doc comments).
    var number: Int
    /// The fence's language tag (`swift`, `text`, …); empty when it has none.
    var language: String
    /// The line of the opening fence, from 1.
    var line: Int
    /// The block's lines, without the fences, with the common indentation and trailing
    /// spaces removed.
    var text: String

    /// `README.md#3`: how markers and messages name the block.
    var id: String { "\(path)#\(number)" }
    /// The first non-empty line, to name the block in messages.
    var firstLine: String { text.split(separator: "\n").first.map(String.init) ?? "" }
}

/// Reads the documents whose samples are tested, from disk, relative to this file.
enum DocBlocks {
    /// The package root: three levels above this file (`Tests/DocSamplesTests/DocBlocks.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// This target's directory, where the marked copies are.
    static let testSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Every document whose fenced blocks are checked, as paths from the package root:
    /// `README.md`, each example's `README.md`, every article of every DocC catalog under
    /// `Sources`, and every Swift file under `Sources` (its `///` doc comments).
    static func documents() -> [String] {
        var paths = ["README.md"]
        paths += files(under: "Examples", depth: 2).filter { $0.hasSuffix("/README.md") }
        let sources = files(under: "Sources", depth: nil)
        paths += sources.filter { $0.hasSuffix(".md") && $0.contains(".docc/") }
        paths += sources.filter { $0.hasSuffix(".swift") }
        return paths
    }

    /// The fenced blocks of `path` (a Markdown file or, for a Swift file, its doc comments).
    static func blocks(in path: String) -> [DocBlock] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return [] }
        let isSwift = path.hasSuffix(".swift")
        var blocks: [DocBlock] = []
        var open: (language: String, line: Int, lines: [String])?
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            var line = rawLine
            if isSwift {
                let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
                guard trimmed.hasPrefix("///") else {
                    if open != nil { open = nil }   // a comment that ends inside a fence: not a block
                    continue
                }
                line = String(trimmed.dropFirst(3))
                if line.hasPrefix(" ") { line.removeFirst() }
            }
            let fence = line.trimmingCharacters(in: .whitespaces)
            if fence.hasPrefix("```") {
                if let block = open {
                    blocks.append(DocBlock(
                        path: path, number: blocks.count + 1, language: block.language, line: block.line,
                        text: normalized(block.lines)))
                    open = nil
                } else {
                    open = (String(fence.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 1, [])
                }
            } else if open != nil {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    /// The block `id` (`README.md#3`); records an issue and returns `nil` when it does not exist.
    static func block(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> DocBlock? {
        let parts = id.split(separator: "#")
        let found = parts.count == 2 ? blocks(in: String(parts[0])).first { "\($0.number)" == parts[1] } : nil
        if found == nil {
            Issue.record("The test reads the block \(id), which does not exist. To fix, point the test at the block's new number.", sourceLocation: sourceLocation)
        }
        return found
    }

    /// `lines` without leading and trailing empty lines, trailing spaces and the indentation
    /// common to every non-empty line.
    static func normalized<S: StringProtocol>(_ lines: [S]) -> String {
        var lines = lines.map { String($0.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed()) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    private static func files(under folder: String, depth: Int?) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var paths: [String] = []
        for case let url as URL in walker {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if relative.contains("/.build/") || relative.contains("/.") { continue }
            if let depth, relative.split(separator: "/").count > depth + 1 { continue }
            paths.append(relative)
        }
        return paths.sorted()
    }
}

/// Compares what the code prints with an output block of the docs.
enum ShownOutput {
    /// How the doc's text must relate to what is printed.
    enum Match {
        /// The doc shows the whole output.
        case whole
        /// The doc shows a part of the output (one problem of several, one line of a report).
        case contained
    }

    /// Expects `printed` to be what the output block `id` shows.
    ///
    /// The comparison normalises whitespace: every run of spaces and newlines counts as one
    /// space, because the docs wrap long lines and align columns by hand. An ellipsis (`...`
    /// or `…`) in the doc stands for any text, because the docs shorten long fixes. With
    /// `masking`, every match of the pattern is replaced by `#` on both sides first (the
    /// start-up report's durations, which a test never asserts on).
    static func expect(
        _ printed: String, shownIn id: String, _ match: Match = .whole, masking pattern: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let block = DocBlocks.block(id, sourceLocation: sourceLocation) else { return }
        let shown = normalize(block.text, masking: pattern)
        let actual = normalize(printed, masking: pattern)
        if !matches(shown: shown, actual: actual, match) {
            Issue.record(
                """
                \(block.path), block \(block.number) (line \(block.line), "\(block.firstLine)") shows an output the code does not print.
                Shown:   \(shown)
                Printed: \(actual)
                To fix, replace the block with what the code prints (or, if the code is wrong, fix the code).
                """, sourceLocation: sourceLocation)
        }
    }

    static func normalize(_ text: String, masking pattern: String?) -> String {
        var text = text
        if let pattern { text = text.replacingOccurrences(of: pattern, with: "#", options: .regularExpression) }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    /// Whether `actual` reads as `shown`, each ellipsis of `shown` standing for any text.
    static func matches(shown: String, actual: String, _ match: Match) -> Bool {
        let pieces = shown.replacingOccurrences(of: "…", with: "...").components(separatedBy: "...")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var rest = Substring(actual)
        for (index, piece) in pieces.enumerated() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            let anchoredStart = index == 0 && match == .whole
            if anchoredStart && range.lowerBound != rest.startIndex { return false }
            rest = rest[range.upperBound...]
        }
        let endsOpen = pieces.last.map { $0.isEmpty } ?? true
        return match == .contained || endsOpen || rest.isEmpty
    }
}

/// Values a sample's handlers record, read by its test (what a reader's screen would show).
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func record(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
}
