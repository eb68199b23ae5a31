/// A type as written, parsed into what name lookup needs: dotted names with generic
/// arguments, compositions, optionals, arrays and dictionaries. `any` and `some` are
/// dropped (`P.self` and `(any P).self` are one type); what it does not parse (function
/// types, tuples) is kept as normalised text and compared as such.
indirect enum TypeSpelling: Hashable, Sendable {
    /// One part of a dotted name: `Repository<User>` in `Interfaces.Repository<User>`.
    struct Component: Hashable, Sendable {
        var name: String
        var arguments: [TypeSpelling]
    }

    /// `Interfaces.Checkout.Pricing`, `Repository<User>`.
    case nominal([Component])
    /// `A & B`.
    case composition([TypeSpelling])
    /// `T?` or `T!`.
    case optional(TypeSpelling)
    /// `[T]`.
    case array(TypeSpelling)
    /// `[K: V]`.
    case dictionary(TypeSpelling, TypeSpelling)
    /// Anything else, normalised.
    case opaque(String)

    /// Parses `text`; never fails (what it cannot read is ``opaque(_:)``).
    init(parsing text: String) {
        var parser = Parser(characters: Array(text))
        if let type = try? parser.type(), parser.atEnd {
            self = type
        } else {
            self = .opaque(ServiceReference.normalise(text))
        }
    }

    /// The text every comparison uses: no spaces, compositions sorted.
    var text: String {
        switch self {
        case .nominal(let components):
            return components.map { component in
                component.arguments.isEmpty ? component.name : component.name + "<" + component.arguments.map(\.text).joined(separator: ",") + ">"
            }.joined(separator: ".")
        case .composition(let members):
            return members.map(\.text).sorted().joined(separator: "&")
        case .optional(let wrapped):
            if case .composition = wrapped { return "(\(wrapped.text))?" }
            return wrapped.text + "?"
        case .array(let element):
            return "[\(element.text)]"
        case .dictionary(let key, let value):
            return "[\(key.text):\(value.text)]"
        case .opaque(let text):
            return text
        }
    }

    /// The dotted names of a nominal type, without generic arguments (`Interfaces.Repository`).
    var path: String? {
        guard case .nominal(let components) = self else { return nil }
        return components.map(\.name).joined(separator: ".")
    }

    /// `Optional<T>`, `Array<T>` and `Dictionary<K, V>` as `T?`, `[T]` and `[K: V]`.
    var sugared: TypeSpelling {
        guard case .nominal(var components) = self else { return self }
        if components.count == 2, components[0].name == "Swift" { components.removeFirst() }
        guard components.count == 1 else { return self }
        let arguments = components[0].arguments
        switch (components[0].name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
        default: return self
        }
    }

    private struct Failure: Error {}

    /// A recursive-descent reader of the type grammar above.
    private struct Parser {
        let characters: [Character]
        var index = 0

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return index == characters.count
            }
        }

        mutating func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        mutating func peek() -> Character? {
            skipSpaces()
            return index < characters.count ? characters[index] : nil
        }

        mutating func expect(_ character: Character) throws(Failure) {
            guard peek() == character else { throw Failure() }
            index += 1
        }

        static func startsName(_ character: Character) -> Bool { character.isLetter || character == "_" || character == "`" }

        mutating func name() throws(Failure) -> String {
            guard let first = peek(), Self.startsName(first) else { throw Failure() }
            if first == "`" {
                index += 1
                let start = index
                while index < characters.count, characters[index] != "`" { index += 1 }
                guard index < characters.count else { throw Failure() }
                defer { index += 1 }
                return String(characters[start..<index])
            }
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
            return String(characters[start..<index])
        }

        /// `A & B & C`, or one type.
        mutating func type() throws(Failure) -> TypeSpelling {
            var members = [try postfix()]
            while peek() == "&" {
                index += 1
                members.append(try postfix())
            }
            guard members.count > 1 else { return members[0] }
            return .composition(members.flatMap { member -> [TypeSpelling] in
                if case .composition(let inner) = member { return inner }
                return [member]
            })
        }

        mutating func postfix() throws(Failure) -> TypeSpelling {
            var type = try primary()
            while let next = peek(), next == "?" || next == "!" {
                index += 1
                type = .optional(type)
            }
            if peek() == "-" { throw Failure() }  // a function type
            return type
        }

        mutating func primary() throws(Failure) -> TypeSpelling {
            guard let first = peek() else { throw Failure() }
            switch first {
            case "(":
                index += 1
                let inner = try type()
                guard peek() == ")" else { throw Failure() }  // a tuple
                index += 1
                return inner
            case "[":
                index += 1
                let element = try type()
                if peek() == ":" {
                    index += 1
                    let value = try type()
                    try expect("]")
                    return .dictionary(element, value)
                }
                try expect("]")
                return .array(element)
            default:
                let word = try name()
                let end = index
                // `any P`, `some P`: a keyword when a type follows after a space.
                if word == "any" || word == "some", let next = peek(), index > end, Self.startsName(next) || next == "(" || next == "[" {
                    return try type()
                }
                var components = [Component(name: word, arguments: try arguments())]
                while peek() == "." {
                    index += 1
                    components.append(Component(name: try name(), arguments: try arguments()))
                }
                return .nominal(components)
            }
        }

        mutating func arguments() throws(Failure) -> [TypeSpelling] {
            guard index < characters.count, characters[index] == "<" else { return [] }
            index += 1
            var list = [try type()]
            while peek() == "," {
                index += 1
                list.append(try type())
            }
            try expect(">")
            return list
        }
    }
}
