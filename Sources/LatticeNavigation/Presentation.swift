/// How an entry is shown: pushed onto the stack below it, or presented over it (a sheet,
/// a full-screen cover, or a style of your own).
///
/// The set is open: ``init(_:)`` names another style (`Presentation("popover")`), which the
/// UI layer's adapter maps to what its framework does. Every presentation but ``push``
/// opens a stack of its own: the pushes after it in a tab's entries are pushed inside it.
///
/// Saved as its name alone (`"sheet"`, the standard library's coding of a raw value), so
/// saved states carry no Swift type names.
public struct Presentation: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The style's name, such as `push` or `sheet`.
    public let rawValue: String

    /// A presentation named `name`; the adapter decides what an unknown name does.
    public init(_ name: String) { self.rawValue = name }

    /// A presentation named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Pushed onto the current stack (a navigation controller, a `NavigationStack` path).
    public static let push = Presentation("push")
    /// Presented as a sheet over the current stack, with a stack of its own.
    public static let sheet = Presentation("sheet")
    /// Presented over everything, with a stack of its own.
    public static let fullScreenCover = Presentation("fullScreenCover")

    /// Whether it is presented over the stack below it (every style but ``push``), and so
    /// opens a stack of its own.
    public var isPresented: Bool { self != .push }

    /// The name.
    public var description: String { rawValue }
}
