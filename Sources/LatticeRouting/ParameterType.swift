/// The type a route parameter must have, written `:name<type>` in a pattern.
///
/// Built in: ``int``, ``uint``, ``double``, ``bool``, ``uuid`` and ``string`` (the same as
/// no type).
/// Define your own with ``init(name:validate:)`` and list it in
/// ``Router/Configuration/parameterTypes``. A typed parameter only matches values of its
/// type, so `/items/:id<int>` and `/items/:slug` can live side by side: `/items/42` reaches
/// the first, `/items/shoes` the second.
public struct ParameterType: Sendable, CustomStringConvertible {
    enum Kind: Int, Sendable {
        case uint = 0, int, double, uuid, bool, custom, string
    }

    let kind: Kind
    /// The name used in patterns (`int`, `uuid`, your own).
    public let name: String
    let validator: (@Sendable (String) -> Bool)?

    private init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
        self.validator = nil
    }

    /// A user-defined type: `validate` says whether a (percent-decoded) value has it.
    ///
    /// - Parameters:
    ///   - name: The name used in patterns, such as `slug` in `:id<slug>`.
    ///   - validate: Returns `true` for values of this type. Called while matching.
    public init(name: String, validate: @escaping @Sendable (String) -> Bool) {
        self.kind = .custom
        self.name = name
        self.validator = validate
    }

    /// Decimal integers that fit `Int`, with an optional leading `-`.
    public static let int = ParameterType(kind: .int, name: "int")
    /// Non-negative decimal integers that fit `UInt`: digits only, no sign (`:id<uint>`).
    /// Tried before ``int`` where both stand at one place.
    public static let uint = ParameterType(kind: .uint, name: "uint")
    /// Decimal numbers such as `-1`, `2.5`, `1e3`.
    public static let double = ParameterType(kind: .double, name: "double")
    /// `true`, `false`, `yes`, `no`, `1`, `0` (any case).
    public static let bool = ParameterType(kind: .bool, name: "bool")
    /// A UUID in the 8-4-4-4-12 hex form.
    public static let uuid = ParameterType(kind: .uuid, name: "uuid")
    /// Any value (the same as a parameter without a type).
    public static let string = ParameterType(kind: .string, name: "string")

    /// The built-in types, in matching order.
    static let builtIn: [ParameterType] = [.uint, .int, .double, .uuid, .bool, .string]

    /// The type's name.
    public var description: String { name }

    /// Whether `text` is a value of this type, read from its UTF-8 in place (a string not
    /// stored contiguously is made so first).
    func accepts(_ text: String) -> Bool {
        var text = text
        // SAFETY: the buffer is the string's own UTF-8, valid inside the closure.
        return text.withUTF8 { unsafe accepts($0) }
    }

    /// Whether the UTF-8 `bytes` (already percent-decoded) are a value of this type.
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch kind {
        case .string: return true
        // SAFETY: `bytes` is a capture's decoded UTF-8, valid for this call.
        case .int: return unsafe Self.isInt(bytes)
        case .uint: return unsafe Self.isUInt(bytes)
        case .double: return unsafe Self.isDouble(bytes)
        case .bool: return unsafe Bool(routeBytes: bytes) != nil
        case .uuid: return unsafe Self.isUUID(bytes)
        case .custom: return unsafe validator?(String(decoding: bytes, as: UTF8.self)) ?? false
        }
    }

    static func isInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 20 else { return false }
        // SAFETY: indices stay below `bytes.count`.
        var index = unsafe bytes[0] == UInt8(ascii: "-") ? 1 : 0
        guard index < bytes.count else { return false }
        while index < bytes.count {
            guard unsafe bytes[index] >= UInt8(ascii: "0"), unsafe bytes[index] <= UInt8(ascii: "9") else { return false }
            index += 1
        }
        return unsafe bytes.count < 19 || Int(String(decoding: bytes, as: UTF8.self)) != nil
    }

    static func isUInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 20 else { return false }
        // SAFETY: `bytes` is valid for this call; iteration stays inside it.
        for unsafe byte in unsafe bytes where byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") { return false }
        return unsafe bytes.count < 19 || UInt(String(decoding: bytes, as: UTF8.self)) != nil
    }

    private static func isDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 64 else { return false }
        // SAFETY: indices stay below `bytes.count`.
        for unsafe byte in unsafe bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
                 UInt8(ascii: "+"), UInt8(ascii: "e"), UInt8(ascii: "E"):
                continue
            default:
                return false
            }
        }
        return unsafe Double(String(decoding: bytes, as: UTF8.self)) != nil
    }

    private static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        // SAFETY: indices stay below `bytes.count`, checked to be 36.
        for unsafe (index, byte) in unsafe bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                let lower = byte | 0x20
                let isHex = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f"))
                guard isHex else { return false }
            }
        }
        return true
    }

    /// Sort key for matching order at one place in the trie: built-ins in a fixed order,
    /// then user types by name, so the order never depends on registration order.
    var matchingOrder: (Int, String) { (kind.rawValue, kind == .custom ? name : "") }

    /// Whether some value could have both types (then two routes with them at one place
    /// overlap): built-in numbers share values (`1` is a `uint`, an `int`, a `double` and a
    /// `bool`), a `uuid` shares none with them; a custom type may share with anything.
    func mayShareValues(with other: ParameterType) -> Bool {
        if kind == .custom || other.kind == .custom || kind == other.kind { return true }
        return kind != .uuid && other.kind != .uuid
    }
}

extension Bool {
    init?(routeBytes bytes: UnsafeBufferPointer<UInt8>) {
        // SAFETY: `bytes` is valid for this call; it is copied into a string.
        switch unsafe String(decoding: bytes, as: UTF8.self).lowercased() {
        case "true", "yes", "1": self = true
        case "false", "no", "0": self = false
        default: return nil
        }
    }
}
