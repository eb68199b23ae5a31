/// One libFuzzer input: its bytes, read as the library's callers read outside text.
public struct FuzzInput {
    /// The input's bytes.
    public let bytes: UnsafeBufferPointer<UInt8>

    /// Wraps the pointer and size libFuzzer passes to `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    }

    /// The bytes as UTF-8 text, invalid sequences replaced (as `String(decoding:as:)` reads a file).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The first byte (0 when empty), to choose a variant, and the rest as text.
    public var selectorAndText: (selector: UInt8, text: String) {
        guard let first = bytes.first else { return (0, "") }
        return (first, String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst()), as: UTF8.self))
    }
}
