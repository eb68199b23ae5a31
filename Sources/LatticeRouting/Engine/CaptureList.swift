/// Captures stored inline up to four (no allocation), in an array beyond.
struct CaptureList: Sendable {
    private var inline: (Capture, Capture, Capture, Capture)
    private var overflow: [Capture]
    let count: Int

    @inline(__always)
    init(_ first: Capture, _ second: Capture, _ third: Capture, _ fourth: Capture, overflow: [Capture], count: Int) {
        inline = (first, second, third, fourth)
        self.overflow = overflow
        self.count = count
    }

    @inline(__always)
    init(_ buffer: UnsafeMutableBufferPointer<Capture>, count: Int) {
        let empty = Capture(start: 0, end: 0)
        self.count = count
        if count <= 4 {
            // SAFETY: the walk wrote `count` captures to `buffer`, its scratch space of
            // `maxSegments + 1`; only those are read.
            inline = unsafe (
                count > 0 ? buffer[0] : empty, count > 1 ? buffer[1] : empty,
                count > 2 ? buffer[2] : empty, count > 3 ? buffer[3] : empty)
            overflow = []
        } else {
            inline = (empty, empty, empty, empty)
            overflow = unsafe Array(buffer[0..<count])
        }
    }

    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Capture {
        guard count <= 4 else { return overflow[index] }
        switch index {
        case 0: return inline.0
        case 1: return inline.1
        case 2: return inline.2
        default: return inline.3
        }
    }
}
