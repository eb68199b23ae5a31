/// The name of a tab, as the app declares its tabs (``DestinationRegistry/init(tabs:configuration:)``)
/// and destinations name their home tab (``Destination/tab``).
///
/// An app without tabs has one, ``main``. Saved as its name alone.
public struct TabID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The tab's name.
    public let rawValue: String

    /// A tab named `name`.
    public init(_ name: String) { self.rawValue = name }

    /// A tab named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A tab named by a literal: `"orders"`.
    public init(stringLiteral name: String) { self.rawValue = name }

    /// The one tab of an app without tabs.
    public static let main = TabID("main")

    /// The name.
    public var description: String { rawValue }
}
