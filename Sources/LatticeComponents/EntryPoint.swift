/// A component's default screen or command, as a small UI-free value: the app (or the
/// router, later) turns it into a screen or runs it.
///
/// ```swift
/// var entryPoint: EntryPoint? { .screen("cart", url: "shop://cart") }
/// ```
public struct EntryPoint: Sendable, Hashable, CustomStringConvertible {
    /// What kind of entry point it is.
    public enum Kind: Sendable, Hashable {
        /// A screen the app can show.
        case screen
        /// A command the app can run (a CLI verb, a shortcut).
        case command
    }

    /// What kind of entry point it is.
    public var kind: Kind
    /// Its identifier, unique within the component (`cart`, `sync`).
    public var identifier: String
    /// A URL that opens it, if it has one.
    public var url: String?

    /// Creates an entry point.
    public init(_ kind: Kind, identifier: String, url: String? = nil) {
        self.kind = kind
        self.identifier = identifier
        self.url = url
    }

    /// A screen.
    public static func screen(_ identifier: String, url: String? = nil) -> EntryPoint {
        EntryPoint(.screen, identifier: identifier, url: url)
    }

    /// A command.
    public static func command(_ identifier: String) -> EntryPoint {
        EntryPoint(.command, identifier: identifier)
    }

    /// `screen cart (shop://cart)`.
    public var description: String {
        "\(kind) \(identifier)" + (url.map { " (\($0))" } ?? "")
    }
}
