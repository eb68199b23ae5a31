import Foundation

/// The stable identity of one screen in a navigation state.
///
/// Two entries for the same URL (`/product/1` pushed twice) are different screens; one
/// entry keeps its identity while the stacks around it change, and the planner keeps the
/// identities of the entries a plan keeps (see ``NavigationPlan/result``). The UI layer
/// uses it to tell its screens apart, and later a screen's awaited result is tied to it.
///
/// Saved as its text alone.
public struct NavigationEntryID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identity's text.
    public let rawValue: String

    /// An identity with the text `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An identity with the text `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An identity written as a literal, for tests: `"orders-1"`.
    public init(stringLiteral rawValue: String) { self.rawValue = rawValue }

    /// A new identity no other entry has (a random UUID's text).
    public static func unique() -> NavigationEntryID { NavigationEntryID(UUID().uuidString) }

    /// The text.
    public var description: String { rawValue }
}
