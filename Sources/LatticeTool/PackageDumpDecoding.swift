internal import Foundation

/// The part of `swift package dump-package`'s JSON the tool reads.
struct PackageDump: Decodable {
    struct Target: Decodable {
        var name: String
        var type: String
        var dependencies: [TargetDependency]
        /// The `path:` the manifest gives, if any (else SwiftPM's `Sources/<name>`).
        var path: String?
    }

    /// `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, moduleAliases, condition]}`.
    struct TargetDependency: Decodable {
        var name: String
        var kind: PackageManifest.Dependency.Kind
        var package: String?
        var condition: String?

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            guard let key = container.allKeys.first, let kind = PackageManifest.Dependency.Kind(rawValue: key.stringValue) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a dependency must be one of byName, target or product, found \(container.allKeys.map(\.stringValue))"))
            }
            let values = try container.decode([JSONValue].self, forKey: key)
            guard case .string(let name)? = values.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a dependency without a name"))
            }
            self.name = name
            self.kind = kind
            if kind == .product, values.count > 1, case .string(let package) = values[1] { self.package = package }
            if values.count > 1, let last = values.last { condition = Self.describe(condition: last) }
        }

        /// `platforms: linux, macos; traits: X`, or `nil` for no condition.
        static func describe(condition: JSONValue) -> String? {
            guard case .object(let fields) = condition else { return nil }
            var parts: [String] = []
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                let label = key == "platformNames" ? "platforms" : key
                switch value {
                case .array(let items):
                    let names = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
                    if !names.isEmpty { parts.append("\(label): \(names.joined(separator: ", "))") }
                case .string(let text):
                    parts.append("\(label): \(text)")
                case .object:
                    if let inner = describe(condition: value) { parts.append("\(label): \(inner)") }
                default:
                    continue
                }
            }
            return parts.isEmpty ? nil : parts.joined(separator: "; ")
        }
    }

    var name: String
    var targets: [Target]

    /// Decodes the JSON, skipping anything SwiftPM printed before the opening brace.
    static func decode(_ data: Data) throws -> PackageDump {
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        return try JSONDecoder().decode(PackageDump.self, from: data[start...])
    }
}

/// Any JSON value, for the loosely typed arrays of a dump.
enum JSONValue: Decodable {
    case string(String), number(Double), bool(Bool), null
    case array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }
}
