public import LatticeRouting

/// What a route shows, declared by the component that owns the route: how it is shown,
/// in which tab, on top of which screen, and whether links may skip it.
///
/// ```swift
/// let orders = Destination("shop://orders", tab: "account")
/// let order = Destination("shop://orders/:id<int>", parent: "shop://orders")
/// let onboarding = Destination("shop://welcome", presentation: .fullScreenCover, blocking: .always)
/// ```
///
/// The parent makes a link build the stack beneath a screen: a cold-start
/// `shop://orders/7` shows Orders with the order on top (``DestinationRegistry/state(for:from:fileID:line:)``).
/// The parent's URL is built from the child's parameters, so the parent's parameters
/// must be among the child's. The home tab is the first one found up the parent chain;
/// none, and the link opens in the selected tab.
public struct Destination: Hashable, Sendable {
    /// The route's pattern, written as the router takes it; the key entries name (``NavigationEntry/pattern``).
    public let pattern: String
    /// How the screen is shown when nothing says otherwise.
    public var presentation: Presentation
    /// The tab the screen lives in, if it has one of its own.
    public var tab: TabID?
    /// The pattern of the screen beneath it, written as that destination writes it.
    public var parent: String?
    /// What may remove the screen without it finishing.
    public var blocking: Blocking
    /// Who declares it, for messages and the catalog.
    public var owner: String?
    /// The file of the declaration (`#fileID`), for errors about it.
    public let fileID: String
    /// The line of the declaration.
    public let line: Int

    /// Declares the destination of the route `pattern`.
    ///
    /// - Parameters:
    ///   - pattern: The route's pattern (`shop://orders/:id<int>`).
    ///   - presentation: How it is shown by default. Default ``Presentation/push``.
    ///   - tab: Its home tab, if any.
    ///   - parent: The pattern of the screen beneath it, if any.
    ///   - blocking: What may remove it. Default ``Blocking/none``.
    ///   - owner: Who declares it.
    ///   - fileID: The file of the declaration, for errors about it; the caller's by default.
    ///   - line: The line of the declaration; the caller's by default.
    public init(
        _ pattern: String, presentation: Presentation = .push, tab: TabID? = nil, parent: String? = nil,
        blocking: Blocking = .none, owner: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        self.pattern = pattern
        self.presentation = presentation
        self.tab = tab
        self.parent = parent
        self.blocking = blocking
        self.owner = owner
        self.fileID = fileID
        self.line = line
    }

    /// Declares the destination of a typed route, so the pattern is written once.
    public init<each Value: RouteParameterValue>(
        _ route: TypedRoute<repeat each Value>, presentation: Presentation = .push, tab: TabID? = nil, parent: String? = nil,
        blocking: Blocking = .none, owner: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(
            route.pattern, presentation: presentation, tab: tab, parent: parent, blocking: blocking, owner: owner,
            fileID: fileID, line: line)
    }
}
