/// Names close to `name` among `candidates`, closest first: the "did you mean" of every
/// Lattice error message, for your own messages too (an unknown command in your app's
/// console, a misspelt key in your configuration).
///
/// ```swift
/// let commands = ["help", "home", "cart", "checkout"]
/// closestNames(to: "chekout", in: commands)           // ["checkout"]
/// closestNames(to: "crat", in: commands, limit: 1)    // ["cart"]
/// closestNames(to: "zzz", in: commands)               // []
/// ```
///
/// A candidate is close when its edit distance (case-insensitive; a swap of two
/// neighbours counts one) is at most a third of the longer name's length (at least 1), or
/// when one name contains the other. A candidate equal to `name` is never suggested, and
/// each candidate is suggested once. Ties are broken alphabetically, so the result does
/// not depend on the order of `candidates`.
///
/// - Parameters:
///   - name: What was written.
///   - candidates: What could have been meant.
///   - limit: At most this many names are returned.
/// - Returns: Up to `limit` candidates, closest first; empty when none is close.
/// - Complexity: O(*n* × *m*²) for *n* candidates of length about *m*: meant for error
///   paths, not for searching large lists.
public func closestNames(to name: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
    let target = Array(name.lowercased().unicodeScalars)
    var scored: [(distance: Int, name: String)] = []
    for candidate in candidates where candidate != name {
        let lower = candidate.lowercased()
        let other = Array(lower.unicodeScalars)
        let distance = editDistance(target, other)
        let threshold = max(1, max(target.count, other.count) / 3)
        let contains = !target.isEmpty && !other.isEmpty
            && (lower.contains(name.lowercased()) || name.lowercased().contains(lower))
        if distance <= threshold || contains {
            scored.append((distance, candidate))
        }
    }
    scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
    var seen = Set<String>()
    var result: [String] = []
    for entry in scored where result.count < limit && seen.insert(entry.name).inserted {
        result.append(entry.name)
    }
    return result
}

/// Edit distance between two scalar arrays: insertions, deletions, substitutions and
/// swaps of two neighbours each count one (optimal string alignment), so the typos
/// people make most (`Crat` for `Cart`, `itn` for `int`) are one edit away.
package func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}

/// Formats a list of names as `'a', 'b' or 'c'` for messages.
package func quotedList(_ names: [String], conjunction: String = "or") -> String {
    let quoted = names.map { "'\($0)'" }
    switch quoted.count {
    case 0: return ""
    case 1: return quoted[0]
    default: return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
    }
}
