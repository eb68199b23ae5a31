/// Names close to `name` (edit distance at most a third of the length, or containment),
/// closest first, for "did you mean".
///
/// Lattice has the same helper (`closestNames`) but it is `package`-visible, so this
/// separate package keeps a small copy.
func suggestions(for name: String, in candidates: [String], limit: Int = 2) -> [String] {
    let target = Array(name.lowercased())
    var scored: [(Int, String)] = []
    for candidate in candidates where candidate != name {
        let other = Array(candidate.lowercased())
        let distance = levenshtein(target, other)
        let lower = candidate.lowercased(), query = name.lowercased()
        if distance <= max(1, max(target.count, other.count) / 3) || (!query.isEmpty && (lower.contains(query) || query.contains(lower))) {
            scored.append((distance, candidate))
        }
    }
    return scored.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.prefix(limit).map(\.1)
}

private func levenshtein(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
