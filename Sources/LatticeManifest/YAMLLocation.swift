package import LatticeGraph

/// Where a YAML parser's mark points, kept inside the text: libyaml moves its mark to a new
/// line at the end of a text that does not end with a line break, so an error found there
/// would name a line past the last. Shared by the manifest and the tool's configuration.
package enum YAMLLocation {
    /// The location of a mark (`line` and `column` from 1, as Yams reports them) in `text`,
    /// moved to just after the last character when it lies past the last line.
    package static func location(file: String, text: String, line: Int, column: Int) -> FileLocation {
        let lines = lineCount(text)
        guard line > lines else { return FileLocation(file: file, line: max(line, 1), column: max(column, 1)) }
        return FileLocation(file: file, line: lines, column: lastLineLength(text) + 1)
    }

    /// The lines of `text` as YAML counts them: each `\r\n`, `\r`, `\n`, U+0085, U+2028 or
    /// U+2029 ends one; the text after the last break is a line too (even empty).
    package static func lineCount(_ text: String) -> Int {
        var lines = 1
        var afterReturn = false
        for scalar in text.unicodeScalars {
            if isBreak(scalar), !(scalar == "\n" && afterReturn) { lines += 1 }
            afterReturn = scalar == "\r"
        }
        return lines
    }

    /// The scalars after the last line break.
    private static func lastLineLength(_ text: String) -> Int {
        var length = 0
        for scalar in text.unicodeScalars { length = isBreak(scalar) ? 0 : length + 1 }
        return length
    }

    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
