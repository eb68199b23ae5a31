package import LatticeGraph

/// A `DestinationRegistry(tabs: […])` the code makes, with its tabs when the scan can read
/// them: the whole-app check compares the destinations' home tabs with them.
package struct ScannedDestinationRegistry: Sendable, Hashable, Codable {
    /// The tabs, in order (`["main"]` when the call gives none); `nil` when they are not
    /// string literals.
    package var tabs: [String]?
    /// The names of the constants that give the tabs, in order, `nil` for a literal one
    /// (`[ShopTabs.home, "cart"]`), until the link reads them into ``tabs``.
    package var tabExpressions: [String?]?
    /// The name of the list constant that gives the tabs (`ShopTabs.all`), until the link
    /// reads it into ``tabs``.
    package var listExpression: String?
    /// Where those names are written, so that the link finds the constants they name.
    package var scope: ScannedScope?
    /// Where it is made.
    package var location: FileLocation

    /// Creates one.
    package init(tabs: [String]?, location: FileLocation) {
        self.tabs = tabs
        self.location = location
    }
}
