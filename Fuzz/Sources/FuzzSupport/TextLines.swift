/// Line arithmetic for checking the locations errors and diagnostics point at.
public enum TextLines {
    /// The number of lines of `text` as an editor counts them (a last line without a
    /// newline counts; an empty text has one line). Every `\n`, `\r\n` and lone `\r` ends one.
    public static func count(_ text: String) -> Int {
        var lines = 1
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 10 && previous != 13 || byte == 13 { lines += 1 }
            previous = byte
        }
        return lines
    }
}
