/// A typed route that also declares the result its flow sends back: opening it awaits an
/// `Output` (see ``Router/open(_:expecting:method:origin:attachments:fileID:line:)``).
///
/// Declare it from a ``TypedRoute`` with ``TypedRoute/returning(_:)``:
///
/// ```swift
/// enum Routes {
///     static let pickAddress = TypedRoute<Int>(deferringErrors: "shop://address/pick/:user<int>")
///         .returning(Address.self)
/// }
/// try router.add(Routes.pickAddress) { request, reply, user in
///     present(AddressPicker(for: user, onPick: { reply.send($0) }, onClose: { reply.cancel() }))
///     return .handled
/// }
/// let address = try await router.open(Routes.pickAddress, 42)   // an Address
/// ```
public struct ResultRoute<Output: Sendable, each Value: RouteParameterValue>: Sendable {
    /// The route that matches and builds the URL.
    public let route: TypedRoute<repeat each Value>

    /// Declares a route with a result; ``TypedRoute/returning(_:)`` reads better.
    public init(_ route: TypedRoute<repeat each Value>, returning output: Output.Type = Output.self) {
        self.route = route
    }

    /// The route's pattern.
    public var pattern: String { route.pattern }

    /// The URL for these values, as ``TypedRoute/url(_:)`` builds it.
    public func url(_ value: repeat each Value) -> String {
        route.url(repeat each value)
    }
}

extension TypedRoute {
    /// This route, declaring that the flow it opens sends back an `Output`.
    public func returning<Output: Sendable>(_ output: Output.Type) -> ResultRoute<Output, repeat each Value> {
        ResultRoute(self, returning: output)
    }
}
