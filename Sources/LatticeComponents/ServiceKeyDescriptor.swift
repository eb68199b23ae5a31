/// A service by type (and optional name), as a component declares what it requires and
/// provides. Compared by type identity, not by the type's spelling.
///
/// ```swift
/// let required = [ServiceKeyDescriptor((any Logger).self), ServiceKeyDescriptor((any Store).self, name: "disk")]
/// ```
public struct ServiceKeyDescriptor: Sendable, Hashable, CustomStringConvertible {
    /// The identity of the service type.
    public let type: ObjectIdentifier
    /// The type as written in code, for messages.
    public let typeName: String
    /// The registration name, if the service is a named one.
    public let name: String?

    /// Describes the service `type`, optionally under `name`.
    public init<Service>(_ type: Service.Type, name: String? = nil) {
        self.type = ObjectIdentifier(type)
        self.typeName = String(describing: type)
        self.name = name
    }

    /// The type and name alone, what equality compares.
    struct Identity: Hashable {
        let type: ObjectIdentifier
        let name: String?
    }

    var identity: Identity { Identity(type: type, name: name) }

    /// Equal when type and name are equal.
    public static func == (lhs: ServiceKeyDescriptor, rhs: ServiceKeyDescriptor) -> Bool {
        lhs.type == rhs.type && lhs.name == rhs.name
    }

    /// Hashes type and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(name)
    }

    /// `Logger` or `Store (name: "disk")`.
    public var description: String {
        name.map { "\(typeName) (name: \"\($0)\")" } ?? typeName
    }
}
