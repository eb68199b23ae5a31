internal import LatticeCore

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

    /// A new identity no other entry has: a random prefix drawn once per process, then a
    /// counter (`9f3c0b6e21d4a7e5-12`). Unique within the process; across launches (a
    /// restored state holds the identities of the last one) the 64 random bits keep them
    /// apart, without reading the system's random source for each entry as a UUID does.
    public static func unique() -> NavigationEntryID {
        let number = counter.withLock { count -> UInt64 in
            count &+= 1
            return count
        }
        return NavigationEntryID(prefix + String(number))
    }

    /// The identities made by this process so far.
    private static let counter = LockedBox<UInt64>(0)
    /// This process's random prefix.
    private static let prefix = String(UInt64.random(in: .min ... .max), radix: 16) + "-"

    /// The text.
    public var description: String { rawValue }
}
