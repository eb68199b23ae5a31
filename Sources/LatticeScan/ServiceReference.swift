/// A service as code names it: the type as written (`(any CartManaging)` is read as
/// `CartManaging`, the spelling messages show) and an optional name, with where it is
/// written so that `WiringLink` can resolve it as the compiler would.
///
/// The scan fills what one file says (``spelling``, ``name`` or `nameExpression`,
/// `scope`, and `undecided` for what no scan can read); the link fills
/// `canonicalType`, the name a constant holds, and `undecided` for what the other
/// targets leave open. Every comparison of the whole-app check uses `canonicalType`.
public struct ServiceReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The spelling of a service whose type is not written (`let cart = try r.resolve()`,
    /// the type inferred from where the result goes).
    package static let inferredType = "_"

    /// The type, normalised: `any`, parentheses and `.self` removed (`CartManaging`).
    public var type: String
    /// The type exactly as written, to write back in generated code (`(any CartManaging)`).
    public var spelling: String
    /// The registration name: the string literal written, or once linked, the string the
    /// constant named by `nameExpression` holds.
    public var name: String?
    /// The name as written when it is not a literal but names a constant
    /// (`ServiceNames.disk`, `diskName`); the link looks the constant up.
    package var nameExpression: String?
    /// Where it is written; `nil` for a reference built by hand (then the link looks its
    /// names up in every scanned module).
    package var scope: ScannedScope?
    /// The type as the compiler resolves it, set by `WiringLink`: module-qualified,
    /// typealiases followed, compositions sorted, generic arguments resolved
    /// (`Interfaces.Repository<Models.User>`, `Interfaces.A&Interfaces.B`); a type from a
    /// module the scan never saw stays as written. `nil` before linking, or when the type
    /// cannot be decided.
    package var canonicalType: String?
    /// Why the build cannot decide which service this is (a name computed at run time, a
    /// type only inferred, a short name two imported modules declare), as a clause
    /// ("its name `key()` is computed at run time"); `nil` when it is known. The whole-app
    /// check reports it as a note and leaves it to the host's checks at boot.
    package var undecided: String?

    /// Creates a reference; `type` is normalised from `spelling` when not given.
    package init(
        spelling: String, name: String? = nil, type: String? = nil, nameExpression: String? = nil, scope: ScannedScope? = nil,
        undecided: String? = nil
    ) {
        self.spelling = spelling
        self.type = type ?? ServiceReference.normalise(spelling)
        self.name = name
        self.nameExpression = nameExpression
        self.scope = scope
        self.undecided = undecided
    }

    /// Whether the type is written (not only inferred).
    public var isTypeWritten: Bool { spelling != Self.inferredType }

    /// `CartManaging`, `CartManaging (name: "disk")`, `CartManaging (name: Names.disk)`.
    public var description: String {
        let shown = isTypeWritten ? type : "a service of an inferred type"
        if let name { return "\(shown) (name: \"\(name)\")" }
        return nameExpression.map { "\(shown) (name: \($0))" } ?? shown
    }

    /// Drops `.self`, the `any` and `some` keywords, spaces and parentheses around the whole
    /// type: the spelling messages show (`(any Interfaces.Storage).self` → `Interfaces.Storage`).
    package static func normalise(_ spelling: String) -> String {
        let characters = Array(spelling)
        var text = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            guard character.isLetter || character == "_" else { text.append(character); index += 1; continue }
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            let word = String(characters[index..<end])
            var next = end
            while next < characters.count, characters[next].isWhitespace { next += 1 }
            // `any P`, `some P`: a keyword when a type follows after a space.
            let isKeyword = (word == "any" || word == "some") && next > end && next < characters.count
                && (characters[next].isLetter || characters[next] == "_" || characters[next] == "(" || characters[next] == "[")
            if !isKeyword { text += word }
            index = end
        }
        if text.hasSuffix(".self") { text.removeLast(5) }
        while text.hasPrefix("("), text.hasSuffix(")"), wrapsWhole(text) { text = String(text.dropFirst().dropLast()) }
        return text
    }

    /// Whether the first `(` of `text` closes at its last character.
    private static func wrapsWhole(_ text: String) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }
}
