/// The payload of ``AppEvent/Name/performShortcut``: the app was opened from a Home Screen
/// quick action (`UIApplicationShortcutItem`), or a server's equivalent command.
///
/// ```swift
/// await host.send(.shortcutItem(ShortcutItem(type: "com.example.shop.search", title: "Search")))
/// ```
public struct ShortcutItem: Sendable, Hashable, CustomStringConvertible {
    /// The shortcut's type, which says what to do.
    public var type: String
    /// The title the user saw.
    public var title: String
    /// The shortcut's user info, with its keys and values as strings.
    public var userInfo: [String: String]

    /// Creates a shortcut item.
    public init(type: String, title: String = "", userInfo: [String: String] = [:]) {
        self.type = type
        self.title = title
        self.userInfo = userInfo
    }

    /// The shortcut's type.
    public var description: String { type }
}
