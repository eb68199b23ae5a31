/// The one wording of Lattice's errors and diagnostics: a message, then "To fix, …" once,
/// with no doubled punctuation. Errors (``LatticeError``), the scanner's and the tool's
/// diagnostics and the macros' messages all compose their text here.
package enum LatticeErrorText {
    /// `<message> To fix, <fix>.`: the message ends with one sentence mark (a period is
    /// added when it has none), the fix is written once, without a "To fix," of its own
    /// and with exactly one period. An empty fix leaves the message alone.
    package static func sentence(message: String, fix: String) -> String {
        var text = message.trimmed
        if text.isEmpty { text = "Something failed, but no message was written" }
        if let last = text.last, !".!?".contains(last) { text += "." }
        var clause = fix.trimmed
        for prefix in ["To fix, ", "to fix, ", "To fix: "] where clause.hasPrefix(prefix) {
            clause.removeFirst(prefix.count)
        }
        while let last = clause.last, last == "." || last == " " { clause.removeLast() }
        guard !clause.isEmpty else { return text }
        return "\(text) To fix, \(clause)."
    }

    /// What `value` prints, as a clause inside another sentence: without the one period it
    /// may end with, so that `"… threw: \(clause(error))."` ends with one period, whether the
    /// error prints as a sentence (every ``LatticeError`` does) or not. An ellipsis stays.
    package static func clause(_ value: Any) -> String {
        var text = "\(value)".trimmed
        if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
        return text
    }

    /// Splits a text written `<message> To fix, <fix>.` into its message and fix (an empty
    /// fix when it has none), for decoders that write each problem as one sentence pair.
    package static func split(_ text: String) -> (message: String, fix: String) {
        guard let start = text.lastStart(of: " To fix, ") else { return (text, "") }
        return (String(text[..<start]), String(text[text.index(start, offsetBy: 9)...]))
    }

    /// What breaks the wording rules in `text`, for tests: an empty text, "To fix," not
    /// exactly `expectedFixes` times, doubled punctuation (`..`, `. .`, `?.`, `!.`, `:.`, `,.`).
    package static func problems(in text: String, expectedFixes: Int = 1) -> [String] {
        var problems: [String] = []
        if text.trimmed.isEmpty { problems.append("the text is empty") }
        let fixes = text.count(of: "To fix,")
        if fixes != expectedFixes { problems.append("'To fix,' appears \(fixes) times, expected \(expectedFixes)") }
        for doubled in [". .", "?.", "!.", ":.", ",.", ";.", ".:", ".,"] where text.contains(doubled) {
            problems.append("'\(doubled)' in the text")
        }
        // A run of exactly two periods is doubled punctuation; `...` (an ellipsis, a closed
        // range) and `..<` (a half-open range) are not.
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index] == "." else { index += 1; continue }
            var end = index
            while end < characters.count, characters[end] == "." { end += 1 }
            let next = end < characters.count ? characters[end] : " "
            if end - index == 2 && next != "<" || end - index > 3 { problems.append("'..' in the text") }
            index = end
        }
        if text.contains(":  ") { problems.append("an empty part after ':'") }
        return problems
    }

    /// At most `limit` characters of `text`, the last replaced by `…` when it is cut; reads
    /// no more than that of a longer text (an 8 MB URL is not counted through).
    package static func clip(_ text: String, to limit: Int) -> String {
        guard text.utf8.count > limit, text.index(text.startIndex, offsetBy: limit + 1, limitedBy: text.endIndex) != nil else {
            return text
        }
        return String(text.prefix(limit - 1)) + "…"
    }
}

extension String {
    /// Where the last occurrence of `part` starts.
    fileprivate func lastStart(of part: String) -> Index? {
        var found: Index?
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(part) { found = index }
            index = self.index(after: index)
        }
        return found
    }

    /// How many times `part` occurs, not overlapping.
    fileprivate func count(of part: String) -> Int {
        var count = 0
        var rest = self[...]
        while !rest.isEmpty {
            if rest.hasPrefix(part) {
                count += 1
                rest = rest.dropFirst(part.count)
            } else {
                rest = rest.dropFirst()
            }
        }
        return count
    }

    fileprivate var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
