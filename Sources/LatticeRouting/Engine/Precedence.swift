/// The matching order between pattern shapes, used to name the winner of an overlap. It
/// mirrors the trie walk: at the first place two shapes take different edges, the edge
/// tried first wins (literal, then parameters with a literal prefix or suffix, longer
/// first, then typed by ``ParameterType/matchingOrder``, then untyped, then a wildcard);
/// when one shape ends where the other's `*name?` matches nothing, the one ending wins.
enum Precedence {
    /// 0 literal, 1 parameter with literal prefix/suffix, 2 typed, 3 untyped, 4 wildcard.
    static func rank(_ segment: PatternSegment) -> Int {
        switch segment {
        case .literal: 0
        case .parameter(_, let type, let prefix, let suffix): !prefix.isEmpty || !suffix.isEmpty ? 1 : (type.isEmpty ? 3 : 2)
        case .wildcard: 4
        }
    }

    /// Negative when `a` is tried before `b` at one place, positive when after, 0 when
    /// they take the same edge.
    static func order(_ a: PatternSegment, _ b: PatternSegment, types: [String: ParameterType]) -> Int {
        let (left, right) = (rank(a), rank(b))
        if left != right { return left < right ? -1 : 1 }
        guard case .parameter(_, let typeA, let prefixA, let suffixA) = a, case .parameter(_, let typeB, let prefixB, let suffixB) = b else {
            return 0
        }
        let affixA = prefixA.utf8.count + suffixA.utf8.count
        let affixB = prefixB.utf8.count + suffixB.utf8.count
        if affixA != affixB { return affixA > affixB ? -1 : 1 }
        if prefixA != prefixB { return prefixA < prefixB ? -1 : 1 }
        if suffixA != suffixB { return suffixA < suffixB ? -1 : 1 }
        if typeA == typeB { return 0 }
        if typeA.isEmpty || typeB.isEmpty { return typeA.isEmpty ? 1 : -1 }
        guard let orderA = types[typeA]?.matchingOrder, let orderB = types[typeB]?.matchingOrder else { return 0 }
        return orderA < orderB ? -1 : 1
    }

    /// Whether `a` is tried before `b` where both match: priority first, then the first
    /// place they differ, then the method (a route with one before one without), then the
    /// shorter (a route ending where the other's `*name?` matches nothing).
    static func precedes(
        _ a: [PatternSegment], priority pa: Int, method ma: String? = nil, _ b: [PatternSegment], priority pb: Int, method mb: String? = nil,
        types: [String: ParameterType] = [:]
    ) -> Bool {
        if pa != pb { return pa > pb }
        for (left, right) in zip(a, b) {
            let order = order(left, right, types: types)
            if order != 0 { return order < 0 }
        }
        if a.count != b.count { return a.count < b.count }
        if (ma == nil) != (mb == nil) { return ma != nil }
        return true
    }
}
