/// The deepest nesting of square brackets in a Swift source, outside comments and string
/// literals, found before the source is handed to swift-syntax.
///
/// swift-syntax 603's parser takes time exponential in the depth of nested `[` (an array
/// or dictionary literal, or type, inside another): 16 levels take about a second, 40 do
/// not finish. Real code nests a few levels; a file beyond ``limit`` is reported instead of
/// parsed, so that a scan (and the build plugin that runs one) cannot hang on it.
enum BracketDepth {
    /// The deepest nesting the scanner parses.
    static let limit = 12

    /// Where the nesting of `[` first goes past `limit`, or `nil` if it never does.
    ///
    /// - Complexity: O(*n*) in the source's length; one pass over its UTF-8.
    static func firstExcess(in source: String, limit: Int = limit) -> (line: Int, column: Int)? {
        var depth = 0
        var line = 1
        var lineStart = 0
        var index = 0
        let bytes = Array(source.utf8)
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                // Block comments nest in Swift: `/* /* */ */` is one comment.
                var nesting = 1
                index += 2
                while index < count, nesting > 0 {
                    if bytes[index] == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") {
                        nesting += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/") {
                        nesting -= 1
                        index += 2
                    } else {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                        index += 1
                    }
                }
                continue
            case UInt8(ascii: "\""):
                // A string literal: single-line, or multi-line between `"""`. A raw string
                // (`#"…"#`, with as many `#` on each side) ends only at a quote followed by
                // its `#`s, and a backslash escapes only when followed by them too.
                var hashes = 0
                while index - hashes > 0, bytes[index - hashes - 1] == UInt8(ascii: "#") { hashes += 1 }
                func hashesFollow(_ offset: Int) -> Bool {
                    (0..<hashes).allSatisfy { at(offset + $0) == UInt8(ascii: "#") }
                }
                let multiline = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
                index += multiline ? 3 : 1
                while index < count {
                    let next = bytes[index]
                    if next == UInt8(ascii: "\\"), hashesFollow(1) { index += 2 + hashes; continue }
                    if next == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                        if !multiline { break }
                    }
                    if next == UInt8(ascii: "\""), !multiline || (at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")),
                       hashesFollow(multiline ? 3 : 1) {
                        index += (multiline ? 3 : 1) + hashes
                        break
                    }
                    index += 1
                }
                continue
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return (line, index - lineStart + 1) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
