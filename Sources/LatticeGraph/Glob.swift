/// A name pattern: `*` matches any run of characters (also none), `?` exactly one; every
/// other character matches itself, case-sensitively.
struct Glob: Sendable, Hashable {
    let pattern: [UInt8]
    let isLiteral: Bool

    init(_ text: String) {
        pattern = Array(text.utf8)
        isLiteral = !pattern.contains(UInt8(ascii: "*")) && !pattern.contains(UInt8(ascii: "?"))
    }

    /// Whether `name` matches, by the linear greedy algorithm with one backtrack point.
    ///
    /// - Complexity: O(*p* × *n*) worst case, O(*p* + *n*) typically; no allocation.
    func matches(_ name: some Collection<UInt8>) -> Bool {
        let star = UInt8(ascii: "*"), any = UInt8(ascii: "?")
        var p = 0
        var n = name.startIndex
        var starAt = -1
        var resumeAt = name.startIndex
        while n != name.endIndex {
            if p < pattern.count && (pattern[p] == any || pattern[p] == name[n]) && pattern[p] != star {
                p += 1
                n = name.index(after: n)
            } else if p < pattern.count && pattern[p] == star {
                starAt = p
                resumeAt = n
                p += 1
            } else if starAt >= 0 {
                p = starAt + 1
                resumeAt = name.index(after: resumeAt)
                n = resumeAt
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == star { p += 1 }
        return p == pattern.count
    }
}
