extension Router {
    /// Checks a pattern read from the sources and adds it, parsing it once: what the
    /// whole-app check does with every route before asking for ``conflicts``.
    ///
    /// The pattern is checked as ``RouteShape/init(parsing:method:customTypes:fileID:line:)``
    /// checks it when the custom types cannot be known (`customTypes: nil`): a `<type>` this
    /// router does not know is accepted. When it names only types the router knows, it is
    /// added as `add(_:method:owner:fileID:line:handler:)` would add it, with a handler that
    /// declines, and kept parsed so that ``conflicts`` does not parse it again; a route the
    /// router refuses (one of a type it does not know) is only checked.
    ///
    /// - Throws: The ``RoutingError/Code/invalidPattern`` that `RouteShape` throws for it.
    package func addChecked(_ pattern: String, method: String?, owner: String?, fileID: String, line: Int) throws(RoutingError) {
        var types = self.types
        for name in RouteShape.typeNames(in: pattern) where types[name] == nil {
            types[name] = ParameterType(name: name) { _ in true }
        }
        let parsed = try ParsedPattern(pattern, method: method, types: types, fileID: fileID, line: line)
        guard parsed.parameters.allSatisfy({ self.types[$0.type] != nil }) else { return }
        _ = try? insert(
            parsed, reparseable: false, name: nil, summary: nil, owner: owner, exposed: false, priority: 0,
            handler: .sync { _ in .declined }, fileID: fileID, line: line)
    }
}
