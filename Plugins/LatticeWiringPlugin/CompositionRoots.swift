/// Which targets are composition roots, read from `.lattice.yml` without a YAML parser:
/// the build plugin decides while SwiftPM plans the build whether a target gets the
/// whole-app check, and a plugin can depend on no library.
///
/// It reads `interfaces.compositionRoots` written as a list on one line
/// (`compositionRoots: [ShopApp, "*App"]`) or one item per line (`- ShopApp`). The tool
/// holds a copy of this file and refuses a configuration whose list this reader would read
/// differently from the YAML parser, so the plugin never skips a root silently. Change both
/// copies (`Plugins/LatticeWiringPlugin/` and `Sources/LatticeTool/`); CI compares them.
enum CompositionRoots {
    /// Whether `name` is a composition root: it matches a pattern of the configuration's
    /// list, or, when there is no list, it is an executable target.
    static func isRoot(_ name: String, isExecutable: Bool, configuration: String?) -> Bool {
        guard let patterns = configuration.flatMap(patterns(in:)), !patterns.isEmpty else { return isExecutable }
        return patterns.contains { matches(name, pattern: $0) }
    }

    /// The patterns listed under `interfaces.compositionRoots`, or `nil` when the text has
    /// no such key.
    static func patterns(in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { uncommented(String($0)) }
        var inInterfaces = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let trimmed = line.trimmingSpaces
            guard !trimmed.isEmpty else { continue }
            let indent = line.prefix { $0 == " " }.count
            if indent == 0 {
                inInterfaces = trimmed.hasPrefix("interfaces:")
                continue
            }
            guard inInterfaces, trimmed.hasPrefix("compositionRoots:") else { continue }
            var rest = String(trimmed.dropFirst("compositionRoots:".count)).trimmingSpaces
            if rest.hasPrefix("[") {
                // A flow list, possibly over several lines.
                while !rest.contains("]"), index < lines.count {
                    rest += " " + lines[index].trimmingSpaces
                    index += 1
                }
                let inside = rest.dropFirst().prefix { $0 != "]" }
                return inside.split(separator: ",").map { unquoted(String($0).trimmingSpaces) }.filter { !$0.isEmpty }
            }
            guard rest.isEmpty else { return [unquoted(rest)] }
            // A block list: `- item` lines below the key.
            var items: [String] = []
            while index < lines.count {
                let item = lines[index]
                let itemTrimmed = item.trimmingSpaces
                if itemTrimmed.isEmpty { index += 1; continue }
                guard item.prefix(while: { $0 == " " }).count >= indent, itemTrimmed.hasPrefix("-") else { break }
                items.append(unquoted(String(itemTrimmed.dropFirst()).trimmingSpaces))
                index += 1
            }
            return items
        }
        return nil
    }

    /// Whether `name` matches `pattern`, where `*` stands for any run of characters and `?`
    /// for one.
    static func matches(_ name: String, pattern: String) -> Bool {
        let name = Array(name), pattern = Array(pattern)
        var n = 0, p = 0
        var star: Int?, resume = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                n += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = n
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// The line without a `#` comment (a `#` inside quotes is text).
    private static func uncommented(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return String(text)
    }
}
