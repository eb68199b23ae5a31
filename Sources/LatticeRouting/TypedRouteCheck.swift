/// How a typed route's pattern is checked against its value types: by ``TypedRoute`` when
/// it is declared, and by readers of the sources (`lattice scan`) that know the types by
/// name, so both say the same of the same mistake.
enum TypedRouteCheck {
    /// The pattern parsed for `valueTypes`, one per parameter in pattern order; `nil` for a
    /// type the reader cannot know (a custom type read from the sources), whose parameter is
    /// left as the pattern writes it.
    ///
    /// - Throws: ``RoutingError/Code/invalidPattern`` when the pattern does not parse, has
    ///   optional groups, or its parameters do not line up with the types (count, or a
    ///   `<type>` written in the pattern that differs).
    static func parse(_ pattern: String, valueTypes: [ParameterType?], fileID: String, line: Int) throws(RoutingError) -> ParsedPattern {
        var known = Dictionary(ParameterType.builtIn.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for type in valueTypes.compactMap({ $0 }) { known[type.name] = known[type.name] ?? type }
        if valueTypes.contains(where: { $0 == nil }) {
            for name in RouteShape.typeNames(in: pattern) where known[name] == nil {
                known[name] = ParameterType(name: name) { _ in true }
            }
        }
        var parsed = try ParsedPattern(pattern, method: nil, types: known, fileID: fileID, line: line)
        func fail(_ problem: String, _ fix: String) -> RoutingError {
            .invalidPattern(pattern, problem, fix: fix, fileID: fileID, line: line)
        }
        guard parsed.expansions.count == 1 else {
            throw fail("a typed route cannot have optional groups", "declare one typed route per shape")
        }
        guard parsed.parameters.count == valueTypes.count else {
            throw fail("it has \(parsed.parameters.count) parameters but the route lists \(valueTypes.count) type\(valueTypes.count == 1 ? "" : "s")", "give one generic argument per parameter, in pattern order")
        }
        for (index, type) in valueTypes.enumerated() {
            guard let type, parsed.parameters[index].type != type.name else { continue }
            guard parsed.parameters[index].type == "string" else {
                throw fail("'\(parsed.parameters[index].name)' is written as \(parsed.parameters[index].type) but the route's type is \(type.name)", "drop the <type> from the pattern")
            }
            parsed.parameters[index].type = type.name
        }
        var parameterIndex = 0
        parsed.expansions[0] = parsed.expansions[0].map { segment in
            guard case .parameter(let name, _, let prefix, let suffix) = segment else {
                if case .wildcard = segment { parameterIndex += 1 }
                return segment
            }
            defer { parameterIndex += 1 }
            guard let type = valueTypes[parameterIndex] else { return segment }
            return .parameter(name: name, type: type.kind == .string ? "" : type.name, prefix: prefix, suffix: suffix)
        }
        parsed.usedTypes = valueTypes.compactMap { $0 }.filter { $0.kind != .string }
        return parsed
    }
}
