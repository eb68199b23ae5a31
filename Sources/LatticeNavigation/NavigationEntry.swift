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
public struct NavigationEntry: Hashable, Sendable, Identifiable {
    /// The entry's identity, kept while it stays on screen.
    public var id: NavigationEntryID
    /// The URL that opens this screen, as `TypedRoute.url(_:)` or the router builds it.
    public var url: String
    /// The route's pattern, as its ``Destination`` declares it (`shop://orders/:id<int>`).
    public var pattern: String
    /// The URL's path parameters and query items, decoded, by name.
    public var parameters: [String: String]
    /// How it is shown.
    public var presentation: Presentation
    /// How strongly it holds its place (its destination's ``Destination/blocking``).
    public var blocking: Blocking

    /// An entry with every field given; ``DestinationRegistry/entry(for:presentation:id:fileID:line:)``
    /// fills them from the URL and its destination.
    public init(
        url: String, pattern: String, parameters: [String: String] = [:], presentation: Presentation = .push,
        blocking: Blocking = .none, id: NavigationEntryID = .unique()
    ) {
        self.id = id
        self.url = url
        self.pattern = pattern
        self.parameters = parameters
        self.presentation = presentation
        self.blocking = blocking
    }

    /// The parameter `name` converted to `T` (`Int`, `UUID`, a type of your own), or `nil`
    /// when the URL has no such parameter or its value does not convert.
    public func value<T: RouteParameterValue>(_ name: String, as type: T.Type = T.self) -> T? {
        parameters[name].flatMap(T.init(routeParameter:))
    }

    /// Whether `other` shows the same screen the same way (same URL, same presentation),
    /// whatever their identities: what the planner compares to keep a shared prefix.
    public func showsSameScreen(as other: NavigationEntry) -> Bool {
        url == other.url && presentation == other.presentation
    }
}
