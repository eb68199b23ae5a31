/// Line arithmetic for checking the locations errors and diagnostics point at.
public enum TextLines {
    /// The lines of Swift source as the compiler counts them: each `\n`, `\r\n` or lone
    /// `\r` ends one; the text after the last break is a line too (even empty).
    public static func count(_ text: String) -> Int { count(text, breaks: ["\n", "\r"]) }

    /// The lines of YAML text: as Swift's, and U+0085, U+2028 and U+2029 end lines too.
    public static func yamlCount(_ text: String) -> Int { count(text, breaks: ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]) }

    private static func count(_ text: String, breaks: Set<Unicode.Scalar>) -> Int {
        var lines = 1
        var afterReturn = false
        for scalar in text.unicodeScalars {
            if breaks.contains(scalar), !(scalar == "\n" && afterReturn) { lines += 1 }
            afterReturn = scalar == "\r"
        }
        return lines
    }
}
