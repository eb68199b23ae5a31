/// The matching order between pattern shapes, used to name the winner of an overlap.
enum Precedence {
    /// 0 literal, 1 parameter with literal prefix/suffix, 2 typed, 3 untyped, 4 wildcard.
    static func rank(_ segment: PatternSegment) -> Int {
        switch segment {
        case .literal: 0
        case .parameter(_, let type, let prefix, let suffix): !prefix.isEmpty || !suffix.isEmpty ? 1 : (type.isEmpty ? 3 : 2)
        case .wildcard: 4
        }
    }

    /// Whether `a` is tried before `b` where both match (priority first).
    static func precedes(_ a: [PatternSegment], priority pa: Int, _ b: [PatternSegment], priority pb: Int) -> Bool {
        if pa != pb { return pa > pb }
        for (left, right) in zip(a, b) where rank(left) != rank(right) {
            return rank(left) < rank(right)
        }
        return a.count >= b.count
    }
}
