package import LatticeGraph

/// One navigation destination declared in code (`Destination("shop://orders/:id<int>",
/// parent: "shop://orders", tab: "orders")` of LatticeNavigation): what the whole-app check
/// needs to build the app's destinations before it runs.
///
/// The pattern and the parent are each a string literal, a typed route written in the
/// call, or a constant of a linked target (`ShopRoutes.order`, `ShopRoutes.order.pattern`),
/// which ``WiringLink`` resolves; what none of these gives stays `nil` with its expression,
/// and the check notes it instead of guessing.
package struct ScannedDestination: Sendable, Hashable, Codable {
    /// The route's pattern; `nil` until a constant gives it, or when nothing the scan reads does.
    package var pattern: String?
    /// The expression that gives the pattern when it is not a literal (`ShopRoutes.order`).
    package var expression: String?
    /// The parent's pattern; `nil` for none, or until a constant gives it.
    package var parent: String?
    /// The expression that gives the parent when it is not a literal.
    package var parentExpression: String?
    /// The home tab, as the literal gives it; `nil` for none.
    package var tab: String?
    /// The name of the constant that gives the home tab (`ShopTabs.orders`), until the
    /// link reads it.
    package var tabExpression: String?
    /// The `tab:` argument as written when it is not a literal or a constant the scan reads.
    package var unreadTab: String?
    /// The presentation's name (`sheet`), `nil` for the default (push).
    package var presentation: String?
    /// The blocking level's name (`always`), `nil` for the default (none).
    package var blocking: String?
    /// `owner:` as a literal, else the component whose code declares it.
    package var owner: String?
    /// The component type whose code declares it, if known.
    package var component: String?
    /// Where the expressions are written, so that ``WiringLink`` finds the constants they name.
    package var scope: ScannedScope?
    /// The `#if` conditions around it.
    package var conditions: [String]
    /// Where it is declared.
    package var location: FileLocation

    /// Creates a destination.
    package init(
        pattern: String?, expression: String? = nil, parent: String? = nil, parentExpression: String? = nil, tab: String? = nil,
        unreadTab: String? = nil, presentation: String? = nil, blocking: String? = nil, owner: String? = nil, component: String? = nil,
        scope: ScannedScope? = nil, conditions: [String] = [], location: FileLocation
    ) {
        self.pattern = pattern
        self.expression = expression
        self.parent = parent
        self.parentExpression = parentExpression
        self.tab = tab
        self.unreadTab = unreadTab
        self.presentation = presentation
        self.blocking = blocking
        self.owner = owner
        self.component = component
        self.scope = scope
        self.conditions = conditions
        self.location = location
    }
}
