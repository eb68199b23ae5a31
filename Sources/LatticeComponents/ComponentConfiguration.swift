public import LatticeGraph

/// Which components an app loads, in which order, and which may fail: the decoded form of a
/// configuration file (such as the `components:` list of a `components.yml` read with
/// `LatticeManifest`), mapped to factories by a ``ComponentCatalog``.
///
/// ```swift
/// let manifest = try ComponentManifest(contentsOfFile: manifestPath)   // LatticeManifest
/// let components = try catalog.components(for: manifest.configuration)
/// ```
public struct ComponentConfiguration: Sendable, Hashable {
    /// One line of the configuration.
    public struct Line: Sendable, Hashable {
        /// The component's name, as registered in the catalog.
        public var name: String
        /// Whether to load it.
        public var isEnabled: Bool
        /// Whether the app may run without it if it fails to start.
        public var isOptional: Bool
        /// The version the configuration expects the component to have, or `nil` for any:
        /// ``ComponentCatalog/components(for:fileID:line:)`` refuses a component of another
        /// version, so a configuration file cannot describe a component the app does not link.
        public var version: SemanticVersion?
        /// Where the entry is written, for messages.
        public var location: FileLocation?

        /// Creates an entry.
        public init(name: String, isEnabled: Bool = true, isOptional: Bool = false, version: SemanticVersion? = nil, location: FileLocation? = nil) {
            self.name = name
            self.isEnabled = isEnabled
            self.isOptional = isOptional
            self.version = version
            self.location = location
        }
    }

    /// The old name of ``Line``.
    @available(*, deprecated, renamed: "Line")
    public typealias Entry = Line

    /// The entries, in the order the components should be listed.
    public var entries: [Line]
    /// Whether catalog components the configuration does not mention are loaded too (after
    /// the listed ones, in catalog order). `false` by default: the file is the whole list.
    public var includesUnlisted: Bool

    /// Creates a configuration.
    public init(_ entries: [Line], includesUnlisted: Bool = false) {
        self.entries = entries
        self.includesUnlisted = includesUnlisted
    }

    /// The names of the enabled entries marked optional.
    public var optionalNames: Set<String> {
        Set(entries.filter { $0.isEnabled && $0.isOptional }.map(\.name))
    }

    /// Where each entry is written, for ``ComponentHost``'s messages.
    public var locations: [String: FileLocation] {
        var result: [String: FileLocation] = [:]
        for entry in entries { if let location = entry.location { result[entry.name] = location } }
        return result
    }
}
