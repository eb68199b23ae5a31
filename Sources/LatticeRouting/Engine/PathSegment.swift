/// One path segment: a byte range plus whether it needs percent-decoding.
struct PathSegment {
    var start: Int32
    var end: Int32
    var hasPercent: Bool
    var foldsCase: Bool
}
