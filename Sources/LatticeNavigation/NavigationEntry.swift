public import LatticeRouting

/// One screen in a navigation state: a route with its parameters, how it is shown, how
/// strongly it holds its place, and its identity.
///
/// An entry is the router's vocabulary: ``pattern`` is the route it shows (the key of its
/// ``Destination``), ``parameters`` are the values the URL carried, and ``url`` gives the
/// URL back, so a whole state is saved and restored as URLs. The UI layer maps the
/// pattern to a view and reads the typed parameters with ``value(_:as:)``; the navigation
/// core never sees a view type. Entries are made by ``DestinationRegistry/entry(for:presentation:id:fileID:line:)``,
/// which matches the URL against the declared destinations.
public struct NavigationEntry: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The fields, in one immutable object: an entry is copied often (into steps, plans,
    /// states), and a copy then retains one reference instead of one per field.
    private final class Storage: Sendable {
        let id: NavigationEntryID
        let url: String
        let pattern: String
        let parameters: [String: String]
        let presentation: Presentation
        let blocking: Blocking
        /// `presentation.isPresented`, which the planner asks of every entry it passes:
        /// worked out once here instead of comparing names each time.
        let isPresented: Bool

        init(id: NavigationEntryID, url: String, pattern: String, parameters: [String: String], presentation: Presentation, blocking: Blocking) {
            self.id = id
            self.url = url
            self.pattern = pattern
            self.parameters = parameters
            self.presentation = presentation
            self.blocking = blocking
            self.isPresented = presentation.isPresented
        }
    }

    private let storage: Storage

    /// The entry's identity, kept while it stays on screen.
    public var id: NavigationEntryID { storage.id }
    /// The URL that opens this screen, as `TypedRoute.url(_:)` or the router builds it.
    public var url: String { storage.url }
    /// The route's pattern, as its ``Destination`` declares it (`shop://orders/:id<int>`).
    public var pattern: String { storage.pattern }
    /// The URL's path parameters and query items, decoded, by name.
    public var parameters: [String: String] { storage.parameters }
    /// How it is shown.
    public var presentation: Presentation { storage.presentation }
    /// How strongly it holds its place (its destination's ``Destination/blocking``).
    public var blocking: Blocking { storage.blocking }
    /// Whether it is presented (``Presentation/isPresented``).
    var isPresented: Bool { storage.isPresented }

    /// An entry with every field given; ``DestinationRegistry/entry(for:presentation:id:fileID:line:)``
    /// fills them from the URL and its destination.
    public init(
        url: String, pattern: String, parameters: [String: String] = [:], presentation: Presentation = .push,
        blocking: Blocking = .none, id: NavigationEntryID = .unique()
    ) {
        storage = Storage(id: id, url: url, pattern: pattern, parameters: parameters, presentation: presentation, blocking: blocking)
    }

    /// Whether the two entries have the same fields.
    public static func == (lhs: NavigationEntry, rhs: NavigationEntry) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.id == rhs.id && lhs.url == rhs.url && lhs.presentation == rhs.presentation && lhs.blocking == rhs.blocking
                && lhs.pattern == rhs.pattern && lhs.parameters == rhs.parameters)
    }

    /// Hashes the identity and the URL (entries equal in every field have both equal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(url)
    }

    /// The parameter `name` converted to `T` (`Int`, `UUID`, a type of your own), or `nil`
    /// when the URL has no such parameter or its value does not convert.
    public func value<T: RouteParameterValue>(_ name: String, as type: T.Type = T.self) -> T? {
        parameters[name].flatMap(T.init(routeParameter:))
    }

    /// The presentation, the URL and the identity, and the blocking level when it blocks:
    /// `sheet shop://cart (id: 3F2…)`, for messages and test failures.
    public var description: String {
        let blocks = blocking == .none ? "" : ", blocking: \(blocking)"
        return "\(presentation) \(url) (id: \(id)\(blocks))"
    }

    /// Whether `other` is this entry itself (not a copy with the same fields).
    func isIdentical(to other: NavigationEntry) -> Bool {
        storage === other.storage
    }

    /// Whether `other` shows the same screen the same way (same URL, same presentation),
    /// whatever their identities: what the planner compares to keep a shared prefix.
    public func showsSameScreen(as other: NavigationEntry) -> Bool {
        storage === other.storage || (url == other.url && presentation == other.presentation)
    }

    /// Whether `other` shows the same screen the same way however their URLs are written:
    /// `shop://orders/7`, `https://shop.example.com/orders/7` and `/orders/7` reach the same
    /// route with the same parameters. What a link's target compares with what is shown,
    /// so that a link keeps the screens already there (``DestinationRegistry/state(for:from:fileID:line:)``).
    func showsSameRoute(as other: NavigationEntry) -> Bool {
        showsSameScreen(as: other)
            || (presentation == other.presentation && pattern == other.pattern && parameters == other.parameters)
    }
}
