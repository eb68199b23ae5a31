public import Foundation

/// A type a route parameter can be converted to and from: the handler of a
/// ``TypedRoute`` receives it, and ``TypedRoute/url(_:)`` writes it back into the URL.
///
/// `Int`, `UInt`, `Double`, `Bool`, `String` and `UUID` conform. Conform your own types and give
/// them a ``routeParameterType`` so the router checks values while matching:
///
/// ```swift
/// struct Sku: RouteParameterValue {
///     static let routeParameterType = ParameterType(name: "sku") { $0.hasPrefix("SKU-") }
///     var code: String
///     init?(routeParameter: String) { guard routeParameter.hasPrefix("SKU-") else { return nil }; code = routeParameter }
///     var routeParameter: String { code }
/// }
/// ```
public protocol RouteParameterValue: Sendable {
    /// The type checked while matching.
    static var routeParameterType: ParameterType { get }
    /// Converts a percent-decoded value; `nil` when it is not one of this type.
    init?(routeParameter: String)
    /// The value as written into a URL (percent-encoded by the router).
    var routeParameter: String { get }
}

extension Int: RouteParameterValue {
    /// ``ParameterType/int``.
    public static var routeParameterType: ParameterType { .int }
    /// Parses a decimal integer.
    public init?(routeParameter: String) { self.init(routeParameter) }
    /// The decimal form.
    public var routeParameter: String { String(self) }
}

extension UInt: RouteParameterValue {
    /// ``ParameterType/uint``.
    public static var routeParameterType: ParameterType { .uint }
    /// Parses a non-negative decimal integer (digits only, no sign).
    public init?(routeParameter: String) {
        guard routeParameter.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        self.init(routeParameter)
    }
    /// The decimal form.
    public var routeParameter: String { String(self) }
}

extension Double: RouteParameterValue {
    /// ``ParameterType/double``.
    public static var routeParameterType: ParameterType { .double }
    /// Parses a decimal number.
    public init?(routeParameter: String) { self.init(routeParameter) }
    /// The shortest decimal form.
    public var routeParameter: String { String(self) }
}

extension Bool: RouteParameterValue {
    /// ``ParameterType/bool``.
    public static var routeParameterType: ParameterType { .bool }
    /// Parses `true`/`false`/`yes`/`no`/`1`/`0`, any case.
    public init?(routeParameter: String) {
        // SAFETY: the buffer is the string's own UTF-8 array, valid inside the closure.
        guard let value = unsafe Array(routeParameter.utf8).withUnsafeBufferPointer({ unsafe Bool(routeBytes: $0) }) else { return nil }
        self = value
    }
    /// `true` or `false`.
    public var routeParameter: String { self ? "true" : "false" }
}

extension String: RouteParameterValue {
    /// ``ParameterType/string``.
    public static var routeParameterType: ParameterType { .string }
    /// The value itself.
    public init?(routeParameter: String) { self = routeParameter }
    /// The string itself.
    public var routeParameter: String { self }
}

extension UUID: RouteParameterValue {
    /// ``ParameterType/uuid``.
    public static var routeParameterType: ParameterType { .uuid }
    /// Parses the 8-4-4-4-12 form.
    public init?(routeParameter: String) { self.init(uuidString: routeParameter) }
    /// The upper-case 8-4-4-4-12 form.
    public var routeParameter: String { uuidString }
}
