/// A route pattern read without a router: its method, scheme and parameters, or the
/// same ``RoutingError`` `Router/add(_:method:name:summary:owner:exposure:priority:fileID:line:handler:)`
/// would throw.
///
/// Tools use it to check patterns before the app runs: the annotation macros at compile
/// time, `lattice scan` and the whole-app check on the sources. It parses with the
/// router's own parser, so what it accepts a router accepts.
///
/// ```swift
/// let shape = try RouteShape(parsing: "shop://product/:id<int>")
/// shape.parameters.map(\.name)   // ["id"]
/// ```
public struct RouteShape: Sendable, Hashable {
    /// The pattern without its method, as written.
    public let pattern: String
    /// The method, upper-case, if the pattern or the caller names one.
    public let method: String?
    /// The scheme, lower-case; empty for a global route.
    public let scheme: String
    /// Its parameters in pattern order, with their types (`string` when untyped).
    public let parameters: [RouteParameter]

    /// Parses `pattern`.
    ///
    /// - Parameters:
    ///   - pattern: `[METHOD ][scheme://]path`, as ``Router`` takes it.
    ///   - method: The method given beside the pattern, if any.
    ///   - customTypes: The names of the parameter types the router will know besides the
    ///     built-in ones (`int`, `uint`, `double`, `bool`, `uuid`, `string`); `nil` when they
    ///     cannot be known where the pattern is read, so any `<type>` name is accepted.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``RoutingError/Code/invalidPattern``, naming the problem and its fix.
    public init(
        parsing pattern: String, method: String? = nil, customTypes: Set<String>? = [],
        fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) {
        var types = Dictionary(ParameterType.builtIn.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in customTypes ?? Self.typeNames(in: pattern) where types[name] == nil {
            types[name] = ParameterType(name: name) { _ in true }
        }
        let parsed = try ParsedPattern(pattern, method: method, types: types, fileID: fileID, line: line)
        self.pattern = parsed.text
        self.method = parsed.method
        self.scheme = parsed.scheme
        self.parameters = parsed.parameters
    }

    /// Parses a typed route's pattern as ``TypedRoute`` checks it against its generic
    /// arguments, for readers of the sources: `valueTypes` are the route parameter types
    /// the arguments stand for, by name (`int` for `Int`), `nil` for a type the reader
    /// cannot know (its parameter is then taken as written). The parameters get the
    /// route's types (`:id` of a `TypedRoute<Int>` is an `int`).
    ///
    /// - Throws: The ``RoutingError/Code/invalidPattern`` the route's declaration (or, with
    ///   `deferringErrors:`, its registration) throws, in the same words.
    package init(typedRoute pattern: String, valueTypes: [String?]) throws(RoutingError) {
        let builtIn = Dictionary(ParameterType.builtIn.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let parsed = try TypedRouteCheck.parse(pattern, valueTypes: valueTypes.map { $0.flatMap { builtIn[$0] } }, fileID: #fileID, line: #line)
        self.pattern = parsed.text
        self.method = parsed.method
        self.scheme = parsed.scheme
        self.parameters = parsed.parameters
    }

    /// The route parameter type a Swift type stands for in `TypedRoute<…>`, for the built-in
    /// ones (`Int` → `int`, `Foundation.UUID` → `uuid`); `nil` for any other type.
    package static func parameterType(forSwiftType name: String) -> String? {
        var type = name.filter { !$0.isWhitespace }
        for module in ["Swift.", "Foundation."] where type.hasPrefix(module) { type.removeFirst(module.count) }
        return ["Int": "int", "UInt": "uint", "Double": "double", "Bool": "bool", "UUID": "uuid", "String": "string"][type]
    }

    /// Every `<name>` written in `pattern`, so that a reader who cannot know the router's
    /// custom types accepts them all.
    static func typeNames(in pattern: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: ">") else { break }
            names.insert(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return names
    }
}
