package import LatticeGraph

/// Finds, in the text of a `Package.swift`, where each target is declared and where each
/// of its dependencies is written, so diagnostics can point at the line.
///
/// Best effort, by tokens rather than by compiling: a target is `.target(name: "X"` (or
/// `.executableTarget`, `.testTarget`, `.systemLibrary`, `.binaryTarget`, `.plugin`,
/// `.macro`) not nested in another declaration; a dependency is the first string literal
/// `"Y"` inside that call's `dependencies:` argument. Dependencies built in code (a
/// variable, a function) are not found; their diagnostics fall back to the target's line.
/// Comments and string contents are skipped correctly.
package struct ManifestLocator: Sendable {
    /// One target's declaration and the dependency names written in it.
    package struct TargetSite: Sendable {
        /// Where the declaration starts (the `.` of `.target`).
        package var location: FileLocation
        /// Each name written as a string in its `dependencies:`, first occurrence.
        package var dependencies: [String: FileLocation]
    }

    /// The targets found, by name (the first declaration wins).
    package let targets: [String: TargetSite]

    private static let factories: Set<String> = [
        "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "plugin", "macro",
    ]

    /// Scans `text`, naming locations after `file`.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package init(text: String, file: String) {
        let tokens = ManifestTokenizer.tokens(in: text)
        var targets: [String: TargetSite] = [:]
        var index = 0
        func location(_ token: ManifestTokenizer.Token) -> FileLocation {
            FileLocation(file: file, line: token.line, column: token.column)
        }
        while index + 5 < tokens.count {
            let dot = tokens[index]
            guard dot.kind == .punctuation("."), case .identifier(let factory) = tokens[index + 1].kind,
                  Self.factories.contains(factory), tokens[index + 2].kind == .punctuation("("),
                  tokens[index + 3].kind == .identifier("name"), tokens[index + 4].kind == .punctuation(":"),
                  case .string(let name) = tokens[index + 5].kind
            else {
                index += 1
                continue
            }
            // Walk the call to its closing parenthesis, collecting strings in `dependencies:`.
            var depth = 1
            var cursor = index + 3
            var inDependencies = false
            var dependenciesDepth = 0
            var dependencies: [String: FileLocation] = [:]
            while cursor < tokens.count, depth > 0 {
                let token = tokens[cursor]
                switch token.kind {
                case .punctuation("("), .punctuation("["): depth += 1
                case .punctuation(")"), .punctuation("]"): depth -= 1
                case .punctuation(",") where depth == dependenciesDepth: inDependencies = false
                case .identifier("dependencies") where depth == 1:
                    if cursor + 1 < tokens.count, tokens[cursor + 1].kind == .punctuation(":") {
                        inDependencies = true
                        dependenciesDepth = depth
                    }
                case .string(let value) where inDependencies:
                    if dependencies[value] == nil { dependencies[value] = location(token) }
                default: break
                }
                cursor += 1
            }
            if targets[name] == nil {
                targets[name] = TargetSite(location: location(dot), dependencies: dependencies)
            }
            index = cursor
        }
        self.targets = targets
    }

    /// Fills in the locations of `manifest`'s targets and dependencies; a dependency not
    /// written literally gets its target's location.
    package func locate(_ manifest: inout PackageManifest) {
        for targetIndex in manifest.targets.indices {
            guard let site = targets[manifest.targets[targetIndex].name] else { continue }
            manifest.targets[targetIndex].location = site.location
            for dependencyIndex in manifest.targets[targetIndex].dependencies.indices {
                let name = manifest.targets[targetIndex].dependencies[dependencyIndex].name
                manifest.targets[targetIndex].dependencies[dependencyIndex].location = site.dependencies[name] ?? site.location
            }
        }
    }
}

/// A small Swift tokenizer: identifiers, string literals, single-character punctuation,
/// with 1-based line and column (in UTF-8 bytes, as the compiler counts); comments and
/// whitespace skipped.
enum ManifestTokenizer {
    enum Kind: Equatable {
        case identifier(String), string(String), punctuation(Character)
    }

    struct Token {
        var kind: Kind
        var line: Int
        var column: Int
    }

    static func tokens(in text: String) -> [Token] {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var index = 0, line = 1, lineStart = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        func advance() {
            if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
            index += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            let column = index - lineStart + 1
            let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == 0x2F && next == 0x2F { // line comment
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            } else if byte == 0x2F && next == 0x2A { // block comment, nestable
                var depth = 0
                while index < bytes.count {
                    if bytes[index] == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A { depth += 1; index += 2; continue }
                    if bytes[index] == 0x2A, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                        depth -= 1; index += 2
                        if depth == 0 { break }
                        continue
                    }
                    advance()
                }
            } else if byte == 0x22 { // string literal ("…" or """…""")
                let startLine = line
                let isMultiline = next == 0x22 && index + 2 < bytes.count && bytes[index + 2] == 0x22
                index += isMultiline ? 3 : 1
                var value: [UInt8] = []
                while index < bytes.count {
                    if bytes[index] == 0x5C, index + 1 < bytes.count { value.append(bytes[index + 1]); advance(); advance(); continue }
                    if bytes[index] == 0x22 {
                        if !isMultiline { index += 1; break }
                        if index + 2 < bytes.count, bytes[index + 1] == 0x22, bytes[index + 2] == 0x22 { index += 3; break }
                    }
                    if !isMultiline && bytes[index] == 0x0A { break }
                    value.append(bytes[index])
                    advance()
                }
                tokens.append(Token(kind: .string(String(decoding: value, as: UTF8.self)), line: startLine, column: column))
            } else if isIdentifierByte(byte) {
                let start = index
                while index < bytes.count && isIdentifierByte(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .identifier(String(decoding: bytes[start..<index], as: UTF8.self)), line: line, column: column))
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else {
                tokens.append(Token(kind: .punctuation(Character(Unicode.Scalar(byte))), line: line, column: column))
                index += 1
            }
        }
        return tokens
    }
}
