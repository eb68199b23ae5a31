/// A service as code names it: the type as written (`(any CartManaging)` is read as
/// `CartManaging`, the spelling every check compares) and an optional name.
public struct ServiceReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The type, normalised: `any`, parentheses and `.self` removed (`CartManaging`).
    public var type: String
    /// The type exactly as written, to write back in generated code (`(any CartManaging)`).
    public var spelling: String
    /// The registration name, if a string literal gives one.
    public var name: String?

    /// Creates a reference; `type` is normalised from `spelling` when not given.
    public init(spelling: String, name: String? = nil, type: String? = nil) {
        self.spelling = spelling
        self.type = type ?? ServiceReference.normalise(spelling)
        self.name = name
    }

    /// `CartManaging`, or `CartManaging (name: "disk")`.
    public var description: String { name.map { "\(type) (name: \"\($0)\")" } ?? type }

    /// Drops `.self`, `.Type`-free wrapping parentheses, `any ` and spaces: the spelling
    /// every comparison uses.
    public static func normalise(_ spelling: String) -> String {
        var text = spelling.filter { !$0.isWhitespace }
        if text.hasSuffix(".self") { text.removeLast(5) }
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("any") && text.count > 3, let next = text.dropFirst(3).first, next.isUppercase { text.removeFirst(3) }
        return text
    }
}
