/// Finds the top-level parameter keys of a `Decodable` input by decoding it once from
/// placeholder values (empty strings, zeros, `false`, empty arrays) and recording the keys
/// it asks for.
///
/// Only for the catalog; `nil` when the type cannot be decoded that way (a custom
/// `init(from:)` that validates, an enum whose raw values exclude the placeholder).
enum KeyProbe {
    static func keys<T: Decodable>(of type: T.Type) -> [String]? {
        if T.self == NoInput.self { return [] }
        let recorder = Recorder()
        guard (try? T(from: Probe(recorder: recorder, depth: 0))) != nil else { return nil }
        return recorder.keys
    }

    /// Collects the keys in the order they are asked for; used by one probe on one thread.
    private final class Recorder {
        var keys: [String] = []
        func add(_ key: String) { if !keys.contains(key) { keys.append(key) } }
    }

    private struct Probe: Decoder {
        let recorder: Recorder
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(Keyed<Key>(probe: self))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Empty() }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(probe: self) }

        func placeholder<T: Decodable>(_ type: T.Type) throws -> T {
            let value: Any? = switch type {
            case is String.Type: ""
            case is Bool.Type: false
            case is Int.Type: 0
            case is Int64.Type: Int64(0)
            case is Int32.Type: Int32(0)
            case is UInt.Type: UInt(0)
            case is UInt64.Type: UInt64(0)
            case is Double.Type: 0.0
            case is Float.Type: Float(0)
            default: nil
            }
            if let value = value as? T { return value }
            guard depth < 8 else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "too deep")) }
            return try T(from: Probe(recorder: recorder, depth: depth + 1))
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let probe: Probe
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }
        func contains(_ key: Key) -> Bool { record(key); return true }
        func decodeNil(forKey key: Key) throws -> Bool { record(key); return false }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            record(key)
            return try probe.placeholder(type)
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            record(key)
            return KeyedDecodingContainer(Keyed<NestedKey>(probe: Probe(recorder: probe.recorder, depth: probe.depth + 1)))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { record(key); return Empty() }
        func superDecoder() throws -> any Decoder { probe }
        func superDecoder(forKey key: Key) throws -> any Decoder { record(key); return probe }
        private func record(_ key: Key) { if probe.depth == 0 { probe.recorder.add(key.stringValue) } }
    }

    private struct Empty: UnkeyedDecodingContainer {
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 0 }
        var isAtEnd: Bool { true }
        var currentIndex: Int { 0 }
        mutating func decodeNil() throws -> Bool { false }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw end() }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> { throw end() }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw end() }
        mutating func superDecoder() throws -> any Decoder { throw end() }
        private func end() -> DecodingError { .valueNotFound(Any.self, .init(codingPath: [], debugDescription: "empty")) }
    }

    private struct Single: SingleValueDecodingContainer {
        let probe: Probe
        var codingPath: [any CodingKey] { [] }
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try probe.placeholder(type) }
    }
}
