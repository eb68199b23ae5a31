extension DestinationRegistry {
    /// Adds a stand-in for each parent that no destination declares, for a component run
    /// alone (its team's app, its tests): the storefront beneath a product page, when only
    /// the product page's component runs. Its links then still build their stacks.
    ///
    /// A stand-in has the pattern its children name, no home tab, the default
    /// presentation, and `owner`. Call it once the components that run have added their
    /// destinations; in the whole app, ``check()`` is what reports a parent nobody declares.
    ///
    /// - Parameters:
    ///   - owner: Who the stand-ins are said to be declared by, for messages.
    ///   - fileID: The file the stand-ins are said to be declared in; the caller's by default.
    ///   - line: The line they are said to be declared at; the caller's by default.
    /// - Returns: The stand-ins added, by pattern; empty when every parent is declared.
    /// - Throws: ``NavigationError/Code/invalidPattern`` when a parent's pattern does not
    ///   parse (a typo ``check()`` would report as an unknown parent).
    @discardableResult
    public func addStandInsForAbsentParents(
        owner: String = "stand-in", fileID: String = #fileID, line: Int = #line
    ) throws(NavigationError) -> [Destination] {
        let declared = destinations
        let patterns = Set(declared.map(\.pattern))
        let absent = Set(declared.compactMap(\.parent)).subtracting(patterns).sorted()
        var added: [Destination] = []
        for pattern in absent {
            let standIn = Destination(pattern, owner: owner, fileID: fileID, line: line)
            try add(standIn)
            added.append(standIn)
        }
        return added
    }
}
