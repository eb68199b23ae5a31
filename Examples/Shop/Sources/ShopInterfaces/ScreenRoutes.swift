public import Lattice
public import LatticeNavigation

extension ComponentContext {
    /// Adds a screen owned by this component: its route, whose links the app's navigator
    /// shows; its destination (tab, parent screen, presentation, blocking level); and the
    /// ``Screen`` that shows an entry of it.
    ///
    /// ```swift
    /// try context.addScreen(Destination(ShopRoutes.order, parent: ShopRoutes.orders), summary: "An order", exposure: .external) { entry in
    ///     OrderScreen(services: services, id: try entry.integer("id"))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: Where the screen sits; its pattern is the route's.
    ///   - summary: What it shows, for `routes`.
    ///   - exposure: Whether links from outside the app may open it (`.external`) or only
    ///     the app (`.app`).
    ///   - requiresLogin: Whether a link to it waits for a login
    ///     (``ShopScreens/loginGuard(_:)``).
    ///   - make: Makes the screen of an entry (its URL's parameters are the entry's).
    /// - Throws: `ServiceError` when the app provides no ``ShopScreens``; the errors of
    ///   `DestinationRegistry.add(_:)` and `Router.add`.
    public func addScreen(
        _ destination: Destination, summary: String, exposure: Exposure, requiresLogin: Bool = false,
        fileID: String = #fileID, line: Int = #line,
        make: @escaping @Sendable (NavigationEntry) throws -> any Screen
    ) throws {
        let screens = try self.services.resolve(ShopScreens.self)
        var destination = destination
        destination.owner = component.name
        try screens.destinations.add(destination)
        screens.add(destination.pattern, requiresLogin: requiresLogin, make: make)
        try self.router.add(destination.pattern, summary: summary, owner: component.name, exposure: exposure, fileID: fileID, line: line) { request in
            try await screens.show(request)
        }
    }
}

extension NavigationEntry {
    /// The whole-number parameter `name` of the entry's URL: `42` of `/product/42` for `id`.
    ///
    /// - Throws: ``ShopError`` when the URL has no such parameter or it is not a number.
    public func integer(_ name: String) throws -> Int {
        guard let value = value(name, as: Int.self) else {
            throw ShopError(.invalidInput, subject: url, message: "'\(url)' has no number '\(name)'. To fix, declare the route with :\(name)<int>.")
        }
        return value
    }
}
