/// Where something was declared: a file, a line and, when known, a column.
///
/// The `lattice` tool puts the line of a target's dependency in `Package.swift` here, so a
/// violation prints in the compiler's diagnostic form (`Package.swift:42:13: error: …`).
public struct FileLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file path as it should be printed.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, if known.
    public var column: Int?

    /// Creates a location.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `file:line` without a column.
    public var description: String {
        column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }
}
