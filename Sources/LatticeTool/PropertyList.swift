package import LatticeGraph

/// An old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`, with the
/// line and column where each value starts, so a finding in a project can name its line.
///
/// The grammar: a dictionary `{ key = value; … }`, an array `( value, … )` (a trailing
/// comma allowed), data `<0fbd 7712>`, and strings, quoted (`"a b"`, `'a b'`, with the
/// escapes `\\`, `\"`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, `\UXXXX` and octal
/// `\NNN`, each read as that code point) or bare (letters, digits and `_$+/:.-`);
/// `//` and `/* */` comments anywhere between tokens. Foundation's
/// `PropertyListSerialization` reads the same files (on Linux too) but returns no
/// positions; the tests hold this reader to the same values on every project fixture.
///
/// Lines count line feeds from 1; a column is the byte offset in its line plus 1 (a tab
/// counts as one, as compilers count).
package struct PropertyList: Sendable, Hashable {
    /// What a value is.
    package enum Value: Sendable, Hashable {
        /// A string (quoted or bare: the format does not tell numbers apart).
        case string(String)
        /// Bytes written as `<hex>`.
        case data([UInt8])
        /// An array, in order.
        case array([PropertyList])
        /// A dictionary, its entries in the order written.
        case dictionary([Entry])
    }

    /// One `key = value;` of a dictionary.
    package struct Entry: Sendable, Hashable {
        /// The key.
        package let key: String
        /// The line of the key, from 1.
        package let line: Int
        /// The column of the key, from 1.
        package let column: Int
        /// The value.
        package let value: PropertyList
    }

    /// The value.
    package let value: Value
    /// The line where the value starts, from 1.
    package let line: Int
    /// The column where the value starts, from 1.
    package let column: Int

    /// Parses `text`; `file` names it in errors.
    ///
    /// - Throws: ``ToolError/Code/malformedProject`` at the line and column of the first
    ///   problem (an unterminated string or comment, a missing `=`, `;` or `,`, text after
    ///   the list, nesting deeper than 512).
    /// - Complexity: O(*n*) in the length of the text.
    package init(parsing text: String, file: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) {
        var parser = PropertyListParser(bytes: Array(text.utf8), file: file, fileID: fileID, callLine: line)
        self = try parser.document()
    }

    init(value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The elements, if this is an array.
    package var array: [PropertyList]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The entries, if this is a dictionary.
    package var entries: [Entry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// The value of the first entry named `key`, if this is a dictionary that has one.
    ///
    /// - Complexity: O(*k*) for *k* entries.
    package subscript(key: String) -> PropertyList? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// Where the value starts, in `file`.
    package func location(in file: String) -> FileLocation {
        FileLocation(file: file, line: line, column: column)
    }
}

/// The byte-level reader behind ``PropertyList/init(parsing:file:fileID:line:)``.
struct PropertyListParser {
    let bytes: [UInt8]
    let file: String
    let fileID: String
    let callLine: Int
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0

    static let maximumDepth = 512

    init(bytes: [UInt8], file: String, fileID: String, callLine: Int) {
        self.bytes = bytes
        self.file = file
        self.fileID = fileID
        self.callLine = callLine
    }

    var column: Int { index - lineStart + 1 }

    func fail(_ problem: String, line: Int? = nil, column: Int? = nil) -> ToolError {
        ToolError(
            .malformedProject, subject: file,
            message: "'\(file)' is not a property list Xcode can read: \(problem).",
            fix: "restore the file from version control, or open and save the project in Xcode",
            location: FileLocation(file: file, line: line ?? self.line, column: column ?? self.column),
            fileID: fileID, line: callLine)
    }

    mutating func document() throws(ToolError) -> PropertyList {
        try skipTrivia()
        guard index < bytes.count else { throw fail("it is empty") }
        let root = try value()
        try skipTrivia()
        guard index == bytes.count else {
            throw fail("there is text after the end of the list ('\(excerpt())')")
        }
        return root
    }

    /// Up to 20 characters from the current position, for messages.
    func excerpt() -> String {
        let end = min(bytes.count, index + 20)
        return String(decoding: bytes[index..<end], as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }

    /// Skips white space and comments, counting lines.
    mutating func skipTrivia() throws(ToolError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                index += 1
                line += 1
                lineStart = index
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let (startLine, startColumn) = (line, column)
                index += 2
                var closed = false
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        closed = true
                        break
                    }
                    if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                    index += 1
                }
                guard closed else { throw fail("the comment that starts here is never closed with '*/'", line: startLine, column: startColumn) }
            } else {
                return
            }
        }
    }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: byte >= 0x80
        }
    }

    mutating func value() throws(ToolError) -> PropertyList {
        let (startLine, startColumn) = (line, column)
        guard index < bytes.count else { throw fail("the list ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return PropertyList(value: .dictionary(try dictionary()), line: startLine, column: startColumn)
        case UInt8(ascii: "("):
            return PropertyList(value: .array(try array()), line: startLine, column: startColumn)
        case UInt8(ascii: "<"):
            return PropertyList(value: .data(try data()), line: startLine, column: startColumn)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return PropertyList(value: .string(try quoted()), line: startLine, column: startColumn)
        case let byte where Self.isBare(byte):
            return PropertyList(value: .string(bare()), line: startLine, column: startColumn)
        default:
            throw fail("'\(excerpt())' is not a value (a string, '{', '(' or '<')")
        }
    }

    mutating func enter() throws(ToolError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw fail("it nests deeper than \(Self.maximumDepth) levels") }
    }

    mutating func dictionary() throws(ToolError) -> [PropertyList.Entry] {
        try enter()
        let (openLine, openColumn) = (line, column)
        index += 1
        var entries: [PropertyList.Entry] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw fail("the dictionary that starts here is never closed with '}'", line: openLine, column: openColumn) }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            let (keyLine, keyColumn) = (line, column)
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                key = try quoted()
            } else if Self.isBare(bytes[index]) {
                key = bare()
            } else {
                throw fail("'\(excerpt())' is not a key (a string)")
            }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fail("the key '\(key)' is not followed by '='") }
            index += 1
            try skipTrivia()
            let value = try value()
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw fail("the value of '\(key)' is not followed by ';'") }
            index += 1
            entries.append(PropertyList.Entry(key: key, line: keyLine, column: keyColumn, value: value))
        }
        depth -= 1
        return entries
    }

    mutating func array() throws(ToolError) -> [PropertyList] {
        try enter()
        let (openLine, openColumn) = (line, column)
        index += 1
        var elements: [PropertyList] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw fail("the array that starts here is never closed with ')'", line: openLine, column: openColumn) }
            if bytes[index] == UInt8(ascii: ")") { index += 1; break }
            elements.append(try value())
            try skipTrivia()
            guard index < bytes.count else { continue }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                throw fail("an array element is not followed by ',' or ')'")
            }
        }
        depth -= 1
        return elements
    }

    mutating func data() throws(ToolError) -> [UInt8] {
        let (openLine, openColumn) = (line, column)
        index += 1
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw fail("the data that starts here is never closed with '>'", line: openLine, column: openColumn) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw fail("the data has an odd number of hexadecimal digits") }
                index += 1
                return result
            }
            guard let digit = Self.hexValue(byte) else { throw fail("'\(Character(Unicode.Scalar(byte)))' is not a hexadecimal digit") }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
            index += 1
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    mutating func bare() -> String {
        let start = index
        while index < bytes.count && Self.isBare(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func quoted() throws(ToolError) -> String {
        let quote = bytes[index]
        let (openLine, openColumn) = (line, column)
        index += 1
        var start = index
        var result: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail("the string that starts here is never closed", line: openLine, column: openColumn) }
            let byte = bytes[index]
            if byte == quote {
                result += bytes[start..<index]
                index += 1
                return String(decoding: result, as: UTF8.self)
            }
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            result += bytes[start..<index]
            index += 1
            guard index < bytes.count else { throw fail("the string that starts here ends in a lone '\\'", line: openLine, column: openColumn) }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "a"): result.append(0x07)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "v"): result.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                    code = code << 4 | UInt32(digit)
                    index += 1
                    digits += 1
                }
                guard digits > 0 else { throw fail("'\\U' is not followed by hexadecimal digits") }
                append(code, to: &result)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") {
                    code = code << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                append(code, to: &result)
            case 0x0A:
                // A backslash before a line break keeps the break.
                line += 1
                lineStart = index
                result.append(0x0A)
            default:
                result.append(escaped)
            }
            start = index
        }
    }

    /// Appends the UTF-8 bytes of the code point `code` (U+FFFD when it is not one).
    func append(_ code: UInt32, to result: inout [UInt8]) {
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        result += Array(String(Character(scalar)).utf8)
    }
}
