public import LatticeGraph

/// One `import` statement.
public struct ScannedImport: Sendable, Hashable, Codable {
    /// The module imported (`ShopInterfaces`; the first component of `import A.B`).
    public var module: String
    /// The statement as written without attributes (`public import ShopInterfaces`).
    public var statement: String
    /// Whether it is marked `@_exported`: a file that imports this target sees the module
    /// too (the whole-app check's name lookup follows it).
    public var isExported: Bool
    /// The `#if` conditions around it.
    public var conditions: [String]
    /// Where it is written.
    public var location: FileLocation

    /// Creates an import.
    package init(module: String, statement: String, isExported: Bool = false, conditions: [String] = [], location: FileLocation) {
        self.module = module
        self.statement = statement
        self.isExported = isExported
        self.conditions = conditions
        self.location = location
    }
}
