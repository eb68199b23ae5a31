import Synchronization
public import ShopInterfaces

/// A ``Display`` writing lines of text, with ANSI colours when asked (a terminal).
public final class TextDisplay: Display {
    /// Whether to colour.
    public let color: Bool
    private let write: @Sendable (String) -> Void

    /// Creates a display that passes each line (without newline) to `write`.
    public init(color: Bool, write: @escaping @Sendable (String) -> Void) {
        self.color = color
        self.write = write
    }

    private func paint(_ code: String, _ text: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// A plain line.
    public func line(_ text: String) { write(text) }
    /// A bold title.
    public func heading(_ text: String) { write(paint("1;36", text)) }
    /// Green.
    public func success(_ text: String) { write(paint("32", text)) }
    /// Yellow.
    public func warning(_ text: String) { write(paint("33", text)) }
    /// Red.
    public func failure(_ text: String) { write(paint("31", text)) }
    /// Dimmed.
    public func detail(_ text: String) { write(paint("2", text)) }

    /// Aligned columns, the header underlined.
    public func table(_ headers: [String], _ rows: [[String]]) {
        var widths = headers.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func format(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, width) in widths.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                parts.append(index == widths.count - 1 ? cell : cell + String(repeating: " ", count: width - cell.count))
            }
            return "  " + parts.joined(separator: "  ")
        }
        write(paint("1", format(headers)))
        write(paint("2", "  " + widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")))
        for row in rows { write(format(row)) }
    }
}

/// Collects what a session writes, for tests and for `--script` runs captured by callers.
public final class OutputBuffer: Sendable {
    private let lines = Mutex<[String]>([])

    /// Creates an empty buffer.
    public init() {}

    /// Appends a line.
    public func write(_ line: String) { lines.withLock { $0.append(line) } }

    /// Everything written, one line per entry joined by newlines.
    public var text: String { lines.withLock { $0.joined(separator: "\n") } }
}
