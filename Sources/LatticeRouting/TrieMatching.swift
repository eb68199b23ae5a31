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
            inline = (
                count > 0 ? buffer[0] : empty, count > 1 ? buffer[1] : empty,
                count > 2 ? buffer[2] : empty, count > 3 ? buffer[3] : empty)
            overflow = []
        } else {
            inline = (empty, empty, empty, empty)
            overflow = Array(buffer[0..<count])
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

/// A matching route entry with its captures.
struct Candidate: Sendable {
    var entry: RouteTrie.Entry
    var captures: CaptureList
}

/// The state of one walk through the trie.
struct Walk {
    let bytes: UnsafeBufferPointer<UInt8>
    let segments: UnsafeBufferPointer<PathSegment>
    let captures: UnsafeMutableBufferPointer<Capture>
    let pathEnd: Int32
    /// The request's method as an index into ``RouteTrie/methods`` (`UInt16.max`: unknown).
    let method: UInt16
    /// Where to collect every candidate in matching order; `nil` to stop at the first (then
    /// the walk holds no reference and costs nothing to tear down).
    let collected: UnsafeMutablePointer<[Candidate]>?
    /// Let typed parameters accept any value (to explain a failed match).
    let ignoresTypes: Bool
    var found: RouteTrie.Entry?
    var foundCaptureCount = 0
}

extension RouteTrie {
    /// Walks from `node` at segment `index`, literal before typed before untyped before
    /// wildcard, backtracking when a branch fails. Returns `true` to stop.
    ///
    /// - Complexity: O(*s*) for *s* segments when there is no backtracking; never depends
    ///   on the number of routes except through the branches actually tried.
    func walk(_ node: Int32, _ index: Int, _ captureCount: Int, _ walk: inout Walk) -> Bool {
        let current = nodes[Int(node)]
        if index == walk.segments.count {
            return visit(current.firstEntry, captureCount, &walk)
        }
        let segment = walk.segments[index]
        if current.firstConstant >= 0 {
            let child = constantChild(of: node, segment, walk.bytes)
            if child >= 0, self.walk(child, index + 1, captureCount, &walk) { return true }
        }
        var cursor = current.firstParameter
        while cursor >= 0 {
            let edge = parameterEdges[Int(cursor)]
            if let capture = capture(edge, segment, walk.bytes, ignoresTypes: walk.ignoresTypes) {
                walk.captures[captureCount] = capture
                if self.walk(edge.child, index + 1, captureCount + 1, &walk) { return true }
            }
            cursor = edge.next
        }
        if current.firstWildcard >= 0 {
            walk.captures[captureCount] = Capture(start: segment.start, end: walk.pathEnd)
            return visit(current.firstWildcard, captureCount + 1, &walk)
        }
        return false
    }

    @inline(__always)
    private func visit(_ first: Int32, _ captureCount: Int, _ walk: inout Walk) -> Bool {
        var cursor = first
        while cursor >= 0 {
            let entry = entries[Int(cursor)]
            if entry.method == 0 || entry.method == walk.method {
                guard let collected = walk.collected else {
                    walk.found = entry
                    walk.foundCaptureCount = captureCount
                    return true
                }
                collected.pointee.append(Candidate(entry: entry, captures: CaptureList(walk.captures, count: captureCount)))
            }
            cursor = entry.next
        }
        return false
    }

    @inline(__always)
    private func constantChild(of node: Int32, _ segment: PathSegment, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let fold = foldsCase || segment.foldsCase
        let start = Int(segment.start)
        let end = Int(segment.end)
        guard segment.hasPercent else {
            let key = SegmentKey(bytes, start: start, end: end, fold: fold)
            return constantChild(of: node, key, bytes, start: start, length: end - start, fold: fold)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start) { buffer in
            let length = PercentCoding.decode(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: buffer, plusIsSpace: false)
            return constantChild(of: node, UnsafeBufferPointer(rebasing: buffer[0..<length]), fold: fold)
        }
    }

    @inline(__always)
    private func capture(_ edge: ParameterEdge, _ segment: PathSegment, _ bytes: UnsafeBufferPointer<UInt8>, ignoresTypes: Bool) -> Capture? {
        var start = segment.start
        var end = segment.end
        if edge.prefixLength > 0 || edge.suffixLength > 0 {
            guard end - start > edge.prefixLength + edge.suffixLength else { return nil }
            let matches = labels.withUnsafeBufferPointer { pool in
                for offset in 0..<Int(edge.prefixLength) where pool[Int(edge.prefixStart) + offset] != bytes[Int(start) + offset] {
                    return false
                }
                let suffixAt = Int(end - edge.suffixLength)
                for offset in 0..<Int(edge.suffixLength) where pool[Int(edge.suffixStart) + offset] != bytes[suffixAt + offset] {
                    return false
                }
                return true
            }
            guard matches else { return nil }
            start += edge.prefixLength
            end -= edge.suffixLength
        }
        if edge.type >= 0, !ignoresTypes {
            let type = types[Int(edge.type)]
            let slice = UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)])
            let accepted = segment.hasPercent
                ? withUnsafeTemporaryAllocation(of: UInt8.self, capacity: slice.count) { buffer in
                    let length = PercentCoding.decode(slice, into: buffer, plusIsSpace: false)
                    return type.accepts(UnsafeBufferPointer(rebasing: buffer[0..<length]))
                }
                : type.accepts(slice)
            guard accepted else { return nil }
        }
        return Capture(start: start, end: end)
    }
}
