public import LatticeGraph

/// One route.
public struct ScannedRoute: Sendable, Hashable, Codable {
    /// The pattern, as the string literal gives it; `nil` when it is not a literal (a
    /// typed route constant's pattern is read from its declaration when found).
    public var pattern: String?
    /// The expression that gave the route when it was not a literal (`ShopRoutes.product`).
    package var expression: String?
    /// Where ``expression`` is written, so that ``WiringLink`` finds the constant it names
    /// as the compiler would; `nil` for a literal pattern or a route built by hand.
    package var scope: ScannedScope?
    /// Where ``pattern`` is written when it is not at the call: the declaration of the route
    /// constant ``expression`` names (set by ``WiringLink``), where a fix of the pattern goes.
    package var patternLocation: FileLocation?
    /// The method, if given.
    public var method: String?
    /// Whether URLs from outside may open it (`exposure: .external`, or the deprecated
    /// `exposed: true`).
    public var exposed: Bool
    /// `owner:` as a literal, else the component whose code adds it.
    public var owner: String?
    /// `summary:` as a literal.
    public var summary: String?
    /// The query items its handler reads (`request.value("qty", …)`, `request["qty"]`) that
    /// are not path parameters.
    public var queryParameters: [String]
    /// The component type whose code adds it, if known.
    public var component: String?
    /// Annotation or call.
    public var source: WiringSource
    /// The `#if` conditions around it.
    public var conditions: [String]
    /// Where it is written.
    public var location: FileLocation
    /// For an annotated handler: the peer the `@Route` macro generates, as the generated
    /// file calls it (`ProductRoutes.latticeRoute_show`); `nil` for a call.
    public var handler: String?
    /// For an annotated handler: `true` when it is `async` (`nil` otherwise), so that the
    /// generated file registers it as an asynchronous handler.
    package var handlerIsAsync: Bool?
    /// For a typed route written in the call (`router.add(TypedRoute<Int>("/p/:id"))`): each
    /// parameter's type as the route matches it, which the pattern alone does not say.
    public var typedParameters: [String]?

    /// Creates a route.
    package init(
        pattern: String?, expression: String? = nil, method: String? = nil, exposed: Bool = false, owner: String? = nil,
        summary: String? = nil, queryParameters: [String] = [], component: String? = nil, source: WiringSource,
        conditions: [String] = [], location: FileLocation, handler: String? = nil, scope: ScannedScope? = nil
    ) {
        self.pattern = pattern
        self.expression = expression
        self.scope = scope
        self.method = method
        self.exposed = exposed
        self.owner = owner
        self.summary = summary
        self.queryParameters = queryParameters
        self.component = component
        self.source = source
        self.conditions = conditions
        self.location = location
        self.handler = handler
    }
}
