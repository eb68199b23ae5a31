/// A captured value: a byte range of the URL string, decoded only when read.
///
/// Both bounds live in one word, so that writing a capture is one store and reading it
/// one load (a wider load of two narrower stores cannot be forwarded, and stalls).
struct Capture: Sendable {
    private let bits: UInt64

    init(start: Int32, end: Int32) {
        bits = UInt64(UInt32(bitPattern: start)) | UInt64(UInt32(bitPattern: end)) &<< 32
    }

    static let empty = Capture(start: 0, end: 0)

    var start: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: bits)) }
    var end: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: bits &>> 32)) }
}
