/// Decodes an action's `Decodable` input from an untyped parameter dictionary.
///
/// Values may be the input's own types (`Int`, `Bool`, a nested dictionary, an array, or a
/// value of the exact type wanted) or strings, as they arrive in a URL's query: `"2"`
/// decodes as an `Int`, `"true"`/`"false"`/`"1"`/`"0"` as a `Bool`. A missing key throws
/// `DecodingError.keyNotFound`; a value of another type, `DecodingError.typeMismatch` whose
/// description shows the value.
struct ParamsDecoder: Decoder {
    let value: any Sendable
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func decode<T: Decodable>(_ type: T.Type, from params: [String: any Sendable]) throws(DecodingError) -> T {
        do {
            return try T(from: ParamsDecoder(value: params, codingPath: []))
        } catch let error as DecodingError {
            throw error
        } catch {
            // A custom `init(from:)` rejected the value with its own error.
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let dictionary = value as? [String: any Sendable] else {
            throw Self.mismatch([String: any Sendable].self, value, codingPath)
        }
        return KeyedDecodingContainer(Keyed<Key>(dictionary: dictionary, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let array = value as? [any Sendable] else { throw Self.mismatch([any Sendable].self, value, codingPath) }
        return Unkeyed(array: array, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(value: value, codingPath: codingPath) }

    // MARK: Values

    /// Decodes one value found under `key` (nil for an array element or a single value)
    /// below `parent`, converting from a string when the value is one. The coding path is
    /// only built when a nested decoder or an error needs it.
    static func value<T: Decodable>(
        _ type: T.Type, from value: any Sendable, at parent: [any CodingKey], key: (any CodingKey)?
    ) throws -> T {
        if let direct = value as? T { return direct }
        if let string = value as? String, let converted = convert(string, to: T.self) { return converted }
        if let number = convertNumber(value, to: T.self) { return number }
        let path = key.map { parent + [$0] } ?? parent
        if isNil(value) {
            throw DecodingError.valueNotFound(T.self, .init(codingPath: path, debugDescription: "The value is nil."))
        }
        if isPrimitive(T.self) { throw mismatch(T.self, value, path) }
        return try T(from: ParamsDecoder(value: value, codingPath: path))
    }

    private static func convert<T>(_ string: String, to type: T.Type) -> T? {
        switch type {
        case is Bool.Type:
            switch string.lowercased() {
            case "true", "1", "yes": return true as? T
            case "false", "0", "no": return false as? T
            default: return nil
            }
        case is Int.Type: return Int(string) as? T
        case is Int64.Type: return Int64(string) as? T
        case is Int32.Type: return Int32(string) as? T
        case is UInt.Type: return UInt(string) as? T
        case is UInt64.Type: return UInt64(string) as? T
        case is Double.Type: return Double(string) as? T
        case is Float.Type: return Float(string) as? T
        default: return nil
        }
    }

    /// Converts between numeric types when the value fits exactly (an `Int` for a `Double`).
    private static func convertNumber<T>(_ value: any Sendable, to type: T.Type) -> T? {
        if let int = value as? Int {
            switch type {
            case is Double.Type: return Double(exactly: int) as? T
            case is Float.Type: return Float(exactly: int) as? T
            case is Int64.Type: return Int64(exactly: int) as? T
            case is Int32.Type: return Int32(exactly: int) as? T
            case is UInt.Type: return UInt(exactly: int) as? T
            case is UInt64.Type: return UInt64(exactly: int) as? T
            default: return nil
            }
        }
        if let double = value as? Double, type is Int.Type { return Int(exactly: double) as? T }
        return nil
    }

    private static func isPrimitive<T>(_ type: T.Type) -> Bool {
        switch type {
        case is String.Type, is Bool.Type, is Int.Type, is Int64.Type, is Int32.Type, is Int16.Type,
             is Int8.Type, is UInt.Type, is UInt64.Type, is UInt32.Type, is UInt16.Type, is UInt8.Type,
             is Double.Type, is Float.Type: true
        default: false
        }
    }

    static func mismatch(_ expected: Any.Type, _ value: any Sendable, _ path: [any CodingKey]) -> DecodingError {
        let shown = value as? String ?? "\(value)"
        return DecodingError.typeMismatch(expected, .init(
            codingPath: path, debugDescription: "Expected \(typeName(expected)), found '\(shown)' (\(typeName(type(of: value))))."
        ))
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is [String: any Sendable].Type: "a dictionary of parameters"
        case is [any Sendable].Type: "an array"
        default: "\(type)"
        }
    }

    static func isNil(_ value: any Sendable) -> Bool {
        (value as? any OptionalValue)?.isNone ?? false
    }
}

/// Lets the decoder see through an `Optional` stored as `any Sendable`.
private protocol OptionalValue { var isNone: Bool { get } }
extension Optional: OptionalValue {
    fileprivate var isNone: Bool { self == nil }
}

/// A key made at run time, for array indexes in coding paths.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

extension ParamsDecoder {
    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let dictionary: [String: any Sendable]
        let codingPath: [any CodingKey]
        var allKeys: [Key] { dictionary.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { dictionary[key.stringValue] != nil }

        func decodeNil(forKey key: Key) throws -> Bool {
            guard let value = dictionary[key.stringValue] else { return true }
            return ParamsDecoder.isNil(value)
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let value = dictionary[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath + [key], debugDescription: "No value for '\(key.stringValue)'."))
            }
            return try ParamsDecoder.value(T.self, from: value, at: codingPath, key: key)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder(for: key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder(for: key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { ParamsDecoder(value: dictionary, codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }

        private func decoder(for key: Key) throws -> ParamsDecoder {
            guard let value = dictionary[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath + [key], debugDescription: "No value for '\(key.stringValue)'."))
            }
            return ParamsDecoder(value: value, codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let array: [any Sendable]
        let codingPath: [any CodingKey]
        var currentIndex = 0
        var count: Int? { array.count }
        var isAtEnd: Bool { currentIndex >= array.count }

        init(array: [any Sendable], codingPath: [any CodingKey]) {
            self.array = array
            self.codingPath = codingPath
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, ParamsDecoder.isNil(array[currentIndex]) else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let value = try next(T.self)
            let result = try ParamsDecoder.value(T.self, from: value, at: codingPath, key: IndexKey(intValue: currentIndex))
            currentIndex += 1
            return result
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try nextDecoder().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try nextDecoder().unkeyedContainer() }
        mutating func superDecoder() throws -> any Decoder { try nextDecoder() }

        private func next(_ type: Any.Type) throws -> any Sendable {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(type, .init(
                    codingPath: codingPath + [IndexKey(intValue: currentIndex)],
                    debugDescription: "The array has only \(array.count) elements."
                ))
            }
            return array[currentIndex]
        }

        private mutating func nextDecoder() throws -> ParamsDecoder {
            let value = try next(Any.self)
            defer { currentIndex += 1 }
            return ParamsDecoder(value: value, codingPath: codingPath + [IndexKey(intValue: currentIndex)])
        }
    }

    struct Single: SingleValueDecodingContainer {
        let value: any Sendable
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { ParamsDecoder.isNil(value) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try ParamsDecoder.value(T.self, from: value, at: codingPath, key: nil)
        }
    }
}
