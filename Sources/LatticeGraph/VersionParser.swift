/// The two version grammars: strict SemVer 2.0 and CocoaPods'.
enum VersionParser {
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || isLetter(byte) || byte == UInt8(ascii: "-")
    }

    static func semVer(_ text: String, fileID: String, line: Int) throws(GraphError) -> SemanticVersion {
        func fail(_ problem: String, _ fix: String) -> GraphError {
            .malformedVersion(String(text), notA: "semantic version", problem: problem, fix: fix, fileID: fileID, line: line)
        }
        if text.isEmpty { throw fail("it is empty", "write MAJOR.MINOR.PATCH, such as '1.0.0'") }
        if text.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") }) {
            throw fail("it contains white space", "remove the spaces")
        }
        if let first = text.utf8.first, first == UInt8(ascii: "v") || first == UInt8(ascii: "V") {
            throw fail("SemVer versions have no 'v' prefix", "write '\(text.dropFirst())'")
        }
        var rest = Substring(text)
        var build: [String] = []
        if let plus = rest.firstIndex(of: "+") {
            build = try identifiers(rest[rest.index(after: plus)...], kind: "build metadata", numericRule: false, fail: fail)
            rest = rest[..<plus]
        }
        var prerelease: [String] = []
        if let dash = rest.firstIndex(of: "-") {
            prerelease = try identifiers(rest[rest.index(after: dash)...], kind: "pre-release", numericRule: true, fail: fail)
            rest = rest[..<dash]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            let padded = (parts.map(String.init) + ["0", "0", "0"]).prefix(3).joined(separator: ".")
            let fix = parts.count < 3 && parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isDigit) })
                ? "write '\(padded)'" : "write exactly three numbers, such as '1.0.0'"
            throw fail("it has \(parts.count) numeric component\(parts.count == 1 ? "" : "s"), SemVer 2.0 needs exactly three (MAJOR.MINOR.PATCH)", fix)
        }
        var components: [Int] = []
        components.reserveCapacity(3)
        for (index, part) in parts.enumerated() {
            let name = ["major", "minor", "patch"][index]
            guard !part.isEmpty else { throw fail("the \(name) component is empty", "put a number there") }
            guard part.utf8.allSatisfy(isDigit) else {
                throw fail("the \(name) component '\(part)' is not a number", "use digits only; pre-release text goes after a '-'")
            }
            if part.utf8.count > 1 && part.utf8.first == UInt8(ascii: "0") {
                throw fail("the \(name) component '\(part)' has a leading zero", "write '\(Int(part) ?? 0)'")
            }
            guard let value = Int(part) else { throw fail("the \(name) component '\(part)' is too large", "use a smaller number") }
            components.append(value)
        }
        return SemanticVersion(checkedComponents: components, prerelease: prerelease, build: build)
    }

    private static func identifiers(
        _ text: Substring, kind: String, numericRule: Bool, fail: (String, String) -> GraphError
    ) throws(GraphError) -> [String] {
        guard !text.isEmpty else { throw fail("the \(kind) part is empty", "remove the separator or add identifiers") }
        var result: [String] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty else { throw fail("the \(kind) part has an empty identifier", "remove the doubled or trailing dot") }
            guard part.utf8.allSatisfy(isIdentifierByte) else {
                throw fail("the \(kind) identifier '\(part)' has a character other than letters, digits and '-'", "use only [0-9A-Za-z-]")
            }
            if numericRule, part.utf8.count > 1, part.utf8.allSatisfy(isDigit), part.utf8.first == UInt8(ascii: "0") {
                throw fail("the numeric \(kind) identifier '\(part)' has a leading zero", "write '\(part.drop { $0 == "0" }.isEmpty ? "0" : String(part.drop { $0 == "0" }))'")
            }
            result.append(String(part))
        }
        return result
    }

    static func cocoaPods(_ text: String, fileID: String, line: Int) throws(GraphError) -> SemanticVersion {
        func fail(_ problem: String, _ fix: String) -> GraphError {
            .malformedVersion(String(text), notA: "CocoaPods version", problem: problem, fix: fix, fileID: fileID, line: line)
        }
        let trimmed = text.trimmingSpaces()
        if trimmed.isEmpty { throw fail("it is empty", "write a version such as '1.2' or '1.2.3'") }
        var main = trimmed
        var build: [String] = []
        if let plus = main.firstIndex(of: "+") {
            let metadata = main[main.index(after: plus)...]
            guard !metadata.isEmpty, metadata.utf8.allSatisfy({ isIdentifierByte($0) || $0 == UInt8(ascii: ".") }) else {
                throw fail("the metadata after '+' must be letters, digits, '-' and '.'", "correct or remove the '+' part")
            }
            build = metadata.split(separator: ".").map(String.init)
            main = main[..<plus]
        }
        guard let first = main.utf8.first, isDigit(first) else {
            throw fail("it must start with a digit", "write a version such as '1.2'")
        }
        for part in main.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty else { throw fail("it has an empty part", "remove the doubled or trailing dot") }
            guard part.utf8.allSatisfy(isIdentifierByte) else {
                throw fail("the part '\(part)' has a character other than letters, digits and '-'", "use only [0-9A-Za-z-] between the dots")
            }
        }
        // Read runs of digits and runs of letters, as CocoaPods' `segments` does.
        var components: [Int] = []
        var prerelease: [String] = []
        let bytes = Array(main.utf8)
        var index = 0
        while index < bytes.count {
            let start = index
            if isDigit(bytes[index]) {
                while index < bytes.count && isDigit(bytes[index]) { index += 1 }
                let digits = String(decoding: bytes[start..<index], as: UTF8.self)
                guard let value = Int(digits) else { throw fail("the number '\(digits)' is too large", "use a smaller number") }
                if prerelease.isEmpty { components.append(value) } else { prerelease.append(String(value)) }
            } else if isLetter(bytes[index]) {
                while index < bytes.count && isLetter(bytes[index]) { index += 1 }
                prerelease.append(String(decoding: bytes[start..<index], as: UTF8.self))
            } else {
                index += 1
            }
        }
        return SemanticVersion(checkedComponents: components, prerelease: prerelease, build: build)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let base = self[...]
        guard let start = base.firstIndex(where: { !isSpace($0) }),
              let end = base.lastIndex(where: { !isSpace($0) }) else { return Substring() }
        return Substring(base[start...end])
    }
}
