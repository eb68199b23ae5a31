/// The state of one walk through the trie.
///
/// SAFETY: its buffers are the URL's bytes and the caller's scratch space, valid for the
/// one `match` that creates the walk on its stack; the walk never outlives that call.
@safe
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
    var found: RouteTrie.RouteEnd?
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
        // SAFETY: `walk`'s buffers are valid for the match that owns it; `index` stays below the
        // segment count, and captures are written below `maxSegments + 1`.
        if unsafe index == walk.segments.count {
            if visit(current.firstEntry, captureCount, &walk) { return true }
            // A `*name?` wildcard here matches the empty rest, after the routes ending here.
            guard current.firstWildcard >= 0 else { return false }
            unsafe walk.captures[captureCount] = Capture(start: walk.pathEnd, end: walk.pathEnd)
            return visit(current.firstWildcard, captureCount + 1, &walk, emptyRest: true)
        }
        let segment = unsafe walk.segments[index]
        if current.firstLiteral >= 0 {
            let child = unsafe literalChild(of: node, first: current.firstLiteral, segment, walk.bytes)
            if child >= 0, self.walk(child, index + 1, captureCount, &walk) { return true }
        }
        var cursor = current.firstParameter
        while cursor >= 0 {
            let child = nodes[Int(cursor)]
            if let capture = unsafe capture(child, segment, walk.bytes, ignoresTypes: walk.ignoresTypes) {
                unsafe walk.captures[captureCount] = capture
                if self.walk(cursor, index + 1, captureCount + 1, &walk) { return true }
            }
            cursor = child.nextSibling
        }
        if current.firstWildcard >= 0 {
            unsafe walk.captures[captureCount] = Capture(start: segment.start, end: walk.pathEnd)
            return visit(current.firstWildcard, captureCount + 1, &walk)
        }
        return false
    }

    @inline(__always)
    private func visit(_ first: Int32, _ captureCount: Int, _ walk: inout Walk, emptyRest: Bool = false) -> Bool {
        var cursor = first
        while cursor >= 0 {
            let entry = entries[Int(cursor)]
            if entry.method == 0 || entry.method == walk.method, !emptyRest || entry.allowsEmptyRest {
                // SAFETY: as in `walk(_:_:_:_:)`: the buffers outlive the walk, and every index is
                // bounded by the segment count.
                guard let collected = unsafe walk.collected else {
                    walk.found = entry
                    walk.foundCaptureCount = captureCount
                    return true
                }
                unsafe collected.pointee.append(Candidate(entry: entry, captures: CaptureList(walk.captures, count: captureCount)))
            }
            cursor = entry.next
        }
        return false
    }

    /// The literal child of `node` (whose first literal child is `first`) labelled as
    /// `segment`, or -1. A node with one literal child of up to eight bytes compares it
    /// directly: one record read instead of a hash probe and a record (in a wide table,
    /// where most nodes below the root have one literal child, a cache miss fewer).
    ///
    /// `@_transparent`, like ``capture(_:_:_:ignoresTypes:)`` and the hashed lookup: with
    /// `@inline(__always)` the optimizer kept them out of line in the recursive
    /// ``walk(_:_:_:_:)``, a call with its prologue and stack check per segment. Inlined,
    /// a match on the 10,000-route set runs about 170 fewer instructions (callgrind: 1,933
    /// to 1,763).
    @_transparent
    private func literalChild(of node: Int32, first: Int32, _ segment: PathSegment, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let fold = foldsCase || segment.foldsCase
        let start = Int(segment.start)
        let end = Int(segment.end)
        let length = end - start
        if !segment.hasPercent, length <= 8 {
            let only = nodes[Int(first)]
            if only.nextSibling < 0 {
                // SAFETY: the segment's range lies within `bytes`; at most its `length` bytes are read.
                let head = unsafe SegmentKey.word(bytes, at: start, length: length, fold: fold)
                return only.head == head && Int(only.labelLength) == length ? first : -1
            }
        }
        guard segment.hasPercent else {
            // SAFETY: the segment's range lies within `bytes`.
            let key = unsafe SegmentKey(bytes, start: start, end: end, fold: fold)
            return unsafe literalChild(of: node, key, bytes, start: start, length: end - start, fold: fold)
        }
        // Decoded out of line: the walk this is inlined into keeps no temporary buffer.
        return unsafe PercentCoding.withDecoded(UnsafeBufferPointer(rebasing: bytes[start..<end])) { decoded in
            unsafe literalChild(of: node, decoded, fold: fold)
        }
    }

    /// The capture of `segment` by the parameter edge that `edge`, a parameter child,
    /// holds, or `nil` when its prefix, suffix or type does not accept the segment.
    @_transparent
    private func capture(_ edge: Node, _ segment: PathSegment, _ bytes: UnsafeBufferPointer<UInt8>, ignoresTypes: Bool) -> Capture? {
        var start = segment.start
        var end = segment.end
        if edge.prefixLength > 0 || edge.suffixLength > 0 {
            guard end - start > edge.prefixLength + edge.suffixLength else { return nil }
            // SAFETY: the segment's range lies within `bytes`, and the prefix and suffix are
            // compared only when the segment is long enough to hold them.
            let matches = unsafe labels.withUnsafeBufferPointer { pool in
                for offset in 0..<Int(edge.prefixLength) where unsafe pool[Int(edge.prefixStart) + offset] != bytes[Int(start) + offset] {
                    return false
                }
                let suffixAt = Int(end - edge.suffixLength)
                for offset in 0..<Int(edge.suffixLength) where unsafe pool[Int(edge.suffixStart) + offset] != bytes[suffixAt + offset] {
                    return false
                }
                return true
            }
            guard matches else { return nil }
            start += edge.prefixLength
            end -= edge.suffixLength
        }
        if edge.parameterType >= 0, !ignoresTypes {
            let type = types[Int(edge.parameterType)]
            let slice = unsafe UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)])
            let accepted = unsafe segment.hasPercent
                ? PercentCoding.withDecoded(slice) { decoded in unsafe type.accepts(decoded) }
                : type.accepts(slice)
            guard accepted else { return nil }
        }
        return Capture(start: start, end: end)
    }
}
