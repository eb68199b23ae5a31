public import LatticeGraph

/// A component declared in the target: a type marked `@LatticeComponent` or conforming
/// to `Component` (directly or through a protocol whose name ends in `Component`).
public struct ScannedComponent: Sendable, Hashable, Codable {
    /// The Swift type's name (`CartComponent`).
    public var typeName: String
    /// Its `name` when a string literal gives it (`"Cart"`), else `nil`.
    public var name: String?
    /// Its `version` when a literal gives it (`SemanticVersion(2, 1, 0)` or `"2.1.0"`).
    public var version: String?
    /// Its `layer` when a literal gives it.
    public var layer: String?
    /// Whether it is marked `@LatticeComponent`.
    public var isAnnotated: Bool
    /// Whether the type is `public` (the generated members must be too).
    public var isPublic: Bool
    /// Whether it writes `register(in:)` itself (then it calls `registerAnnotated(in:)`).
    package var writesRegister: Bool
    /// The services it declares by hand in `providedServices`, if it declares them.
    public var declaredProvided: [ServiceReference]?
    /// The services it declares by hand in `requiredServices`, if it declares them.
    public var declaredRequired: [ServiceReference]?
    /// Where the type is declared.
    public var location: FileLocation
    /// The members among `name`, `version`, `layer` and `dependencies` that it declares
    /// with a value the scan cannot read (not a literal): the checks that need them leave
    /// them to the host, which checks them at boot.
    package var unreadMembers: [String] = []

    /// Creates a component.
    package init(
        typeName: String, name: String? = nil, version: String? = nil, layer: String? = nil, isAnnotated: Bool = false,
        isPublic: Bool = false, writesRegister: Bool = false, declaredProvided: [ServiceReference]? = nil,
        declaredRequired: [ServiceReference]? = nil, location: FileLocation
    ) {
        self.typeName = typeName
        self.name = name
        self.version = version
        self.layer = layer
        self.isAnnotated = isAnnotated
        self.isPublic = isPublic
        self.writesRegister = writesRegister
        self.declaredProvided = declaredProvided
        self.declaredRequired = declaredRequired
        self.location = location
    }
}

extension ScannedComponent {
    /// The component with `unreadMembers`, sorted.
    func with(unreadMembers: Set<String>) -> ScannedComponent {
        var copy = self
        copy.unreadMembers = unreadMembers.sorted()
        return copy
    }
}
